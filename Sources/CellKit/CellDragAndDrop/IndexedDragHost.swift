import Foundation

/// CellKit's own: a view whose rows (or items) are dragged by index path, through a drag
/// delegate of its own kind (a collection view's, a table view's). `IndexedDragBridge` turns
/// the system's drag callbacks into these, which call the view's delegate.
@MainActor
protocol IndexedDragHost: UIView {
    /// Whether the view has a drag delegate to ask.
    var hasDragDelegate: Bool { get }
    /// The row under a point in the view's coordinates, where a drag would start.
    func indexPathForDrag(at point: CGPoint) -> IndexPath?
    /// The rows a press on `pressed` drags, the pressed one first.
    func indexPathsToDrag(pressed: IndexPath) -> [IndexPath]
    /// The delegate's items for a row.
    func dragItems(beginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The delegate's items a tap on a row adds to a drag in flight, and whether the delegate
    /// implements `itemsForAddingTo` (without it: none).
    func dragItems(adding session: UIDragSession, at indexPath: IndexPath, point: CGPoint)
        -> (value: [UIDragItem], implemented: Bool)
    /// Whether the drag delegate implements `itemsForAddingTo`, so a tap on a row may add to a
    /// drag (`ImplementedMethods.implements`, probing with these arguments when not yet known).
    func implementsItemsForAdding(_ session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> Bool
    /// The cell a row's drag lifts from, when it is on screen.
    func liftedCell(at indexPath: IndexPath) -> UIView?
    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters?
    // Each optional delegate method below says whether the delegate implements it, so the
    // bridge logs only what the app wrote.
    func dragSessionWillBegin(_ session: UIDragSession) -> Bool
    func dragSessionDidEnd(_ session: UIDragSession) -> Bool
    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> (value: Bool, implemented: Bool)
    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> (value: Bool, implemented: Bool)
    /// Whether the drag delegate implements `dragSessionWillBegin` and `dragSessionDidEnd`, as
    /// their calls showed (`nil`: not called yet).
    func knownDragNotices() -> (began: Bool?, ended: Bool?)
    /// Sets the view's `hasActiveDrag`.
    func activeDragDidChange(_ isActive: Bool)
}

extension IndexedDragHost {
    /// Takes `current` away and, when `installing`, hosts a new drag interaction that bridges to
    /// this view's drag delegate (enabled as `enabled` says). The view keeps what it returns: an
    /// interaction holds its delegate weakly.
    func replaceDragInteraction(_ current: UIDragInteraction?, installing: Bool,
                                enabled: Bool) -> (bridge: IndexedDragBridge?, interaction: UIDragInteraction?) {
        if let current { removeInteraction(current) }
        guard installing else { return (nil, nil) }
        let bridge = IndexedDragBridge(host: self)
        let interaction = UIDragInteraction(delegate: bridge)
        interaction.isEnabled = enabled
        addInteraction(interaction)
        return (bridge, interaction)
    }
}
