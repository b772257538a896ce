/// Breaks text into lines no wider than a number of cells, at spaces where it can.
package enum TextWrapper {
    /// Lines of at most `width` cells. Words wider than a line are broken inside.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, cellWidth: CharacterWidth.of)
    }

    /// The first `maxLines` lines of `wrap(_:width:)`, found without reading the text past
    /// them: a view that shows ten rows of a 13 MB text wraps what it shows.
    public static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        wrap(text, width: width, maxLines: maxLines, cellWidth: CharacterWidth.of)
    }

    /// `wrap(_:width:maxLines:)`, measuring each character with `cellWidth`. Every character is
    /// measured at most twice, and once more for each line a long word is broken into: a word of
    /// a million characters costs what a sentence of a million characters does. (Cutting a long
    /// word's head off one character at a time, and measuring what was left again for each
    /// line, made it quadratic: a 128 KB word took seconds.) Tests count the measurements.
    ///
    /// Each line break ends a paragraph, and each paragraph's words (split at spaces) fill lines;
    /// the text is read a word at a time, so it stops where the lines asked for are made.
    package static func wrap(_ text: String, width: Int, maxLines: Int = .max,
                             cellWidth: (Character) -> Int) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var line = "", lineWidth = 0
        var index = text.startIndex
        while index < text.endIndex, lines.count < maxLines {
            let character = text[index]
            if character == "\n" {
                lines.append(line)
                line = ""
                lineWidth = 0
                text.formIndex(after: &index)
                continue
            }
            if character == " " {
                text.formIndex(after: &index)
                continue
            }
            var end = index
            while end < text.endIndex, text[end] != " ", text[end] != "\n" { text.formIndex(after: &end) }
            let word = text[index..<end]
            index = end
            var wordWidth = 0
            for character in word { wordWidth += cellWidth(character) }
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A word wider than a line: as many of its characters as fit make each line, and
            // the rest starts the next. A character wider than the whole line stays where it
            // is, on a line of its own making.
            var rest = word, restWidth = wordWidth
            while restWidth > width, lines.count < maxLines {
                var end = rest.startIndex, headWidth = 0
                while end < rest.endIndex {
                    let characterWidth = cellWidth(rest[end])
                    guard headWidth + characterWidth <= width else { break }
                    headWidth += characterWidth
                    rest.formIndex(after: &end)
                }
                if end == rest.startIndex { break }
                lines.append(String(rest[..<end]))
                rest = rest[end...]
                restWidth -= headWidth
            }
            // Lines enough: the rest of the word, however long, is not copied.
            if lines.count >= maxLines { break }
            line = String(rest)
            lineWidth = restWidth
        }
        // The last paragraph's last line (empty after a final line break, as ever).
        if lines.count < maxLines { lines.append(line) }
        return Array(lines.prefix(maxLines))
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
