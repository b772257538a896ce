import CellKit

/// An entry of the Actions rotor.
@MainActor
public struct ElementAction {
    public enum Kind {
        /// Starts a drag at the descriptor's point in its view.
        case dragSource(UIAccessibilityLocationDescriptor)
        /// Drops the held drag at the descriptor's point in its view.
        case dropPoint(UIAccessibilityLocationDescriptor)
    }

    /// What VoiceOver speaks for the action.
    public let name: String
    public let kind: Kind
    /// Whether the descriptor came from the system's automatic search rather than the app.
    public let isAutomatic: Bool

    /// The descriptor behind the action.
    public var descriptor: UIAccessibilityLocationDescriptor {
        switch kind {
        case .dragSource(let descriptor), .dropPoint(let descriptor): descriptor
        }
    }
}
