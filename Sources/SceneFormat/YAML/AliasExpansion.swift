internal import CYaml

/// What a scene file's aliases stand for, counted from libyaml's events as they are read,
/// before Yams composes the document.
///
/// Yams' nodes share what an alias names, so composing costs no more than the text; but
/// everything after it (hashing a mapping's keys, converting the nodes to `SceneNode`, building
/// the scene) walks an alias's node once for each alias. A few hundred bytes of nested aliases
/// ("billion laughs") then stand for gigabytes. The scene's limits therefore apply to the
/// document written out: each alias counts as the text of the node it names (its anchor
/// included, the aliases inside it written out in turn), and the document may be no larger than
/// a scene file and no deeper than libyaml lets a file nest. The first alias past a limit is
/// refused, where it is written. Counting keeps a number per anchor, never a node: a refused
/// document is refused in the time and memory of reading its text once.
///
/// Text that is not YAML stops the count where libyaml stops; Yams, reading it next, says why.
enum AliasExpansion {
    /// How deep collections may nest, written out: libyaml's own limit on a file's nesting.
    static let maximumNesting = 1000

    /// What the count found, up to the end of the document or the alias that passed a limit.
    struct Tally: Equatable {
        /// The document's size in bytes with every alias read so far written out.
        var bytes = 0
        /// How deep its collections nest with every alias read so far written out.
        var nesting = 0
        /// How many of libyaml's events were read.
        var events = 0
        /// Where the alias that passed a limit is (1-based, columns in characters, as Yams
        /// counts them), and what it passed; `nil` when none did.
        var refusal: (line: Int, column: Int, message: String)?

        static func == (a: Tally, b: Tally) -> Bool {
            a.bytes == b.bytes && a.nesting == b.nesting && a.events == b.events
                && a.refusal?.line == b.refusal?.line && a.refusal?.column == b.refusal?.column
                && a.refusal?.message == b.refusal?.message
        }
    }

    /// Refuses the first alias that makes the document, written out, larger than a scene file
    /// may be or deeper than a file may nest.
    static func check(_ yaml: String, file: String, limits: SceneLoader.Limits) throws(SceneError) {
        // An alias starts with `*`: text without one has nothing to count.
        guard yaml.utf8.contains(UInt8(ascii: "*")) else { return }
        if let refusal = count(yaml, byteLimit: limits.fileSize).refusal {
            throw SceneError(file: file, line: refusal.line, column: refusal.column, keyPath: "", message: refusal.message)
        }
    }

    /// Reads the document's events, counting what its aliases stand for, up to its end or the
    /// first alias past `byteLimit` bytes or `maximumNesting` levels.
    static func count(_ yaml: String, byteLimit: Int) -> Tally {
        let bytes = Array(yaml.utf8)
        var tally = Tally(bytes: bytes.count)
        guard !bytes.isEmpty else { return tally }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return tally }
        defer { yaml_parser_delete(&parser) }
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, start, buffer.count)
            var counter = Counter(offsets: ByteOffsets(bytes: buffer), byteLimit: byteLimit, tally: tally)
            var event = yaml_event_t()
            while counter.tally.refusal == nil, yaml_parser_parse(&parser, &event) == 1 {
                let goesOn = counter.read(event)
                yaml_event_delete(&event)
                if !goesOn { break }
            }
            tally = counter.tally
        }
        return tally
    }

    /// The count over the events, one at a time.
    private struct Counter {
        /// A collection not ended yet.
        struct Open {
            let anchor: String?
            /// Where its text starts, in bytes.
            let start: Int
            /// The bytes aliases had added when it started.
            let addedBefore: Int
            /// How many collections it is inside, itself included.
            let level: Int
            /// The deepest level reached inside it, aliases written out.
            var deepest: Int
        }

        var offsets: ByteOffsets
        let byteLimit: Int
        var tally: Tally
        /// What each anchor names, written out: its bytes and how many levels of collections it
        /// spans. A later anchor of the same name hides an earlier one, as in Yams.
        var anchored: [String: (bytes: Int, height: Int)] = [:]
        var open: [Open] = []
        /// The bytes aliases add to the text: what each stands for, less its own `*name`.
        var added = 0

        init(offsets: ByteOffsets, byteLimit: Int, tally: Tally) {
            self.offsets = offsets
            self.byteLimit = byteLimit
            self.tally = tally
        }

        /// Counts one event; false once there is nothing more to count (the document ended,
        /// or an alias names no anchor, which Yams refuses).
        mutating func read(_ event: yaml_event_t) -> Bool {
            tally.events += 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                if let anchor = Self.name(event.data.scalar.anchor) {
                    anchored[anchor] = (span(of: event), 0)
                }
            case YAML_SEQUENCE_START_EVENT:
                start(anchor: Self.name(event.data.sequence_start.anchor), at: event)
            case YAML_MAPPING_START_EVENT:
                start(anchor: Self.name(event.data.mapping_start.anchor), at: event)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                end(at: event)
            case YAML_ALIAS_EVENT:
                guard let name = Self.name(event.data.alias.anchor), let target = anchored[name] else { return false }
                return alias(name, standingFor: target, at: event)
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                return false
            default:
                break
            }
            return true
        }

        private mutating func start(anchor: String?, at event: yaml_event_t) {
            let level = open.count + 1
            open.append(Open(anchor: anchor, start: offsets.byte(ofCharacter: event.start_mark.index),
                             addedBefore: added, level: level, deepest: level))
            tally.nesting = max(tally.nesting, level)
        }

        private mutating func end(at event: yaml_event_t) {
            guard let closed = open.popLast() else { return }
            if let anchor = closed.anchor {
                let text = offsets.byte(ofCharacter: event.end_mark.index) - closed.start
                anchored[anchor] = (Self.sum(text, added - closed.addedBefore), closed.deepest - closed.level + 1)
            }
            if !open.isEmpty { open[open.count - 1].deepest = max(open[open.count - 1].deepest, closed.deepest) }
        }

        /// Counts an alias as the text its anchor names; false when that passes a limit.
        private mutating func alias(_ name: String, standingFor target: (bytes: Int, height: Int),
                                    at event: yaml_event_t) -> Bool {
            let written = span(of: event)
            added = Self.sum(added, max(1, target.bytes) - written)
            tally.bytes = Self.sum(offsets.count, added)
            let reached = open.count + target.height
            tally.nesting = max(tally.nesting, reached)
            if !open.isEmpty { open[open.count - 1].deepest = max(open[open.count - 1].deepest, reached) }
            let shown = "*" + Echo.text(name)
            let message: String
            if reached > AliasExpansion.maximumNesting {
                message = "\(shown) nests the scene more than \(AliasExpansion.maximumNesting) levels deep "
                    + "once every alias is written out as what it stands for; YAML is limited to \(AliasExpansion.maximumNesting) levels"
            } else if tally.bytes > byteLimit {
                message = "\(shown) makes the scene more than \(byteLimit) bytes once every alias is written out "
                    + "as what it stands for; scenes are limited to \(byteLimit) bytes"
            } else {
                return true
            }
            tally.refusal = (event.start_mark.line + 1, event.start_mark.column + 1, message)
            return false
        }

        /// How many bytes an event's text takes.
        private mutating func span(of event: yaml_event_t) -> Int {
            let start = offsets.byte(ofCharacter: event.start_mark.index)
            return offsets.byte(ofCharacter: event.end_mark.index) - start
        }

        /// An anchor's name, or `nil` for none.
        private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }

        /// A sum that stops at `Int.max` rather than trapping.
        private static func sum(_ a: Int, _ b: Int) -> Int {
            let (result, overflow) = a.addingReportingOverflow(b)
            return overflow ? (b > 0 ? .max : .min) : result
        }
    }

    /// Byte offsets of libyaml's marks, which count characters (code points). Marks come in the
    /// order of the text, so the offset is found by walking on from the last one asked for.
    private struct ByteOffsets {
        let bytes: UnsafeBufferPointer<UInt8>
        private var character = 0
        private var byte = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        var count: Int { bytes.count }

        mutating func byte(ofCharacter index: Int) -> Int {
            while character < index, byte < bytes.count {
                byte += 1
                // Continuation bytes (10xxxxxx) belong to the character before.
                while byte < bytes.count, bytes[byte] & 0xC0 == 0x80 { byte += 1 }
                character += 1
            }
            while character > index, byte > 0 {
                byte -= 1
                while byte > 0, bytes[byte] & 0xC0 == 0x80 { byte -= 1 }
                character -= 1
            }
            return byte
        }
    }
}
