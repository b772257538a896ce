import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// A diffable table of 100,000 rows costs per gesture what one of 1,000 costs: its data source
/// finds rows and items through the snapshot's indexes, never by scanning the items.
@MainActor
@Suite("A long diffable table", .cellsScreen)
struct LongDiffableTableTests {
    /// Counts the work done on identifiers: each hash and each comparison.
    final class Work {
        var count = 0
    }

    /// An item identifier that counts the hashing and comparing done on it.
    struct CountedID: Hashable, Sendable {
        let value: Int
        nonisolated(unsafe) let work: Work

        static func == (lhs: CountedID, rhs: CountedID) -> Bool {
            lhs.work.count += 1
            return lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            work.count += 1
            hasher.combine(value)
        }
    }

    /// A long list with a diffable data source that lets rows move, and drag and drop delegates
    /// that reorder, as an app writes it.
    final class LongList: UITableViewDiffableDataSource<Int, CountedID>, UITableViewDragDelegate, UITableViewDropDelegate {
        var cellsMade = 0

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            guard let item = itemIdentifier(for: indexPath) else { return [] }
            let dragItem = UIDragItem(itemProvider: NSItemProvider(object: "Row \(item.value)" as NSString))
            dragItem.localObject = item
            return [dragItem]
        }

        /// Finds the dragged row by its item, as apps do to refuse a drop on the row itself.
        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            guard let dragged = session.items.first?.localObject as? CountedID, let from = indexPath(for: dragged),
                  snapshot().sectionIdentifier(containingItem: dragged) == 0, from != destinationIndexPath else {
                return UITableViewDropProposal(operation: .cancel)
            }
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
    }

    /// The work done on identifiers, and the cells made, in a table of `count` rows scrolled to
    /// its end, by a touch on the sixth row from the end, a reorder of it after the fourth from
    /// the end, and swipes. Returns the order of the four rows moved among, from the first.
    static func costs(rows count: Int) throws -> (work: Int, cells: Int, order: [Int]) {
        let work = Work()
        // Six rows of two lines (the secondary text stacks under the text).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 12), applicationIdentifier: "long")
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        var list: LongList?
        list = LongList(tableView: table) { table, indexPath, item in
            list?.cellsMade += 1
            // The cell provider reads the item's place, as a list that numbers its rows does.
            let number = (list?.snapshot().indexOfItem(item) ?? 0) + 1
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item.value)"
            content.secondaryText = "number \(number)"
            cell.contentConfiguration = content
            return cell
        }
        let dataSource = try #require(list)
        table.dragDelegate = dataSource
        table.dropDelegate = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<Int, CountedID>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<count).map { CountedID(value: $0, work: work) })
        dataSource.apply(snapshot, animatingDifferences: false)

        // The rows at the end of the table are used: a lookup that scanned from the start would
        // pass every other row.
        let first = count - 6
        let reader = VirtualScreenReader(windows: [window], keeping: [dataSource])
        table.scrollToRow(at: IndexPath(row: count - 1, section: 0), at: .bottom, animated: false)
        let workBefore = work.count, cellsBefore = dataSource.cellsMade
        reader.perform(.touch(CGPoint(x: 2, y: 0)))
        try reader.performAction(named: "Drag Row \(first), number \(first + 1)")
        reader.next()
        reader.next()
        try reader.performAction(named: "Drop after Row \(first + 2), number \(first + 3)")
        for _ in 0..<3 { reader.next() }
        let order = dataSource.snapshot().itemIdentifiers(inSection: 0).suffix(6).prefix(4).map { $0.value - first }
        #expect(dataSource.indexPath(for: CountedID(value: first, work: work)) == IndexPath(row: first + 2, section: 0))
        return (work.count - workBefore, dataSource.cellsMade - cellsBefore, order)
    }

    @Test("100,000 rows cost per gesture what 1,000 rows cost: no lookup scans the items")
    func costDoesNotGrowWithTheRows() throws {
        let small = try Self.costs(rows: 1_000)
        let large = try Self.costs(rows: 100_000)
        #expect(small.order == [1, 2, 0, 3] && large.order == [1, 2, 0, 3])
        #expect(large.cells == small.cells, "cells are made only for the rows shown")
        // Hashing probes a few buckets, which varies with the table's size and with the
        // process's hash seed (clean runs measured 118 and 125 against 47); a scan would touch
        // tens of thousands of identifiers, so the bound leaves the seed room and still tells.
        #expect(large.work <= small.work * 5 + 100, "\(large.work) identifier operations for 100,000 rows, \(small.work) for 1,000")
        #expect(large.work < 1_000)
    }
}
