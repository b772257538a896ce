/// Reads the part of YAML that scene files are written in, without holding a long list whole.
///
/// Yams composes a whole document before the scene is built: 2 KB for each row of a long table,
/// more than the row's views. This reader knows block mappings and lists, one-line flow
/// collections (`{ ... }`, `[ ... ]`), plain and quoted one-line scalars, literal block scalars
/// (`|`, `|-`, `|+`) and comments. It checks the whole text once, but of a long list keeps only
/// where each item starts, and reads an item again when the builder asks for it. Anything else
/// (anchors, tags, folded or multi-line scalars, empty values, duplicate keys, characters
/// libyaml refuses or reads as line breaks, errors) makes it give up, and the scene is read by Yams as before: the two give the same nodes, strings and
/// marks for every text this reader accepts (`SubsetYAMLReaderTests`).
final class SubsetYAMLReader {
    /// Where a list item starts: its `-`, on its line, and the list's indentation.
    struct ItemStart {
        let offset: Int
        let line: Int
        let lineStart: Int
        let indent: Int
    }

    /// Lists longer than this keep where their items start instead of the items.
    static let deferredListLength = 64

    private let bytes: [UInt8]

    init(yaml: String) {
        bytes = Array(yaml.utf8)
    }

    /// The document, or `nil` when it is empty, or uses YAML this reader leaves to Yams.
    func document() -> SceneNode? {
        // What libyaml refuses (control characters, in a comment too) is left to Yams to refuse
        // with its message, and so are its other line breaks (CR, NEL, LS, PS) and a byte order
        // mark, which it reads in ways of its own.
        guard YAMLText.hasOnlyPlainCharacters(bytes) else { return nil }
        var parser = SubsetYAMLParser(reader: self, bytes: bytes)
        return try? parser.document()
    }

    /// A list item read again: the same node the first reading found, since the text is the same.
    func item(at start: ItemStart) -> SceneNode {
        var parser = SubsetYAMLParser(reader: self, bytes: bytes)
        parser.pos = start.offset
        parser.line = start.line
        parser.lineStart = start.lineStart
        guard let node = try? parser.sequenceItem(indent: start.indent) else {
            // Not reached: the first reading read this very item.
            return .alias(line: start.line, column: start.offset - start.lineStart + 1)
        }
        return node
    }
}
