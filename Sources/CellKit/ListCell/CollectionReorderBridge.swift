import Foundation

/// CellKit's own: the drag behind a collection view's reorder accessories
/// (`UICellAccessory.reorder`), as `TableReorderBridge` is a table's reorder controls'. A press
/// on a list cell's displayed reorder accessory lifts the item; the collection view takes the
/// drop itself, moves the item where it is dropped and tells its data source
/// (`collectionView(_:moveItemAt:to:)`, which a diffable data source turns into its reordering
/// handlers' calls). A finger and VoiceOver ("Reorder ‹label›" [sim], then a drop before or after
/// an item) move items the same way; no drag or drop delegate hears of it.
@MainActor
final class CollectionReorderBridge: UIDragInteractionDelegate, RecordsOwnCallbacks {
    unowned let collectionView: UICollectionView
    private var sourcePaths: [ObjectIdentifier: IndexPath] = [:]
    /// Whether a reorder drag from here is lifted and not ended.
    private(set) var isActive = false

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Whether an item is one lifted by a reorder accessory here.
    func owns(_ item: UIDragItem?) -> Bool {
        item.map { sourcePaths[ObjectIdentifier($0)] != nil } ?? false
    }

    /// Where a reordered item came from.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourcePaths[ObjectIdentifier(item)]
    }

    /// Whether an item is being reordered now.
    func isMoving(_ indexPath: IndexPath) -> Bool {
        isActive && sourcePaths.values.contains(indexPath)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let path = collectionView.reorderControlItem(at: session.location(in: collectionView)) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        sourcePaths[ObjectIdentifier(item)] = path
        isActive = true
        collectionView.reorderDidChange()
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = collectionView.cellForItem(at: path) else {
            return UITargetedDragPreview(view: collectionView)
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
        if !isActive { collectionView.reorderDidChange() }
    }
}
