import Foundation

/// The handle on one placeholder row.
@MainActor
final class TablePlaceholderContext: UITableViewDropPlaceholderContext {
    unowned let tableView: UITableView
    let entry: PlaceholderEntry
    let dragItem: UIDragItem
    let animator = DragAnimator()
    private weak var system: DragSystem?

    init(tableView: UITableView, entry: PlaceholderEntry, dragItem: UIDragItem, system: DragSystem?) {
        self.tableView = tableView
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
        let committed = tableView.commit(entry, updates: dataSourceUpdates)
        system?.record(.drop, tableView, "commitInsertion", "at \(path) → \(committed)")
        return committed
    }

    func deletePlaceholder() -> Bool {
        let deleted = tableView.delete(entry)
        system?.record(.drop, tableView, "deletePlaceholder", "\(deleted)")
        return deleted
    }
}
