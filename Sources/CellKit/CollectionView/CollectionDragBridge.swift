import Foundation

/// The delegate of a collection view's own drag interaction: turns the system's callbacks
/// into the drag delegate's index-path ones, and remembers where each dragged item came from.
@MainActor
final class CollectionDragBridge: UIDragInteractionDelegate, RecordsOwnCallbacks {
    unowned let collectionView: UICollectionView
    private var sourcePaths: [ObjectIdentifier: IndexPath] = [:]
    /// Sessions that began here and have not ended; each gets `dragSessionDidEnd` once.
    private var begun: [ObjectIdentifier] = []

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourcePaths[ObjectIdentifier(item)]
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let delegate = collectionView.dragDelegate,
              let pressed = collectionView.indexPathForItem(at: session.location(in: collectionView)) else { return [] }
        // [sim] A pressed item that is selected drags the whole selection: the pressed item
        // first, then the others in order. UIKit documents the outcome, not the calls.
        var paths = [pressed]
        if collectionView.isSelected(pressed) {
            paths += (collectionView.indexPathsForSelectedItems ?? []).filter { $0 != pressed }
        }
        var items: [UIDragItem] = []
        for path in paths {
            let given = delegate.collectionView(collectionView, itemsForBeginning: session, at: path)
            record(session, "itemsForBeginning", "at \(path) → " + DragSystem.count(given.count))
            if path == pressed && given.isEmpty { return [] }
            for item in given { sourcePaths[ObjectIdentifier(item)] = path }
            items += given
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = collectionView.cellForItem(at: path) else {
            return UITargetedDragPreview(view: collectionView)
        }
        let parameters = collectionView.dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: path)
        return UITargetedDragPreview(view: cell, parameters: parameters ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        begun.append(ObjectIdentifier(session))
        collectionView.hasActiveDrag = true
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
        record(session, "dragSessionWillBegin")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        let allows = collectionView.dragDelegate?.collectionView(collectionView, dragSessionAllowsMoveOperation: session) ?? true
        record(session, "dragSessionAllowsMoveOperation", "\(allows)")
        return allows
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        let restricted = collectionView.dragDelegate?.collectionView(
            collectionView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
        record(session, "dragSessionIsRestrictedToDraggingApplication", "\(restricted)")
        return restricted
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        for item in session.items { sourcePaths[ObjectIdentifier(item)] = nil }
        let id = ObjectIdentifier(session)
        guard begun.contains(id) else { return }
        begun.removeAll { $0 == id }
        collectionView.hasActiveDrag = !begun.isEmpty
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
        record(session, "dragSessionDidEnd")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
                         withTouchAt point: CGPoint) -> UIDragSession? {
        // [sim] A tap adds to the newest drag that began here.
        sessions.last { begun.contains(ObjectIdentifier($0)) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let delegate = collectionView.dragDelegate, let path = collectionView.indexPathForItem(at: point) else { return [] }
        let given = delegate.collectionView(collectionView, itemsForAddingTo: session, at: path, point: point)
        record(session, "itemsForAddingTo", "at \(path) → " + DragSystem.count(given.count))
        for item in given { sourcePaths[ObjectIdentifier(item)] = path }
        return given
    }

    private func record(_ session: UIDragDropSession, _ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drag, collectionView, callback, detail)
    }
}
