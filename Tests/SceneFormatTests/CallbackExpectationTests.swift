import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing

/// A script's `callbacks` lines: how they are written, what they match, and that a run fails
/// when a drag path's callbacks come in another order.
@MainActor
@Suite("Scripts that check the callback log", .cellsScreen)
struct CallbackExpectationTests {
    private static func event(_ side: DragEvent.Side, _ view: String, _ callback: String, _ detail: String? = nil) -> DragEvent {
        DragEvent(side: side, view: view, callback: callback, detail: detail)
    }

    /// The drop of the talk's story, as CellKit logs it.
    static let drop: [DragEvent] = [
        event(.drag, "graph", "willEndWith", "copy"),
        event(.drop, "attachments", "performDrop"),
        event(.drop, "attachments", "concludeDrop"),
        event(.drag, "graph", "didEndWith", "copy"),
        event(.drop, "attachments", "sessionDidEnd"),
    ]

    private static func expectation(_ text: String) throws -> CallbackExpectation {
        let script = try Script.parse("double tap\n" + text, file: "s.txt")
        return try #require(script.steps.first?.callbackExpectations.first)
    }

    @Test("a callbacks line belongs to the step above it, with its own line number")
    func attachesToTheStepAbove() throws {
        let script = try Script.parse("""
            swipe right = A.
            double tap ~ Dropped
            # the order the talk documents
            callbacks ~ willEndWith copy / performDrop
            callbacks = 
            wait 1
            """, file: "s.txt")
        #expect(script.steps.count == 3)
        #expect(script.steps[0].callbackExpectations.isEmpty)
        let checks = script.steps[1].callbackExpectations
        #expect(checks.map(\.line) == [4, 5])
        #expect(checks.map(\.match) == [.contains, .exact])
        #expect(checks[0].patterns.map(\.text) == ["willEndWith copy", "performDrop"])
        #expect(checks[1].patterns.isEmpty)
        #expect(script.steps[1].expectation == Expectation(.contains, "Dropped"), "the speech expectation stays")
    }

    @Test("a step with callbacks lines writes them back as it reads them")
    func roundTrip() throws {
        let text = "double tap ~ Dropped\ncallbacks ~ dropInteraction(_:performDrop:) / drop attachments concludeDrop\ncallbacks ="
        let script = try Script.parse(text, file: "s.txt")
        #expect(script.steps.map(\.scriptText).joined(separator: "\n") == text)
        #expect(try Script.parse(script.steps.map(\.scriptText).joined(separator: "\n"), file: "s.txt") == script)
    }

    @Test(arguments: [
        ("callbacks ~ performDrop\n", "s.txt:1:1: a 'callbacks' line checks the step above it, and there is none: put it after a gesture"),
        ("double tap\ncallbacks performDrop\n",
         "s.txt:2:1: expected 'callbacks = CALLBACK / CALLBACK …' or 'callbacks ~ …', found 'callbacks performDrop'"),
        ("double tap\n  callbacks ~ performDrop // concludeDrop\n", "s.txt:2:3: callbacks: a callback's name is missing between two '/'"),
        ("double tap\ncallback ~ performDrop\n", "s.txt:2:1: unknown gesture 'callback'; did you mean 'callbacks'?"),
        ("double tap\ncallbacks ~ dropInteraction(performDrop)\n",
         "s.txt:2:1: callbacks: 'dropInteraction(performDrop)' is not a UIKit method's name such as "
            + "dropInteraction(_:performDrop:); write the name as the log shows it (performDrop) or in full"),
    ])
    func aBadCallbacksLineIsRefusedWithItsPlace(_ text: String, _ message: String) {
        do {
            _ = try Script.parse(text, file: "s.txt")
            Issue.record("parsed: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a callback is named as the log shows it, as UIKit writes it, or by its whole log line")
    func namesMatch() throws {
        let performDrop = Self.drop[1]
        for text in ["performDrop", "dropInteraction(_:performDrop:)", "drop attachments performDrop"] {
            #expect(try CallbackPattern(text).matches(performDrop), "\(text)")
        }
        for text in ["concludeDrop", "dragInteraction(_:performDrop:)", "drop portrait performDrop", "drag attachments performDrop",
                     "perform"] {
            #expect(try !CallbackPattern(text).matches(performDrop), "\(text)")
        }
        // The log keeps the distinctive part of a longer UIKit name.
        let lift = Self.event(.drag, "graph", "willAnimateLift")
        #expect(try CallbackPattern("dragInteraction(_:willAnimateLiftWith:session:)").matches(lift))
        #expect(try !CallbackPattern("dragInteraction(_:sessionWillBegin:)").matches(lift))
    }

    @Test("the key argument is matched in what the log shows after the callback's arrow")
    func argumentsMatch() throws {
        let ending = Self.drop[0]
        #expect(try CallbackPattern("willEndWith copy").matches(ending))
        #expect(try CallbackPattern("willEndWith → copy").matches(ending), "a line copied from the log, arrow and all")
        #expect(try CallbackPattern("drag graph willEndWith → copy").matches(ending))
        #expect(try !CallbackPattern("willEndWith move").matches(ending))
        #expect(try !CallbackPattern("willEndWith cop").matches(ending), "whole words")
        let update = Self.event(.drop, "album", "dropSessionDidUpdate", "at [0, 2] → move insertAtDestinationIndexPath")
        #expect(try CallbackPattern("dropSessionDidUpdate move insertAtDestinationIndexPath").matches(update))
        #expect(try CallbackPattern("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:) at [0, 2]").matches(update))
        #expect(try !CallbackPattern("dropSessionDidUpdate at [0, 3]").matches(update))
        let coordinator = Self.event(.drop, "album", "drop toItemAt", "[0, 2]")
        #expect(try CallbackPattern("drop toItemAt [0, 2]").matches(coordinator))
        #expect(try CallbackPattern("drop album drop toItemAt").matches(coordinator))
    }

    @Test("~ finds the callbacks in order with others between; = wants exactly them")
    func orderMatters() throws {
        #expect(try Self.expectation("callbacks ~ willEndWith copy / performDrop / sessionDidEnd").isMet(by: Self.drop))
        #expect(try !Self.expectation("callbacks ~ performDrop / willEndWith copy").isMet(by: Self.drop), "out of order")
        #expect(try !Self.expectation("callbacks ~ performDrop / performDrop").isMet(by: Self.drop), "each callback once")
        let all = "callbacks = willEndWith copy / performDrop / concludeDrop / didEndWith copy / sessionDidEnd"
        #expect(try Self.expectation(all).isMet(by: Self.drop))
        #expect(try !Self.expectation(all).isMet(by: Array(Self.drop.dropLast())), "one missing")
        #expect(try !Self.expectation("callbacks = willEndWith / performDrop").isMet(by: Self.drop), "others made too")
        #expect(try Self.expectation("callbacks =").isMet(by: []))
        #expect(try !Self.expectation("callbacks =").isMet(by: Self.drop))
    }

    /// The story's own script, its drop's `callbacks` line swapped to another order.
    private static func storyScript(replacing old: String, with new: String) throws -> (Scene, Script) {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let script = try #require(scene.script)
        let text = script.steps.map(\.scriptText).joined(separator: "\n")
        #expect(text.contains(old))
        return (scene, try Script.parse(text.replacingOccurrences(of: old, with: new), file: "story.txt"))
    }

    @Test("the story's script checks the drop's callback order, and fails when the order changes")
    func aChangedOrderFails() throws {
        let documented = "willEndWith copy / performDrop / concludeDrop / didEndWith copy / sessionDidEnd / sessionDidTransferItems"
        let swapped = "willEndWith copy / concludeDrop / performDrop / didEndWith copy / sessionDidEnd / sessionDidTransferItems"
        let (scene, script) = try Self.storyScript(replacing: documented, with: swapped)
        let run = ScriptRunner(scene: scene).run(script)
        #expect(!run.passed)
        let failed = try #require(run.failures.first)
        #expect(run.failures.count == 1)
        #expect(failed.speechPassed == true, "what was said is still right")
        let lines = ScriptReport.lines(for: run, scene: "wwdc-story", script: "story.txt")
        let line = try #require(failed.callbackChecks.first { !$0.passed }).expectation.line
        #expect(lines[1] == "  story.txt:\(line): callbacks of double tap (line \(failed.step.line))")
        #expect(lines[2] == "    expected callbacks ~ " + swapped)
        #expect(lines[3].hasPrefix("    logged   callbacks = "))
        #expect(lines[3].contains("drop attachments performDrop / drop attachments previewForDropping"))
        #expect(lines[0].hasPrefix("FAIL wwdc-story (1 of "))
    }

    @Test("the callbacks a report shows as logged, written as a callbacks = line, pass")
    func theLoggedLinePasses() throws {
        let (scene, script) = try Self.storyScript(replacing: "callbacks ~ willEndWith copy", with: "callbacks ~ willEndWith move")
        let run = ScriptRunner(scene: scene).run(script)
        let failed = try #require(run.failures.first)
        let logged = "callbacks = " + CallbackExpectation.text(of: failed.callbacks)
        let again = try Script.parse("double tap\n" + logged, file: "s.txt")
        #expect(try #require(again.steps[0].callbackExpectations.first).isMet(by: failed.callbacks))
    }

    @Test("--format json carries a step's callback checks, and with the log its events in order")
    func json() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let runner = ScriptRunner(scene: scene)
        let run = runner.run()
        let plain = TranscriptDocument(run: run, scene: "wwdc-story", language: .english)
        #expect(plain.openingEvents == nil && plain.steps.allSatisfy { $0.events == nil }, "no events without the log")
        let checked = plain.steps.filter { $0.callbackChecks != nil }
        #expect(!checked.isEmpty && checked.allSatisfy { $0.callbackChecks?.allSatisfy(\.passed) == true })

        let logged = TranscriptDocument(run: run, scene: "wwdc-story", language: .english, log: true)
        let json = try logged.json()
        #expect(json.contains("\"callback_checks\""))
        #expect(json.contains("\"opening_events\""))
        let decoded = try JSONDecoder().decode(TranscriptDocument.self, from: Data(json.utf8))
        #expect(decoded == logged)
        // The drop: its callbacks, then what VoiceOver said, then the load that fell due.
        let drop = try #require(logged.steps.first { $0.spoken.first?.text == "Dropped, Drop into attachments" })
        let events = try #require(drop.events)
        let order = events.map { $0.type == "spoken" ? "said: " + ($0.text ?? "") : $0.callback ?? "" }
        let said = try #require(order.firstIndex(of: "said: Dropped, Drop into attachments"))
        #expect(try #require(order.firstIndex(of: "performDrop")) < said)
        #expect(try #require(order.firstIndex(of: "sessionDidTransferItems")) > said)
        #expect(events.first { $0.callback == "willEndWith" }?.detail == "copy")
        #expect(events.first { $0.callback == "performDrop" }?.view == "attachments")
    }
}
