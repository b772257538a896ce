import Foundation

/// The app's side of a drag: what to drag, how it looks, and what happens as the drag goes on.
/// Every method but `itemsForBeginning` is optional; the defaults behave as UIKit does when the
/// method is not implemented.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag from where the touch is (`session.location(in:)`); `[]` means no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The item's look as it lifts; `nil` makes it invisible. The default shows the whole view.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                         session: UIDragSession)
    /// Sent once the finger moves after the lift: the session has begun.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    /// The item's look as it flies back when the drag is cancelled; `nil` fades it where it is.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: UIDragAnimating)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    /// Sent once the destination has every piece of data it asked for.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
    /// Which session a tap adds to, when there are several; `nil` adds to none.
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
                         withTouchAt point: CGPoint) -> UIDragSession?
    /// The items a tap at `point` (in the view's coordinates) adds; `[]` lets the tap through.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    /// Sent to every interaction that has contributed items, before `addingInteraction`'s
    /// items join the session.
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: UIDragSession) -> UITargetedDragPreview? {
        OptionalMethods.defaultRan(#function, by: interaction)
        guard let view = interaction.view else { return nil }
        return UITargetedDragPreview(view: view)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                                session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: interaction)
        return true
    }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: interaction)
        return false
    }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                prefersFullSizePreviewsFor session: UIDragSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: interaction)
        return false
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                willEndWith operation: UIDropOperation) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        OptionalMethods.defaultRan(#function, by: interaction)
        return defaultPreview
    }
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                                willAnimateCancelWith animator: UIDragAnimating) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                didEndWith operation: UIDropOperation) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
                                withTouchAt point: CGPoint) -> UIDragSession? {
        OptionalMethods.defaultRan(#function, by: interaction)
        return nil
    }
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] {
        OptionalMethods.defaultRan(#function, by: interaction)
        return []
    }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
                                for addingInteraction: UIDragInteraction) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
}
