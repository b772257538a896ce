import CellKit

/// A drop delegate described in a scene file: it accepts sessions with items of the listed
/// types, proposes its operation (or the first of its proposals that fits where the drag is and
/// what it carries), and on the drop loads the items and hands them to the view it is on
/// (`DropDelivery`) with its effect.
@MainActor
final class SceneDropDelegate: UIDropInteractionDelegate {
    let acceptedTypes: [String]
    let operation: UIDropOperation
    let effect: DropEffect
    /// Whether what arrives is marked with where it came from: "(local)" when the drop sees the
    /// drag session (the drag began in this app), "(from another app)" when it does not.
    let notesOrigin: Bool

    /// Extra virtual seconds each load takes here.
    let loadDelay: Double
    /// When set, loads here fail with this message.
    let loadFailure: String?

    /// A proposal that applies in part of the view, or to drags carrying some types.
    struct Proposal: Sendable, Equatable {
        /// Where in the view it applies; `nil`: anywhere.
        var frame: CGRect?
        /// The types the drag must carry (one of them); empty: any.
        var types: [String]
        var operation: UIDropOperation

        init(frame: CGRect? = nil, types: [String] = [], operation: UIDropOperation) {
            self.frame = frame
            self.types = types
            self.operation = operation
        }
    }

    /// Checked in order before `operation`: the first that fits is proposed.
    var proposals: [Proposal] = []

    init(acceptedTypes: [String], operation: UIDropOperation, effect: DropEffect, notesOrigin: Bool = false,
                loadDelay: Double = 0, loadFailure: String? = nil) {
        self.notesOrigin = notesOrigin
        self.loadDelay = loadDelay
        self.loadFailure = loadFailure
        self.acceptedTypes = acceptedTypes
        self.operation = operation
        self.effect = effect
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: acceptedTypes)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: proposedOperation(for: session, in: interaction.view))
    }

    /// The first proposal that fits the drag's place in `view` and what it carries, else the
    /// operation.
    func proposedOperation(for session: UIDropSession, in view: UIView?) -> UIDropOperation {
        let location = view.map { session.location(in: $0) }
        let fitting = proposals.first { proposal in
            if let frame = proposal.frame {
                guard let location, frame.contains(location) else { return false }
            }
            return proposal.types.isEmpty || session.hasItemsConforming(toTypeIdentifiers: proposal.types)
        }
        return fitting?.operation ?? operation
    }

    // MARK: Notifications
    //
    // A scene describes an app that implements every callback that only tells it something, so
    // the callback log a scene's script checks lists each of them; each does what CellKit's
    // default does. `sessionDidUpdate` follows the scene (`SceneDropDelegateWithoutUpdate`).

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: UIDragAnimating) {}

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let target = ViewReference(interaction.view)
        let effect = effect
        let isLocal = session.localDragSession != nil
        let origin = notesOrigin ? (isLocal ? " (local)" : " (from another app)") : ""
        var results = [DroppedItemReader.Content?](repeating: nil, count: session.items.count)
        var remaining = session.items.count
        for (index, item) in session.items.enumerated() {
            let provider = item.itemProvider
            provider.simulatedLoadDelay += loadDelay
            if let loadFailure { provider.simulatedFailure = loadFailure }
            // Each item is read as what this view takes: an image as its cells, text as itself.
            DroppedItemReader.load(provider, accepting: acceptedTypes) { content in
                results[index] = content
                remaining -= 1
                // What arrives is handed over at once, in the items' order.
                let contents = results.compactMap { $0 }
                if remaining == 0, !contents.isEmpty {
                    DropDelivery.deliver(contents, origin: origin, effect: effect, to: target.view)
                }
            }
        }
    }
}
