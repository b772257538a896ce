import Foundation

extension UIView {
    /// CellKit's own: the table or collection view cell this view is inside (not the view
    /// itself), when the view's nearest scroll view is that cell's container. A screen reader
    /// offers an element inside a cell the drags and drops UIKit's cell carries
    /// (`CellDescriptors`): the cell is often not an element itself, its labels are.
    package var enclosingCell: UIView? {
        guard let container = superview?.keptWalk.nearestScrollView, container is any CellDescriptorHost else { return nil }
        var current: UIView = self
        while let parent = current.superview {
            if parent === container {
                return current !== self && (current is UICollectionViewCell || current is UITableViewCell) ? current : nil
            }
            current = parent
        }
        return nil
    }
}
