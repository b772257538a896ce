@testable import SceneFormat
import Testing
import RotorTestSupport

/// A scene's YAML aliases count as what they stand for, written out, against the scene's
/// limits: a few hundred bytes of nested aliases ("billion laughs") are refused where the
/// alias that passes the limit is, after reading the text once, before anything walks the
/// nodes they stand for.
@MainActor
@Suite("YAML aliases within the scene's limits", .cellsScreen)
struct AliasExpansionTests {
    /// `a0: &a0 "lol"`, then `levels` lists each of `width` aliases of the one before, then
    /// `views:` as the last.
    static func laughs(levels: Int, width: Int = 10) -> String {
        var lines = ["a0: &a0 \"lol\""]
        for level in 1...levels {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: width).joined(separator: ", ") + "]")
        }
        lines.append("views: *a\(levels)")
        return lines.joined(separator: "\n") + "\n"
    }

    static let limit = SceneLoader.Limits.standard.fileSize
    static let tooLarge = "*a6 makes the scene more than \(limit) bytes once every alias is written out as what it "
        + "stands for; scenes are limited to \(limit) bytes"

    private func refusal(_ yaml: String, file: String = "laughs.yaml") -> String? {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the reproducer (427 bytes, ten million strings once written out) is refused at the first alias past 16 MB")
    func billionLaughs() {
        let yaml = Self.laughs(levels: 7)
        // a6 stands for a million "lol"s (10.6 MB written out); the document, a5 and a6 written
        // out, holds about 11.8 MB; a7's first alias of a6 takes it past the limit.
        #expect(refusal(yaml) == "laughs.yaml:8:10: " + Self.tooLarge)
        let tally = AliasExpansion.count(yaml, byteLimit: Self.limit)
        #expect(tally.refusal?.line == 8)
        #expect(tally.bytes > Self.limit && tally.bytes < 2 * Self.limit)
        // Read no further than the alias: the events of a0 to a6, and a7's start.
        #expect(tally.events < 100)
    }

    @Test("deeper and wider variants are refused at the same alias, after reading as much",
          arguments: [8, 9, 12, 30, 100])
    func deeperVariants(levels: Int) {
        let yaml = Self.laughs(levels: levels), reproducer = Self.laughs(levels: 7)
        #expect(refusal(yaml) == "laughs.yaml:8:10: " + Self.tooLarge)
        let tally = AliasExpansion.count(yaml, byteLimit: Self.limit)
        let reproducerTally = AliasExpansion.count(reproducer, byteLimit: Self.limit)
        #expect(tally.events == reproducerTally.events)
        // The same bytes added by aliases, to a longer text.
        #expect(tally.bytes - yaml.utf8.count == reproducerTally.bytes - reproducer.utf8.count)
    }

    @Test("a list of a thousand aliases a level passes the limit at its third level")
    func widerVariant() {
        let yaml = Self.laughs(levels: 5, width: 1000)
        let tally = AliasExpansion.count(yaml, byteLimit: Self.limit)
        #expect(tally.refusal?.line == 4)
        #expect(tally.bytes > Self.limit && tally.bytes < 2 * Self.limit)
        #expect(refusal(yaml)?.hasPrefix("laughs.yaml:4:") == true)
        #expect(refusal(yaml)?.contains("*a2 makes the scene more than \(Self.limit) bytes") == true)
    }

    @Test("an alias as a mapping's key is counted before Yams hashes the keys")
    func aliasAsKey() {
        var lines = Self.laughs(levels: 6).split(separator: "\n").dropLast().map(String.init)
        lines += ["views:", "  ? *a6", "  : x"]
        #expect(refusal(lines.joined(separator: "\n") + "\n") == "laughs.yaml:9:5: " + Self.tooLarge)
    }

    @Test("aliases that nest lists deeper than a file may nest are refused, however few bytes they take")
    func nestingChain() {
        // Each list holds the one before: 1,001 lists nested, in 19 KB of text (4 MB written
        // out: each anchor's text holds the anchors before it).
        var lines = ["l0: &l0 [x]"]
        for level in 1...1001 { lines.append("l\(level): &l\(level) [*l\(level - 1)]") }
        lines.append("views: *l1001")
        let yaml = lines.joined(separator: "\n") + "\n"
        let tally = AliasExpansion.count(yaml, byteLimit: Self.limit)
        #expect(yaml.utf8.count < 20_000)
        #expect(tally.bytes < Self.limit)
        // l998 spans 999 lists; inside l999's list, in the top mapping, it reaches 1,001.
        #expect(tally.refusal?.line == 1000)
        #expect(refusal(yaml) == "laughs.yaml:1000:14: *l998 nests the scene more than 1000 levels deep once every alias is "
            + "written out as what it stands for; YAML is limited to 1000 levels")
    }

    @Test("a document's size written out counts each alias as its anchor's text")
    func sizeWrittenOut() {
        // `*x` (2 bytes) stands for `&x "lol"` (8 bytes); `*y` for `&y [*x, *x]` written out.
        let yaml = "a: &x \"lol\"\nb: *x\nc: &y [*x, *x]\nd: *y\n"
        let tally = AliasExpansion.count(yaml, byteLimit: Self.limit)
        let y = "&y [*x, *x]".utf8.count + 2 * (8 - 2)
        #expect(tally.bytes == yaml.utf8.count + (8 - 2) + 2 * (8 - 2) + (y - 2))
        #expect(tally.nesting == 2)
        #expect(tally.refusal == nil)
    }

    @Test("text is counted in bytes where libyaml counts characters")
    func bytesNotCharacters() {
        let yaml = "a: &x \"한국어\"\nb: [*x, *x]\n"
        let tally = AliasExpansion.count(yaml, byteLimit: Self.limit)
        let anchored = "&x \"한국어\"".utf8.count
        #expect(tally.bytes == yaml.utf8.count + 2 * (anchored - 2))
    }

    @Test("a scene that shares a frame through an alias loads as the same scene written out")
    func ordinaryAliasesLoad() throws {
        let aliased = """
            window: { size: [40, 10] }
            views:
              - { id: a, type: label, text: A, frame: &row [0, 0, 10, 1] }
              - { id: b, type: label, text: B, frame: *row }
            """
        let scene = try SceneLoader.load(yaml: aliased, file: "aliased.yaml")
        #expect(scene.views["b"]?.frame == scene.views["a"]?.frame)
        #expect(scene.views["b"]?.frame.width == 10)
    }

    @Test("an alias naming no anchor is left to Yams' own message")
    func undefinedAlias() {
        #expect(refusal("views: *nothing\n")?.contains("found undefined alias") == true)
    }
}
