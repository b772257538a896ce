import Foundation

/// The handle on one placeholder row (a table view's) or cell (a collection view's): commits the
/// drop's row in its place, or deletes it, through the view that shows it, and logs each as the
/// callback log names it.
@MainActor
final class IndexedPlaceholderContext: UITableViewDropPlaceholderContext, UICollectionViewDropPlaceholderContext {
    unowned let host: any PlaceholderHost
    let entry: PlaceholderEntry
    let dragItem: UIDragItem
    let animator = DragAnimator()
    private weak var system: DragSystem?

    init(host: any PlaceholderHost, entry: PlaceholderEntry, dragItem: UIDragItem, system: DragSystem?) {
        self.host = host
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
        let committed = host.commit(entry, updates: dataSourceUpdates)
        system?.record(.drop, host, "commitInsertion", "at \(path) → \(committed)")
        return committed
    }

    func deletePlaceholder() -> Bool {
        let deleted = host.delete(entry)
        system?.record(.drop, host, "deletePlaceholder", "\(deleted)")
        return deleted
    }

    func setNeedsCellUpdate() {
        host.refreshCell(for: entry)
    }
}
