import CellKit
import ScreenReader

/// A drag source or drop point VoiceOver offers in the Actions rotor, as the audit found it.
public struct OfferedAction: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case dragSource = "drag-source"
        case dropPoint = "drop-point"
    }

    public let element: AuditedElement
    public let kind: Kind
    /// The name VoiceOver speaks.
    public let name: String
    /// Whether the system found it (and named it) rather than the app.
    public let isAutomatic: Bool
    /// The path of the descriptor's view.
    public let view: String
    /// Whether activating it does something: a drag source starts a drag; a drop point's view
    /// hosts a drop interaction.
    public let works: Bool
    /// The scene's screen it is on, by name; `nil` when on none.
    public var screen: String?
    /// The tab whose views were shown when it was found; `nil` for the tabs selected at first.
    public var tab: String?

    public init(element: AuditedElement, kind: Kind, name: String, isAutomatic: Bool, view: String, works: Bool) {
        self.element = element
        self.kind = kind
        self.name = name
        self.isAutomatic = isAutomatic
        self.view = view
        self.works = works
    }
}

extension OfferedAction {
    /// The same action, found to work or not.
    func marked(working: Bool) -> OfferedAction {
        var marked = OfferedAction(element: element, kind: kind, name: name, isAutomatic: isAutomatic, view: view,
                                   works: working)
        marked.screen = screen
        marked.tab = tab
        return marked
    }
}

extension OfferedAction.Kind {
    /// Whether a view hosts the interaction this kind of action needs: VoiceOver acts only
    /// through the descriptor's view's own interaction.
    @MainActor
    func isHosted(by view: UIView?) -> Bool {
        switch self {
        case .dragSource: ActionCollector.hostsInteraction(UIDragInteraction.self, in: view)
        case .dropPoint: ActionCollector.hostsInteraction(UIDropInteraction.self, in: view)
        }
    }
}
