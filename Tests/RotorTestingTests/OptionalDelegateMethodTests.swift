import CellKit
import Foundation
import RotorTestSupport
import RotorTesting
import Testing

/// UIKit calls an optional delegate method only if the app implements it. A VoiceOver user
/// notices it in the Actions rotor ("Add … to drag" only where adding can give items), a
/// developer in the callback log (only the methods they wrote).
@MainActor
@Suite("Optional delegate methods the app did not write", .cellsScreen)
struct OptionalDelegateMethodTests {
    /// The grocery list's drag delegate, plus `itemsForAddingTo`: a tapped row joins the drag.
    final class AddingGroceries: UITableViewDragDelegate {
        let list: GroceryList
        private(set) var askedToAdd: [IndexPath] = []

        init(list: GroceryList) {
            self.list = list
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                       at indexPath: IndexPath) -> [UIDragItem] {
            list.tableView(tableView, itemsForBeginning: session, at: indexPath)
        }

        func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession,
                       at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
            askedToAdd.append(indexPath)
            return [UIDragItem(itemProvider: NSItemProvider(object: list.items[indexPath.row] as NSString))]
        }
    }

    @Test("a table whose drag delegate lacks itemsForAddingTo offers no Add … to drag while a drag is held")
    func noAddingWithoutItemsForAddingTo() throws {
        let screen = GroceryListScreen()
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.list])
        try reader.performAction(named: "Drag Milk")
        reader.next()
        #expect(reader.focusedLabel == "Butter")
        #expect(reader.actionNames == ["Drop before Butter", "Drop after Butter"])
        #expect(!reader.actionNames.contains { $0.hasPrefix("Add") })
        #expect(!reader.callbackLog.contains { $0.contains("itemsForAddingTo") })
    }

    @Test("a table whose drag delegate implements itemsForAddingTo offers Add … to drag, and it adds the row")
    func addingWithItemsForAddingTo() throws {
        let screen = GroceryListScreen()
        let adding = AddingGroceries(list: screen.list)
        screen.tableView.dragDelegate = adding
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.list, adding])
        try reader.performAction(named: "Drag Milk")
        reader.next()
        #expect(reader.focusedLabel == "Butter")
        #expect(reader.actionNames == ["Drop before Butter", "Drop after Butter", "Add Butter to drag"])
        let said = try reader.performAction(named: "Add Butter to drag")
        #expect(said.last?.text == "2 items")
        #expect(adding.askedToAdd.last == IndexPath(row: 1, section: 0))
        #expect(reader.callbackLog.contains("drag groceries itemsForAddingTo → at [0, 1] → 1 item"))
    }

    @Test("the callback log of a table screen lists only the delegate methods the app implements")
    func theLogListsOnlyImplementedMethods() throws {
        let screen = GroceryListScreen()
        let reader = VirtualScreenReader(windows: screen.windows, keeping: [screen.list])
        try reader.performAction(named: "Drag Milk")
        reader.next()
        reader.next()
        try reader.performAction(named: "Drop after Eggs")
        #expect(screen.list.items == ["Butter", "Eggs", "Milk", "Flour"])
        // The grocery list writes itemsForBeginning, canHandle, dropSessionDidUpdate and (its
        // data source) moveRowAt; UIKit calls nothing else of its drag and drop delegates.
        let written: Set = ["itemsForBeginning", "canHandle", "dropSessionDidUpdate", "moveRowAt", "performDropWith"]
        let callbacks = reader.callbackLog.map { $0.split(separator: " ")[2] }
        #expect(!callbacks.isEmpty)
        #expect(callbacks.allSatisfy { written.contains(String($0)) }, "\(reader.callbackLog)")
        #expect(Set(callbacks).isSuperset(of: ["itemsForBeginning", "canHandle", "dropSessionDidUpdate", "moveRowAt"]))
    }
}
