import Foundation

/// One dropped item, as the coordinator gives it.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// Where the item came from when it is dragged within this collection view; otherwise `nil`.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
