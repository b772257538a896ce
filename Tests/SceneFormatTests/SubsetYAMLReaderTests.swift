import Foundation
import RotorTestSupport
@testable import SceneFormat
import Testing
import Yams

/// The scene reader's own YAML parser must read every text it accepts exactly as Yams does:
/// the same nodes, strings, lines and columns (errors and the rest of YAML are Yams' alone).
@Suite("The scene reader's YAML")
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
    ]

    /// Texts the reader leaves to Yams (some are not YAML at all).
    static let leftToYams: [String] = [
        "", "# only a comment\n", "---\na: b\n", "%YAML 1.1\n---\na: b\n", "a: &x b\nc: *x\n",
        "a: !!str b\n", "a: >\n  folded\n", "a: b\n  continued\n", "a:\n", "a: {b: }\n", "a: [b,]\n",
        "a: b\na: c\n", "a: [b,\n  c]\n", "a: 'open\n  quote'\n", "? a\n: b\n", "a: b: c\n",
        "a:\tb\n", "\ta: b\n", "a: b\r\n", "  a: b\n", "a: |\n  no newline at the end",
        "a: [a:b]\n", "- - a\n", "a: \"\\x41\"\n", "a: b\n- c\n",
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
