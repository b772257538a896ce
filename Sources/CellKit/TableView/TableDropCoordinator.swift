import Foundation

/// The coordinator a table view hands its drop delegate. Its animators run when the drop
/// concludes.
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    unowned let tableView: UITableView
    let session: UIDropSession
    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    /// The animators handed out, run when the drop concludes.
    let animations = DropAnimations()

    init(tableView: UITableView, session: UIDropSession, items: [UITableViewDropItem],
         destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal) {
        self.tableView = tableView
        self.session = session
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        let entry = tableView.insertPlaceholder(placeholder)
        record("drop to placeholder", "at \(placeholder.insertionIndexPath)")
        let context = IndexedPlaceholderContext(host: tableView, entry: entry, dragItem: dragItem,
                                              system: DragSystem.of(session))
        animations.add(context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        record("drop toRowAt", "\(indexPath)")
        return animations.newAnimator()
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        record("drop intoRowAt", "\(indexPath)")
        return animations.newAnimator()
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        record("drop to target")
        return animations.newAnimator()
    }

    private func record(_ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drop, tableView, callback, detail)
    }
}
