import Foundation
import RotorTestSupport
@testable import SceneFormat
import SceneExport
import Testing
import Yams

/// The scene reader's own YAML parser must read every text it accepts exactly as Yams does:
/// the same nodes, strings, lines and columns (errors and the rest of YAML are Yams' alone).
@Suite("The scene reader's YAML", .cellsScreen)
struct SubsetYAMLReaderTests {
    /// A node as text: each one's line and column, and what it holds.
    static func dump(_ node: SceneNode) -> String {
        switch node {
        case .scalar(let string, let line, let column): "\(line):\(column) \(string.debugDescription)"
        case .mapping(let pairs, let line, let column):
            "\(line):\(column) {" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}"
        case .sequence(let list, let line, let column): "\(line):\(column) [" + list.map(dump).joined(separator: ", ") + "]"
        case .alias(let line, let column): "\(line):\(column) *"
        }
    }

    /// What Yams makes of the text, or `nil` when it refuses it.
    static func yams(_ yaml: String) -> String? {
        guard let node = try? Yams.compose(yaml: yaml) else { return nil }
        return dump(SceneNode(node))
    }

    static func ours(_ yaml: String) -> String? {
        SubsetYAMLReader(yaml: yaml).document().map(dump)
    }

    static let scenes: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func everyShippedSceneReadsAsYamsReadsIt() throws {
        #expect(Self.scenes.count >= 9)
        for url in Self.scenes {
            let text = try String(contentsOf: url, encoding: .utf8)
            let ours = Self.ours(text)
            #expect(ours != nil, "\(url.lastPathComponent) is left to Yams")
            if let ours { #expect(ours == Self.yams(text), "\(url.lastPathComponent)") }
        }
    }

    /// What `rotor export` writes is read by this reader too, as Yams reads it: a file left to
    /// Yams loads about four times slower (its exported tab bar's comment did, 0.9 s of CPU
    /// for 2.8 MB against 0.2 s).
    @MainActor @Test func everyShippedScenesExportReadsAsYamsReadsIt() throws {
        for url in Self.scenes {
            let text = try SceneExport.capture(path: url.path).text
            let ours = Self.ours(text)
            #expect(ours != nil, "the export of \(url.lastPathComponent) is left to Yams")
            if let ours { #expect(ours == Self.yams(text), "\(url.lastPathComponent)") }
        }
    }

    /// Texts the reader must take, each as Yams reads it.
    static let accepted: [String] = [
        "a: b\n",
        "a: b",
        "a: b # note\nc: 'd'\n",
        "# head\n\na:\n  b: c\n\n  # inside\n  d: [1, 2, 'x y', \"z\"]\ne: f\n",
        "views:\n- id: a\n  type: label\n- id: b\n",
        "views:\n  - id: a\n    frame: [0, 0, 1, 1]\n  -   id: b\n",
        "list:\n  -\n    a: b\n  - c\n",
        "a: { id: x, frame: [0, 0, 30, 1], text: Row 1, drag: { text: Row 1 } }\n",
        "a: {}\nb: []\nc: [ ]\n",
        "a: 'it''s'\nb: \"tab\\there \\\"q\\\" \\u00e9 \\\\ \\/\"\n",
        "script: |\n  right\n  expect \"Drag\"\n\n  left\n",
        "script: |-\n    one\n     two\n\nnext: x\n",
        "script: |+\n  one\n\n\nnext: x\n",
        "script: | # comment\n  # not a comment\n  x: y\n",
        "title: 드래그 앤 드롭 — 拖放\nnext: [가, 나]\n",
        "a: -5\nb: 1.5e3\nc: true\nd: ~\ne: null\nf: a:b\ng: http://x.y/z\n",
        "top:\n  inner:\n    - [a, b]\n    - {k: v}\n    - 'q'\n",
        "- a\n- b\n",
        "a:   spaced value   \nb: x\n",
        "\"quoted key\": 1\n'single key': 2\n",
        // A comment after a key or a dash whose value is on the lines below, as `rotor export`
        // writes a tab bar's tabs.
        "tabs:  # captured: which views each tab shows\n  - { title: A }\n  - { title: B }\n",
        "views: # at the key's indentation\n- id: a\n",
        "list:\n  - # an item\n    a: b\n",
        "a: # c\n  b: c\nd: e\n",
    ]

    /// Texts the reader leaves to Yams (some are not YAML at all).
    static let leftToYams: [String] = [
        "", "# only a comment\n", "---\na: b\n", "%YAML 1.1\n---\na: b\n", "a: &x b\nc: *x\n",
        "a: !!str b\n", "a: >\n  folded\n", "a: b\n  continued\n", "a:\n", "a: # empty\nb: c\n", "a: {b: }\n", "a: [b,]\n",
        "a: b\na: c\n", "a: [b,\n  c]\n", "a: 'open\n  quote'\n", "? a\n: b\n", "a: b: c\n",
        "a:\tb\n", "\ta: b\n", "a: b\r\n", "  a: b\n", "a: |\n  no newline at the end",
        "a: [a:b]\n", "- - a\n", "a: \"\\x41\"\n", "a: b\n- c\n",
        // Characters libyaml refuses, and line breaks and marks it reads in its own way.
        "a: b\u{1B}[31m\n", "a: b\u{07}\n", "a: 'b\u{9B}'\n", "# \u{7F}\na: b\n", "a: b\u{0}\n", "a: \u{FFFE}\n",
        "a: b\u{85}c\n", "a: b\u{2028}c\n", "a: b\u{2029}c\n", "\u{FEFF}a: b\n", "a: b\u{FEFF}\n", "a: b\rc\n",
    ]

    @Test(arguments: accepted)
    func acceptedTextsReadAsYamsReadsThem(_ yaml: String) {
        let ours = Self.ours(yaml)
        #expect(ours != nil, "left to Yams")
        #expect(ours == Self.yams(yaml))
    }

    @Test(arguments: leftToYams)
    func otherTextsAreLeftToYams(_ yaml: String) {
        #expect(Self.ours(yaml) == nil)
    }

    // MARK: Characters

    /// Where a character can stand in a scene file: in a plain value, a quoted one, a key, a
    /// comment, a literal block and a flow list.
    static func placements(of character: String) -> [String] {
        [
            "title: x\(character)y\n",
            "title: 'x\(character)y'\n",
            "title: \"x\(character)y\"\n",
            "k\(character)ey: v\n",
            "a: b # note \(character)\n",
            "script: |\n  swipe right = x\(character)y\nnext: z\n",
            "list: [a, x\(character)y]\n",
            "views:\n  - id: x\(character)y\n",
        ]
    }

    /// libyaml's printable set, as Yams shows it: every code point outside it is refused,
    /// wherever it stands, and every one inside it (but line breaks) is taken in a value.
    @Test func yamsRefusesExactlyWhatIsNotPrintable() {
        var disagreements: [String] = []
        for value in Self.codePoints where !YAMLText.isBreak(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let refused = Self.yams("title: x\(Character(scalar))y\n") == nil
            if refused == YAMLText.isPrintable(value) { disagreements.append(YAMLText.codePoint(scalar)) }
        }
        #expect(disagreements.isEmpty, "Yams and YAML 1.1's printable set disagree on \(disagreements.prefix(20))")
    }

    /// The check of the whole text looks at eight bytes at a time: a character libyaml reads
    /// its own way is found wherever it falls in a word, or across two.
    @Test func everyCharacterIsCheckedWhereverItFallsInAWord() {
        func plain(_ value: UInt32) -> Bool {
            value == 0x09 || value == 0x0A || (0x20...0x7E).contains(value)
                || (value >= 0xA0 && ![0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(value))
        }
        var wrong: [String] = []
        let values = Array(UInt32(0)...0xFF) + [0x2028, 0x2029, 0x20AC, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F600]
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for offset in 0..<18 {
                let text = String(repeating: "a", count: offset) + String(Character(scalar)) + String(repeating: "b", count: 24 - offset)
                let found = YAMLText.plainCharacters(in: Array(text.utf8))
                if found.isPlain != plain(value) || (found.isPlain && found.isASCII != (value < 0x80)) {
                    wrong.append("\(YAMLText.codePoint(scalar)) at \(offset)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(YAMLText.plainCharacters(in: Array("views: []\n".utf8)) == (true, true))
        #expect(YAMLText.plainCharacters(in: []) == (true, true))
    }

    /// The reader and Yams agree on every code point in every place: what Yams refuses the
    /// reader leaves to it (so Yams reports it), and what the reader reads, it reads as Yams does.
    @Test func everyCharacterIsReadAsYamsReadsItOrLeftToIt() {
        var accepted = 0, refused = 0
        var disagreements: [String] = []
        for value in Self.codePoints {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let placements = Self.placements(of: String(Character(scalar)))
            for (place, yaml) in placements.enumerated() where place == 0 || Self.isInteresting(value) {
                let ours = Self.ours(yaml)
                let theirs = Self.yams(yaml)
                if theirs == nil { refused += 1 }
                if let ours {
                    accepted += 1
                    if ours != theirs { disagreements.append("\(YAMLText.codePoint(scalar)) in \(yaml.debugDescription)") }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
        #expect(accepted > 1_500 && refused > 400, "\(accepted) read by the reader, \(refused) refused by Yams")
    }

    /// Code points from every stretch that matters: all of Latin-1 and the combining marks, the
    /// general punctuation (bidi controls, LS, PS), the edges of the surrogates, the
    /// noncharacters and the specials (BOM, U+FFFE, U+FFFF), the planes' edges, and a sample of
    /// the rest (every code point takes ten seconds in a debug build; these, under one).
    static let codePoints: [UInt32] = Array(0...0x36F) + Array(0x2000...0x206F) + Array(0xD7F0...0xD7FF)
        + Array(0xE000...0xE00F) + Array(0xFDD0...0xFDEF) + Array(0xFEF0...0xFFFF)
        + Array(stride(from: 0x370, to: 0x10000, by: 211)) + [0x10000, 0x10001, 0x1F600, 0x10FFFE, 0x10FFFF]

    /// Control characters, line breaks, the edges of the printable set and the marks libyaml
    /// treats specially: tried in every place, the rest in a plain value only.
    static func isInteresting(_ value: UInt32) -> Bool {
        value < 0xA1 || [0x2028, 0x2029, 0x202E, 0xD7FF, 0xE000, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF].contains(value) || value > 0xFFFF
    }

    /// Control characters a scene may hold only as escapes in a double-quoted string: Yams reads
    /// the escapes, the reader leaves them to it, and the text arrives whole.
    @Test func escapedControlCharactersReachTheSceneWhole() throws {
        let yaml = "title: \"a\\e[31m\\a\\0\\x9b\\u202e\\x7f\"\n"
        #expect(Self.ours(yaml) == nil)
        let node = try #require(try Yams.compose(yaml: yaml))
        guard case .mapping(let pairs, _, _) = SceneNode(node), case .scalar(let title, _, _)? = pairs.first?.value else {
            Issue.record("no title")
            return
        }
        #expect(Array(title.unicodeScalars) == Array("a\u{1B}[31m\u{07}\u{00}\u{9B}\u{202E}\u{7F}".unicodeScalars))
    }

    /// A raw control character is refused by Yams with its place, whichever reader would have
    /// read the rest: the scene loader reports it on one line.
    @Test(arguments: ["\u{1B}", "\u{07}", "\u{00}", "\u{9B}", "\u{7F}", "\u{FFFE}", "\u{08}"])
    @MainActor
    func aRawControlCharacterIsOneLineAtItsPlace(_ character: String) {
        let yaml = "window:\n  size: [40, 10]\nviews: []\ntitle: ab\(character)c\n"
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "raw.yaml")
            Issue.record("a raw control character was accepted")
        } catch {
            let code = YAMLText.codePoint(character.unicodeScalars.first ?? " ")
            #expect(error.description == "raw.yaml:4:10: not valid YAML: control characters are not allowed (\(code) here); "
                + "in a double-quoted string, write it as \"\\u\(code.dropFirst(2))\"")
        }
    }

    @Test func aLongListIsReadAnItemAtATimeAndTheSame() {
        var lines = ["rows:"]
        for row in 0..<500 {
            lines.append("  - { type: label, frame: [0, \(row), 30, 1], text: Row \(row) }")
            if row % 7 == 0 { lines.append("    # a note") }
            if row % 11 == 0 { lines += ["  - id: r\(row)", "    subviews:", "      - [\(row)]", "      - |", "        text \(row)", ""] }
        }
        let yaml = lines.joined(separator: "\n") + "\n"
        guard case .mapping(let pairs, _, _)? = SubsetYAMLReader(yaml: yaml).document(),
              case .sequence(let rows, _, _) = pairs[0].value else {
            Issue.record("the list was not read")
            return
        }
        #expect(rows.count == 546)
        #expect(Self.dump(rows[400]) == Self.dump(rows[400]), "read again, an item is the same")
        #expect(Self.ours(yaml) == Self.yams(yaml))
    }

    @Test func randomDocumentsReadAsYamsReadsThem() {
        var accepted = 0
        for seed in UInt64(1)...400 {
            var writer = RandomYAML(seed: seed)
            let yaml = writer.document()
            guard let ours = Self.ours(yaml) else { continue }
            accepted += 1
            let theirs = Self.yams(yaml)
            #expect(ours == theirs, "seed \(seed):\n\(yaml)")
            if ours != theirs { return }
        }
        #expect(accepted >= 150, "only \(accepted) of 400 random documents were read by the reader itself")
    }
}

/// Random YAML in the styles scene files use (and a little beyond, which the reader must leave
/// to Yams): block mappings and lists, flow collections, quoted, plain and literal scalars,
/// comments and blank lines, long lists.
private struct RandomYAML {
    var random: SplitMix64
    var lines: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func document() -> String {
        mapping(indent: 0, depth: 0)
        return lines.joined(separator: "\n") + (chance(0.9) ? "\n" : "")
    }

    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    private func pad(_ count: Int) -> String { String(repeating: " ", count: count) }

    private mutating func noise(_ indent: Int) {
        if chance(0.1) { lines.append("") }
        if chance(0.1) { lines.append(pad(pick([0, indent, indent + 3])) + "# " + pick(["note", "x: y", "- z"])) }
    }

    private mutating func plain() -> String {
        pick(["b", "Row 12", "public.plain-text", "-3", "1.5", "true", "~", "a:b", "x#y", "드래그", "é è", "Drag {label}",
              "trailing  ", "http://a/b", "some words here"])
    }

    private mutating func quoted() -> String {
        pick(["'it''s'", "'a: b'", "\"q \\\" \\n \\t \\u00e9\"", "\"# not a comment\"", "''", "\"\"", "'[x]'"])
    }

    private mutating func flowScalar() -> String {
        chance(0.3) ? quoted() : pick(["a", "Row 1", "public.plain-text", "0", "-2", "x y", "드래그"])
    }

    private mutating func flow(depth: Int) -> String {
        let count = Int.random(in: 0...3, using: &random)
        if chance(0.5) {
            let items = (0..<count).map { _ in depth < 2 && chance(0.3) ? flow(depth: depth + 1) : flowScalar() }
            return "[" + pick(["", " "]) + items.joined(separator: pick([", ", ",", " , "])) + pick(["", " "]) + "]"
        }
        let keys = ["id", "type", "text", "frame", "drag", "k"].shuffled(using: &random).prefix(count)
        let pairs = keys.map { key in key + ": " + (depth < 2 && chance(0.3) ? flow(depth: depth + 1) : flowScalar()) }
        return "{" + pick(["", " "]) + pairs.joined(separator: ", ") + pick(["", " "]) + "}"
    }

    private mutating func literal(indent: Int) -> String {
        let contentIndent = indent + Int.random(in: 1...3, using: &random)
        let header = pick(["|", "|-", "|+", "| # note"])
        var body: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            body.append(chance(0.2) ? "" : pad(contentIndent + pick([0, 0, 0, 2])) + pick(["right", "expect \"Drag\"", "# hash", "x: y", "- dash"]))
        }
        if chance(0.3) { body.append("") }
        return header + "\n" + body.joined(separator: "\n")
    }

    /// A value after `key:` or `- ` at `indent` (the owner's indentation).
    private mutating func value(indent: Int, depth: Int, inList: Bool) -> String? {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return plain()
        case 2: return quoted()
        case 3, 4: return flow(depth: 0)
        case 5: return literal(indent: indent)
        default:
            guard depth < 4 else { return plain() }
            return nil
        }
    }

    private mutating func mapping(indent: Int, depth: Int, firstPrefix: String? = nil) {
        let keys = ["title", "id", "type", "frame", "views", "subviews", "text", "key two", "'q key'", "drag", "z"]
            .shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
        for (index, key) in keys.enumerated() {
            let prefix = index == 0 && firstPrefix != nil ? firstPrefix! : pad(indent)
            if index > 0 { noise(indent) }
            if let text = value(indent: indent, depth: depth, inList: false) {
                let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                lines.append(prefix + key + ":" + pick([" ", "  "]) + parts[0] + (chance(0.1) && !text.hasPrefix("|") ? " # c" : ""))
                lines += parts.dropFirst()
            } else {
                lines.append(prefix + key + ":")
                noise(indent)
                if chance(0.5) {
                    sequence(indent: chance(0.4) ? indent : indent + Int.random(in: 1...3, using: &random), depth: depth + 1)
                } else {
                    mapping(indent: indent + Int.random(in: 1...3, using: &random), depth: depth + 1)
                }
            }
        }
    }

    private mutating func sequence(indent: Int, depth: Int) {
        let count = chance(0.15) ? Int.random(in: 60...90, using: &random) : Int.random(in: 1...4, using: &random)
        for _ in 0..<count {
            noise(indent)
            let dash = pad(indent) + "-" + pick([" ", "  "])
            if chance(0.35) {
                mapping(indent: indent + dash.count - indent, depth: depth + 1, firstPrefix: dash)
            } else if let text = value(indent: indent, depth: depth, inList: true) {
                let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                lines.append(dash + parts[0])
                lines += parts.dropFirst()
            } else {
                lines.append(pad(indent) + "-")
                mapping(indent: indent + Int.random(in: 1...3, using: &random), depth: depth + 1)
            }
        }
    }
}
