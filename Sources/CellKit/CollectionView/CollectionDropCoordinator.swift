import Foundation

/// The coordinator a collection view hands its drop delegate. Its animators run when the drop
/// concludes.
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    unowned let collectionView: UICollectionView
    let session: UIDropSession
    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    /// The animators handed out, run when the drop concludes.
    let animations = DropAnimations()

    init(collectionView: UICollectionView, session: UIDropSession, items: [UICollectionViewDropItem],
         destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal) {
        self.collectionView = collectionView
        self.session = session
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let entry = collectionView.insertPlaceholder(placeholder)
        record("drop to placeholder", "at \(placeholder.insertionIndexPath)")
        let context = IndexedPlaceholderContext(host: collectionView, entry: entry, dragItem: dragItem,
                                                   system: DragSystem.of(session))
        animations.add(context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        record("drop toItemAt", "\(indexPath)")
        return animations.newAnimator()
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        record("drop intoItemAt", "\(indexPath)")
        return animations.newAnimator()
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        record("drop to target")
        return animations.newAnimator()
    }

    private func record(_ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drop, collectionView, callback, detail)
    }
}
