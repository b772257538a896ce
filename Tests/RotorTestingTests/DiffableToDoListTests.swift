import CellKit
import RotorTestSupport
import RotorTesting
import Testing

/// A to-do list built as Apple's documentation builds one (a diffable data source, cells
/// configured with `defaultContentConfiguration()`, drag and drop delegates that reorder), read
/// and reordered by a VoiceOver user through the Actions rotor.
@MainActor
@Suite("A diffable to-do list read and reordered by VoiceOver", .cellsScreen)
struct DiffableToDoListTests {
    static func screen() -> (UIWindow, ToDoListViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6), applicationIdentifier: "todo")
        let list = ToDoListViewController(toDos: [ToDo(title: "Buy milk", due: "Today"),
                                                  ToDo(title: "Call Ana", due: "Friday"),
                                                  ToDo(title: "Pay rent", due: "June 1")])
        window.rootViewController = list
        return (window, list)
    }

    @Test("a configured cell is read as its text, then its secondary text")
    func readsTextThenSecondaryText() {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Buy milk, Today", "Actions Available."])
        #expect(reader.actionNames == ["Drag Buy milk, Today"])
        reader.next()
        #expect(reader.focusedLabel == "Call Ana, Friday")
        let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.textLabel == nil, "a content configuration replaces the built-in labels")
        #expect(cell?.contentView is UIListContentView)
    }

    @Test("a row dragged through the Actions rotor and dropped after another moves in the snapshot and the model")
    func reorderThroughTheActionsRotor() throws {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        let ids = list.toDos.map(\.id)
        try reader.performAction(named: "Drag Buy milk, Today")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Pay rent, June 1")
        #expect(reader.actionNames.prefix(2) == ["Drop before Pay rent, June 1", "Drop after Pay rent, June 1"])
        let said = try reader.performAction(named: "Drop after Pay rent, June 1")
        #expect(said.last?.text == "Dropped, Drop after Pay rent, June 1")
        #expect(list.dataSource.snapshot().itemIdentifiers == [ids[1], ids[2], ids[0]])
        #expect(list.toDos.map(\.title) == ["Call Ana", "Pay rent", "Buy milk"])
        #expect(list.dataSource.indexPath(for: ids[0]) == IndexPath(row: 2, section: 0))
        #expect(reader.callbackLog.contains("drop UITableView moveRowAt → [0, 0] → [0, 2]"))
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Call Ana, Friday")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Buy milk, Today")
    }

    @Test("a to-do renamed and added through snapshots is read as it now is")
    func renamedAndAddedRowsAreReadAnew() {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        reader.next()
        #expect(reader.focusedLabel == "Call Ana, Friday")
        list.rename(list.toDos[1].id, to: "Call Bea")
        reader.previous()
        reader.next()
        #expect(reader.spokenPhraseLog.suffix(2) == ["Call Bea, Friday", "Actions Available."])
        list.add(ToDo(title: "Water plants", due: "Sunday"))
        reader.moveToLast()
        #expect(reader.focusedLabel == "Water plants, Sunday")
        #expect(list.dataSource.snapshot().numberOfItems == 4)
    }
}
