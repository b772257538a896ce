import CellKit
@testable import SceneFormat
import ScreenReader
import Session
import Testing
import RotorTestSupport

/// The tab bar, segmented control, back button, keyboard key, secure field and data table, each
/// loaded from a scene and worked with gestures.
@MainActor
@Suite("The new controls in scenes", .cellsScreen)
struct NewControlsSceneTests {
    static let yaml = """
        window: { size: [40, 12] }
        views:
          - { id: mailPage, type: label, frame: [0, 0, 20, 1], text: Mail page }
          - { id: notesPage, type: label, frame: [0, 0, 20, 1], text: Notes page }
          - id: tabs
            type: tabBar
            frame: [0, 11, 40, 1]
            tabs:
              - { title: Mail, views: mailPage }
              - { title: Notes, badge: "2", views: [notesPage] }
          - id: range
            type: segmentedControl
            frame: [0, 2, 30, 1]
            segments: [Day, Week, Month]
            selected: Week
            action: { announce: Range changed }
        """

    private func session(_ yaml: String = Self.yaml) throws -> (Scene, ScreenSession) {
        let scene = try SceneLoader.load(yaml: yaml, file: "controls.yaml")
        let session = scene.makeSession()
        session.start()
        return (scene, session)
    }

    private func focused(_ session: ScreenSession) -> String? {
        session.screenReader.focusedElement?.label
    }

    @Test func aTabBarShowsTheSelectedTabsViewsAndADoubleTapSwitchesThem() throws {
        let (scene, session) = try session()
        let tabs = try #require(scene.view("tabs") as? UITabBar)
        #expect(tabs.selectedItem?.title == "Mail", "the first tab is selected at first")
        #expect(scene.view("mailPage")?.isHidden == false && scene.view("notesPage")?.isHidden == true)
        #expect(session.screenReader.elements.map(\.label) == ["Mail page", "Day", "Week", "Month", "Mail", "Notes"])
        session.step(.gesture(.lastElement))
        session.step(.gesture(.doubleTap))
        #expect(tabs.selectedItem?.title == "Notes")
        #expect(scene.view("mailPage")?.isHidden == true && scene.view("notesPage")?.isHidden == false)
        #expect(session.screenReader.elements.map(\.label) == ["Notes page", "Day", "Week", "Month", "Mail", "Notes"])
        #expect(focused(session) == "Notes", "the cursor stays on the tab")
        #expect(session.step(.gesture(.swipeLeft)).map(\.text) == ["Mail. Tab. 1 of 2."])
        #expect(session.step(.gesture(.swipeRight)).map(\.text) == ["Selected: Notes. Tab. 2 of 2."],
                "the selected tab and its place among the tabs; iOS 26 does not say its badge")
        session.screenReader.iOSMajorVersion = 18
        #expect(session.step(.gesture(.firstElement)).isEmpty == false)
        session.step(.gesture(.lastElement))
        #expect(session.step(.gesture(.swipeLeft)).map(\.text) == ["Mail. Tab. 1 of 2."])
        #expect(session.step(.gesture(.swipeRight)).map(\.text) == ["Selected: Notes: 2 items. Tab. 2 of 2."],
                "iOS 17 and 18 say a badge's number as a count of items")
        session.step(.gesture(.swipeLeft))
        session.step(.gesture(.doubleTap))
        #expect(tabs.selectedItem?.title == "Mail" && scene.view("mailPage")?.isHidden == false)
    }

    @Test("a scene's device sets the iOS whose VoiceOver is heard: iOS 18 says a tab's badge, iOS 26 does not")
    func theDevicesVersionDecidesWhetherABadgeIsSaid() throws {
        for (version, said) in [("18.0", "Notes: 2 items. Tab. 2 of 2."), ("26.0", "Notes. Tab. 2 of 2.")] {
            let (_, session) = try session("device: { idiom: phone, iOS: \"\(version)\" }\n" + Self.yaml)
            #expect(session.screenReader.iOSMajorVersion == nil, "left to the device")
            session.step(.gesture(.lastElement))
            #expect(session.step(.gesture(.swipeLeft)).map(\.text) == ["Selected: Mail. Tab. 1 of 2."])
            #expect(session.step(.gesture(.swipeRight)).map(\.text) == [said], "on iOS \(version)")
        }
    }

    @Test func aSegmentedControlsSegmentIsSelectedByADoubleTapAndRunsTheAction() throws {
        let (scene, session) = try session()
        let range = try #require(scene.view("range") as? UISegmentedControl)
        #expect(range.selectedSegmentIndex == 1)
        session.step(.gesture(.swipeRight))
        #expect(focused(session) == "Day")
        let said = session.step(.gesture(.doubleTap)).map(\.text)
        #expect(range.selectedSegmentIndex == 0)
        #expect(said.contains("Range changed"))
        #expect(session.screenReader.focusedElement?.object.accessibilityTraits.contains(.selected) == true)
    }

    @Test func theSmallControlsLoadWithTheirTraits() throws {
        let (scene, session) = try session("""
            window: { size: [40, 12] }
            views:
              - { id: back, type: backButton, frame: [0, 0, 10, 1], action: { announce: Going back } }
              - { id: one, type: keyboardKey, frame: [0, 2, 3, 1], title: "1" }
              - { id: pin, type: secureTextField, frame: [0, 4, 10, 1], text: "1234", accessibility: { label: PIN } }
            """)
        let back = try #require(scene.view("back") as? UIButton)
        #expect(back.currentTitle == "Back", "a back button says Back unless given the previous screen's title")
        #expect(back.accessibilityTraits.contains(.backButton))
        #expect(session.step(.gesture(.doubleTap)).map(\.text) == ["Going back"])
        #expect(scene.view("one")?.accessibilityTraits.contains(.keyboardKey) == true)
        #expect((scene.view("pin") as? UITextField)?.isSecureTextEntry == true)
        #expect(session.screenReader.elements.map(\.label) == ["Back", "1", "PIN"])
    }

    @Test func aDataTableIsReadRowByRowWithItsHeaders() throws {
        let (_, session) = try session("""
            window: { size: [40, 12] }
            views:
              - type: dataTable
                frame: [0, 0, 30, 3]
                columns: [Mailbox, Unread]
                rows: [[Inbox, "3"], [Sent]]
                rowHeaders: true
            """)
        let reader = session.screenReader
        #expect(reader.elements.map(\.label) == ["Mailbox", "Unread", "Inbox", "3", "Sent"])
        let said = [session.step(.gesture(.firstElement))] + (1..<reader.elements.count).map { _ in
            session.step(.gesture(.swipeRight))
        }
        #expect(said.map { $0.map(\.text).joined(separator: " / ") } == [
            "Mailbox. Row 1. Column 1.", "Unread. Column 2.", "Inbox. Row 2. Column 1.", "Unread. 3. Column 2.",
            "Mailbox. Sent. Row 3. Column 1.",
        ])
        #expect(reader.elements.map(\.frame.minY) == [0, 0, 1, 1, 2])
    }

    nonisolated static let refused: [(String, String)] = [
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tabBar, frame: [0, 11, 40, 1], tabs: [{ title: Mail, views: later }] }
          - { id: later, type: label, frame: [0, 0, 5, 1], text: Later }
        """, "t.yaml:3:73: views[0].tabs[0].views: no view with the id 'later' comes before this tab bar; a tab's views are described first"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tabBar, frame: [0, 11, 40, 1], tabs: [{ title: Mail }], selected: Notes }
        """, "t.yaml:3:79: views[0].selected: no tab is titled 'Notes'; the tabs are: Mail"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tabBar, frame: [0, 11, 40, 1], tabs: [] }
        """, "t.yaml:3:50: views[0].tabs: a tab bar needs at least one tab"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: segmentedControl, frame: [0, 0, 40, 1], segments: [A], selected: B }
        """, "t.yaml:3:78: views[0].selected: no segment is titled 'B'; the segments are: A"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: segmentedControl, frame: [0, 0, 40, 1], segments: [] }
        """, "t.yaml:3:63: views[0].segments: a segmented control needs at least one segment"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 3], columns: [A], rows: [[x, y]] }
        """, "t.yaml:3:71: views[0].rows[0][1]: the cell reaches column 2; the header row has 1 column"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 1], columns: [A], rows: [[x]] }
        """, "t.yaml:3:31: views[0].frame: a table of 2 rows needs a frame 2 rows high"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 3], rows: [[x, { text: y, rowSpan: 2 }], [{ text: z, columnSpan: 2 }]] }
        """, "t.yaml:3:84: views[0].rows[1][0]: the cell would cover row 2, column 2, which a cell above already spans"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 3], rows: [[x, { text: y, rowSpan: 3 }], [z]] }
        """, "t.yaml:3:57: views[0].rows[0][1]: the cell spans down to row 3; the table has 2 rows"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 3], columns: [A, B], rows: [[x, y, ~]] }
        """, "t.yaml:3:77: views[0].rows[0][2]: the empty position is column 3; the header row has 2 columns"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 3] }
        """, "t.yaml:3:5: views[0]: a data table needs a header row (`columns`) or at least one row of cells"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: dataTable, frame: [0, 0, 40, 3], rows: [[{ value: x }]] }
        """, "t.yaml:3:54: views[0].rows[0][0]: missing required key 'text'"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: label, frame: [0, 0, 40, 1], text: Hi, accessibility: { customContent: [{ importance: high }] } }
        """, "t.yaml:3:85: views[0].accessibility.customContent[0]: custom content needs a label or a value; VoiceOver would say nothing for it"),
    ]

    @Test(arguments: 0..<refused.count)
    func aControlThatCannotBeIsRefusedWithItsPlace(_ index: Int) {
        let (yaml, expected) = Self.refused[index]
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "t.yaml")
            Issue.record("loaded: \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
