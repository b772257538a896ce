import Foundation

/// CellKit's own: the coordinator a table or collection view hands its drop delegate in
/// `performDropWith`: the dropped items, where they go, and the placements the delegate makes,
/// each logged under UIKit's name for it. The animators it hands out run when the drop
/// concludes (`DropAnimations`).
///
/// One implementation for both views: `Host` is the view (`UITableView`, `UICollectionView`),
/// `Item` and `Proposal` the item and proposal types its drop delegate sees. The conformances
/// below differ only in UIKit's names (a row, an item) and in the placeholder the view inserts.
@MainActor
final class IndexedDropCoordinator<Host: PlaceholderHost, Item, Proposal> {
    unowned let host: Host
    let session: UIDropSession
    let items: [Item]
    /// The last index path the drag was over; `nil` where there is none.
    let destinationIndexPath: IndexPath?
    let proposal: Proposal
    /// The animators handed out, run when the drop concludes.
    let animations = DropAnimations()

    init(host: Host, session: UIDropSession, items: [Item], destinationIndexPath: IndexPath?, proposal: Proposal) {
        self.host = host
        self.session = session
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
    }

    /// Animates the item to an arbitrary target.
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        animator(logging: "drop to target")
    }

    /// The context of a placeholder the view has just inserted (`entry`) at `indexPath`: the
    /// drop is logged, and the context's animator runs when the drop concludes.
    fileprivate func placeholderContext(_ dragItem: UIDragItem, entry: PlaceholderEntry,
                                        insertedAt indexPath: IndexPath) -> IndexedPlaceholderContext {
        record("drop to placeholder", "at \(indexPath)")
        let context = IndexedPlaceholderContext(host: host, entry: entry, dragItem: dragItem, system: DragSystem.of(session))
        animations.add(context.animator)
        return context
    }

    /// A new animator, run when the drop concludes, for a placement logged as `callback`.
    fileprivate func animator(logging callback: String, at indexPath: IndexPath? = nil) -> UIDragAnimating {
        record(callback, indexPath.map { "\($0)" })
        return animations.newAnimator()
    }

    private func record(_ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drop, host, callback, detail)
    }
}

extension IndexedDropCoordinator: UITableViewDropCoordinator
    where Host == UITableView, Item == any UITableViewDropItem, Proposal == UITableViewDropProposal {
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        placeholderContext(dragItem, entry: host.insertPlaceholder(placeholder), insertedAt: placeholder.insertionIndexPath)
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        animator(logging: "drop toRowAt", at: indexPath)
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        animator(logging: "drop intoRowAt", at: indexPath)
    }
}

extension IndexedDropCoordinator: UICollectionViewDropCoordinator
    where Host == UICollectionView, Item == any UICollectionViewDropItem, Proposal == UICollectionViewDropProposal {
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        placeholderContext(dragItem, entry: host.insertPlaceholder(placeholder), insertedAt: placeholder.insertionIndexPath)
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        animator(logging: "drop toItemAt", at: indexPath)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        animator(logging: "drop intoItemAt", at: indexPath)
    }
}
