import Foundation

/// CellKit's own: the drag behind a table view's reorder controls while it is edited. UIKit
/// moves a row by its reorder control with no drag delegate: a press on the control lifts the
/// row, and the table moves it where it is dropped and tells its data source
/// (`tableView(_:moveRowAt:to:)`). CellKit runs it as a drag of one item, local to the app,
/// which only the table's own drop interaction takes (`UITableView.handlesDropItself`), so a
/// finger and VoiceOver ("Reorder ‹label›" [sim], then a drop before or after a row) move rows
/// the same way. No drag or drop delegate hears of it.
@MainActor
final class TableReorderBridge: UIDragInteractionDelegate, RecordsOwnCallbacks {
    unowned let tableView: UITableView
    private var sourcePaths: [ObjectIdentifier: IndexPath] = [:]
    /// Whether a reorder drag from here is lifted and not ended.
    private(set) var isActive = false

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    /// Whether an item is a row lifted by a reorder control here.
    func owns(_ item: UIDragItem?) -> Bool {
        item.map { sourcePaths[ObjectIdentifier($0)] != nil } ?? false
    }

    /// The row a reordered item came from.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourcePaths[ObjectIdentifier(item)]
    }

    /// Whether a row is being reordered now.
    func isMoving(_ indexPath: IndexPath) -> Bool {
        isActive && sourcePaths.values.contains(indexPath)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let path = tableView.reorderControlRow(at: session.location(in: tableView)) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        sourcePaths[ObjectIdentifier(item)] = path
        isActive = true
        tableView.reorderDidStart()
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = tableView.cellForRow(at: path) else {
            return UITargetedDragPreview(view: tableView)
        }
        return UITargetedDragPreview(view: cell)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        true
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        for item in session.items { sourcePaths[ObjectIdentifier(item)] = nil }
        isActive = !sourcePaths.isEmpty
        if !isActive { tableView.reorderDidEnd() }
    }
}
