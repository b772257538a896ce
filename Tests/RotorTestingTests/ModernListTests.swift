import CellKit
import RotorTestSupport
import RotorTesting
import Testing

/// A list built as Apple's modern collection view sample builds one (a compositional list
/// layout, list cells with a reorder accessory, a diffable data source, content
/// configurations), read and reordered by a VoiceOver user.
@MainActor
@Suite("A modern list read and reordered by VoiceOver", .cellsScreen)
struct ModernListTests {
    static func screen() -> (UIWindow, ReorderableListViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 6), applicationIdentifier: "lists")
        let list = ReorderableListViewController(items: [("Apples", 3), ("Bread", 1), ("Cheese", 2)])
        window.rootViewController = list
        return (window, list)
    }

    @Test("a list cell is one element, read as its text, then its value; its reorder accessory is offered")
    func readsAsIOSDoes() {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Apples, 3", "Actions Available."])
        #expect(reader.actionNames == ["Reorder Apples, 3"])
        reader.next()
        #expect(reader.focusedLabel == "Bread, 1")
        let cell = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell is UICollectionViewListCell)
    }

    @Test("the reorder accessory moves a row through the Actions rotor: the snapshot and the model follow")
    func reorderByAccessory() throws {
        let (window, list) = Self.screen()
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        let said = try reader.performAction(named: "Reorder Apples, 3")
        #expect(said.last?.text == "Drag started, Reorder Apples, 3")
        reader.moveToLast()
        #expect(reader.focusedLabel == "Cheese, 2")
        #expect(reader.actionNames == ["Drop before Cheese, 2", "Drop after Cheese, 2"])
        try reader.performAction(named: "Drop after Cheese, 2")
        #expect(list.dataSource.snapshot().itemIdentifiers.map(\.title) == ["Bread", "Cheese", "Apples"])
        #expect(list.backingStore[.main]?.map(\.title) == ["Bread", "Cheese", "Apples"])
        #expect(reader.callbackLog == ["drop UICollectionView moveItemAt → [0, 0] → [0, 2]"])
        reader.moveToFirst()
        #expect(reader.focusedLabel == "Bread, 1")
    }
}
