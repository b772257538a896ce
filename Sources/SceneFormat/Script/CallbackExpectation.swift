import CellKit

/// A script's `callbacks` line: which callbacks the app's drag and drop delegates must get during
/// the step above it, in order.
///
/// ```
/// double tap = Dropped, Drop into attachments
/// callbacks ~ willEndWith copy / performDrop / concludeDrop / didEndWith copy
/// ```
/// `=` expects exactly these callbacks (every one the step made, in this order; nothing after
/// `=` expects none); `~` expects these in this order, others allowed before, between and after.
/// Callbacks are separated by `/` (one inside quoted text does not separate); each is a
/// `CallbackPattern`.
public struct CallbackExpectation: Sendable, Equatable {
    public let match: Expectation.Match
    public let patterns: [CallbackPattern]
    /// The line in the file the expectation was written on.
    public let line: Int

    public init(_ match: Expectation.Match, _ patterns: [CallbackPattern], line: Int) {
        self.match = match
        self.patterns = patterns
        self.line = line
    }

    /// Reads the text after `callbacks =` or `callbacks ~`.
    static func parse(_ match: Expectation.Match, _ text: String, line: Int) throws(CallbackPatternError) -> CallbackExpectation {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return CallbackExpectation(match, [], line: line) }
        var patterns: [CallbackPattern] = []
        for part in try Self.parts(of: trimmed) {
            patterns.append(try CallbackPattern(part))
        }
        return CallbackExpectation(match, patterns, line: line)
    }

    /// The line's callbacks: its text split at each `/` outside quoted text.
    private static func parts(of text: String) throws(CallbackPatternError) -> [String] {
        let scalars = text.unicodeScalars
        var parts: [String] = []
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            switch scalars[index] {
            case "\"":
                do {
                    index = try QuotedText.read(scalars, from: index).end
                } catch {
                    throw CallbackPatternError(error)
                }
            case "/":
                parts.append(String(String.UnicodeScalarView(scalars[start..<index])))
                index = scalars.index(after: index)
                start = index
            default:
                index = scalars.index(after: index)
            }
        }
        parts.append(String(String.UnicodeScalarView(scalars[start..<scalars.endIndex])))
        return parts
    }

    /// Whether the callbacks a step made meet the expectation.
    public func isMet(by events: [DragEvent]) -> Bool {
        switch match {
        case .exact:
            return events.count == patterns.count && zip(patterns, events).allSatisfy { $0.matches($1) }
        case .contains:
            // In order, with others between: each pattern takes the first callback after the last one taken.
            var remaining = events[...]
            for pattern in patterns {
                guard let found = remaining.firstIndex(where: pattern.matches) else { return false }
                remaining = remaining[(found + 1)...]
            }
            return true
        }
    }

    /// How a script writes the expectation: `callbacks = …` or `callbacks ~ …`.
    public var scriptText: String {
        "callbacks " + (match == .exact ? "=" : "~") + (patterns.isEmpty ? "" : " " + patterns.map(\.text).joined(separator: " / "))
    }

    /// Callbacks as an expectation writes them, each as its log line
    /// (`drop attachments sessionDidUpdate → copy`), joined with ` / `: what a report shows was
    /// logged, and what a recording expects. A view's name that would not read back as written
    /// (`a/b`, a blank one) is in quotes (`CallbackPattern.text(of:)`), so the text, written
    /// after `callbacks =`, is met by exactly these callbacks.
    public static func text(of events: [DragEvent]) -> String {
        events.map(CallbackPattern.text(of:)).joined(separator: " / ")
    }
}
