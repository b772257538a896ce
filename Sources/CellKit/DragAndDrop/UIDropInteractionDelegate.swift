/// The app's side of a drop. Every method is optional; the defaults behave as UIKit does when the
/// method is not implemented (in particular, without `sessionDidUpdate` nothing can be dropped).
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether this view wants the session at all; it may look at types, never at data.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// What a drop here would do. Asked on entering, on every move and when items are added.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The drop: the only place the items' data may be requested.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The item's look as it lands; `nil` shrinks it away. The default leaves it at the drop point.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: UIDragAnimating)
    /// Sent after the drop's animations; data may still be loading.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// Sent to every drop interaction the session entered, whatever the outcome.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        OptionalMethods.defaultRan(#function, by: interaction)
        return true
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        OptionalMethods.defaultRan(#function, by: interaction)
        return UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        OptionalMethods.defaultRan(#function, by: interaction)
        return defaultPreview
    }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                                willAnimateDropWith animator: UIDragAnimating) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        OptionalMethods.defaultRan(#function, by: interaction)
    }
}
