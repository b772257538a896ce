/// The delegate of a hosted list's table while every row has one height: it gives no row's
/// height, so the table takes `rowHeight` for each and asks none of them when its rows change.
/// Swipe to delete and where a moved row lands are the controller's.
@MainActor
final class ListRowsDelegate: NSObject, UITableViewDelegate {
    weak var controller: ListTableController?

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        controller?.trailingSwipeActions(at: indexPath)
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        controller?.target(forMoving: sourceIndexPath, proposed: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}
