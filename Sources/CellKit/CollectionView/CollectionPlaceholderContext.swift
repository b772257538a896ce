import Foundation

/// The handle on one placeholder cell.
@MainActor
final class CollectionPlaceholderContext: UICollectionViewDropPlaceholderContext {
    unowned let collectionView: UICollectionView
    let entry: PlaceholderEntry
    let dragItem: UIDragItem
    let animator = DragAnimator()
    private weak var system: DragSystem?

    init(collectionView: UICollectionView, entry: PlaceholderEntry, dragItem: UIDragItem,
         system: DragSystem?) {
        self.collectionView = collectionView
        self.entry = entry
        self.dragItem = dragItem
        self.system = system
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let path = entry.indexPath
        let committed = collectionView.commit(entry, updates: dataSourceUpdates)
        system?.record(.drop, collectionView, "commitInsertion", "at \(path) → \(committed)")
        return committed
    }

    func deletePlaceholder() -> Bool {
        let deleted = collectionView.delete(entry)
        system?.record(.drop, collectionView, "deletePlaceholder", "\(deleted)")
        return deleted
    }

    func setNeedsCellUpdate() {
        collectionView.refreshCell(for: entry)
    }
}
