/// Makes text from a scene safe to draw or print: control characters become visible symbols.
///
/// A label or a dropped string may hold anything. Raw C0/C1 controls, escape sequences and bidi
/// overrides would move the terminal's cursor or reorder the screen, so none reach it. The
/// terminal screen, plain mode, transcripts and every line the command line prints use these
/// same symbols (`TextOutput` applies them to each line it writes).
package enum VisibleText {
    /// `text` with every control character replaced by a visible symbol: C0 controls by the
    /// Control Pictures block (U+2400…), DEL by ␡, C1 controls by �, and bidi controls by ¶-like ⁋.
    public static func sanitize(_ text: String) -> String {
        // Most text has nothing to replace: it is returned as it is, without a copy.
        guard mayHoldControls(text), text.unicodeScalars.contains(where: { !isVisible($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(visible(scalar))
        }
        return String(result)
    }

    /// Whether `text` may hold a scalar `sanitize` replaces, from its UTF-8 bytes alone: every such
    /// scalar is a byte below 0x20, DEL, or starts with 0xC2 (C1), 0xD8 (U+061C) or 0xE2 (the
    /// bidi marks at U+200E…U+2069). The bytes are read from the string's own storage where it
    /// has one: decoding scalars, or stepping through the UTF-8 view, cost about 5 ns a byte,
    /// and every utterance is checked as it is printed, joined and written (DECISIONS.md,
    /// "Text is screened for controls byte by byte").
    static func mayHoldControls(_ text: String) -> Bool {
        func mayStartControl(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
        }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: mayStartControl) }
            ?? text.utf8.contains(where: mayStartControl)
    }

    /// Whether `sanitize` leaves the scalar as it is.
    public static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        visible(scalar) == scalar
    }

    /// JSON text made safe to print, and still the same JSON: every scalar `sanitize` would
    /// replace is written as a `\uXXXX` escape instead, except the line breaks between tokens.
    ///
    /// JSON encoders escape C0 controls inside strings but leave DEL, C1 controls and bidi
    /// overrides raw; outside strings JSON holds only ASCII punctuation, letters and whitespace,
    /// so every scalar escaped here was inside a string, where an escape means the same scalar.
    public static func escapingJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0 != "\n" && !isVisible($0) }) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            guard scalar != "\n", !isVisible(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            // Every scalar replaced is below U+10000: one escape of four hex digits each.
            let hex = String(scalar.value, radix: 16, uppercase: false)
            result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return result
    }

    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value) ?? "?"
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "\u{204B}"
        default: return scalar
        }
    }
}
