import Foundation

extension String {
    /// The white space and line breaks VoiceOver leaves off either end of a label, value or hint.
    private static let spaces = CharacterSet.whitespacesAndNewlines

    /// The string without white space and line breaks at either end (Foundation's
    /// `whitespacesAndNewlines`). Most labels have none: they are returned as they are, without
    /// the trip through Foundation's trimming, which an audit of 100,000 rows otherwise makes
    /// several times per row.
    package var trimmedOfWhitespace: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
              Self.spaces.contains(first) || Self.spaces.contains(last) else { return self }
        return trimmingCharacters(in: Self.spaces)
    }
}
