import Foundation

/// CellKit's own: the delegate of a table or collection view's own drag interaction. Turns the
/// system's callbacks into the drag delegate's index-path ones (through the view, an
/// `IndexedDragHost`), records them in the log under the delegate's names, and remembers where
/// each dragged item came from.
@MainActor
final class IndexedDragBridge: UIDragInteractionDelegate, RecordsOwnCallbacks {
    unowned let host: any IndexedDragHost
    private var sourcePaths: [ObjectIdentifier: IndexPath] = [:]
    /// Sessions that began here and have not ended; each gets `dragSessionDidEnd` once.
    private var begun: [ObjectIdentifier] = []

    init(host: any IndexedDragHost) {
        self.host = host
    }

    /// Where a dragged item came from, when this view's drag gave it.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        sourcePaths[ObjectIdentifier(item)]
    }

    /// Whether a row's items are in a drag from here now.
    func isDragging(_ indexPath: IndexPath) -> Bool {
        !begun.isEmpty && sourcePaths.values.contains(indexPath)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard host.hasDragDelegate, let pressed = host.indexPathForDrag(at: session.location(in: host)) else { return [] }
        var items: [UIDragItem] = []
        for path in host.indexPathsToDrag(pressed: pressed) {
            let given = host.dragItems(beginning: session, at: path)
            record(session, "itemsForBeginning", "at \(path) → " + DragSystem.count(given.count))
            if path == pressed && given.isEmpty { return [] }
            for item in given { sourcePaths[ObjectIdentifier(item)] = path }
            items += given
        }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = host.liftedCell(at: path) else {
            return UITargetedDragPreview(view: host)
        }
        return UITargetedDragPreview(view: cell, parameters: host.dragPreviewParameters(at: path) ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        begun.append(ObjectIdentifier(session))
        host.activeDragDidChange(true)
        if host.dragSessionWillBegin(session) { record(session, "dragSessionWillBegin") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        let allows = host.dragSessionAllowsMoveOperation(session)
        if allows.implemented { record(session, "dragSessionAllowsMoveOperation", "\(allows.value)") }
        return allows.value
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        let restricted = host.dragSessionIsRestrictedToDraggingApplication(session)
        if restricted.implemented { record(session, "dragSessionIsRestrictedToDraggingApplication", "\(restricted.value)") }
        return restricted.value
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        for item in session.items { sourcePaths[ObjectIdentifier(item)] = nil }
        let id = ObjectIdentifier(session)
        guard begun.contains(id) else { return }
        begun.removeAll { $0 == id }
        host.activeDragDidChange(!begun.isEmpty)
        if host.dragSessionDidEnd(session) { record(session, "dragSessionDidEnd") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
                         withTouchAt point: CGPoint) -> UIDragSession? {
        // [sim] A tap adds to the newest drag that began here.
        sessions.last { begun.contains(ObjectIdentifier($0)) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard host.hasDragDelegate, let path = host.indexPathForDrag(at: point) else { return [] }
        let given = host.dragItems(adding: session, at: path, point: point)
        if given.implemented { record(session, "itemsForAddingTo", "at \(path) → " + DragSystem.count(given.value.count)) }
        for item in given.value { sourcePaths[ObjectIdentifier(item)] = path }
        return given.value
    }

    /// Whether a tap at `point` (in the view's coordinates) can add to a drag: there is a row
    /// and the drag delegate implements `itemsForAddingTo` (UIKit adds nothing without it).
    func mayAddItems(to session: UIDragSession, at point: CGPoint) -> Bool {
        guard host.hasDragDelegate, let path = host.indexPathForDrag(at: point) else { return false }
        return host.implementsItemsForAdding(session, at: path, point: point)
    }

    private func record(_ session: UIDragDropSession, _ callback: String, _ detail: String? = nil) {
        DragSystem.of(session)?.record(.drag, host, callback, detail)
    }
}
