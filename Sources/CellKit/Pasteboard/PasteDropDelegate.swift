import Foundation

/// CellKit's own: the drop interaction UIKit gives a view with a paste configuration. It takes
/// a session whose items the configuration accepts and the view `canPaste`, proposes a copy, and
/// hands the items to the view's `paste(itemProviders:)`.
@MainActor
final class PasteDropDelegate: UIDropInteractionDelegate {
    private unowned let view: UIView
    /// The interaction made for the view, which holds this delegate weakly.
    private(set) var interaction: UIDropInteraction?

    init(view: UIView) {
        self.view = view
        interaction = nil
        interaction = UIDropInteraction(delegate: self)
    }

    private func providers(of session: UIDropSession) -> [NSItemProvider] {
        session.items.map(\.itemProvider)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let configuration = view.pasteConfiguration else { return false }
        let providers = providers(of: session)
        return providers.contains(where: configuration.accepts) && view.canPaste(providers)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        view.paste(itemProviders: providers(of: session))
    }
}
