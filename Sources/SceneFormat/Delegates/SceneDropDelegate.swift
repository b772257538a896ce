import CellKit

/// A drop delegate described in a scene file: it accepts sessions with items of the listed
/// types, proposes its operation, and on the drop loads the items' text and hands it to the
/// host view (a well or a list) with its effect.
@MainActor
public final class SceneDropDelegate: UIDropInteractionDelegate {
    public let acceptedTypes: [String]
    public let operation: UIDropOperation
    public let effect: DropEffect

    public init(acceptedTypes: [String], operation: UIDropOperation, effect: DropEffect) {
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
        session.loadObjects(ofClass: NSString.self) { objects in
            let strings = objects.compactMap { ($0 as? NSString).map { String($0) } }
            receiver?.receive(strings, effect: effect)
        }
    }
}
