import Foundation

/// CellKit's own: a table or collection view whose rows or items move by a reorder control (a
/// table's while it is edited, a list cell's reorder accessory), as `ReorderBridge` lifts them.
@MainActor
protocol ReorderHost: UIView {
    /// The row or item whose shown reorder control is at `point` (in the view's coordinates).
    func reorderSource(at point: CGPoint) -> IndexPath?
    /// The cell showing a row or item, if it is on screen: the lift's preview.
    func reorderedCell(at indexPath: IndexPath) -> UIView?
    /// A reorder drag was lifted.
    func reorderDidStart()
    /// The last reorder drag ended.
    func reorderDidEnd()
}
