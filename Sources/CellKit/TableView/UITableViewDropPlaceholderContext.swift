import Foundation

/// The handle on a placeholder row, to replace it with the real row or to remove it.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the row: `dataSourceUpdates` must insert it into the model
    /// at the index path it is given. Returns false, without calling the block, when the
    /// placeholder is gone (after `reloadData()`, say).
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder. Returns false when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
}
