import Foundation

/// CellKit's own: one dropped item as a table or collection view's drop delegate sees it, in
/// the coordinator's `items`.
@MainActor
final class IndexedDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    /// Where the item came from when it is dragged within the same view; otherwise `nil`.
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
