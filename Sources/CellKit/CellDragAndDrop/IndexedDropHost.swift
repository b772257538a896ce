import Foundation

/// CellKit's own: a view that takes drops by index path, through a drop delegate of its own kind
/// (a collection view's, a table view's). `IndexedDropBridge` turns the system's drop callbacks
/// into these, which call the view's delegate.
@MainActor
protocol IndexedDropHost: UIView {
    /// Whether the view takes this drop itself without its delegate (a table view's reorder
    /// control, which UIKit runs with no drop delegate).
    func handlesDropItself(_ session: UIDropSession) -> Bool
    // Each optional delegate method below says whether the delegate implements it, so the
    // bridge logs only what the app wrote.
    /// The delegate's `canHandle`; false without a delegate.
    func dropDelegateCanHandle(_ session: UIDropSession) -> (value: Bool, implemented: Bool)
    func dropSessionDidEnter(_ session: UIDropSession) -> Bool
    func dropSessionDidExit(_ session: UIDropSession) -> Bool
    func dropSessionDidEnd(_ session: UIDropSession) -> Bool
    /// Where a drop at a point in the view's coordinates goes (`DropPlacement`), when the last
    /// proposal's intent was `intent`, for a drag moving the row at `source` within the view.
    func dropDestination(at point: CGPoint, intent: DropPlacement.Intent?, movingFrom source: IndexPath?) -> IndexPath?
    /// The proposal for a drop at `destination`: the delegate's, or the view's own for a drop
    /// it handles itself; its placement intent; and how the log writes it (`nil`: not logged, as
    /// when the view proposes itself or the delegate does not implement `dropSessionDidUpdate`).
    func dropProposal(for session: UIDropSession, at destination: IndexPath?)
        -> (proposal: UIDropProposal, intent: DropPlacement.Intent, logged: String?)
    /// Performs the drop (the delegate's `performDropWith`, or the view's own move), recording
    /// what it calls; returns the animations to run when the drop concludes.
    func performDrop(_ session: UIDropSession, at destination: IndexPath?, proposal: UIDropProposal) -> DropAnimations?
    /// Where an item dragged from this view came from.
    func sourceIndexPath(ofLocal item: UIDragItem) -> IndexPath?
    /// Sets the view's `hasActiveDrop`.
    func activeDropDidChange(_ isActive: Bool)
}

extension IndexedDropHost {
    /// Takes `current` away and, when `installing`, hosts a new drop interaction that bridges to
    /// this view's drop side. The view keeps what it returns: an interaction holds its delegate
    /// weakly.
    func replaceDropInteraction(_ current: UIDropInteraction?,
                                installing: Bool) -> (bridge: IndexedDropBridge?, interaction: UIDropInteraction?) {
        if let current { removeInteraction(current) }
        guard installing else { return (nil, nil) }
        let bridge = IndexedDropBridge(host: self)
        let interaction = UIDropInteraction(delegate: bridge)
        addInteraction(interaction)
        return (bridge, interaction)
    }
}
