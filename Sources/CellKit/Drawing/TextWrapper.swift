/// Breaks text into lines no wider than a number of cells, at spaces where it can.
package enum TextWrapper {
    /// Lines of at most `width` cells. Words wider than a line are broken inside.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = CharacterWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var head = "", headWidth = 0
                    while let first = word.first, headWidth + CharacterWidth.of(first) <= width {
                        head.append(first)
                        headWidth += CharacterWidth.of(first)
                        word.removeFirst()
                    }
                    if head.isEmpty { break }
                    lines.append(head)
                    wordWidth = CharacterWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// The text cut to at most `width` cells, ending in "…" when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard CharacterWidth.of(text) > width else { return text }
        var result = "", used = 0
        for character in text {
            let cellWidth = CharacterWidth.of(character)
            if used + cellWidth > width - 1 { break }
            result.append(character)
            used += cellWidth
        }
        return result + "…"
    }
}
