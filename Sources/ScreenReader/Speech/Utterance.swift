import RotorOutput

/// One thing the screen reader says, with what kind of thing it is so fronts can show or speak
/// kinds differently (hints dimmed, announcements marked, earcons as tones).
public struct Utterance: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable {
        /// An element being described.
        case element
        /// A hint, spoken after a pause.
        case hint
        /// Something that happened: a drag started, a drop, a rotor setting.
        case announcement
        /// A sound rather than words (its text names the sound).
        case earcon
    }

    public let text: String
    public let kind: Kind
    /// The language the text is in, as a BCP 47 code (`en`, `ko`, `zh-Hans`).
    public let language: String

    public init(_ text: String, kind: Kind, language: String) {
        self.text = text
        self.kind = kind
        self.language = language
    }

    /// The text as a transcript shows it: earcons in brackets, and control characters from the
    /// app (escape sequences, bidi overrides) as visible symbols, so a transcript printed to a
    /// terminal cannot drive it.
    public var description: String { VisibleText.sanitize(kind == .earcon ? "[\(text)]" : text) }
}
