import Foundation

/// CellKit's own: one placeholder among the rows or items of a collection or table view (a
/// `UICollectionViewPlaceholder`, a `UITableViewPlaceholder`), where it is now, and whether it
/// has been committed or deleted.
@MainActor
final class PlaceholderEntry {
    /// The identifier of the cell the placeholder shows in.
    let reuseIdentifier: String
    /// Where the placeholder is now among the rows shown; it moves as rows come and go.
    var indexPath: IndexPath
    /// Committed, deleted, or discarded by `reloadData()`.
    var isGone = false
    /// The row's height, for a table view's placeholder.
    let height: CGFloat?
    /// Configures the placeholder's cell: the placeholder's `cellUpdateHandler`, read when called.
    private let update: @MainActor (UIView) -> Void

    init(reuseIdentifier: String, indexPath: IndexPath, height: CGFloat? = nil,
         update: @escaping @MainActor (UIView) -> Void) {
        self.reuseIdentifier = reuseIdentifier
        self.indexPath = indexPath
        self.height = height
        self.update = update
    }

    /// Lets the placeholder configure its cell.
    func configure(_ cell: UIView) {
        update(cell)
    }
}
