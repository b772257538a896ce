import CellKit
@testable import RotorTestSupport
import RotorTesting
import Testing

/// `VirtualScreenReader.walkElements()`: every element of a screen written in points, what
/// VoiceOver says on each and its actions, in one call that leaves the reader as it was.
@MainActor
@Suite("Walking every element of a screen in one call")
struct WalkElementsTests {
    static func toDoList(count: Int) -> (UIWindow, ToDoListViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let list = ToDoListViewController(toDos: (1...count).map { ToDo(title: "Task \($0)", due: "Day \($0)") })
        window.rootViewController = list
        return (window, list)
    }

    @Test("the talk's screen: each element in VoiceOver's order, what it says and its actions")
    func theTalksScreen() {
        let screen = GraphScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        let walked = reader.walkElements()
        #expect(walked == [
            SpokenElement(label: "Contact card", spokenPhrases: ["Contact card"], actionNames: []),
            SpokenElement(label: "January", spokenPhrases: ["January: 12", "Actions Available."], actionNames: ["Drag bar data"]),
            SpokenElement(label: "February", spokenPhrases: ["February: 30", "Actions Available."], actionNames: ["Drag bar data"]),
            SpokenElement(label: "March", spokenPhrases: ["March: 18", "Actions Available."], actionNames: ["Drag bar data"]),
        ])
        #expect(walked.map(\.description)[1] == "January: 12 / Actions Available. [Drag bar data]",
                "printed, an element is one line")
    }

    @Test("the reader is as it was: focus, rotor, what was said, and the next swipe")
    func theReaderIsUndisturbed() throws {
        let screen = GraphScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        reader.next()
        reader.perform(.rotateClockwise)
        let said = reader.spokenPhraseLog
        let rotor = reader.session.screenReader.rotor.setting
        _ = reader.walkElements()
        #expect(reader.spokenPhraseLog == said)
        #expect(reader.focusedLabel == "January")
        #expect(reader.session.screenReader.rotor.setting == rotor)
        #expect(reader.next() .map(\.text) == ["February: 30", "Actions Available."])
        try reader.performAction(named: "Drag bar data")
        #expect(reader.lastSpokenPhrase == "Drag started, Drag bar data")
    }

    @Test("a list taller than its window: every row, scrolled back where it was, the focus kept")
    func aLongListIsWalkedAndPutBack() throws {
        let (window, list) = Self.toDoList(count: 40)
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        reader.next()
        reader.next()
        let offset = list.tableView.contentOffset
        let walked = reader.walkElements()
        #expect(walked.count == 40, "every row, the 20 past the window's foot too")
        #expect(walked.last == SpokenElement(label: "Task 40, Day 40", spokenPhrases: ["Task 40, Day 40", "Actions Available."],
                                             actionNames: ["Drag Task 40, Day 40"]))
        #expect(list.tableView.contentOffset == offset, "the table is scrolled back")
        #expect(reader.focusedLabel == "Task 3, Day 3")
        reader.next()
        #expect(reader.focusedLabel == "Task 4, Day 4")
        #expect(reader.callbackLog.isEmpty, "swiping runs none of the app's drag and drop code")
    }

    @Test("at most `limit` elements")
    func aLimitStopsTheWalk() {
        let (window, list) = Self.toDoList(count: 40)
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.walkElements(limit: 5).map(\.label) == (1...5).map { "Task \($0), Day \($0)" })
        #expect(reader.walkElements(limit: 0).isEmpty)
    }

    @Test("while the reader holds a drag, the walk lists the drop points and the drag stays held")
    func aHeldDragShowsDropPoints() throws {
        let screen = GraphScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        reader.next()
        try reader.performAction(named: "Drag bar data")
        let walked = reader.walkElements()
        #expect(walked.first?.actionNames == ["Drop into attachments"])
        #expect(reader.session.finger.isDragging)
        reader.moveToFirst()
        try reader.performAction(named: "Drop into attachments")
        #expect(screen.card.attached == ["January: 12"])
    }

    @Test("an announcement the app posted before the walk is still the reader's to speak")
    func aPendingAnnouncementIsKept() {
        let screen = GraphScreen()
        let reader = VirtualScreenReader(windows: [screen.window])
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        _ = reader.walkElements()
        #expect(reader.next().map(\.text).contains("Saved"))
    }
}
