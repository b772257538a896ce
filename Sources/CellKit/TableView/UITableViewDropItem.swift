import Foundation

/// One dropped item, as a table view's drop coordinator gives it.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// Where the item came from when it is dragged within this table view; otherwise `nil`.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}
