/// Reads the part of YAML that scene files are written in, without holding a long list whole.
///
/// Yams composes a whole document before the scene is built: 2 KB for each row of a long table,
/// more than the row's views. This reader knows block mappings and lists, one-line flow
/// collections (`{ ... }`, `[ ... ]`), plain and quoted one-line scalars, literal block scalars
/// (`|`, `|-`, `|+`) and comments. Of a long list it keeps only where each item starts, and reads
/// an item again when the builder asks for it. It checks the whole text on the first reading,
/// or, when it `defersChecks` (loading does), tells a long list's later items apart by their
/// indentation only and checks each when it is read: `readsEveryItem()` then says whether the
/// whole text was YAML it reads. Anything else
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
        /// How deep the list is nested: an item read again starts there, so the nesting limit
        /// counts the levels above it too.
        let depth: Int
    }

    /// Lists longer than this keep where their items start instead of the items.
    static let deferredListLength = 64

    private let bytes: [UInt8]
    /// Whether the first reading passes over a long list's later items, leaving them to be
    /// checked when they are read (`item(_:)`, `readsEveryItem()`).
    let defersChecks: Bool
    /// Whether the text is all ASCII, so that a column is counted in bytes.
    private(set) var isASCII = false
    /// Whether an item read after the first reading used YAML this reader leaves to Yams.
    private(set) var gaveUp = false
    /// Whether each deferred item is not read yet.
    private var unread: [Bool] = []
    /// Every long list's items, as the readings found them.
    private var deferred: [ItemStart] = []

    convenience init(yaml: String, defersChecks: Bool = false) {
        self.init(utf8: Array(yaml.utf8), defersChecks: defersChecks)
    }

    /// A reader of UTF-8 text already in an array: the loader shares its file's bytes with the
    /// reader and the builder, so a long scene is not held twice while it is built.
    init(utf8 bytes: [UInt8], defersChecks: Bool = false) {
        self.bytes = bytes
        self.defersChecks = defersChecks
    }

    /// The document, or `nil` when it is empty, or uses YAML this reader leaves to Yams.
    ///
    /// When the reader defers checks, a long list's items past the first are only told apart
    /// (by their indentation) and checked when read: a document it returns may still turn out
    /// to need Yams, which `readsEveryItem()` says once the builder is done.
    func document() -> SceneNode? {
        // What libyaml refuses (control characters, in a comment too) is left to Yams to refuse
        // with its message, and so are its other line breaks (CR, NEL, LS, PS) and a byte order
        // mark, which it reads in ways of its own.
        let plainness = YAMLText.plainCharacters(in: bytes)
        guard plainness.isPlain else { return nil }
        isASCII = plainness.isASCII
        var parser = SubsetYAMLParser(reader: self, bytes: bytes)
        return try? parser.document()
    }

    /// Notes a long list's items, to be read later; returns their places among the deferred
    /// items (`item(_:)`).
    func deferItems(_ starts: [ItemStart]) -> Range<Int> {
        let first = deferred.count
        deferred += starts
        unread += repeatElement(true, count: starts.count)
        return first..<deferred.count
    }

    /// A list item read again: the same node the first reading found, since the text is the
    /// same. An item the first reading passed over that uses YAML left to Yams makes the reader
    /// give up (`gaveUp`), and reads as an alias, which no scene accepts.
    func item(_ index: Int) -> SceneNode {
        let start = deferred[index]
        unread[index] = false
        guard let node = read(start, keeping: true) else {
            gaveUp = true
            return .alias(line: start.line, column: start.offset - start.lineStart + 1)
        }
        return node
    }

    /// Whether every item of every long list is YAML this reader reads: the items the builder
    /// never asked for are checked now. False means the document is Yams' to read.
    func readsEveryItem() -> Bool {
        // By index: reading an item may defer the items of a long list inside it.
        var index = 0
        while !gaveUp, index < deferred.count {
            let start = deferred[index]
            defer { index += 1 }
            guard unread[index] else { continue }
            unread[index] = false
            if read(start, keeping: false) == nil { gaveUp = true }
        }
        return !gaveUp
    }

    /// Reads one item, and checks that nothing after it, indented more than its list, was
    /// left unread: the item ends where the first reading's ended.
    private func read(_ start: ItemStart, keeping: Bool) -> SceneNode? {
        var parser = SubsetYAMLParser(reader: self, bytes: bytes)
        parser.pos = start.offset
        parser.line = start.line
        parser.lineStart = start.lineStart
        parser.depth = start.depth
        do {
            let node = try parser.sequenceItem(indent: start.indent, keeping: keeping)
            if let next = try parser.nextContentLine(), next > start.indent { return nil }
            return node
        } catch {
            return nil
        }
    }
}
