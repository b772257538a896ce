/// Where each line of a YAML scalar's text starts in the file, so that a script given in a
/// scene points its errors at the right line and column, in any style YAML writes text in:
/// plain, single- or double-quoted (where lines fold and `\n` escapes break them), or a block
/// scalar (`|`, `|-`, `|2`, `>`…, whose text starts on the line after its header).
///
/// Columns are counted in Unicode scalars, as libyaml counts them.
struct ScalarPlacement {
    /// A 1-based line and column in the file.
    typealias Position = (line: Int, column: Int)

    /// Per line of the text (split at "\n"), where it starts in the file.
    let starts: [Position]

    /// - Parameters:
    ///   - source: the whole file, as UTF-8.
    ///   - line, column: where the scalar's node starts (its properties, quote or header).
    ///   - text: the scalar's text as YAML reads it.
    ///
    /// Only the text from the scalar's line on is decoded: a script at the end of a 12 MB scene
    /// decoded and walked the whole file as Unicode scalars to find its line (2 % of loading
    /// it). A line feed is one byte in UTF-8, never part of another character, so the line is
    /// found by counting bytes.
    init(utf8 source: [UInt8], line: Int, column: Int, text: String) {
        var start = 0, skipped = 1
        while skipped < line, start < source.count {
            if source[start] == UInt8(ascii: "\n") { skipped += 1 }
            start += 1
        }
        // Past the end (a line the file does not have), as `SourceLines` leaves it: no lines.
        let tail = skipped < line ? "" : String(decoding: source[start...], as: UTF8.self)
        self.init(lines: SourceLines(tail, from: 1), line: line, column: column, text: text)
    }

    private init(lines: SourceLines, line: Int, column: Int, text: String) {
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var lines = lines
        guard let first = lines.next() else {
            starts = Array(repeating: (line, column), count: count)
            return
        }
        var index = max(0, column - 1)
        // Skip a tag (`!!str`) or an anchor (`&name`) before the scalar itself.
        while index < first.count, first[index] == "!" || first[index] == "&" {
            while index < first.count, first[index] != " " { index += 1 }
            while index < first.count, first[index] == " " { index += 1 }
        }
        let style = index < first.count ? first[index] : " "
        var placed: [Position]
        switch style {
        case "|", ">":
            placed = Self.block(header: first, at: index, line: line, folded: style == ">", lines: &lines, count: count)
        case "\"", "'":
            placed = Self.quoted(first: first, after: index + 1, line: line, double: style == "\"", lines: &lines,
                                 count: count)
        default:
            placed = Self.plain(column: index + 1, line: line, lines: &lines, count: count)
        }
        // Lines the scan could not place (a file that does not say what the text says) stay on
        // the last placed line.
        while placed.count < count { placed.append(placed.last ?? (line, column)) }
        starts = Array(placed.prefix(count))
    }

    // MARK: Block scalars

    private static func block(header: [Unicode.Scalar], at index: Int, line: Int, folded: Bool,
                              lines: inout SourceLines, count: Int) -> [Position] {
        // An indentation indicator is relative to the indentation of the line the header is on.
        var explicit: Int?
        var cursor = index + 1
        while cursor < header.count, "123456789+-".unicodeScalars.contains(header[cursor]) {
            if let digit = Int(String(header[cursor])) { explicit = digit }
            cursor += 1
        }
        let headerIndent = header.prefix { $0 == " " }.count
        var indent = explicit.map { headerIndent + $0 }
        var placed: [Position] = []
        var textIndex = 0, emptyRun = 0
        var previousSpaced: Bool?
        var lineNumber = line
        while placed.count < count, let source = lines.next() {
            lineNumber += 1
            let leading = source.prefix { $0 == " " }.count
            let isEmpty = leading == source.count
            if indent == nil, !isEmpty { indent = leading }
            guard !folded else {
                if isEmpty {
                    emptyRun += 1
                    continue
                }
                let contentIndent = indent ?? leading
                if leading < contentIndent { break }
                // A line starting with white space beyond the indentation keeps its line breaks.
                let spaced = leading > contentIndent || (contentIndent < source.count && source[contentIndent] == "\t")
                switch previousSpaced {
                case nil: textIndex = emptyRun
                case false? where !spaced: textIndex += emptyRun
                default: textIndex += 1 + emptyRun
                }
                // The empty lines folded into line breaks, then this line.
                while placed.count < textIndex { placed.append((lineNumber - (textIndex - placed.count), 1)) }
                if placed.count == textIndex { placed.append((lineNumber, contentIndent + 1)) }
                previousSpaced = spaced
                emptyRun = 0
                continue
            }
            // A literal block: one line of text a line of the file.
            if !isEmpty, let contentIndent = indent, leading < contentIndent { break }
            placed.append((lineNumber, (indent ?? 0) + 1))
        }
        return placed
    }

    // MARK: Flow scalars

    /// A plain scalar: lines fold into spaces; each run of empty lines is that many breaks.
    private static func plain(column: Int, line: Int, lines: inout SourceLines, count: Int) -> [Position] {
        var placed: [Position] = [(line, column)]
        var lineNumber = line, emptyRun = 0
        while placed.count < count, let source = lines.next() {
            lineNumber += 1
            let leading = source.prefix { $0 == " " || $0 == "\t" }.count
            if leading == source.count {
                emptyRun += 1
                continue
            }
            placeBreaks(emptyRun, before: (lineNumber, leading + 1), into: &placed)
            emptyRun = 0
        }
        return placed
    }

    /// A quoted scalar: lines fold as a plain scalar's do; in double quotes, `\n` (or its
    /// `\x0a`, `\u000a`, `\U0000000a` spellings) breaks the line where it stands and `\` at a
    /// line's end joins the next line on.
    private static func quoted(first: [Unicode.Scalar], after start: Int, line: Int, double: Bool,
                               lines: inout SourceLines, count: Int) -> [Position] {
        var placed: [Position] = [(line, start + 1)]
        var source = first, index = start, lineNumber = line
        while placed.count < count {
            // Scan the rest of this line for the closing quote and escaped breaks.
            while index < source.count {
                let scalar = source[index]
                if double, scalar == "\\" {
                    let rest = source[(index + 1)...]
                    // A `\` ending the line escapes the break: the next line joins on.
                    guard let kind = rest.first else {
                        index += 1
                        continue
                    }
                    let digits = kind == "x" ? 2 : kind == "u" ? 4 : kind == "U" ? 8 : 0
                    var hex = String.UnicodeScalarView()
                    hex.append(contentsOf: rest.dropFirst().prefix(digits))
                    let breaks = kind == "n" || (digits > 0 && Int(String(hex), radix: 16) == 10)
                    index += 2 + digits
                    if breaks { placed.append((lineNumber, index + 1)) }
                    continue
                }
                if scalar == (double ? "\"" : "'") {
                    if !double, index + 1 < source.count, source[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    return placed
                }
                index += 1
            }
            // The line ends inside the quotes: count the empty lines up to the next one.
            var emptyRun = 0
            var next: [Unicode.Scalar]?
            while let candidate = lines.next() {
                lineNumber += 1
                if candidate.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    emptyRun += 1
                    continue
                }
                next = candidate
                break
            }
            guard let next else { return placed }
            let leading = next.prefix { $0 == " " || $0 == "\t" }.count
            placeBreaks(emptyRun, before: (lineNumber, leading + 1), into: &placed)
            source = next
            index = leading
        }
        return placed
    }

    /// After a run of `emptyRun` empty lines in a flow scalar, that many line breaks: the empty
    /// text lines sit on the empty lines, and the next text line starts at `next`.
    private static func placeBreaks(_ emptyRun: Int, before next: Position, into placed: inout [Position]) {
        guard emptyRun > 0 else { return }
        for blank in stride(from: emptyRun - 1, to: 0, by: -1) {
            placed.append((next.line - blank, 1))
        }
        placed.append(next)
    }
}
