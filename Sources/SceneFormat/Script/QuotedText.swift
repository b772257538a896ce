/// Text in double quotes in a script line: what a recording writes where the text as it is would
/// not read back the same (an expectation with spaces at its ends, a view named `a/b` in a
/// `callbacks` line).
///
/// ```
/// first element = " / Actions Available."
/// callbacks = drop "a/b" canHandle → true
/// ```
/// Inside the quotes every character stands for itself, except `\"` (a quote) and `\\` (a
/// backslash); any other backslash is refused, so a later escape cannot change what an existing
/// script means. Quotes are read Unicode scalar by Unicode scalar, not by grapheme: a text
/// that begins with a combining mark still begins right after its quote.
enum QuotedText {
    /// Why quoted text could not be read.
    enum Problem: Error, Equatable {
        /// The closing quote is missing.
        case unclosed
        /// A backslash before something other than `"` or `\`: the backslash and what follows it.
        case badEscape(String)
    }

    typealias Scalars = String.UnicodeScalarView

    /// `text` in quotes, each quote and backslash in it escaped.
    static func quoted(_ text: String) -> String {
        var result = Scalars()
        result.append("\"")
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { result.append("\\") }
            result.append(scalar)
        }
        result.append("\"")
        return String(result)
    }

    /// Reads the quoted text whose opening quote is at `start`; returns the text and the index
    /// just after its closing quote.
    static func read(_ scalars: Scalars, from start: Scalars.Index) throws(Problem) -> (text: String, end: Scalars.Index) {
        var text = Scalars()
        var index = scalars.index(after: start)
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            switch scalar {
            case "\"":
                return (String(text), index)
            case "\\":
                guard index < scalars.endIndex, scalars[index] == "\"" || scalars[index] == "\\" else {
                    throw .badEscape("\\" + String(Scalars(scalars[index...].prefix(1))))
                }
                text.append(scalars[index])
                index = scalars.index(after: index)
            default:
                text.append(scalar)
            }
        }
        throw .unclosed
    }
}
