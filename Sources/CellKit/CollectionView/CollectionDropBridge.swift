import Foundation

/// The delegate of a collection view's own drop interaction: works out the destination index
/// path under the drag and turns the system's callbacks into the drop delegate's.
@MainActor
final class CollectionDropBridge: UIDropInteractionDelegate, RecordsOwnCallbacks {
    unowned let collectionView: UICollectionView
    private var destination: IndexPath?
    private var proposal = UICollectionViewDropProposal(operation: .cancel)
    private var coordinator: CollectionDropCoordinator?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        let accepts = collectionView.dropDelegate?.collectionView(collectionView, canHandle: session) ?? false
        record(session, "canHandle", "\(accepts)")
        return accepts
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        collectionView.hasActiveDrop = true
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
        record(session, "dropSessionDidEnter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        destination = collectionView.destinationIndexPath(at: session.location(in: collectionView))
        proposal = collectionView.dropDelegate?.collectionView(
            collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UICollectionViewDropProposal(operation: .cancel)
        record(session, "dropSessionDidUpdate",
               "at \(destination.map { "\($0)" } ?? "nil") → \(proposal.operation) \(proposal.intent)")
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        collectionView.hasActiveDrop = false
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
        record(session, "dropSessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let delegate = collectionView.dropDelegate else { return }
        let isLocal = session.localDragSession != nil
        let items = session.items.map { item in
            CollectionDropItem(dragItem: item,
                               sourceIndexPath: isLocal ? collectionView.sourceIndexPath(of: item) : nil,
                               previewSize: CGSize(width: 1, height: 1))
        }
        let coordinator = CollectionDropCoordinator(collectionView: collectionView, session: session, items: items,
                                                    destinationIndexPath: destination, proposal: proposal)
        self.coordinator = coordinator
        record(session, "performDropWith", "at \(destination.map { "\($0)" } ?? "nil")")
        delegate.collectionView(collectionView, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        coordinator?.finishAnimations()
        coordinator = nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        collectionView.hasActiveDrop = false
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
        record(session, "dropSessionDidEnd")
    }

    private func record(_ session: UIDragDropSession, _ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drop, collectionView, callback, detail)
    }
}
