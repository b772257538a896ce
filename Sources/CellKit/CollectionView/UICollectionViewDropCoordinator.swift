import Foundation

/// What a collection view's drop delegate gets in `performDropWith`: the items, where they are
/// going, and the means to place them. Every placement must be made before the delegate returns.
@preconcurrency @MainActor
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
