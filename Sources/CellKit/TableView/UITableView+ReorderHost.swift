import Foundation

extension UITableView: ReorderHost {
    func reorderSource(at point: CGPoint) -> IndexPath? {
        reorderControlRow(at: point)
    }

    func reorderedCell(at indexPath: IndexPath) -> UIView? {
        cellForRow(at: indexPath)
    }
}
