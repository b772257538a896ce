import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Snapshots and diffable data sources as UIKit documents them; data UIKit raises an exception
/// for is refused and logged, and the screen keeps what it showed.
@MainActor
@Suite("Diffable data sources", .cellsScreen)
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    @Test("a snapshot keeps sections and items in order, and finds each")
    func snapshotOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"])
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.insertItems(["kale"], afterItem: "leek")
        #expect(snapshot.itemIdentifiers == ["apple", "fig", "pear", "leek", "kale"])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "fruit") == 3)
        #expect(snapshot.indexOfItem("leek") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.indexOfSection("veg") == 1)

        snapshot.moveItem("apple", afterItem: "kale")
        snapshot.moveItem("pear", beforeItem: "fig")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["pear", "fig"])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["leek", "kale", "apple"])
        #expect(snapshot.indexOfItem("apple") == 4 && snapshot.sectionIdentifier(containingItem: "apple") == "veg")

        snapshot.insertSections(["nuts"], beforeSection: "fruit")
        snapshot.appendItems(["almond"], toSection: "nuts")
        #expect(snapshot.sectionIdentifiers == ["nuts", "fruit", "veg"])
        #expect(snapshot.indexOfItem("pear") == 1)
        snapshot.moveSection("nuts", afterSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg", "nuts"])
        snapshot.deleteItems(["fig", "leek"])
        snapshot.deleteSections(["fruit"])
        #expect(snapshot.itemIdentifiers == ["kale", "apple", "almond"])
        #expect(snapshot.indexOfItem("almond") == 2 && snapshot.indexOfItem("pear") == nil)
        snapshot.reloadItems(["kale"])
        snapshot.reconfigureItems(["apple"])
        #expect(snapshot.reloadedItemIdentifiers == ["kale"] && snapshot.reconfiguredItemIdentifiers == ["apple"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    /// A table with a diffable data source whose cells show their item.
    static func table(_ items: [String]) -> (UIWindow, UITableView, UITableViewDiffableDataSource<String, String>) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (window, table, dataSource)
    }

    static func shown(_ table: UITableView) -> [String] {
        table.visibleCells.compactMap(\.accessibilityLabel)
    }

    @Test("applying a snapshot changes the rows by identity: a row whose item stays keeps its cell")
    func applyKeepsCells() throws {
        let (window, table, dataSource) = Self.table(["A", "B", "C"])
        _ = window
        #expect(Self.shown(table) == ["A", "B", "C"])
        let cellB = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var snapshot = dataSource.snapshot()
        snapshot.insertItems(["Z"], beforeItem: "A")
        snapshot.deleteItems(["C"])
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        #expect(completed)
        #expect(Self.shown(table) == ["Z", "A", "B"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB, "B kept its cell as Z came in above it")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Z")
        #expect(dataSource.indexPath(for: "B") == IndexPath(row: 2, section: 0))
        #expect(dataSource.sectionIdentifier(for: 0) == "main" && dataSource.index(for: "main") == 0)

        var shuffled = dataSource.snapshot()
        shuffled.moveItem("Z", afterItem: "B")
        dataSource.apply(shuffled)
        #expect(Self.shown(table) == ["A", "B", "Z"])
        dataSource.applySnapshotUsingReloadData(Snapshot())
        #expect(table.numberOfSections == 0)
    }

    @Test("identifiers that are not unique are refused with UIKit's message in the screen's log, and the table keeps its rows")
    func duplicatesAreRefused() {
        let (window, table, dataSource) = Self.table(["Milk", "Eggs"])
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["Milk", "Bread", "Milk"])
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed, "the app goes on")
        #expect(Self.shown(table) == ["Milk", "Eggs"])
        #expect(dataSource.snapshot().itemIdentifiers == ["Milk", "Eggs"])
        let messages = window.layoutMessageLog.messages
        #expect(messages.map(\.kind) == [.invalidDataSourceUpdate])
        #expect(messages.first?.text == "UITableViewDiffableDataSource: the snapshot was not applied. "
                + "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Milk)}")

        var noSection = Snapshot()
        noSection.appendItems(["Tea"])
        noSection.appendSections(["main"])
        noSection.appendSections(["main"])
        dataSource.apply(noSection)
        #expect(window.layoutMessageLog.messages.suffix(2).map(\.text) == [
            "UITableViewDiffableDataSource: the snapshot was not applied. "
                + "There are currently no sections in the data source. Please add a section first.",
            "UITableViewDiffableDataSource: the snapshot was not applied. "
                + "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(main)}",
        ])
        #expect(Self.shown(table) == ["Milk", "Eggs"])
    }

    @Test("a diffable table's rows move only when a subclass allows it")
    func rowsMoveOnlyWhenAllowed() {
        let (window, table, dataSource) = Self.table(["A", "B"])
        _ = window
        #expect(!dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(!dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        dataSource.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["B", "A"], "the table's move is kept in the snapshot")
        #expect(dataSource.indexPath(for: "A") == IndexPath(row: 1, section: 0))
    }

    @Test("a reorder's transaction gives the difference and the snapshots, whole and by section")
    func transaction() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 4, height: 1)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["one", "two"])
        snapshot.appendItems(["a", "b", "c"], toSection: "one")
        snapshot.appendItems(["d"], toSection: "two")
        dataSource.apply(snapshot)
        var seen: NSDiffableDataSourceTransaction<String, String>?
        dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        dataSource.reorderingHandlers.didReorder = { seen = $0 }
        #expect(dataSource.collectionView(collection, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!dataSource.collectionView(collection, canMoveItemAt: IndexPath(item: 2, section: 0)))
        dataSource.collectionView(collection, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        let transaction = try #require(seen)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "d", "a"])
        #expect(["a", "b", "c", "d"].applying(transaction.difference) == ["b", "c", "d", "a"])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["one", "two"])
        #expect(transaction.sectionTransactions.last?.finalSnapshot.items == ["d", "a"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "two") == ["d", "a"])
    }

    @Test("a section snapshot is a tree: a collection view's section shows its visible items")
    func sectionSnapshots() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Kale"], to: "Veg")
        #expect(outline.items == ["Fruit", "Apple", "Pear", "Veg", "Kale"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(outline.level(of: "Pear") == 1 && outline.parent(of: "Pear") == "Fruit")
        #expect(outline.isVisible("Apple") && !outline.isVisible("Kale"))
        #expect(outline.snapshot(of: "Fruit").items == ["Apple", "Pear"])
        #expect(outline.visualDescription() == "- Fruit\n  - Apple\n  - Pear\n+ Veg\n  - Kale")
        outline.delete(["Fruit"])
        #expect(outline.items == ["Veg", "Kale"] && !outline.contains("Apple"))

        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 4),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
        }
        outline.expand(["Veg"])
        dataSource.apply(outline, to: 7)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 7) == ["Veg", "Kale"])
        #expect(dataSource.snapshot(for: 7).isExpanded("Veg"))
        #expect(collection.numberOfItems(inSection: 0) == 2)
    }

    @Test("a cell registration makes and reuses cells of its class, configured by its handler with the item")
    func cellRegistration() throws {
        final class BookCell: UICollectionViewCell {}
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<BookCell, String> { cell, indexPath, title in
            configured.append("\(title) at \(indexPath.item)")
            var content = UIListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, title in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Dune", "Emma", "Ulysses", "Walden"])
        dataSource.apply(snapshot)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first is BookCell)
        #expect(configured == ["Dune at 0", "Emma at 1", "Ulysses at 2"], "only the items on screen and the line below")
        let labels = collection.visibleCells.flatMap { $0.contentView.subviews.compactMap { ($0 as? UILabel)?.text } }
        #expect(labels == ["Dune", "Emma"], "the visible cells are those on screen")
        collection.setContentOffset(CGPoint(x: 0, y: 2), animated: false)
        collection.layoutIfNeeded()
        #expect(configured.last == "Walden at 3")
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === first, "the cell that left the screen was reused")
    }
}
