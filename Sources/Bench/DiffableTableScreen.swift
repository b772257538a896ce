import CellKit
import Foundation

/// A table view over a diffable data source, built in Swift as apps build it: `rows` rows of
/// one section, each a cell with a content configuration, reordered by drag and drop (the
/// data source lets every row move; the drop delegate proposes a move). An iPhone-wide window
/// in points.
@MainActor
package struct DiffableTableScreen {
    /// The data source and the drag and drop delegates, as one object of the app's.
    package final class Rows: UITableViewDiffableDataSource<Int, Int>, UITableViewDragDelegate, UITableViewDropDelegate {
        override package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        package func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
            guard let row = itemIdentifier(for: indexPath) else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider(object: "Row \(row)" as NSString))
            item.localObject = row
            return [item]
        }

        package func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            session.localDragSession == nil ? UITableViewDropProposal(operation: .cancel)
                : UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }

        package func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
    }

    package let window: UIWindow
    package let rows: Rows

    package init(rows count: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        rows = Rows(tableView: table) { table, indexPath, row in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row)"
            cell.contentConfiguration = content
            return cell
        }
        table.dragDelegate = rows
        table.dropDelegate = rows
        window.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<max(0, count)))
        rows.apply(snapshot, animatingDifferences: false)
    }
}
