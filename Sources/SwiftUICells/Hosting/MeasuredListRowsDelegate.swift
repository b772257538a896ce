/// The delegate of a hosted list's table while its rows differ in height: as
/// `ListRowsDelegate`, and it gives each row's height, kept by the controller (the table asks
/// every row's when its rows change).
@MainActor
final class MeasuredListRowsDelegate: NSObject, UITableViewDelegate {
    weak var controller: ListTableController?

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        controller?.height(at: indexPath) ?? NodeLayout.rowHeight
    }

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
