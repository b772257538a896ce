import Foundation

/// Writes `YAMLNode`s as block YAML, two spaces an indent, the way the shipped scenes are
/// written: lists of mappings with `- ` before their first key, short lists in brackets.
///
/// The document is written into one buffer of UTF-8 bytes as it goes, each line followed by a
/// line feed, and made a string once at the end: a scene of 100,000 views is 600,000 lines, and a
/// string made for each line, its indent and each piece of it, then joined, cost more than the
/// walk that found them. Appended to a string, each of a line's dozen pieces went through the
/// string's own bookkeeping (its count, whether it is ASCII); appended to bytes, a piece is a
/// copy (writing 120,000 buttons' file: 6.8 % of their export, 5.3 % now).
enum YAMLEmitter {
    /// The bytes being written.
    typealias Output = [UInt8]

    /// The mapping as a document: each entry at the left margin, after `prefix` (the file's
    /// opening comment).
    static func document(_ entries: [YAMLEntry], after prefix: String = "") -> String {
        var out = Output()
        out.append(contentsOf: prefix.utf8)
        write(entries[...], indent: 0, into: &out)
        // Every piece appended is a whole string's UTF-8: the bytes are UTF-8 throughout.
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ entries: ArraySlice<YAMLEntry>, indent: Int, into out: inout Output) {
        for entry in entries { write(entry, dashAt: nil, indent: indent, into: &out) }
    }

    /// An entry whose first line starts at `indent`, or, with `dashAt`, with that many spaces and
    /// `- ` (the first key of a list's item); nested lines start at `indent` and deeper.
    private static func write(_ entry: YAMLEntry, dashAt: Int?, indent: Int, into out: inout Output) {
        if let dashAt {
            spaces(dashAt, into: &out)
            out.append(contentsOf: "- ".utf8)
        } else {
            spaces(indent, into: &out)
        }
        YAMLQuoting.appendKey(entry.key, to: &out)
        switch entry.value {
        case .list(let items, false) where !items.isEmpty:
            out.append(UInt8(ascii: ":"))
            comment(entry.comment, into: &out)
            for item in items { write(item: item, indent: indent + 2, into: &out) }
        case .mapping(let entries, false) where !entries.isEmpty:
            out.append(UInt8(ascii: ":"))
            comment(entry.comment, into: &out)
            write(entries[...], indent: indent + 2, into: &out)
        // A line feed among the text's bytes (a `\r\n` holds one too), found without Foundation's
        // substring search, which every written text went through.
        case .text(let text) where text.utf8.contains(UInt8(ascii: "\n")) && YAMLQuoting.fitsLiteralBlock(text):
            out.append(contentsOf: (text.hasSuffix("\n") ? ": |" : ": |-").utf8)
            comment(entry.comment, into: &out)
            let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                if !line.isEmpty {
                    spaces(indent + 2, into: &out)
                    out.append(contentsOf: line.utf8)
                }
                out.append(UInt8(ascii: "\n"))
            }
        default:
            out.append(contentsOf: ": ".utf8)
            inline(entry.value, into: &out)
            comment(entry.comment, into: &out)
        }
    }

    private static func write(item: YAMLNode, indent: Int, into out: inout Output) {
        switch item {
        case .mapping(let entries, false) where !entries.isEmpty:
            write(entries[0], dashAt: indent, indent: indent + 2, into: &out)
            write(entries.dropFirst(), indent: indent + 2, into: &out)
        default:
            // A block list inside a list is written in brackets, as every other node on the line.
            spaces(indent, into: &out)
            out.append(contentsOf: "- ".utf8)
            inline(item, into: &out)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// The end of an entry's first line: its comment, if any, and the line feed.
    private static func comment(_ comment: String?, into out: inout Output) {
        if let comment {
            out.append(contentsOf: "  # ".utf8)
            out.append(contentsOf: YAMLQuoting.comment(comment).utf8)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// An indent: its spaces appended at once.
    private static func spaces(_ count: Int, into out: inout Output) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(0, count)))
    }

    /// A node on one line: flow collections, quoted text, bare words.
    private static func inline(_ node: YAMLNode, into out: inout Output) {
        switch node {
        case .text(let text): YAMLQuoting.appendQuoted(text, to: &out)
        case .bare(let word): out.append(contentsOf: word.utf8)
        case .list(let items, _):
            out.append(contentsOf: "[".utf8)
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                inline(item, into: &out)
            }
            out.append(contentsOf: "]".utf8)
        case .mapping(let entries, _):
            guard !entries.isEmpty else {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(contentsOf: "{ ".utf8)
            for (index, entry) in entries.enumerated() {
                if index > 0 { out.append(contentsOf: ", ".utf8) }
                YAMLQuoting.appendKey(entry.key, to: &out)
                out.append(contentsOf: ": ".utf8)
                inline(entry.value, into: &out)
            }
            out.append(contentsOf: " }".utf8)
        }
    }
}
