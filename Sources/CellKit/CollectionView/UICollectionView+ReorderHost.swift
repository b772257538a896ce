import Foundation

extension UICollectionView: ReorderHost {
    func reorderSource(at point: CGPoint) -> IndexPath? {
        reorderControlItem(at: point)
    }

    func reorderedCell(at indexPath: IndexPath) -> UIView? {
        cellForItem(at: indexPath)
    }

    func reorderDidStart() {
        reorderDidChange()
    }

    func reorderDidEnd() {
        reorderDidChange()
    }
}
