import Foundation

/// What a table view's drop delegate gets in `performDropWith`: the items, where they are
/// going, and the means to place them. Every placement must be made before the delegate returns.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    var items: [UITableViewDropItem] { get }
    /// The last index path the drag was over; `nil` where no row is.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
    /// Inserts a placeholder row for an item whose data is still loading.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext
    /// Animates the item to a row the delegate has inserted.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item into a rectangle of a row (a folder taking it in).
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item to an arbitrary target.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}
