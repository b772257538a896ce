import CellKit

/// A drop delegate described in a scene file: it accepts sessions with items of the listed
/// types, proposes its operation, and on the drop loads the items' text and hands it to the
/// host view (a well or a list) with its effect.
@MainActor
public final class SceneDropDelegate: UIDropInteractionDelegate {
    public let acceptedTypes: [String]
    public let operation: UIDropOperation
    public let effect: DropEffect
    /// Whether what arrives is marked with where it came from: "(local)" when the drop sees the
    /// drag session (the drag began in this app), "(from another app)" when it does not.
    public let notesOrigin: Bool

    /// Extra virtual seconds each load takes here.
    public let loadDelay: Double
    /// When set, loads here fail with this message.
    public let loadFailure: String?

    public init(acceptedTypes: [String], operation: UIDropOperation, effect: DropEffect, notesOrigin: Bool = false,
                loadDelay: Double = 0, loadFailure: String? = nil) {
        self.notesOrigin = notesOrigin
        self.loadDelay = loadDelay
        self.loadFailure = loadFailure
        self.acceptedTypes = acceptedTypes
        self.operation = operation
        self.effect = effect
    }

    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: acceptedTypes)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: operation)
    }

    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let receiver = interaction.view as? DropReceiving
        let effect = effect
        let isLocal = session.localDragSession != nil
        let origin = notesOrigin ? (isLocal ? " (local)" : " (from another app)") : ""
        // Each item is read as what this view takes: an image as its cells, text as itself.
        let takesImages = acceptedTypes.contains { TypeIdentifier.conforms(TypeIdentifier.png, to: $0) }
        let takesText = acceptedTypes.contains { TypeIdentifier.conforms(TypeIdentifier.plainText, to: $0) }
        var results = [String?](repeating: nil, count: session.items.count)
        var remaining = session.items.count
        let deliver = {
            // What arrives is handed over at once, in the items' order.
            let texts = results.compactMap { $0 }
            if !texts.isEmpty { receiver?.receive(texts.map { $0 + origin }, effect: effect) }
        }
        for (index, item) in session.items.enumerated() {
            let provider = item.itemProvider
            provider.simulatedLoadDelay += loadDelay
            if let loadFailure { provider.simulatedFailure = loadFailure }
            let finish: @MainActor (String?) -> Void = { text in
                results[index] = text
                remaining -= 1
                if remaining == 0 { deliver() }
            }
            if takesImages && provider.canLoadObject(ofClass: UIImage.self) {
                provider.loadObject(ofClass: UIImage.self) { object, _ in
                    finish((object as? UIImage)?.rows.joined(separator: "\n"))
                }
            } else if takesText && provider.canLoadObject(ofClass: NSString.self) {
                provider.loadObject(ofClass: NSString.self) { object, _ in finish((object as? NSString).map { String($0) }) }
            } else if let type = acceptedTypes.first(where: { provider.hasItemConformingToTypeIdentifier($0) }) {
                // Another accepted type (a URL): its data, read as text.
                provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in
                    finish(data.flatMap { String(data: $0, encoding: .utf8) })
                }
            } else {
                finish(nil)
            }
        }
    }
}
