/// The app's side of a drag: what to drag, and what happens as the drag goes on.
/// Every method but `itemsForBeginning` is optional; the defaults behave as UIKit does when the
/// method is not implemented.
@MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag from where the touch is (`session.location(in:)`); `[]` means no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction)
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem],
                                for addingInteraction: UIDragInteraction) {}
}
