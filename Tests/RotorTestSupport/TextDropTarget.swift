import CellKit
import Foundation

/// A drop delegate that copies dropped text into `received`: the drop target the screen reader's
/// and the session's suites share.
@MainActor
public final class TextDropTarget: UIDropInteractionDelegate {
    public var received: [String] = []

    public init() {}

    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: NSString.self) { objects in
            self.received += objects.compactMap { $0 as? NSString }.map { String($0) }
        }
    }
}
