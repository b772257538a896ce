import CellKit

/// A scene's drop delegate that does not implement `dropInteraction(_:sessionDidUpdate:)`, as
/// an app may forget to: UIKit then proposes `.cancel`, so a drag is taken in (`canHandle`,
/// enter, exit) but never dropped. Everything else is the declarative delegate's.
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
}
