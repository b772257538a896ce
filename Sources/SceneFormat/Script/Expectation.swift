import Foundation

/// What a script line says must be heard after its gesture.
///
/// The text after `=` or `~` is taken as it is, without the spaces around it. Text that would
/// not read back so (spaces at its ends, as when an element with a blank label speaks first;
/// a zero-width space at an end; a leading quote) is written in double quotes (`QuotedText`):
/// `= " / Actions Available."`. A text that starts with a quote is read as quoted text.
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
        // The standard library's search, linear in what was said: Foundation's `contains` took
        // minutes on a long label with a long expectation. Both compare whole characters.
        case .contains: text.isEmpty || spoken.firstRange(of: text) != nil
        }
    }

    /// How a script writes the expectation: `= text` or `~ text`, the text in quotes when it
    /// would not read back the same without them.
    public var scriptText: String {
        (match == .exact ? "=" : "~") + (text.isEmpty ? "" : " " + Self.written(text))
    }

    /// The expectation's text as a script reads it from what follows its `=` or `~`: trimmed,
    /// or, when it starts with a quote, the quoted text, which must then end the line.
    static func text(after marker: Substring) throws(Problem) -> String {
        let trimmed = marker.trimmingCharacters(in: .whitespacesAndNewlines)
        let scalars = trimmed.unicodeScalars
        guard scalars.first == "\"" else { return trimmed }
        let quoted: (text: String, end: QuotedText.Scalars.Index)
        do {
            quoted = try QuotedText.read(scalars, from: scalars.startIndex)
        } catch {
            throw .quote(error)
        }
        guard quoted.end == scalars.endIndex else { throw .textAfterQuote }
        return quoted.text
    }

    /// Why the text after `=` or `~` could not be read.
    enum Problem: Error, Equatable {
        case quote(QuotedText.Problem)
        /// Something after the closing quote.
        case textAfterQuote
    }

    /// `text` as the line writes it: as it is when that reads back the same, else quoted.
    static func written(_ text: String) -> String {
        if text.unicodeScalars.first != "\"", (try? Self.text(after: Substring(" " + text))) == text { return text }
        return QuotedText.quoted(text)
    }
}
