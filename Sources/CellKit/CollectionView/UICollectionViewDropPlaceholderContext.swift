import Foundation

/// The handle on a placeholder cell, to replace it with the real item or to remove it.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the item: `dataSourceUpdates` must insert it into the
    /// model at the index path it is given. Returns false, without calling the block, when
    /// the placeholder is gone (after `reloadData()`, say).
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder. Returns false when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Asks for the placeholder cell to be updated again by its `cellUpdateHandler`.
    func setNeedsCellUpdate()
}
