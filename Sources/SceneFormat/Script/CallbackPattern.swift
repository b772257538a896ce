import CellKit

/// One callback as a script's `callbacks` line names it: the callback's name as the log shows
/// it (`performDrop`) or as UIKit writes it (`dropInteraction(_:performDrop:)`), then, if it
/// matters, words of what the log shows after its arrow (the key argument: an operation, an
/// item count). `drag graph itemsForBeginning` names the side and the view too, as a log line
/// starts.
///
/// Arrows (`→`) are ignored, so a line copied from `rotor run --log` is a pattern that matches it.
public struct CallbackPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written, arrows and all.
    public let text: String
    private let words: [String]

    /// A pattern from its text; refused when it holds no word, or a word with parentheses that
    /// does not read as a UIKit name (`base(_:label:)`).
    public init(_ text: String) throws(CallbackPatternError) {
        let words = Self.words(of: text)
        guard !words.isEmpty else { throw .empty }
        // A view gone from the screen is logged as `(gone)`: only a word with something before
        // its parenthesis is meant as a UIKit name.
        for word in words where word.contains("(") && !word.hasPrefix("(") {
            guard Selector(word) != nil else { throw .badSelector(word) }
        }
        self.text = text.trimmingCharacters(in: .whitespaces)
        self.words = words
    }

    public var description: String { text }

    /// Whether `event` is a callback this pattern names.
    public func matches(_ event: DragEvent) -> Bool {
        if matches(words[...], event) { return true }
        // The log line's own start: the side, then the view (whose name may have spaces).
        let start = [event.side.rawValue] + Self.words(of: VisibleText.sanitize(event.view))
        guard words.count > start.count, words.starts(with: start) else { return false }
        return matches(words.dropFirst(start.count), event)
    }

    /// The callback's name (or a UIKit name for it) first, then words found together in its detail.
    private func matches(_ words: ArraySlice<String>, _ event: DragEvent) -> Bool {
        // Compared as printed (a view's name from the scene made visible), so a line of a report
        // or a recording, which went through `TextOutput`, matches the callback it shows.
        let name = Self.words(of: VisibleText.sanitize(event.callback))
        let rest: ArraySlice<String>
        if let first = words.first, let selector = Selector(first) {
            guard name.count == 1, selector.names(name[0], side: event.side) else { return false }
            rest = words.dropFirst()
        } else {
            guard words.starts(with: name) else { return false }
            rest = words.dropFirst(name.count)
        }
        guard !rest.isEmpty else { return true }
        let detail = Self.words(of: VisibleText.sanitize(event.detail ?? ""))
        guard detail.count >= rest.count else { return false }
        return (0...(detail.count - rest.count)).contains { detail[$0..<($0 + rest.count)].elementsEqual(rest) }
    }

    /// A log line's words, without its arrows.
    static func words(of text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "→" }
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
}
