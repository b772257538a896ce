import CellKit
import Foundation
import RotorTestSupport
import RotorTesting
import Testing

/// A collection view controller on a compositional grid (Apple's two-column grid, written from
/// "Implementing Modern Collection Views"), used by a VoiceOver user.
@MainActor
@Suite("A compositional grid used by VoiceOver", .cellsScreen)
struct CompositionalGridScreenReaderTests {
    /// Two columns of three-line items, a line between rows.
    static func twoColumnGrid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func shelfOnScreen() -> (BookshelfViewController, UIWindow, VirtualScreenReader) {
        let shelf = BookshelfViewController(collectionViewLayout: twoColumnGrid())
        shelf.books = ["Dune", "Emma", "Ulysses", "Walden", "Beloved"]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 18), applicationIdentifier: "books")
        let navigation = UINavigationController(rootViewController: shelf)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (shelf, window, VirtualScreenReader(windows: [window], keeping: [navigation]))
    }

    static func moveToFirstBook(_ reader: VirtualScreenReader) throws {
        while reader.focusedLabel != "Dune" {
            let before = reader.focusedLabel
            reader.next()
            try #require(reader.focusedLabel != before, "the first book is reached by swiping")
        }
    }

    @Test("VoiceOver reads the grid's items in rows, left to right, top to bottom")
    func readsInRowOrder() throws {
        let (shelf, window, reader) = Self.shelfOnScreen()
        defer { _ = (shelf, window) }
        try Self.moveToFirstBook(reader)
        var heard = ["Dune"]
        for _ in 1..<5 {
            reader.next()
            heard.append(reader.focusedLabel ?? "")
        }
        #expect(heard == ["Dune", "Emma", "Ulysses", "Walden", "Beloved"])
        let emma = shelf.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(emma?.frame == CGRect(x: 20, y: 0, width: 20, height: 3))
    }

    @Test("the grid's books are reordered through the Actions rotor")
    func reordersThroughActionsRotor() throws {
        let (shelf, window, reader) = Self.shelfOnScreen()
        defer { _ = window }
        try Self.moveToFirstBook(reader)
        #expect(reader.actionNames == ["Drag Dune"])
        try reader.performAction(named: "Drag Dune")
        reader.next()
        reader.next()
        #expect(reader.focusedLabel == "Ulysses")
        #expect(reader.actionNames.contains("Drop after Ulysses"))
        try reader.performAction(named: "Drop after Ulysses")
        #expect(shelf.books == ["Emma", "Ulysses", "Dune", "Walden", "Beloved"])
    }
}
