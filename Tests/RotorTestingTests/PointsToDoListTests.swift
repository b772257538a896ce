import CellKit
import RotorTestSupport
import RotorTesting
import Testing

/// The to-do list of Apple's documentation, run as it ships: in points, in a window as large as
/// an iPhone's screen, with UIKit's default row height. No `.cellsScreen` here: the window is on
/// the device's screen, as app code's is.
@MainActor
@Suite("A to-do list written in points, in an iPhone's window")
struct PointsToDoListTests {
    static func screen() -> (UIWindow, ToDoListViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let list = ToDoListViewController(toDos: [ToDo(title: "Buy milk", due: "Today"),
                                                  ToDo(title: "Call Ana", due: "Friday"),
                                                  ToDo(title: "Pay rent", due: "June 1")])
        window.rootViewController = list
        return (window, list)
    }

    @Test("its rows are as tall as their text and secondary text, one under another, and VoiceOver reads them in order")
    func rowsAreUIKitsHeight() throws {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Buy milk, Today", "Actions Available."])
        let cells = (0..<3).compactMap { list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        // `.cell()` stacks the secondary text under the text: 11 + 22 + 22 + 11 points a row.
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 66),
                                       CGRect(x: 0, y: 66, width: 393, height: 66),
                                       CGRect(x: 0, y: 132, width: 393, height: 66)])
        reader.next()
        #expect(reader.focusedLabel == "Call Ana, Friday")
        reader.next()
        #expect(reader.focusedLabel == "Pay rent, June 1")
    }

    @Test("a row is reordered through the Actions rotor, as on an iPhone")
    func reordersThroughTheActionsRotor() throws {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        try reader.performAction(named: "Drag Buy milk, Today")
        reader.next()
        reader.next()
        try reader.performAction(named: "Drop after Pay rent, June 1")
        #expect(list.toDos.map(\.title) == ["Call Ana", "Pay rent", "Buy milk"])
    }

    @Test("the window is on the device's screen, drawn 8 points a column and 22 a row")
    func theWindowIsOnTheDevicesScreen() {
        let (window, _) = Self.screen()
        #expect(window.screen.cellMetrics == .points)
        let grid = window.renderGrid()
        #expect(grid.width == 49, "393 points are 49 columns")
        #expect(grid.height == 39, "852 points are 39 rows")
    }

    @Test("a compositional list in points has UIKit's 44-point rows, read and reordered as on an iPhone")
    func aListLayoutInPoints() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852), applicationIdentifier: "lists")
        let list = ReorderableListViewController(items: [("Apples", 3), ("Bread", 1), ("Cheese", 2)])
        window.rootViewController = list
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Apples, 3", "Actions Available."])
        let frames = (0..<3).compactMap { list.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.height) == [44, 44, 44])
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.minY - $0.minY == 44 }, "rows one under another: \(frames)")
        try reader.performAction(named: "Reorder Apples, 3")
        reader.moveToLast()
        try reader.performAction(named: "Drop after Cheese, 2")
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Bread, 1")
    }
}
