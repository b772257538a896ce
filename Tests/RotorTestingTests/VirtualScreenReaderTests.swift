import CellKit
import RotorTestSupport
import RotorTesting
import ScreenReader
import Session
import Testing

/// The test API over the talk's screen built in Swift, used as its documentation shows.
@MainActor
@Suite("VirtualScreenReader", .cellsScreen)
struct VirtualScreenReaderTests {
    @Test("next and previous move through the elements, and the log keeps what each said")
    func nextAndPrevious() {
        let screen = TalkScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        #expect(reader.spokenPhraseLog == ["Contact card"], "starting focuses and says the first element")
        #expect(reader.focusedLabel == "Contact card")

        reader.next()
        #expect(reader.focusedLabel == "January")
        #expect(reader.spokenPhraseLog.suffix(2) == ["January: 12", "Actions Available."])
        #expect(reader.lastSpokenPhrase == "Actions Available.")

        let said = reader.previous()
        #expect(said.map(\.text) == ["Contact card"])
        #expect(reader.focusedLabel == "Contact card")
        #expect(reader.spokenPhraseLog.count == 4)
    }

    @Test("actions performed by name drag a bar into the card, and its data is there at once")
    func dragAndDropByName() throws {
        let screen = TalkScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        reader.next()
        reader.next()
        #expect(reader.actionNames == ["Drag bar data"])
        try reader.performAction(named: "Drag bar data")
        #expect(reader.lastSpokenPhrase == "Drag started, Drag bar data")

        reader.moveToFirst()
        #expect(reader.actionNames == ["Drop into portrait", "Drop into attachments"])
        let said = try reader.performAction(named: "Drop into attachments")
        #expect(said.last?.text == "Dropped, Drop into attachments")
        #expect(screen.card.attachmentsWell.texts == ["Bar: 30"], "the drop's load ran without a wait")
        #expect(screen.card.contactPhotoWell.texts.isEmpty)
        #expect(reader.callbackLog.contains("drop attachments performDrop"))
        #expect(reader.callbackEvents.contains { $0.callback == "performDrop" })
    }

    @Test("an action the focused element does not offer is an error naming the ones it does")
    func unknownAction() {
        let reader = VirtualScreenReader(windows: [TalkScreen().window])
        reader.next()
        // A drop point is offered only while a drag is held.
        let error = #expect(throws: VirtualScreenReader.ActionNotFound.self) {
            try reader.performAction(named: "Drop into attachments")
        }
        #expect(error?.offered == ["Drag bar data"])
        #expect(error?.description == "no action named 'Drop into attachments' on the focused element; it offers 'Drag bar data'")
        reader.previous()
        let none = #expect(throws: VirtualScreenReader.ActionNotFound.self) { try reader.performAction(named: "Sort") }
        #expect(none?.description == "no action named 'Sort' on the focused element; it offers none")
        reader.next()
        #expect(reader.lastSpokenPhrase == "Actions Available.", "nothing was performed")
    }

    @Test("escape cancels a held drag, and nothing is dropped")
    func escapeCancels() throws {
        let screen = TalkScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        reader.next()
        try reader.performAction(named: "Drag bar data")
        #expect(reader.session.finger.isDragging)
        reader.escape()
        #expect(reader.lastSpokenPhrase == "Drag cancelled")
        #expect(!reader.session.finger.isDragging)
        #expect(screen.card.attachmentsWell.texts.isEmpty)
    }

    @Test("a second action by name finds its way from wherever the rotor was left")
    func secondActionFromAnywhere() throws {
        let screen = TalkScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        reader.next()
        try reader.performAction(named: "Drag bar data")
        reader.moveToFirst()
        try reader.performAction(named: "Drop into attachments")
        reader.next()
        reader.next()
        try reader.performAction(named: "Drag bar data")
        reader.moveToFirst()
        try reader.performAction(named: "Drop into attachments")
        #expect(screen.card.attachmentsWell.texts == ["Bar: 12", "Bar: 30"])
    }
}

/// A screen built in Swift with a rotor of its own, walked as a test walks it.
@MainActor
@Suite("VirtualScreenReader and custom rotors", .cellsScreen)
struct VirtualScreenReaderCustomRotorTests {
    @Test("a mail screen's Unread rotor steps from one unread message to the next")
    func unreadRotor() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let list = UIView(frame: window.bounds)
        window.addSubview(list)
        var unread: [UILabel] = []
        for (row, (subject, isUnread)) in [("Lunch", false), ("Invoice", true), ("Party", false), ("Report", true)].enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: row * 2, width: 30, height: 1))
            label.text = subject
            list.addSubview(label)
            if isUnread { unread.append(label) }
        }
        list.accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Unread") { predicate in
            let current = unread.firstIndex { $0 === predicate.currentItem.targetElement }
            let next: Int
            if predicate.searchDirection == .next {
                next = current.map { $0 + 1 } ?? 0
            } else {
                next = current.map { $0 - 1 } ?? unread.count - 1
            }
            guard unread.indices.contains(next) else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: unread[next], targetRange: nil)
        }]
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Unread"])
        reader.perform(.swipeDown)
        #expect(reader.focusedLabel == "Invoice")
        reader.perform(.swipeDown)
        #expect(reader.focusedLabel == "Report")
        #expect(reader.perform(.swipeDown).map(\.description) == ["[boundary]"])
        reader.perform(.swipeUp)
        #expect(reader.focusedLabel == "Invoice")
    }
}
