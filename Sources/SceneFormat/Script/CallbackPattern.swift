import CellKit
import Foundation
import RotorOutput

/// One callback as a script's `callbacks` line names it: the callback's name as the log shows
/// it (`performDrop`) or as UIKit writes it (`dropInteraction(_:performDrop:)`), then, if it
/// matters, words of what the log shows after its arrow (the key argument: an operation, an
/// item count). `drag graph itemsForBeginning` names the side and the view too, as a log line
/// starts.
///
/// Arrows (`→`) are ignored, so a line copied from `rotor run --log` is a pattern that matches it.
///
/// Text in double quotes stands for its words, taken as they are (`QuotedText`): a `/` in it
/// does not end the callback, and parentheses in it are not read as a UIKit name. A recording
/// quotes a view's name that needs it: `drop "a/b" canHandle → true`.
public struct CallbackPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written, arrows and all.
    public let text: String
    private let words: [Word]

    /// One word of a pattern; `quoted` when it came from quoted text, so it is never a UIKit name.
    private struct Word: Sendable, Equatable {
        let text: String
        let quoted: Bool
    }

    /// A pattern from its text; refused when it holds no word, a word with parentheses that
    /// does not read as a UIKit name (`base(_:label:)`), or quoted text that does not end.
    public init(_ text: String) throws(CallbackPatternError) {
        let words = try Self.patternWords(of: text)
        guard !words.isEmpty else { throw .empty }
        // A view gone from the screen is logged as `(gone)`: only a word with something before
        // its parenthesis is meant as a UIKit name.
        for word in words where !word.quoted && Self.looksLikeSelector(word.text) {
            guard Selector(word.text) != nil else { throw .badSelector(word.text) }
        }
        self.text = text.trimmingCharacters(in: .whitespaces)
        self.words = words
    }

    public var description: String { text }

    /// An event as a pattern that names it and reads back as written: its log line, each part
    /// from the app (the view's name, above all) made visible and quoted where it needs to be.
    public static func text(of event: DragEvent) -> String {
        var parts = [event.side.rawValue, field(event.view), field(event.callback)]
        if let detail = event.detail { parts += ["→", field(detail)] }
        return parts.joined(separator: " ")
    }

    /// A part of a log line as a pattern writes it: quoted when it holds a `/`, a quote or a
    /// backslash, a word that would be read as a UIKit name, or no word at all, or has at an end
    /// what a line's trimming takes away (a zero-width space: Foundation trims more than the
    /// spaces words are split at).
    private static func field(_ raw: String) -> String {
        let text = VisibleText.sanitize(raw)
        let fieldWords = words(of: text)
        let plain = !fieldWords.isEmpty
            && !text.unicodeScalars.contains { $0 == "/" || $0 == "\"" || $0 == "\\" }
            && !fieldWords.contains(where: looksLikeSelector)
            && text.trimmingCharacters(in: .whitespacesAndNewlines) == text
        return plain ? text : QuotedText.quoted(text)
    }

    /// Whether a word is meant as a UIKit name: it has something before a parenthesis.
    private static func looksLikeSelector(_ word: String) -> Bool {
        word.contains("(") && !word.hasPrefix("(")
    }

    /// Whether `event` is a callback this pattern names.
    public func matches(_ event: DragEvent) -> Bool {
        if matches(words[...], event) { return true }
        // The log line's own start: the side, then the view (whose name may have spaces).
        let start = [event.side.rawValue] + Self.words(of: VisibleText.sanitize(event.view))
        guard words.count > start.count, words.lazy.map(\.text).starts(with: start) else { return false }
        return matches(words.dropFirst(start.count), event)
    }

    /// The callback's name (or a UIKit name for it) first, then words found together in its detail.
    private func matches(_ words: ArraySlice<Word>, _ event: DragEvent) -> Bool {
        // Compared as printed (a view's name from the scene made visible), so a line of a report
        // or a recording, which went through `TextOutput`, matches the callback it shows.
        let name = Self.words(of: VisibleText.sanitize(event.callback))
        let rest: ArraySlice<Word>
        if let first = words.first, !first.quoted, let selector = Selector(first.text) {
            guard name.count == 1, selector.names(name[0], side: event.side) else { return false }
            rest = words.dropFirst()
        } else {
            guard words.lazy.map(\.text).starts(with: name) else { return false }
            rest = words.dropFirst(name.count)
        }
        guard !rest.isEmpty else { return true }
        let detail = Self.words(of: VisibleText.sanitize(event.detail ?? ""))
        guard detail.count >= rest.count else { return false }
        let wanted = rest.map(\.text)
        return (0...(detail.count - rest.count)).contains { detail[$0..<($0 + rest.count)].elementsEqual(wanted) }
    }

    /// A log line's words, without its arrows. Split at white space scalar by scalar, as a
    /// pattern is, so a name that begins with a combining mark keeps it.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words.filter { $0 != "→" }
    }

    /// A pattern's words: its plain words (arrows left out) and the words of its quoted texts.
    private static func patternWords(of text: String) throws(CallbackPatternError) -> [Word] {
        var words: [Word] = []
        let scalars = text.unicodeScalars
        var plainStart = scalars.startIndex
        var index = scalars.startIndex
        func takePlain(upTo end: String.UnicodeScalarView.Index) {
            let plain = String(String.UnicodeScalarView(scalars[plainStart..<end]))
            words += Self.words(of: plain).map { Word(text: $0, quoted: false) }
        }
        while index < scalars.endIndex {
            guard scalars[index] == "\"" else {
                index = scalars.index(after: index)
                continue
            }
            takePlain(upTo: index)
            let quoted: (text: String, end: String.UnicodeScalarView.Index)
            do {
                quoted = try QuotedText.read(scalars, from: index)
            } catch {
                throw CallbackPatternError(error)
            }
            words += Self.words(of: quoted.text).map { Word(text: $0, quoted: true) }
            index = quoted.end
            plainStart = index
        }
        takePlain(upTo: scalars.endIndex)
        return words
    }

    /// A UIKit method's name, `dropInteraction(_:performDrop:)`: it names a logged callback when
    /// one of its argument labels begins with the callback's name (the log keeps the distinctive
    /// part: `willAnimateLift` for `willAnimateLiftWith:`), on the side its base name says.
    struct Selector {
        let base: String
        let labels: [String]

        init?(_ word: String) {
            guard let open = word.firstIndex(of: "("), word.hasSuffix(")"), open != word.startIndex else { return nil }
            let inside = word[word.index(after: open)..<word.index(before: word.endIndex)]
            guard inside.hasSuffix(":"), !inside.contains("("), !inside.contains(")") else { return nil }
            base = String(word[..<open])
            labels = inside.split(separator: ":").map(String.init).filter { $0 != "_" }
            guard !labels.isEmpty else { return nil }
        }

        func names(_ callback: String, side: DragEvent.Side) -> Bool {
            switch base {
            case "dragInteraction" where side != .drag, "dropInteraction" where side != .drop: return false
            default: return labels.contains { $0.hasPrefix(callback) }
            }
        }
    }
}

/// Why a `callbacks` line's callback could not be read.
public enum CallbackPatternError: Error, Sendable, Equatable {
    /// Nothing between two slashes.
    case empty
    /// A word with parentheses that is not a UIKit name such as `dropInteraction(_:performDrop:)`.
    case badSelector(String)
    /// Quoted text without its closing quote.
    case unclosedQuote
    /// In quoted text, a backslash before something other than a quote or a backslash: the
    /// backslash and what follows it.
    case badEscape(String)

    init(_ problem: QuotedText.Problem) {
        switch problem {
        case .unclosed: self = .unclosedQuote
        case .badEscape(let text): self = .badEscape(text)
        }
    }
}
