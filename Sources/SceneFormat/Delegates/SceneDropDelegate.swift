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
        let loads = session.items.compactMap { item -> (NSItemProvider, NSItemProviderReading.Type)? in
            let provider = item.itemProvider
            if takesImages && provider.canLoadObject(ofClass: UIImage.self) { return (provider, UIImage.self) }
            if takesText && provider.canLoadObject(ofClass: NSString.self) { return (provider, NSString.self) }
            return nil
        }
        var results = [String?](repeating: nil, count: loads.count)
        var remaining = loads.count
        for (index, load) in loads.enumerated() {
            load.0.simulatedLoadDelay += loadDelay
            if let loadFailure { load.0.simulatedFailure = loadFailure }
            load.0.loadObject(ofClass: load.1) { object, _ in
                if let image = object as? UIImage {
                    results[index] = image.rows.joined(separator: "\n")
                } else if let text = object as? NSString {
                    results[index] = String(text)
                }
                remaining -= 1
                // What arrives is handed over at once, in the items' order.
                if remaining == 0 { receiver?.receive(results.compactMap { $0 }.map { $0 + origin }, effect: effect) }
            }
        }
    }
}
