import Foundation

/// Writes `YAMLNode`s as block YAML, two spaces an indent, the way the shipped scenes are
/// written: lists of mappings with `- ` before their first key, short lists in brackets.
///
/// The document is written into one string as it goes, each line followed by a line feed: a
/// scene of 100,000 views is 600,000 lines, and a string made for each line, its indent and each
/// piece of it, then joined, cost more than the walk that found them.
enum YAMLEmitter {
    /// The mapping as a document: each entry at the left margin, after `prefix` (the file's
    /// opening comment).
    static func document(_ entries: [YAMLEntry], after prefix: String = "") -> String {
        var out = prefix
        write(entries[...], indent: 0, into: &out)
        return out
    }

    private static func write(_ entries: ArraySlice<YAMLEntry>, indent: Int, into out: inout String) {
        for entry in entries { write(entry, dashAt: nil, indent: indent, into: &out) }
    }

    /// An entry whose first line starts at `indent`, or, with `dashAt`, with that many spaces and
    /// `- ` (the first key of a list's item); nested lines start at `indent` and deeper.
    private static func write(_ entry: YAMLEntry, dashAt: Int?, indent: Int, into out: inout String) {
        if let dashAt {
            spaces(dashAt, into: &out)
            out += "- "
        } else {
            spaces(indent, into: &out)
        }
        YAMLQuoting.appendKey(entry.key, to: &out)
        switch entry.value {
        case .list(let items, false) where !items.isEmpty:
            out += ":"
            comment(entry.comment, into: &out)
            for item in items { write(item: item, indent: indent + 2, into: &out) }
        case .mapping(let entries, false) where !entries.isEmpty:
            out += ":"
            comment(entry.comment, into: &out)
            write(entries[...], indent: indent + 2, into: &out)
        // A line feed among the text's bytes (a `\r\n` holds one too), found without Foundation's
        // substring search, which every written text went through.
        case .text(let text) where text.utf8.contains(UInt8(ascii: "\n")) && YAMLQuoting.fitsLiteralBlock(text):
            out += text.hasSuffix("\n") ? ": |" : ": |-"
            comment(entry.comment, into: &out)
            let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                if !line.isEmpty {
                    spaces(indent + 2, into: &out)
                    out += line
                }
                out += "\n"
            }
        default:
            out += ": "
            inline(entry.value, into: &out)
            comment(entry.comment, into: &out)
        }
    }

    private static func write(item: YAMLNode, indent: Int, into out: inout String) {
        switch item {
        case .mapping(let entries, false) where !entries.isEmpty:
            write(entries[0], dashAt: indent, indent: indent + 2, into: &out)
            write(entries.dropFirst(), indent: indent + 2, into: &out)
        default:
            // A block list inside a list is written in brackets, as every other node on the line.
            spaces(indent, into: &out)
            out += "- "
            inline(item, into: &out)
            out += "\n"
        }
    }

    /// The end of an entry's first line: its comment, if any, and the line feed.
    private static func comment(_ comment: String?, into out: inout String) {
        if let comment {
            out += "  # "
            out += YAMLQuoting.comment(comment)
        }
        out += "\n"
    }

    /// An indent: appended as one string of spaces, not a space at a time (a file of nested
    /// views writes a few spaces on each of a million lines).
    private static func spaces(_ count: Int, into out: inout String) {
        var left = max(0, count)
        while left > 0 {
            let step = min(left, indents.count - 1)
            out += indents[step]
            left -= step
        }
    }

    /// Runs of 0 to 64 spaces.
    private static let indents: [String] = (0...64).map { String(repeating: " ", count: $0) }

    /// A node on one line: flow collections, quoted text, bare words.
    private static func inline(_ node: YAMLNode, into out: inout String) {
        switch node {
        case .text(let text): YAMLQuoting.appendQuoted(text, to: &out)
        case .bare(let word): out += word
        case .list(let items, _):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                inline(item, into: &out)
            }
            out += "]"
        case .mapping(let entries, _):
            guard !entries.isEmpty else {
                out += "{}"
                return
            }
            out += "{ "
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += ", " }
                YAMLQuoting.appendKey(entry.key, to: &out)
                out += ": "
                inline(entry.value, into: &out)
            }
            out += " }"
        }
    }
}
