/// Makes text from a scene safe to draw or print: control characters become visible symbols.
///
/// A label or a dropped string may hold anything. Raw C0/C1 controls, escape sequences and bidi
/// overrides would move the terminal's cursor or reorder the screen, so none reach it.
public enum VisibleText {
    /// `text` with every control character replaced by a visible symbol: C0 controls by the
    /// Control Pictures block (U+2400…), DEL by ␡, C1 controls by �, and bidi controls by ¶-like ⁋.
    public static func sanitize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(visible(scalar))
        }
        return String(result)
    }

    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value) ?? "?"
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "\u{204B}"
        default: return scalar
        }
    }
}
