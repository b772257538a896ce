import CellKit
import Foundation
import RotorOutput
import RotorTestSupport
import SceneFormat
import Testing

/// Text in quotes in a script: what a recording writes where the text as it is would not read
/// back (spaces at its ends, a leading quote, a view named `a/b`), how it is read, and that
/// every script written without quotes means what it meant.
@MainActor
@Suite("Quoted text in scripts", .cellsScreen)
struct QuotedScriptTextTests {
    private static func expectation(_ line: String) throws -> SceneFormat.Expectation? {
        try Script.parse(line, file: "s.txt").steps.first?.expectation
    }

    private static func event(_ side: DragEvent.Side, _ view: String, _ callback: String, _ detail: String? = nil) -> DragEvent {
        DragEvent(side: side, view: view, callback: callback, detail: detail)
    }

    @Test("an expectation in quotes is its text exactly: spaces at the ends, quotes and backslashes escaped")
    func quotedExpectations() throws {
        #expect(try Self.expectation(#"first element = " / Actions Available.""#)
            == SceneFormat.Expectation(.exact, " / Actions Available."))
        #expect(try Self.expectation(#"swipe right ~ "  ""#) == SceneFormat.Expectation(.contains, "  "))
        #expect(try Self.expectation(#"swipe right = "\"Hi\", she said \\ \"/\"""#)
            == SceneFormat.Expectation(.exact, #""Hi", she said \ "/""#))
        #expect(try Self.expectation(#"swipe right = """#) == SceneFormat.Expectation(.exact, ""))
        // Without a leading quote nothing changes: backslashes and quotes inside are themselves.
        #expect(try Self.expectation(#"swipe right = say "hi" \n"#) == SceneFormat.Expectation(.exact, #"say "hi" \n"#))
        #expect(try Self.expectation("swipe right =   padded   ") == SceneFormat.Expectation(.exact, "padded"))
    }

    @Test(arguments: [
        (#"swipe right = "open"#, #"s.txt:1:15: a text in quotes has no closing quote; write \" for a quote inside it"#),
        (#"  swipe right = "a" b"#,
         #"s.txt:1:17: there is text after the closing quote; put the whole text in the quotes, with \" for a quote inside it"#),
        (#"swipe right = "a\nb""#,
         #"s.txt:1:15: in a text in quotes, '\n' is not an escape: write \" for a quote and \\ for a backslash"#),
        ("double tap\ncallbacks = drop \"a/b performDrop",
         #"s.txt:2:1: callbacks: a text in quotes has no closing quote; write \" for a quote inside it"#),
        ("double tap\ncallbacks = drop \"a\\/b\" performDrop",
         #"s.txt:2:1: callbacks: in a text in quotes, '\/' is not an escape: write \" for a quote and \\ for a backslash"#),
    ])
    func badQuotesAreRefusedWithTheirPlace(_ text: String, _ message: String) {
        do {
            _ = try Script.parse(text, file: "s.txt")
            Issue.record("parsed: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("an expectation is written plain when it reads back so, and in quotes when it would not")
    func writtenToReadBack() throws {
        for text in ["January: 12. / Actions Available.", "say \"hi\"", #"a\b"#, #"\""#, "Ω → copy", "#1", "= ~",
                     "\u{301}combining first"] {
            #expect(SceneFormat.Expectation(.exact, text).scriptText == "= " + text)
        }
        let needsQuotes = [" / Actions Available.", "trailing ", "\"quoted\" first", "\u{A0}nbsp", "zero-width space\u{200B}",
                           "ends in ideographic space\u{3000}", " ", "\"", "\u{2028}"]
        for text in needsQuotes {
            let written = SceneFormat.Expectation(.exact, text).scriptText
            #expect(written.hasPrefix("= \""), "\(written)")
            #expect(try Self.expectation("swipe right " + written) == SceneFormat.Expectation(.exact, text), "\(written)")
        }
    }

    @Test("a recorded callback names its view in quotes where it needs them, and the line matches it")
    func quotedViews() throws {
        let events = [
            Self.event(.drop, "a/b", "canHandle", "true"),
            Self.event(.drop, "", "sessionDidEnter"),
            Self.event(.drag, "f(_:x:)", "willEndWith", "copy"),
            Self.event(.drop, #"say "hi" \ there"#, "performDrop"),
            Self.event(.drop, "\u{301}combining / slash", "sessionDidEnd"),
            Self.event(.drop, "(gone)", "concludeDrop"),
            Self.event(.drop, "album", "drop toItemAt", "[0, 2]"),
        ]
        let text = CallbackExpectation.text(of: events)
        #expect(text.hasPrefix(#"drop "a/b" canHandle → true / drop "" sessionDidEnter / drag "f(_:x:)" willEndWith → copy / "#
            + #"drop "say \"hi\" \\ there" performDrop / "#))
        #expect(text.hasSuffix(#" / drop (gone) concludeDrop / drop album drop toItemAt → [0, 2]"#), "plain names stay plain")
        let script = try Script.parse("double tap\ncallbacks = " + text, file: "s.txt")
        let check = try #require(script.steps.first?.callbackExpectations.first)
        #expect(check.patterns.count == events.count)
        #expect(check.isMet(by: events))
        #expect(!check.isMet(by: events.reversed()))
    }

    @Test("quoted text in a callback is only words: never a UIKit name, and a slash in it does not split")
    func quotedWordsAreOnlyWords() throws {
        let drop = Self.event(.drop, "x(y", "performDrop")
        #expect(throws: CallbackPatternError.badSelector("x(y")) { try CallbackPattern("drop x(y performDrop") }
        #expect(try CallbackPattern(#"drop "x(y" performDrop"#).matches(drop))
        #expect(try CallbackPattern(#""performDrop""#).matches(Self.event(.drop, "well", "performDrop")))
        #expect(try !CallbackPattern(#"drop "x(y" concludeDrop"#).matches(drop))
        #expect(throws: CallbackPatternError.unclosedQuote) { try CallbackPattern(#"drop "x"#) }
    }

    @Test("every shipped scene's script reads as before: no text in it starts with a quote, each step writes back as it reads")
    func shippedScriptsMeanTheSame() throws {
        for name in SceneLibrary.sceneNames {
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
            guard let script = scene.script else { continue }
            for step in script.steps {
                #expect(step.expectation?.text.unicodeScalars.first != "\"", "\(name):\(step.line)")
                let patterns = step.callbackExpectations.flatMap(\.patterns)
                #expect(!patterns.contains { $0.text.contains("\"") }, "\(name):\(step.line)")
            }
            let written = script.steps.map(\.scriptText).joined(separator: "\n")
            let again = try Script.parse(written, file: script.file)
            #expect(again.steps.map(\.expectation) == script.steps.map(\.expectation), "\(name)")
            #expect(again.steps.map(\.callbackExpectations.count) == script.steps.map(\.callbackExpectations.count), "\(name)")
            #expect(ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: name))).run(again).passed, "\(name)")
        }
    }

    @Test("any text, quoted when it must be, reads back as written")
    func anyTextReadsBack() throws {
        var random = SplitMix64(seed: 33)
        for _ in 0..<2_000 {
            let text = VisibleText.sanitize(HostileText.text(using: &random, pieces: 5))
            let written = "swipe right " + SceneFormat.Expectation(.exact, text).scriptText
            #expect(try Self.expectation(written) == SceneFormat.Expectation(.exact, text), "\(written)")
            let event = Self.event(.drop, text, "performDrop", text)
            let line = "double tap\ncallbacks = " + CallbackExpectation.text(of: [event, event])
            let check = try #require(try Script.parse(line, file: "s.txt").steps.first?.callbackExpectations.first, "\(line)")
            #expect(check.isMet(by: [event, event]), "\(line)")
        }
    }
}
