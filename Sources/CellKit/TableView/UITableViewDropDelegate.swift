import Foundation

/// A table view's drops, by index path. Only `performDropWith` is required; the defaults
/// behave as UIKit does when a method is not implemented.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Makes the drop: load the items, update the model and the table, place each item with
    /// the coordinator. Not called for a drag of one row within the table dropped with `.move`
    /// at an index path when the data source moves rows (`moveRowAt`): UIKit moves that row
    /// itself and tells the data source, as Apple's "Supporting drag and drop in table views"
    /// sample relies on.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table view wants the session; `false` means no more calls for it.
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// What a drop at `destinationIndexPath` would do. The index path is `nil` where no row
    /// is and equals the row count below the last row of a section.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: tableView)
        return true
    }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }
    /// [inf] As a collection view's: a copy, at no particular place.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        OptionalMethods.defaultRan(#function, by: tableView)
        return UITableViewDropProposal(operation: .copy, intent: .unspecified)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }
    public func tableView(_ tableView: UITableView,
                          dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        OptionalMethods.defaultRan(#function, by: tableView)
        return nil
    }
}
