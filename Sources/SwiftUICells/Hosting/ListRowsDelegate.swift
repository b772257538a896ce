/// The delegate of a hosted list's table while every row has one height: it gives no row's
/// height, so the table takes `rowHeight` for each and asks none of them when its rows change.
/// Swipe to delete, where a moved row lands and what a tap selects are the controller's.
@MainActor
final class ListRowsDelegate: NSObject, UITableViewDelegate {
    weak var controller: ListTableController?

    /// A tap on a row selects it in the list's selection, if it has one; the table keeps no
    /// selection of its own (a row is selected when the binding says so).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        controller?.tapRow(at: indexPath)
        return nil
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        controller?.trailingSwipeActions(at: indexPath)
    }

    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        controller?.target(forMoving: sourceIndexPath, proposed: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}
