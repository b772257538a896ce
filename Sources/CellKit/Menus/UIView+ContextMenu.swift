import Foundation

extension UIView {
    /// The context menu a table or collection view's delegate gives for a long press at `point`
    /// (in this view's coordinates) on one of its rows or items, as UIKit asks: nil for any other
    /// view, for a press between rows, or when the delegate gives none.
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        if let table = self as? UITableView {
            guard let delegate = table.delegate, let indexPath = table.indexPathForRow(at: point) else { return nil }
            return delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        if let collection = self as? UICollectionView {
            guard let delegate = collection.delegate, let indexPath = collection.indexPathForItem(at: point) else { return nil }
            // iOS 16's method for several items first, then the one iOS 13 had.
            return delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [indexPath], point: point)
                ?? delegate.collectionView(collection, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
        return nil
    }
}
