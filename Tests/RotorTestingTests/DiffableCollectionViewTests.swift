import CellKit
import RotorTestSupport
import RotorTesting
import Testing

/// A collection view with a diffable data source and reordering handlers, reordered by a
/// VoiceOver user through the Actions rotor.
@MainActor
@Suite("A diffable collection view reordered by VoiceOver", .cellsScreen)
struct DiffableCollectionViewTests {
    @Test("an item dropped after another is moved by the data source, which tells its reordering handlers")
    func reorderCallsTheHandlers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4), applicationIdentifier: "library")
        let shelf = DiffableShelfViewController(titles: ["Dune", "Emma", "Ulysses"])
        window.rootViewController = shelf
        let reader = VirtualScreenReader(windows: [window], keeping: [shelf])
        #expect(reader.focusedLabel == "Dune")
        #expect(reader.actionNames == ["Drag Dune"])
        try reader.performAction(named: "Drag Dune")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Ulysses")
        try reader.performAction(named: "Drop after Ulysses")
        #expect(shelf.dataSource.snapshot().itemIdentifiers == ["Emma", "Ulysses", "Dune"])
        #expect(shelf.backingStore == ["Emma", "Ulysses", "Dune"], "the model followed the transaction's difference")
        #expect(shelf.reorderLog == [#"will ["Dune", "Emma", "Ulysses"]"#, #"did ["Emma", "Ulysses", "Dune"]"#])
        #expect(shelf.performedDrops == 0, "a reorder is the data source's, not performDropWith's")
        #expect(reader.callbackLog.contains("drop UICollectionView moveItemAt → [0, 0] → [0, 2]"))
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Emma")
        #expect(shelf.dataSource.indexPath(for: "Dune") == IndexPath(item: 2, section: 0))
    }

    @Test("without canReorderItem, a drop within the view goes to performDropWith and the snapshot stays")
    func noReorderingHandlersMeansPerformDrop() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4), applicationIdentifier: "library")
        let shelf = DiffableShelfViewController(titles: ["Dune", "Emma", "Ulysses"])
        window.rootViewController = shelf
        let reader = VirtualScreenReader(windows: [window], keeping: [shelf])
        shelf.dataSource.reorderingHandlers.canReorderItem = nil
        try reader.performAction(named: "Drag Dune")
        reader.next()
        try reader.performAction(named: "Drop after Emma")
        #expect(shelf.performedDrops == 1)
        #expect(shelf.dataSource.snapshot().itemIdentifiers == ["Dune", "Emma", "Ulysses"])
        #expect(shelf.reorderLog.isEmpty)
    }
}
