/// The scene reader's parser: one pass over the text, which gives up (`Unsupported`) on
/// anything outside the subset `SubsetYAMLReader` reads.
struct SubsetYAMLParser {
    /// Something this reader leaves to Yams.
    struct Unsupported: Error {}

    /// The bytes the parser looks for.
    enum Byte {
        static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        static let carriageReturn = UInt8(ascii: "\r"), hash = UInt8(ascii: "#"), dash = UInt8(ascii: "-")
        static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ","), pipe = UInt8(ascii: "|")
        static let singleQuote = UInt8(ascii: "'"), doubleQuote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
        static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        static let plus = UInt8(ascii: "+"), dot = UInt8(ascii: ".")

        /// Whether a plain scalar may not start with the byte: ``,[]{}#&*!|>'"%@`?:-``.
        static func isIndicator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
                 UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
                 UInt8(ascii: "`"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "-"): true
            default: false
            }
        }

        /// Whether the byte ends a plain scalar inside a flow collection: `,[]{}`.
        static func isFlowIndicator(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
            default: false
            }
        }

        /// Whether the byte (0 past the end) may follow a `:` or `-` indicator: a space or the
        /// line's end.
        static func isSeparation(_ byte: UInt8) -> Bool {
            byte == space || byte == newline || byte == 0
        }
    }

    let reader: SubsetYAMLReader
    let bytes: [UInt8]
    var pos = 0
    var line = 1
    var lineStart = 0
    /// How deeply collections are nested here; deeper than libyaml's own limit is left to Yams,
    /// which refuses it with its message, before this reader's recursion could run out of stack.
    /// How deep the reading is nested; set for an item read again (`SubsetYAMLReader`).
    var depth = 0
    private static let maximumDepth = 1000
    /// Whether what is read is only checked, not kept: the items of a long list past the first
    /// (`SubsetYAMLReader.deferredListLength`), read again when the builder asks for them.
    /// Building each row's nodes only to drop them cost as much as reading the row again.
    private var checksOnly = false
    /// What a value read only to be checked is given as: nothing is kept of it.
    private static var unkept: SceneNode { .alias(line: 0, column: 0) }
    /// The room a mapping is given when its reading starts: a view's line in a scene (an id, a
    /// type, a frame, a title or text, an action or two) has eight keys or fewer, read into
    /// one allocation rather than grown to them.
    private static let mappingCapacity = 8

    init(reader: SubsetYAMLReader, bytes: [UInt8]) {
        self.reader = reader
        self.bytes = bytes
    }

    /// One level deeper; refused past libyaml's limit.
    private mutating func enter() throws(Unsupported) {
        guard depth < Self.maximumDepth else { throw Unsupported() }
        depth += 1
    }

    private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    private var current: UInt8 { byte(pos) }
    private var atLineEnd: Bool { pos >= bytes.count || bytes[pos] == Byte.newline }

    /// The last column counted: at `offset` on the line starting at `lineStart`.
    private var counted = (lineStart: 0, offset: 0, column: 1)

    /// The 1-based column of `pos`, counting characters as libyaml does. Counted on from the
    /// last column asked for on the same line: a row of a long table asks for a dozen.
    private mutating func column() -> Int {
        // In ASCII text each character is one byte.
        if reader.isASCII { return pos - lineStart + 1 }
        var (from, count) = (lineStart, 1)
        if counted.lineStart == lineStart, counted.offset <= pos { (from, count) = (counted.offset, counted.column) }
        for index in from..<pos where bytes[index] & 0xC0 != 0x80 { count += 1 }
        counted = (lineStart, pos, count)
        return count
    }

    // MARK: Lines

    /// From the start of a line, passes blank and comment lines; returns the indentation of the
    /// next line with content (left at its start), or `nil` at the end.
    mutating func nextContentLine() throws(Unsupported) -> Int? {
        while pos < bytes.count {
            var scan = pos
            while byte(scan) == Byte.space { scan += 1 }
            let first = byte(scan)
            if first == Byte.tab || first == Byte.carriageReturn { throw Unsupported() }
            if first == Byte.newline || first == Byte.hash || scan >= bytes.count {
                while scan < bytes.count, bytes[scan] != Byte.newline { scan += 1 }
                guard scan < bytes.count else {
                    pos = scan
                    return nil
                }
                pos = scan + 1
                line += 1
                lineStart = pos
                continue
            }
            let indent = scan - pos
            // Document markers and directives are left to Yams.
            if indent == 0, first == UInt8(ascii: "%") || startsMarker(at: scan) { throw Unsupported() }
            return indent
        }
        return nil
    }

    private func startsMarker(at offset: Int) -> Bool {
        let marker = byte(offset)
        guard marker == Byte.dash || marker == Byte.dot else { return false }
        return byte(offset + 1) == marker && byte(offset + 2) == marker
            && Byte.isSeparation(byte(offset + 3))
    }

    /// After a value on its line: spaces, perhaps a comment, and the line's end, consumed.
    private mutating func finishLine() throws(Unsupported) {
        let start = pos
        skipSpaces()
        if current == Byte.hash {
            guard pos > start else { throw Unsupported() }
            while !atLineEnd { pos += 1 }
        }
        guard atLineEnd else { throw Unsupported() }
        if pos < bytes.count {
            pos += 1
            line += 1
            lineStart = pos
        }
    }

    private mutating func skipSpaces() {
        while current == Byte.space { pos += 1 }
    }

    private func isEntry(at offset: Int) -> Bool {
        byte(offset) == Byte.dash && Byte.isSeparation(byte(offset + 1))
    }

    // MARK: Block structure

    mutating func document() throws(Unsupported) -> SceneNode {
        guard let indent = try nextContentLine(), indent == 0 else { throw Unsupported() }
        let root = try blockCollection(indent: 0)
        guard try nextContentLine() == nil else { throw Unsupported() }
        return root
    }

    /// A list or mapping whose first line (at its start) is indented by `indent`.
    private mutating func blockCollection(indent: Int) throws(Unsupported) -> SceneNode {
        pos += indent
        return isEntry(at: pos) ? try blockSequence(indent: indent) : try blockMapping(indent: indent)
    }

    private mutating func blockSequence(indent: Int) throws(Unsupported) -> SceneNode {
        try enter()
        defer { depth -= 1 }
        let (startLine, startColumn) = (line, column())
        var nodes: [SceneNode] = []
        var starts: [SubsetYAMLReader.ItemStart] = []
        var deferred = false
        // Inside an item only checked, this list is only checked too.
        let keeps = !checksOnly
        defer { checksOnly = !keeps }
        while true {
            if keeps {
                starts.append(SubsetYAMLReader.ItemStart(offset: pos, line: line, lineStart: lineStart, indent: indent, depth: depth))
            }
            var next: Int?
            if deferred, keeps, reader.defersChecks {
                // Told apart from the next item by indentation only: checked when read.
                next = try passItem(indent: indent)
            } else {
                let node = try sequenceItem(indent: indent)
                if keeps, !deferred {
                    nodes.append(node)
                    if nodes.count > SubsetYAMLReader.deferredListLength {
                        deferred = true
                        nodes = []
                        checksOnly = true
                    }
                }
                next = try nextContentLine()
            }
            guard let next, next >= indent else { break }
            guard next == indent else { throw Unsupported() }
            // A key at the list's own indentation ends a list that is a mapping's value.
            guard isEntry(at: pos + indent) else { break }
            pos += indent
        }
        guard keeps else { return Self.unkept }
        let list = deferred ? SceneNodeList(reader: reader, items: reader.deferItems(starts)) : SceneNodeList(nodes)
        return .sequence(list, line: startLine, column: startColumn)
    }

    /// One `- value` of a list, from its dash; only checked, not kept, unless `keeping`.
    mutating func sequenceItem(indent: Int, keeping: Bool = true) throws(Unsupported) -> SceneNode {
        pos += 1
        skipSpaces()
        let checking = checksOnly
        if !keeping { checksOnly = true }
        defer { checksOnly = checking }
        return try inlineValue(owner: indent, inSequence: true)
    }

    /// Passes an item from its dash without reading it: its line, and the lines after it
    /// indented more than its list. Returns the indentation of the next content line (`nil` at
    /// the end), as `nextContentLine` does.
    private mutating func passItem(indent: Int) throws(Unsupported) -> Int? {
        while true {
            while pos < bytes.count, bytes[pos] != Byte.newline { pos += 1 }
            guard let next = try nextContentLine() else { return nil }
            if next <= indent { return next }
        }
    }

    private mutating func blockMapping(indent: Int) throws(Unsupported) -> SceneNode {
        try enter()
        defer { depth -= 1 }
        let (startLine, startColumn) = (line, column())
        var pairs: [(key: SceneNode, value: SceneNode)] = []
        // Room for a view's keys at once: grown from nothing, the four keys of a view `rotor
        // export` writes took three allocations, a mapping of eight four.
        if !checksOnly { pairs.reserveCapacity(Self.mappingCapacity) }
        var manyKeys: Set<String>?
        while true {
            guard !isEntry(at: pos) else { throw Unsupported() }
            let key = try mappingKey()
            guard case .scalar(let name, _, _) = key, Self.isNew(name, after: pairs, many: &manyKeys) else { throw Unsupported() }
            skipSpaces()
            pairs.append((key, try inlineValue(owner: indent, inSequence: false)))
            guard let next = try nextContentLine(), next >= indent else { break }
            guard next == indent else { throw Unsupported() }
            pos += indent
        }
        return checksOnly ? Self.unkept : .mapping(pairs, line: startLine, column: startColumn)
    }

    /// A key and its colon; left after the colon.
    private mutating func mappingKey() throws(Unsupported) -> SceneNode {
        let (startLine, startColumn) = (line, column())
        let key: String
        if current == Byte.singleQuote || current == Byte.doubleQuote {
            key = try quoted(keeping: true)
        } else {
            guard !Byte.isIndicator(current), let end = keyIndicator(from: pos) else { throw Unsupported() }
            var last = end
            while last > pos, bytes[last - 1] == Byte.space { last -= 1 }
            key = String(decoding: bytes[pos..<last], as: UTF8.self)
            pos = end
        }
        guard current == Byte.colon, Byte.isSeparation(byte(pos + 1)) else { throw Unsupported() }
        pos += 1
        return .scalar(key, line: startLine, column: startColumn)
    }

    /// Where on this line a plain key ends: the first `:` followed by a space or the line's end,
    /// before any comment; `nil` when there is none.
    private func keyIndicator(from offset: Int) -> Int? {
        var scan = offset
        while scan < bytes.count, bytes[scan] != Byte.newline {
            if bytes[scan] == Byte.colon, Byte.isSeparation(byte(scan + 1)) { return scan }
            if bytes[scan] == Byte.hash, scan > offset, bytes[scan - 1] == Byte.space { return nil }
            scan += 1
        }
        return nil
    }

    /// What follows `key:` or `-` on its line, or, when nothing does, on the lines below.
    private mutating func inlineValue(owner indent: Int, inSequence: Bool) throws(Unsupported) -> SceneNode {
        if atLineEnd || current == Byte.hash {
            // A comment after `key:` or `-` (`tabs:  # captured: …`, as `rotor export` writes
            // them): the spaces before it are passed already, and the colon or dash is followed
            // by one (`mappingKey`, `isEntry`), so it is a comment. Left to `finishLine`, which
            // looks for the space itself, it sent every exported tab bar to Yams.
            while !atLineEnd { pos += 1 }
            try finishLine()
            guard let next = try nextContentLine() else { throw Unsupported() }
            if next > indent { return try blockCollection(indent: next) }
            // A mapping's list value may sit at the mapping's own indentation.
            if next == indent, !inSequence, isEntry(at: pos + indent) {
                pos += indent
                return try blockSequence(indent: indent)
            }
            // An empty value (null): left to Yams, whose mark for it is its own.
            throw Unsupported()
        }
        let node: SceneNode
        switch current {
        case Byte.openBracket, Byte.openBrace:
            node = try flowNode()
        case Byte.singleQuote, Byte.doubleQuote:
            let (startLine, startColumn) = (line, column())
            let text = try quoted(keeping: !checksOnly)
            node = checksOnly ? Self.unkept : .scalar(text, line: startLine, column: startColumn)
            skipSpaces()
            // A quoted key of a mapping inside a list item.
            if current == Byte.colon { throw Unsupported() }
        case Byte.pipe:
            return try literalScalar(owner: indent)
        default:
            guard !Byte.isIndicator(current) || (current == Byte.dash && !isEntry(at: pos)) else {
                throw Unsupported()
            }
            if keyIndicator(from: pos) != nil {
                // `- key: value`: a mapping inside a list item, indented where its first key is.
                guard inSequence else { throw Unsupported() }
                return try blockMapping(indent: pos - lineStart)
            }
            node = plainScalar()
        }
        try finishLine()
        return node
    }

    /// A plain scalar in block context: to the line's end or a comment, trailing spaces trimmed.
    private mutating func plainScalar() -> SceneNode {
        let (startLine, startColumn) = (line, column())
        let start = pos
        var end = pos
        while !atLineEnd {
            if current == Byte.hash, pos > start, bytes[pos - 1] == Byte.space { break }
            pos += 1
            if bytes[pos - 1] != Byte.space { end = pos }
        }
        pos = end
        guard !checksOnly else { return Self.unkept }
        return .scalar(String(decoding: bytes[start..<end], as: UTF8.self), line: startLine, column: startColumn)
    }

    /// `|`, `|-` or `|+` and the lines below indented further than the owner.
    private mutating func literalScalar(owner indent: Int) throws(Unsupported) -> SceneNode {
        let (startLine, startColumn) = (line, column())
        pos += 1
        let chomping = current
        if chomping == Byte.dash || chomping == Byte.plus { pos += 1 }
        try finishLine()
        // The content's indentation is the first line with something on it.
        var scan = pos
        var blankSpaces = 0
        var contentIndent: Int?
        while scan < bytes.count {
            var spaces = 0
            while byte(scan + spaces) == Byte.space { spaces += 1 }
            let first = byte(scan + spaces)
            if first == Byte.newline {
                blankSpaces = max(blankSpaces, spaces)
                scan += spaces + 1
                continue
            }
            if scan + spaces < bytes.count { contentIndent = spaces }
            break
        }
        guard let contentIndent, contentIndent > indent, blankSpaces <= contentIndent else { throw Unsupported() }
        var lines: [ArraySlice<UInt8>] = []
        var trailingBlank = 0
        while pos < bytes.count {
            var spaces = 0
            while spaces < contentIndent, byte(pos + spaces) == Byte.space { spaces += 1 }
            var end = pos + spaces
            while end < bytes.count, bytes[end] != Byte.newline { end += 1 }
            let isBlank = pos + spaces == end
            if !isBlank, spaces < contentIndent { break }
            // The text must end with a line break: what libyaml does without one is its own.
            guard end < bytes.count else { throw Unsupported() }
            if bytes[(pos + spaces)..<end].contains(Byte.carriageReturn) { throw Unsupported() }
            if isBlank {
                trailingBlank += 1
                if !checksOnly { lines.append([]) }
            } else {
                trailingBlank = 0
                if !checksOnly { lines.append(bytes[(pos + contentIndent)..<end]) }
            }
            pos = end + 1
            line += 1
            lineStart = pos
        }
        guard !checksOnly else { return Self.unkept }
        let body = lines.dropLast(trailingBlank)
        var text = Array(body.joined(separator: [Byte.newline]))
        switch chomping {
        case Byte.dash: break
        case Byte.plus: text += [UInt8](repeating: Byte.newline, count: body.isEmpty ? trailingBlank : trailingBlank + 1)
        default: if !body.isEmpty { text.append(Byte.newline) }
        }
        return .scalar(String(decoding: text, as: UTF8.self), line: startLine, column: startColumn)
    }

    /// Whether no earlier key of a mapping is `name`, noting it. A mapping's few keys are compared
    /// one by one (hashing them cost more than the rest of a table row's reading); past 16, the
    /// keys go into a set, so a mapping of thousands of keys is not read in quadratic time.
    private static func isNew(_ name: String, after pairs: [(key: SceneNode, value: SceneNode)],
                              many: inout Set<String>?) -> Bool {
        if pairs.count < 16 {
            return !pairs.contains { if case .scalar(let other, _, _) = $0.key { other == name } else { false } }
        }
        var names = many ?? Set(pairs.compactMap { if case .scalar(let other, _, _) = $0.key { other } else { nil } })
        // Taken out first, so inserting does not copy the set.
        many = nil
        let inserted = names.insert(name).inserted
        many = names
        return inserted
    }

    // MARK: Scalars and flow collections

    /// A quoted scalar on one line, from its opening quote; left after the closing one. Only
    /// checked, not kept (empty), unless `keeping`.
    private mutating func quoted(keeping: Bool) throws(Unsupported) -> String {
        let quote = current
        pos += 1
        // Most quoted text (every id and label `rotor export` writes) has no escape and no
        // doubled quote: it is its bytes, made into a string at once, with no array of them
        // built first.
        var end = pos
        while end < bytes.count, bytes[end] != quote, bytes[end] != Byte.backslash, bytes[end] != Byte.newline { end += 1 }
        if end < bytes.count, bytes[end] == quote, quote == Byte.doubleQuote || byte(end + 1) != Byte.singleQuote {
            let start = pos
            pos = end + 1
            return keeping ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        }
        var text: [UInt8] = []
        while true {
            guard !atLineEnd else { throw Unsupported() }
            let next = current
            pos += 1
            if next == quote {
                // '' is one quote inside single quotes.
                guard quote == Byte.singleQuote, current == Byte.singleQuote else { break }
                pos += 1
                if keeping { text.append(quote) }
            } else if next == Byte.backslash, quote == Byte.doubleQuote {
                let escaped = try escape()
                if keeping { text += escaped }
            } else if keeping {
                text.append(next)
            }
        }
        return keeping ? String(decoding: text, as: UTF8.self) : ""
    }

    /// A double-quoted scalar's escape, after its backslash.
    private mutating func escape() throws(Unsupported) -> [UInt8] {
        let letter = current
        pos += 1
        switch letter {
        case Byte.backslash, Byte.doubleQuote, UInt8(ascii: "/"): return [letter]
        case UInt8(ascii: "n"): return [Byte.newline]
        case UInt8(ascii: "t"): return [Byte.tab]
        case UInt8(ascii: "u"):
            guard pos + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[pos..<(pos + 4)], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(code) else { throw Unsupported() }
            pos += 4
            return Array(String(Character(scalar)).utf8)
        default: throw Unsupported()
        }
    }

    /// After an entry of a flow collection: `true` at its closing bracket (consumed), `false`
    /// after a comma, with another entry to come.
    private mutating func endOfFlowEntry(closing: UInt8) throws(Unsupported) -> Bool {
        skipSpaces()
        if current == closing {
            pos += 1
            return true
        }
        guard current == Byte.comma else { throw Unsupported() }
        pos += 1
        skipSpaces()
        // A trailing comma is left to Yams.
        guard current != closing else { throw Unsupported() }
        return false
    }

    private mutating func flowNode() throws(Unsupported) -> SceneNode {
        try enter()
        defer { depth -= 1 }
        let (startLine, startColumn) = (line, column())
        switch current {
        case Byte.openBracket:
            pos += 1
            skipSpaces()
            var nodes: [SceneNode] = []
            if current == Byte.closeBracket {
                pos += 1
                return checksOnly ? Self.unkept : .sequence(SceneNodeList(nodes), line: startLine, column: startColumn)
            }
            // Most flow lists are a frame's four numbers: one allocation instead of three.
            if !checksOnly { nodes.reserveCapacity(4) }
            while true {
                let node = try flowNode()
                if !checksOnly { nodes.append(node) }
                if try endOfFlowEntry(closing: Byte.closeBracket) {
                    return checksOnly ? Self.unkept : .sequence(SceneNodeList(nodes), line: startLine, column: startColumn)
                }
            }
        case Byte.openBrace:
            pos += 1
            skipSpaces()
            var pairs: [(key: SceneNode, value: SceneNode)] = []
            var manyKeys: Set<String>?
            if current == Byte.closeBrace {
                pos += 1
                return checksOnly ? Self.unkept : .mapping(pairs, line: startLine, column: startColumn)
            }
            pairs.reserveCapacity(Self.mappingCapacity)
            while true {
                guard current != Byte.openBracket, current != Byte.openBrace else { throw Unsupported() }
                // A key is kept, checked or not: a repeated one is left to Yams.
                let checking = checksOnly
                checksOnly = false
                let key = try flowNode()
                checksOnly = checking
                guard case .scalar(let name, _, _) = key, Self.isNew(name, after: pairs, many: &manyKeys) else { throw Unsupported() }
                skipSpaces()
                guard current == Byte.colon, byte(pos + 1) == Byte.space else { throw Unsupported() }
                pos += 1
                skipSpaces()
                guard current != Byte.comma, current != Byte.closeBrace else { throw Unsupported() }
                pairs.append((key, try flowNode()))
                if try endOfFlowEntry(closing: Byte.closeBrace) {
                    return checksOnly ? Self.unkept : .mapping(pairs, line: startLine, column: startColumn)
                }
            }
        case Byte.singleQuote, Byte.doubleQuote:
            let text = try quoted(keeping: !checksOnly)
            return checksOnly ? Self.unkept : .scalar(text, line: startLine, column: startColumn)
        default:
            guard !Byte.isIndicator(current) else { throw Unsupported() }
            let start = pos
            var end = pos
            while !atLineEnd, !Byte.isFlowIndicator(current) {
                if current == Byte.colon {
                    // `key: value` ends the key; a colon inside a word is left to Yams.
                    guard byte(pos + 1) == Byte.space else { throw Unsupported() }
                    break
                }
                if current == Byte.hash, bytes[pos - 1] == Byte.space { throw Unsupported() }
                pos += 1
                if bytes[pos - 1] != Byte.space { end = pos }
            }
            guard !atLineEnd, end > start else { throw Unsupported() }
            pos = end
            guard !checksOnly else { return Self.unkept }
            return .scalar(String(decoding: bytes[start..<end], as: UTF8.self), line: startLine, column: startColumn)
        }
    }
}
