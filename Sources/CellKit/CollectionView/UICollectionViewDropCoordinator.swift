import Foundation

/// What a collection view's drop delegate gets in `performDropWith`: the items, where they are
/// going, and the means to place them. Every placement must be made before the delegate returns.
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    /// The last index path the drag was over; `nil` over empty space.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    /// Inserts a placeholder cell for an item whose data is still loading.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
    /// Animates the item to an item the delegate has inserted.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item into a rectangle of an item (a folder taking it in).
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item to an arbitrary target.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// One dropped item, as the coordinator gives it.
@MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// Where the item came from when it is dragged within this collection view; otherwise `nil`.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}

/// The handle on a placeholder cell, to replace it with the real item or to remove it.
@MainActor
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
