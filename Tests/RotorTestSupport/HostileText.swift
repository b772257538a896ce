/// Text a scene may hold that a script line, a recording or a report could misread: the
/// characters scripts give a meaning (`/`, `=`, `~`, `#`, quotes, parentheses, arrows), spaces
/// at the ends and blank text, control characters, bidi marks, combining marks with nothing
/// before them, scripts other than Latin, and long text. Drawn with a seeded generator, so a
/// failing seed gives the same text again.
public enum HostileText {
    /// The pieces hostile text is made of.
    public static let fragments: [String] = [
        "a/b", " / ", "/", "\"", "\"quoted\"", "'", ":", ": ", "#", " # not a comment", "=", " = ", "~", " ~ ",
        "→", " → ", "→copy", "(", ")", "(gone)", "a(b:)", "dropInteraction(_:performDrop:)", "x(y)", "\\", "\\\"", "\\n",
        "{label}", "{value}", "{", "}", "[x]", "- ", "&anchor", "*alias", "!tag", "%", "@", "`", "callbacks", "swipe right",
        "wait 1", "language ko", "drop", "drag", "performDrop", "true", "copy",
        " ", "  ", "\u{A0}", "\u{3000}", "\u{2003}", "\t", "\n", "\r\n", "\r",
        "\u{1B}[31m", "\u{7}", "\u{0}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{200F}", "\u{2066}", "\u{61C}",
        "\u{2028}", "\u{2029}", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{200B}", "\u{600}", "\u{E33}", "\u{FF9E}",
        "👩‍👩‍👧", "🇰🇷", "한국어", "简体中文", "مرحبا", "e\u{301}", "Ω", "Milk", "eggs", "Bar: 30",
        String(repeating: "long words ", count: 40), String(repeating: "x", count: 300),
    ]

    /// A random text of up to `pieces` fragments, often with a plain word between; may be empty
    /// or blank.
    public static func text(using random: inout SplitMix64, pieces: Int = 4) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...pieces, using: &random) {
            text += fragments[Int.random(in: 0..<fragments.count, using: &random)]
        }
        return text
    }

    /// A random text with something besides white space in it (a custom action's name, which a
    /// scene refuses empty), still hostile around it.
    public static func nonBlank(using random: inout SplitMix64, marker: String) -> String {
        text(using: &random, pieces: 2) + marker + text(using: &random, pieces: 2)
    }

    /// `text` as a YAML double-quoted scalar that reads back as exactly `text`: every scalar
    /// outside printable ASCII is written as an escape.
    public static func yaml(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return result + "\""
    }
}
