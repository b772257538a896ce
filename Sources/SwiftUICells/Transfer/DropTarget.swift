/// The drop delegate of a view with `dropDestination`, `onDrop` or a list row that takes moves:
/// UIKit's interaction, so VoiceOver offers the drop while a drag is held.
@MainActor
final class DropTarget: NSObject, UIDropInteractionDelegate {
    /// The type identifiers the view takes.
    var typeIdentifiers: [String]
    var onTargeted: (Bool, DropInfo) -> Void
    var operation: (DropInfo) -> UIDropOperation
    var perform: (UIDropSession, DropInfo) -> Void
    /// Whether a drop would be taken at all (a `DropDelegate`'s `validateDrop`).
    var validate: (DropInfo) -> Bool = { _ in true }

    init(typeIdentifiers: [String], onTargeted: @escaping (Bool, DropInfo) -> Void = { _, _ in },
         operation: @escaping (DropInfo) -> UIDropOperation = { _ in .copy },
         perform: @escaping (UIDropSession, DropInfo) -> Void) {
        self.typeIdentifiers = typeIdentifiers
        self.onTargeted = onTargeted
        self.operation = operation
        self.perform = perform
    }

    private func info(_ interaction: UIDropInteraction, _ session: UIDropSession) -> DropInfo {
        DropInfo(location: interaction.view.map { session.location(in: $0) } ?? .zero,
                 providers: session.items.map(\.itemProvider), size: interaction.view?.bounds.size ?? .zero)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: typeIdentifiers) && validate(info(interaction, session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        onTargeted(true, info(interaction, session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: operation(info(interaction, session)))
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        onTargeted(false, info(interaction, session))
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let info = info(interaction, session)
        onTargeted(false, info)
        perform(session, info)
    }

    /// Reads every item of `providers` that gives `T`, then calls `completion` with them, in
    /// order, once all have loaded (on the session's clock).
    static func load<T: Transferable>(_ type: T.Type, from providers: [NSItemProvider], completion: @escaping @MainActor ([T]) -> Void) {
        var results = [T?](repeating: nil, count: providers.count)
        var pending = 0
        var started = false
        let finish = {
            guard started, pending == 0 else { return }
            completion(results.compactMap { $0 })
        }
        for (index, provider) in providers.enumerated() {
            guard let identifier = T.importedTypeIdentifiers.first(where: { provider.hasItemConformingToTypeIdentifier($0) }) else { continue }
            pending += 1
            provider.loadDataOnMainActor(forTypeIdentifier: identifier) { data, _ in
                let loadedType = provider.registeredTypeIdentifiers.first { TypeIdentifier.conforms($0, to: identifier) } ?? identifier
                results[index] = data.flatMap { T.read($0, as: loadedType) }
                pending -= 1
                finish()
            }
        }
        started = true
        finish()
    }
}
