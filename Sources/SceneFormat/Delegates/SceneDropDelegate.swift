import CellKit

/// A drop delegate described in a scene file: it accepts sessions with items of the listed
/// types, proposes its operation, and on the drop loads the items' text and hands it to the
/// host view (a well or a list) with its effect.
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
        UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let receiver = interaction.view as? DropReceiving
        let effect = effect
        let isLocal = session.localDragSession != nil
        let origin = notesOrigin ? (isLocal ? " (local)" : " (from another app)") : ""
        var results = [String?](repeating: nil, count: session.items.count)
        var remaining = session.items.count
        for (index, item) in session.items.enumerated() {
            let provider = item.itemProvider
            provider.simulatedLoadDelay += loadDelay
            if let loadFailure { provider.simulatedFailure = loadFailure }
            // Each item is read as what this view takes: an image as its cells, text as itself.
            DroppedItemReader.load(provider, accepting: acceptedTypes) { content in
                switch content {
                case .image(let image)?: results[index] = image.rows.joined(separator: "\n")
                case .text(let text)?: results[index] = text
                case nil: break
                }
                remaining -= 1
                // What arrives is handed over at once, in the items' order.
                let texts = results.compactMap { $0 }
                if remaining == 0, !texts.isEmpty { receiver?.receive(texts.map { $0 + origin }, effect: effect) }
            }
        }
    }
}
