import Foundation

/// CellKit's own: the drag behind reorder controls: a table view's while it is edited, a list
/// cell's reorder accessory (`UICellAccessory.reorder`). UIKit moves a row or item by its
/// reorder control with no drag delegate: a press on the control lifts it, and the view moves it
/// where it is dropped and tells its data source (`tableView(_:moveRowAt:to:)`,
/// `collectionView(_:moveItemAt:to:)`, which a diffable data source turns into its reordering
/// handlers' calls). CellKit runs it as a drag of one item, local to the app, which only the
/// view's own drop interaction takes, so a finger and VoiceOver ("Reorder ‹label›" [sim], then a
/// drop before or after a row) move rows the same way. No drag or drop delegate hears of it.
@MainActor
final class ReorderBridge: UIDragInteractionDelegate, RecordsOwnCallbacks {
    unowned let host: any ReorderHost
    private var sourcePaths: [ObjectIdentifier: IndexPath] = [:]
    /// Whether a reorder drag from here is lifted and not ended.
    private(set) var isActive = false

    init(host: any ReorderHost) {
        self.host = host
    }

    /// Whether an item is a row or item lifted by a reorder control here.
    func owns(_ item: UIDragItem?) -> Bool {
        item.map { sourcePaths[ObjectIdentifier($0)] != nil } ?? false
    }

    /// Where a reordered item came from.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourcePaths[ObjectIdentifier(item)]
    }

    /// Whether a row or item is being reordered now.
    func isMoving(_ indexPath: IndexPath) -> Bool {
        isActive && sourcePaths.values.contains(indexPath)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let path = host.reorderSource(at: session.location(in: host)) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        sourcePaths[ObjectIdentifier(item)] = path
        isActive = true
        host.reorderDidStart()
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = host.reorderedCell(at: path) else {
            return UITargetedDragPreview(view: host)
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
        if !isActive { host.reorderDidEnd() }
    }
}
