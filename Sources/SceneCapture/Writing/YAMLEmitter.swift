import Foundation

/// Writes `YAMLNode`s as block YAML, two spaces an indent, the way the shipped scenes are
/// written: lists of mappings with `- ` before their first key, short lists in brackets.
enum YAMLEmitter {
    /// The mapping as a document: each entry at the left margin.
    static func document(_ entries: [YAMLEntry]) -> String {
        var lines: [String] = []
        write(entries, indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ entries: [YAMLEntry], indent: Int, into lines: inout [String]) {
        for entry in entries {
            write(entry, prefix: String(repeating: " ", count: indent), indent: indent, into: &lines)
        }
    }

    /// An entry whose first line starts with `prefix` (spaces, or spaces and `- `); nested
    /// lines start at `indent` and deeper.
    private static func write(_ entry: YAMLEntry, prefix: String, indent: Int, into lines: inout [String]) {
        let key = YAMLQuoting.key(entry.key)
        let comment = entry.comment.map { "  # " + YAMLQuoting.comment($0) } ?? ""
        switch entry.value {
        case .list(let items, false) where !items.isEmpty:
            lines.append(prefix + key + ":" + comment)
            for item in items { write(item: item, indent: indent + 2, into: &lines) }
        case .mapping(let entries, false) where !entries.isEmpty:
            lines.append(prefix + key + ":" + comment)
            write(entries, indent: indent + 2, into: &lines)
        // A line feed among the text's bytes (a `\r\n` holds one too), found without Foundation's
        // substring search, which every written text went through.
        case .text(let text) where text.utf8.contains(UInt8(ascii: "\n")) && YAMLQuoting.fitsLiteralBlock(text):
            lines.append(prefix + key + ": |" + (text.hasSuffix("\n") ? "" : "-") + comment)
            let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(line.isEmpty ? "" : String(repeating: " ", count: indent + 2) + line)
            }
        default:
            lines.append(prefix + key + ": " + inline(entry.value) + comment)
        }
    }

    private static func write(item: YAMLNode, indent: Int, into lines: inout [String]) {
        let dash = String(repeating: " ", count: indent) + "- "
        switch item {
        case .mapping(let entries, false) where !entries.isEmpty:
            write(entries[0], prefix: dash, indent: indent + 2, into: &lines)
            write(Array(entries.dropFirst()), indent: indent + 2, into: &lines)
        case .list(let items, false) where !items.isEmpty:
            lines.append(dash + inline(.list(items, flow: true)))
        default:
            lines.append(dash + inline(item))
        }
    }

    /// A node on one line: flow collections, quoted text, bare words.
    static func inline(_ node: YAMLNode) -> String {
        switch node {
        case .text(let text): YAMLQuoting.quoted(text)
        case .bare(let word): word
        case .list(let items, _): "[" + items.map(inline).joined(separator: ", ") + "]"
        case .mapping(let entries, _):
            entries.isEmpty ? "{}"
                : "{ " + entries.map { YAMLQuoting.key($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + " }"
        }
    }
}
