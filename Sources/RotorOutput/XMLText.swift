/// Text made safe inside XML (JUnit reports, SVG pictures): markup characters escaped, and what
/// XML 1.0 cannot hold at all, even escaped (C0 controls but tab and line breaks, U+FFFE,
/// U+FFFF), replaced as the screen shows it.
package enum XMLText {
    /// `text` for an element's content or a double-quoted attribute: control characters shown
    /// as `VisibleText` shows them (␛, ␊), `& < > " '` escaped, U+FFFE and U+FFFF as �.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in VisibleText.sanitize(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
