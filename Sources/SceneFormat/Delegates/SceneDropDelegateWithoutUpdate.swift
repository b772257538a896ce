import CellKit

/// A scene's drop delegate that does not implement `dropInteraction(_:sessionDidUpdate:)`, as
/// an app may forget to: UIKit then never asks for a proposal and takes it as `.cancel`, so a
/// drag is taken in (`canHandle`, enter, exit) but never dropped, and the log shows no
/// `sessionDidUpdate`. Everything else is the declarative delegate's, every notification
/// included.
@MainActor
final class SceneDropDelegateWithoutUpdate: UIDropInteractionDelegate {
    let inner: SceneDropDelegate

    init(_ inner: SceneDropDelegate) {
        self.inner = inner
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        inner.dropInteraction(interaction, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        inner.dropInteraction(interaction, performDrop: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        inner.dropInteraction(interaction, sessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        inner.dropInteraction(interaction, sessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        inner.dropInteraction(interaction, previewForDropping: item, withDefault: defaultPreview)
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: UIDragAnimating) {
        inner.dropInteraction(interaction, item: item, willAnimateDropWith: animator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        inner.dropInteraction(interaction, concludeDrop: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        inner.dropInteraction(interaction, sessionDidEnd: session)
    }
}
