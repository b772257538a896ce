import CellKit

/// An entry of the Actions rotor.
@MainActor
public struct ElementAction {
    public enum Kind {
        /// The app's own action.
        case custom(UIAccessibilityCustomAction)
        /// Starts a drag at the descriptor's point in its view.
        case dragSource(UIAccessibilityLocationDescriptor)
        /// Drops the held drag at the descriptor's point in its view.
        case dropPoint(UIAccessibilityLocationDescriptor)
        /// Adds the items at a drag source's point to the held drag (a tap there).
        case addToDrag(UIAccessibilityLocationDescriptor)
    }

    /// What VoiceOver speaks for the action.
    public let name: String
    public let kind: Kind
    /// Whether the descriptor came from the system's automatic search rather than the app.
    public let isAutomatic: Bool

    public init(name: String, kind: Kind, isAutomatic: Bool) {
        self.name = name
        self.kind = kind
        self.isAutomatic = isAutomatic
    }

    /// The descriptor behind a drag or drop action; `nil` for a custom action.
    public var descriptor: UIAccessibilityLocationDescriptor? {
        switch kind {
        case .custom: nil
        case .dragSource(let descriptor), .dropPoint(let descriptor), .addToDrag(let descriptor): descriptor
        }
    }
}
