/// One key of a mapping in a scene file: its name, what its value is, whether it may be left
/// out and what that means, and what it does, in one line for the README.
struct SchemaKey: Sendable {
    /// What leaving the key out means.
    enum Presence: Sendable {
        /// The key must be given.
        case required
        /// Left out, the key is not set and nothing happens.
        case optional
        /// Left out, the key reads as this text would (a YAML scalar): the builder reads the
        /// default through the schema (`MappingReader.defaulted`), so the README's default is
        /// the one used.
        case defaults(String)
        /// Left out, this happens, in words: UIKit's own default, or one worked out from other
        /// keys (a scroll view's content is its frame's size).
        case otherwise(String)
    }

    let name: String
    let kind: ValueKind
    let presence: Presence
    /// What the key does, in one line.
    let summary: String

    init(_ name: String, _ kind: ValueKind, _ presence: Presence = .optional, _ summary: String) {
        self.name = name
        self.kind = kind
        self.presence = presence
        self.summary = summary
    }

    /// The key's default as YAML text, when it has one the builder reads.
    var defaultText: String? {
        if case .defaults(let text) = presence { return text }
        return nil
    }
}
