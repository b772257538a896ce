import Foundation

/// A table view's drags, by index path. Only `itemsForBeginning` is required; the defaults
/// behave as UIKit does when a method is not implemented.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items to drag from the pressed row; `[]` means no drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem]
    /// The items a tap on a row adds to a drag in flight; `[]` lets the tap through (it selects).
    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession,
                   at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    /// Sent once for every session that began.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession,
                          at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        OptionalMethods.defaultRan(#function, by: tableView)
        return []
    }
    public func tableView(_ tableView: UITableView,
                          dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        OptionalMethods.defaultRan(#function, by: tableView)
        return nil
    }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: tableView)
    }
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: tableView)
        return true
    }
    public func tableView(_ tableView: UITableView,
                          dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: tableView)
        return false
    }
}
