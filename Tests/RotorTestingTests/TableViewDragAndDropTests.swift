import CellKit
import RotorTestSupport
import RotorTesting
import ScreenReader
import Testing

/// Table and collection views with drag and drop delegates written as Apple's samples write
/// them, and no accessibility code, used by a VoiceOver user through the Actions rotor: UIKit's
/// cells carry their container's drags and drops.
@MainActor
@Suite("Table and collection views dragged and dropped by VoiceOver", .cellsScreen)
struct TableViewDragAndDropTests {
    @Test("a row is reordered by the Actions rotor, and another app's text is dropped into the table")
    func reorderAndDropIn() throws {
        let screen = GroceryListScreen()
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.list])
        #expect(reader.spokenPhraseLog == ["Milk", "Actions Available."])
        #expect(reader.actionNames == ["Drag Milk"])
        try reader.performAction(named: "Drag Milk")
        #expect(reader.lastSpokenPhrase == "Drag started, Drag Milk")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Eggs")
        // The list does not implement itemsForAddingTo: no "Add Eggs to drag", which could only fail.
        #expect(reader.actionNames == ["Drop before Eggs", "Drop after Eggs"])
        let said = try reader.performAction(named: "Drop after Eggs")
        #expect(said.last?.text == "Dropped, Drop after Eggs")
        #expect(screen.list.items == ["Butter", "Eggs", "Milk", "Flour"])
        #expect(screen.shownRows == ["Butter", "Eggs", "Milk", "Flour"])
        // The delegates' methods the list implements ran in UIKit's order; the table moved the
        // row through the data source.
        #expect(reader.callbackLog == [
            "drag groceries itemsForBeginning → at [0, 0] → 1 item",
            "drop groceries canHandle → true",
            "drop groceries dropSessionDidUpdate → at [0, 0] → move insertAtDestinationIndexPath",
            // The rotor lands on "Drop before Eggs", then on "Drop after Eggs"; the double tap drops.
            "drop groceries dropSessionDidUpdate → at [0, 1] → move insertAtDestinationIndexPath",
            "drop groceries dropSessionDidUpdate → at [0, 2] → move insertAtDestinationIndexPath",
            "drop groceries dropSessionDidUpdate → at [0, 2] → move insertAtDestinationIndexPath",
            "drop groceries moveRowAt → [0, 0] → [0, 2]",
        ])

        reader.moveToLast()
        #expect(reader.focusedLabel == "Bread")
        try reader.performAction(named: "Drag Bread")
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Butter")
        #expect(reader.actionNames == ["Drop before Butter", "Drop after Butter"], "another app cannot add to the drag")
        let dropped = try reader.performAction(named: "Drop before Butter")
        #expect(dropped.last?.text == "Dropped, Drop before Butter")
        #expect(screen.list.items == ["Bread", "Butter", "Eggs", "Milk", "Flour"], "the text arrived with the drop")
        #expect(reader.callbackLog.suffix(2) == [
            "drop groceries dropSessionDidUpdate → at [0, 0] → copy insertAtDestinationIndexPath",
            "drop groceries performDropWith → at [0, 0]",
        ])
        reader.moveToFirst()
        #expect(reader.spokenPhraseLog.last == "Actions Available.")
        #expect(reader.spokenPhraseLog.suffix(2).first == "Bread")
    }

    @Test("a collection view with drag and drop delegates and no accessibility code is usable: its labels offer the cells' drags and drops")
    func aPlainCollectionViewIsUsable() throws {
        let screen = PlainShelfScreen()
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.shelf])
        #expect(reader.focusedLabel == "Dune")
        #expect(reader.actionNames == ["Drag Dune"])
        try reader.performAction(named: "Drag Dune")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Ulysses")
        #expect(reader.actionNames == ["Drop before Ulysses", "Drop after Ulysses"], "the shelf does not implement itemsForAddingTo")
        try reader.performAction(named: "Drop after Ulysses")
        #expect(screen.shelf.titles == ["Emma", "Ulysses", "Dune"])
        #expect(screen.shownTitles == ["Emma", "Ulysses", "Dune"])

        reader.moveToLast()
        #expect(reader.focusedLabel == "Beloved")
        try reader.performAction(named: "Drag Beloved")
        reader.moveToFirst()
        try reader.performAction(named: "Drop before Emma")
        #expect(screen.shelf.titles == ["Beloved", "Emma", "Ulysses", "Dune"])
    }

    /// A list that moves rows only by its reorder controls: no drag or drop delegate.
    final class EditableList: UITableViewDataSource {
        var items = ["Wake", "Wash", "Walk"]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    @Test("while the table is edited, a row's reorder control moves it by the Actions rotor")
    func theReorderControlByVoiceOver() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5), applicationIdentifier: "routine")
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let list = EditableList()
        table.dataSource = list
        window.addSubview(table)
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.actionNames.isEmpty, "no drag delegate, not editing: nothing to drag")
        table.setEditing(true, animated: true)
        #expect(reader.actionNames == ["Reorder Wake"])
        try reader.performAction(named: "Reorder Wake")
        reader.moveToLast()
        #expect(reader.actionNames == ["Drop before Walk", "Drop after Walk"], "a reorder control adds nothing to a drag")
        try reader.performAction(named: "Drop before Walk")
        #expect(list.items == ["Wash", "Wake", "Walk"])
        #expect(reader.callbackLog == ["drop UITableView moveRowAt → [0, 0] → [0, 1]"])
        #expect(table.interactions.count == 1, "the reorder's drop interaction goes with it")
    }

    @Test("the drops are spoken in the reader's language")
    func dropsInKorean() throws {
        let screen = GroceryListScreen()
        let reader = VirtualScreenReader(windows: screen.windows, language: .korean, keeping: [screen.list])
        #expect(reader.actionNames == ["Milk 드래그"])
        try reader.performAction(named: "Milk 드래그")
        reader.next()
        #expect(reader.actionNames.prefix(2) == ["Butter 앞에 드롭", "Butter 뒤에 드롭"])
    }

    /// A list of many rows that counts what the table asks of it.
    final class LongList: UITableViewDataSource, UITableViewDelegate {
        let count: Int
        private(set) var asked = 0

        init(count: Int) {
            self.count = count
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            asked += 1
            return count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Item \(indexPath.row)"
            return cell
        }
    }

    @Test("swiping through 10,000 rows asks the data source only for the rows coming on screen")
    func swipingALongTableCostsOnlyTheRowsShown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6), applicationIdentifier: "long")
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let list = LongList(count: 10_000)
        table.dataSource = list
        table.delegate = list
        window.addSubview(table)
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.focusedLabel == "Item 0")
        let start = list.asked
        for _ in 0..<20 { reader.next() }
        #expect(reader.focusedLabel == "Item 20")
        #expect(table.visibleCells.count <= 7)
        // Each swipe past the screen's last row brings one row on screen: one cell asked.
        #expect(list.asked - start <= 20, "asked \(list.asked - start) times for 20 swipes")
    }

    @Test("with dragInteractionEnabled off, the rows offer no drag; drops are still offered during another app's drag")
    func dragInteractionDisabled() throws {
        let screen = GroceryListScreen()
        screen.tableView.dragInteractionEnabled = false
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.list])
        #expect(reader.actionNames.isEmpty)
        reader.moveToLast()
        try reader.performAction(named: "Drag Bread")
        reader.moveToFirst()
        #expect(reader.actionNames == ["Drop before Milk", "Drop after Milk"])
    }

    /// A settings list of subtitle and value cells with accessories.
    final class SettingsList: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: indexPath.row == 0 ? .subtitle : .value1, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.row == 0 ? "Milk" : "Wi-Fi"
            cell.detailTextLabel?.text = indexPath.row == 0 ? "2 litres" : "Home"
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
    }

    @Test("VoiceOver reads a cell's text and detail as one element: a checked row is selected, a disclosure row a button")
    func cellsAreReadAsOneElement() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 4), applicationIdentifier: "settings")
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 2
        let list = SettingsList()
        table.dataSource = list
        window.addSubview(table)
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Selected: Milk, 2 litres"])
        reader.next()
        #expect(reader.lastSpokenPhrase == "Wi-Fi, Home. Button.")
    }
}
