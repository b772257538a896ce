import Foundation

/// CellKit's own: a view whose cells carry, with no app code, descriptors for the drags and
/// drops it hosts (a table view, a collection view), as UIKit's cells do
/// (`UIAccessibilityDragging`: the table view hosts the drag interactions for its rows, and each
/// cell says where in the table view a drag of it starts). `CellDescriptors` makes them.
@MainActor
protocol CellDescriptorHost: UIView {
    /// Whether rows run down the view (a table) rather than across its lines (a collection
    /// view's flow layout): the axis along which a drop goes before or after a row.
    var rowsRunDown: Bool { get }
    /// The drag interaction the cells' drags start with: the view's own, enabled, with a
    /// delegate; `nil` when it offers none.
    var cellDragInteraction: UIDragInteraction? { get }
    /// The drop interaction the cells' drops land on; `nil` when the view takes no drops.
    var cellDropInteraction: UIDropInteraction? { get }
    /// The intent the cells' drops are offered by (`DropPlacement.offeredDrops(for:)`).
    var cellDropIntent: DropPlacement.Intent? { get }
    /// Whether the row a cell shows is in a drag from this view now: it offers no drop on itself.
    func isDraggingRow(of cell: UIView) -> Bool
    /// Drag sources the view adds to a cell's, after its drag (a table view's reorder control).
    func extraDragSources(of cell: UIView, label: String) -> [UIAccessibilityLocationDescriptor]
}

extension CellDescriptorHost {
    func extraDragSources(of cell: UIView, label: String) -> [UIAccessibilityLocationDescriptor] { [] }
}
