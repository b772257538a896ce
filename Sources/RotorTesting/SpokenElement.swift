/// One element as a walk of the whole screen met it (``VirtualScreenReader/walkElements(limit:)``):
/// what VoiceOver said on arriving, and the actions it offered there.
public struct SpokenElement: Sendable, Equatable, CustomStringConvertible {
    /// The element's label, as VoiceOver reads it (`""` when it has none).
    public let label: String
    /// What VoiceOver said on arriving at it, an utterance an entry, as
    /// ``VirtualScreenReader/spokenPhraseLog`` writes them: its description (`"January: 12."`),
    /// then its hint and `"Actions Available."` when it says them.
    public let spokenPhrases: [String]
    /// The names of the actions it offers, in the Actions rotor's order (custom actions, drag
    /// sources, drop points while a drag is held).
    public let actionNames: [String]

    public init(label: String, spokenPhrases: [String], actionNames: [String]) {
        self.label = label
        self.spokenPhrases = spokenPhrases
        self.actionNames = actionNames
    }

    /// One line: what was said, its utterances apart as a script writes them, then the actions:
    /// `January: 12 / Actions Available. [Drag bar data]`.
    public var description: String {
        let said = spokenPhrases.joined(separator: " / ")
        return actionNames.isEmpty ? said : said + " [" + actionNames.joined(separator: ", ") + "]"
    }
}
