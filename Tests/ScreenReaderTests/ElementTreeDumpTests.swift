import CellKit
import RotorTestSupport
import Foundation
import ScreenReader
import Testing

/// The element tree dump: what VoiceOver sees, element by element, inside its containers.
@MainActor
@Suite("The element tree dump", .cellsScreen)
struct ElementTreeDumpTests: ReaderSuite {
    let fixture = ReaderFixture(width: 40, height: 12)

    private var dump: String { ElementTreeDump(screenReader: reader).text }

    @Test func elementsInVisitingOrderWithLabelValueTraitsAndFrameIndentedByContainer() {
        let title = labelledView("Music", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        title.accessibilityTraits = .header
        let songs = UIView(frame: CGRect(x: 0, y: 2, width: 20, height: 4))
        songs.accessibilityIdentifier = "songs"
        songs.accessibilityContainerType = .list
        songs.accessibilityLabel = "Songs"
        let first = labelledView("Intro", frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        first.accessibilityValue = " 3:10 "
        first.accessibilityTraits = [.button, .selected]
        first.accessibilityIdentifier = "intro"
        songs.addSubview(first)
        songs.addSubview(labelledView("Outro", frame: CGRect(x: 0, y: 2, width: 20, height: 1)))
        // A view drawing its parts, which it lists as elements.
        let meter = UIView(frame: CGRect(x: 22, y: 2, width: 10, height: 2))
        meter.accessibilityElements = ["Left", "Right"].enumerated().map { offset, side in
            let part = UIAccessibilityElement(accessibilityContainer: meter)
            part.accessibilityLabel = side
            part.accessibilityFrameInContainerSpace = CGRect(x: offset * 5, y: 0, width: 4, height: 2)
            return part
        }
        window.addSubview(title)
        window.addSubview(songs)
        window.addSubview(meter)
        window.addSubview(labelledView("", frame: CGRect(x: 0, y: 8, width: 3, height: 1)))
        #expect(dump == """
            window app [0, 0, 40, 12]
              element "Music", traits [header], frame [0, 0, 10, 1]
              list "Songs" (songs) [0, 2, 20, 4]
                element "Intro" (intro), value "3:10", traits [button, selected], frame [0, 2, 20, 1]
                element "Outro", frame [0, 4, 20, 1]
              container (UIView) [22, 2, 10, 2]
                element "Left", frame [22, 2, 4, 2]
                element "Right", frame [27, 2, 4, 2]
              element (no label), frame [0, 8, 3, 1]
            """)
    }

    @Test func aTabBarAndAViewThatGroupsItsChildrenAreShownAsContainers() {
        let tabs = UITabBar(frame: CGRect(x: 0, y: 11, width: 40, height: 1))
        tabs.accessibilityIdentifier = "tabs"
        tabs.items = [UITabBarItem(title: "Mail", image: nil, tag: 0), UITabBarItem(title: "Notes", image: nil, tag: 1)]
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        card.accessibilityIdentifier = "card"
        card.shouldGroupAccessibilityChildren = true
        card.addSubview(labelledView("Name", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        card.addSubview(labelledView("Email", frame: CGRect(x: 0, y: 1, width: 10, height: 1)))
        window.addSubview(card)
        window.addSubview(tabs)
        tabs.layoutIfNeeded()
        #expect(dump == """
            window app [0, 0, 40, 12]
              container (card) [0, 0, 20, 2]
                element "Name", frame [0, 0, 10, 1]
                element "Email", frame [0, 1, 10, 1]
              container (tabs) [0, 11, 40, 1]
                element "Mail", traits [button, tabBarItem], frame [0, 11, 20, 1]
                element "Notes", traits [button, tabBarItem], frame [20, 11, 20, 1]
            """)
    }

    @Test func actionsWithTheirNamesViewsAndPointsTheAutomaticOnesSaySo() {
        let source = TextDragSource("Hi")
        let target = TextDropTarget()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 6))
        row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete row") { _ in true }]
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        note.accessibilityIdentifier = "note"
        note.addInteraction(UIDragInteraction(delegate: source))
        note.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Pin") { _ in true }]
        let card = labelledView("Card", frame: CGRect(x: 12, y: 0, width: 20, height: 6))
        let well = UIView(frame: CGRect(x: 2, y: 2, width: 8, height: 3))
        well.accessibilityIdentifier = "well"
        well.addInteraction(UIDropInteraction(delegate: target))
        card.addSubview(well)
        card.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drop into the well", point: CGPoint(x: 4, y: 1.5), in: well),
            // Outside its view: VoiceOver leaves it out, and so does the dump.
            UIAccessibilityLocationDescriptor(name: "Drop nowhere", point: CGPoint(x: 30, y: 1), in: well),
        ]
        row.addSubview(note)
        row.addSubview(card)
        window.addSubview(row)
        #expect(dump == """
            window app [0, 0, 40, 12]
              element "Note" (note), frame [0, 0, 10, 3]
                custom action "Pin"
                custom action "Delete row"
                drag source "Drag Note" → note @ (5, 1.5), automatic
              element "Card", frame [12, 0, 20, 6]
                custom action "Delete row"
                drop point "Drop into the well" → well @ (4, 1.5)
            """)
        reader.language = .korean
        #expect(dump.contains("drag source \"\(PhraseBook.text(.defaultDragName(label: "Note"), in: .korean))\""),
                "automatic names are in the reader's language")
    }

    @Test func whileADragIsHeldTheDumpIsTheSame() {
        let source = TextDragSource("Hi")
        let target = TextDropTarget()
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        note.addInteraction(UIDragInteraction(delegate: source))
        let inbox = labelledView("Inbox", frame: CGRect(x: 20, y: 0, width: 10, height: 3))
        inbox.addInteraction(UIDropInteraction(delegate: target))
        window.addSubview(note)
        window.addSubview(inbox)
        let before = dump
        reader.start()
        reader.perform(.rotateClockwise)
        reader.perform(.swipeDown)
        #expect(reader.perform(.doubleTap).map(\.text) == ["Drag started, Drag Note"])
        #expect(dump == before)
        #expect(before.contains("drop point \"Drop into Inbox\" → UIView @ (5, 1.5), automatic"))
    }

    @Test func aContainerWhoseElementsAreNotVisitedTogetherAppearsAgain() {
        // The screen lists a list's rows with another element between them.
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        screen.accessibilityIdentifier = "screen"
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        list.accessibilityIdentifier = "list"
        list.accessibilityContainerType = .list
        let one = labelledView("One", frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        let two = labelledView("Two", frame: CGRect(x: 0, y: 2, width: 20, height: 1))
        list.addSubview(one)
        list.addSubview(two)
        let between = labelledView("Between", frame: CGRect(x: 22, y: 0, width: 10, height: 1))
        screen.addSubview(list)
        screen.addSubview(between)
        screen.accessibilityElements = [one, between, two]
        window.addSubview(screen)
        #expect(dump == """
            window app [0, 0, 40, 12]
              container (screen) [0, 0, 40, 12]
                list (list) [0, 0, 20, 4]
                  element "One", frame [0, 0, 20, 1]
                element "Between", frame [22, 0, 10, 1]
                list (list) [0, 0, 20, 4]
                  element "Two", frame [0, 2, 20, 1]
            """)
    }

    @Test func theJSONHoldsTheSameTreeInSnakeCase() throws {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let source = TextDragSource("Hi")
        note.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(note)
        let value = ElementTreeDump(screenReader: reader)
        let json = try value.json()
        #expect(try JSONDecoder.snakeCase.decode(ElementTreeDump.self, from: Data(json.utf8)) == value)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let windows = try #require(object["windows"] as? [[String: Any]])
        #expect(windows.first?["kind"] as? String == "window")
        let element = try #require((windows.first?["children"] as? [[String: Any]])?.first)
        #expect(element["label"] as? String == "Note")
        #expect(element["frame"] as? [Double] == [0, 0, 10, 3])
        let action = try #require((element["actions"] as? [[String: Any]])?.first)
        #expect(Set(action.keys) == ["kind", "name", "view", "point", "is_automatic"])
        #expect(action["kind"] as? String == "drag-source")
        #expect(action["is_automatic"] as? Bool == true)
    }
}

private extension JSONDecoder {
    static var snakeCase: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}
