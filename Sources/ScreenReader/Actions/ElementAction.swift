import CellKit
import Foundation

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
    /// The language the name is spoken in when it is not the screen reader's: a descriptor's
    /// `attributedName` that carries `accessibilitySpeechLanguage` (a BCP 47 code) at its start.
    public let language: String?

    public init(name: String, kind: Kind, isAutomatic: Bool, language: String? = nil) {
        self.name = name
        self.kind = kind
        self.isAutomatic = isAutomatic
        self.language = language
    }

    /// The speech language an attributed name asks for, if any: the attribute at its first
    /// character, as VoiceOver reads a name in one voice.
    public static func speechLanguage(of name: NSAttributedString) -> String? {
        guard name.length > 0 else { return nil }
        let value = name.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil)
        guard let code = (value as? String) ?? (value as? NSString).map({ String($0) }),
              !code.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return code
    }

    /// The descriptor behind a drag or drop action; `nil` for a custom action.
    public var descriptor: UIAccessibilityLocationDescriptor? {
        switch kind {
        case .custom: nil
        case .dragSource(let descriptor), .dropPoint(let descriptor), .addToDrag(let descriptor): descriptor
        }
    }
}
