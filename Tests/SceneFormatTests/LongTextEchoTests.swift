import SceneFormat
import Testing
import RotorTestSupport

/// Scene text quoted in a message is cut to `Echo.maximumLength`, and "did you mean" compares
/// only names that can be near: a megabyte of unknown name gives a short message, at once.
@MainActor
@Suite("Long names in messages", .cellsScreen)
struct LongTextEchoTests {
    /// Nearly a megabyte: a script of it and a line more stays within a script's 1,000,000 bytes.
    static let megabyte = String(repeating: "swipe ", count: 166_000)
    static let shown = String(megabyte.prefix(Echo.maximumLength)) + "…"

    static func loadError(_ yaml: String) -> SceneError? {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "long.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMegabyteGestureInAScriptFileIsQuotedCut() {
        #expect(throws: SceneError.self) { try Script.parse("swipe right\n" + Self.megabyte + "\n", file: "s.txt") }
        do {
            _ = try Script.parse("swipe right\n" + Self.megabyte + "\n", file: "s.txt")
        } catch {
            #expect(error.description.hasPrefix("s.txt:2:1: unknown gesture '\(Self.shown)'; expected one of: swipe right, "))
            #expect(error.description.count < 480)
        }
    }

    @Test func aMegabyteGestureInASceneIsQuotedCut() throws {
        let yaml = "window: { size: [9, 9] }\nviews: []\nscript: |\n  " + Self.megabyte + "\n"
        let error = try #require(Self.loadError(yaml))
        #expect(error.description.hasPrefix("long.yaml:4:3: unknown gesture '\(Self.shown)'"))
        #expect(error.description.count < 480)
    }

    /// Each kind of scene text that a message quotes: a key, a type, an id, a value, a language.
    @Test(arguments: [
        ("window: { size: [9, 9] }\nviews:\n  - { type: view, frame: [0, 0, 1, 1], LONG: 1 }\n",
         "long.yaml:3:40: views[0]: unknown key 'SHOWN'; expected one of: "),
        ("window: { size: [9, 9] }\nviews:\n  - { type: LONG, frame: [0, 0, 1, 1] }\n",
         "long.yaml:3:13: views[0].type: expected one of view, label, "),
        ("window: { size: [9, 9] }\nviews:\n  - { type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [LONG] } }\n",
         "long.yaml:3:69: views[0].accessibility.valueFrom[0]: no view has the id 'SHOWN'"),
        ("window: { size: [9, 9] }\nviews:\n  - { parent: LONG, type: view, frame: [0, 0, 1, 1] }\n",
         "long.yaml:3:15: views[0].parent: no view with the id 'SHOWN' comes before this one"),
        ("window: { size: [9, 9] }\nviews:\n  - { type: view, frame: [0, 0, 1, 1], hidden: LONG }\n",
         "long.yaml:3:48: views[0].hidden: expected true or false, found \"SHOWN\""),
        ("language: LONG\nwindow: { size: [9, 9] }\nviews: []\n", "long.yaml:1:11: language: unknown language 'SHOWN'"),
        ("window: { size: [9, 9] }\nviews:\n  - { type: label, text: x, frame: [LONG, 0, 1, 1] }\n",
         "long.yaml:3:37: views[0].frame[0]: expected a number, found \"SHOWN\""),
    ])
    func aMegabyteOfSceneTextIsQuotedCut(template: String, expectedStart: String) throws {
        let long = String(repeating: "x", count: 1_000_000)
        let error = try #require(Self.loadError(template.replacingOccurrences(of: "LONG", with: long)))
        let shown = String(repeating: "x", count: Echo.maximumLength) + "…"
        #expect(error.description.hasPrefix(expectedStart.replacingOccurrences(of: "SHOWN", with: shown)), "\(error.description.prefix(300))")
        // The message also lists the keys a view may have, which grows with the format; what
        // matters is that the megabyte is not echoed.
        #expect(error.description.count < 1_000)
    }

    @Test func shortTextIsQuotedWholeAndLongTextCutAtTheLimit() {
        let sixty = String(repeating: "é", count: 60)
        #expect(Echo.text(sixty) == sixty)
        #expect(Echo.text(sixty + "z") == sixty + "…")
        // One character of a million combining marks is cut too.
        let piled = "e" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(Echo.text(piled).unicodeScalars.count == Echo.maximumLength + 1)
    }

    @Test func suggestionsStillComeForNamesThatAreNear() throws {
        let error = try #require(Self.loadError("window: { size: [9, 9] }\nviews:\n  - { type: view, frame: [0, 0, 1, 1], hiden: true }\n"))
        #expect(error.description == "long.yaml:3:40: views[0]: unknown key 'hiden'; did you mean 'hidden'?")
        #expect(NearestName.suggestion(for: "swip left", among: ["swipe right", "swipe left"]) == "swipe left")
        let longName = String(repeating: "ab", count: 32)
        #expect(NearestName.suggestion(for: longName + "x", among: [longName]) == nil, "past the longest name compared")
        #expect(NearestName.suggestion(for: String(longName.dropLast()), among: [longName]) == longName)
    }

    /// An unknown id among thousands gets the same suggestion on every run, the first in
    /// alphabetical order of the nearest.
    @Test func anUnknownIdAmongManyGetsOneSuggestion() throws {
        let views = (1...3000).map { "  - { id: v\($0), type: view, frame: [0, 0, 1, 1] }" }.joined(separator: "\n")
        let yaml = "window: { size: [9, 9] }\nviews:\n" + views + "\n  - { type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [v12x] } }\n"
        let error = try #require(Self.loadError(yaml))
        #expect(error.message == "no view has the id 'v12x'; did you mean 'v12'?")
    }

    /// Past `NearestName.maximumWork` no suggestion is made rather than a slow one.
    @Test func tooManyCandidatesGiveNoSuggestion() {
        let name = "abcdefghijklmnopqrst"
        let candidates = (0..<100_000).map { "abcdefghijklmnop\(10_000 + $0)".prefix(20) }.map(String.init) + [name + "x"]
        #expect(NearestName.suggestion(for: name, among: candidates) == nil)
        #expect(NearestName.suggestion(for: name, among: Array(candidates.suffix(1_000))) == name + "x")
    }
}
