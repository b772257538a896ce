/// What a script line says must be heard after its gesture.
public struct Expectation: Sendable, Equatable {
    public enum Match: Sendable, Equatable {
        /// Everything said, joined with " / ", equals the text (empty text: nothing said).
        case exact
        /// Everything said, joined with " / ", contains the text.
        case contains
    }

    public let match: Match
    public let text: String

    public init(_ match: Match, _ text: String) {
        self.match = match
        self.text = text
    }

    /// Whether what was said (already joined) meets the expectation.
    public func isMet(by spoken: String) -> Bool {
        switch match {
        case .exact: spoken == text
        case .contains: spoken.contains(text)
        }
    }

    /// How a script writes the expectation: `= text` or `~ text`.
    public var scriptText: String {
        (match == .exact ? "=" : "~") + (text.isEmpty ? "" : " " + text)
    }
}
