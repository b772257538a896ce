import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
import TerminalUI

/// Plain mode's output, the terminal cursor, and recordings that replay.
@MainActor
@Suite("Plain mode, the cursor, and recording", .cellsScreen)
struct PlainRecordTests {
    final class Lines {
        var all: [String] = []
    }

    /// The talk's story by keys, then the help and a language switch.
    static let story: [Key] = [.right, .right, .character("]"), .down, .enter, .home, .down, .down, .enter,
                               .character("?"), .character("?"), .character("l"), .right]

    @Test("plain mode prints the story one utterance a line, and the help as lines (golden)")
    func plainStory() throws {
        let lines = Lines()
        let pilot = try Pilot(scene: "wwdc-story", listeners: [PlainPrinter { lines.all.append($0) }])
        pilot.press(Self.story)
        Golden.assertMatches(lines.all.joined(separator: "\n"), named: "plain-story.txt")
    }

    @Test("the terminal cursor sits on the focused element's first cell")
    func cursorFollowsFocus() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.app.present()
        let origin = ScreenLayout(columns: 80, rows: 24).sceneOrigin
        let first = try #require(pilot.app.session.screenReader.focusedElement).frame
        #expect(pilot.backend.cursors.last == CursorPosition(column: Int(first.minX + origin.x), row: Int(first.minY + origin.y)))
        pilot.press(.end)
        pilot.app.present()
        let card = try #require(pilot.app.session.screenReader.focusedElement).frame
        #expect(pilot.backend.cursors.last == CursorPosition(column: Int(card.minX + origin.x), row: Int(card.minY + origin.y)))
        #expect(pilot.backend.cursors.last != pilot.backend.cursors.first)
    }

    @Test("a recorded run, with a load finishing during a wait, replays to the same transcript")
    func recordAndReplay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-record-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "photo-grid")
        let pilot = try Pilot(scene: "photo-grid", listeners: [recorder])
        // Drag Sunset.png from the other app into the album after Snow: a placeholder, then the
        // photo once its two-second load is done.
        pilot.press([.end, .left, .character("]"), .down, .enter, .home, .right, .right, .right, .right, .right,
                     .down, .down, .enter, .right])
        for _ in 0..<30 { pilot.wait(0.1) }
        pilot.press([.right, .character("l")])
        pilot.wait(5)   // Nothing is scheduled: no wait is written for it.
        pilot.app.session.notify(.ended)

        let script = try Script.load(path: path)
        #expect(script.steps.contains { if case .wait = $0.action { true } else { false } })
        let replay = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "photo-grid"))).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "photo-grid", script: path))")
        #expect(replay.transcript.map(\.description) == pilot.app.session.captions.map(\.description))
    }

    @Test("v and h are steps a recording writes: a run with them pressed replays to the same transcript")
    func verbosityKeysReplay() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-record-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "wwdc-story")
        let pilot = try Pilot(scene: "wwdc-story", listeners: [recorder])
        // Actions to a sound, hints off, then through the bars (they have actions and hints).
        pilot.press([.character("v"), .right, .character("h"), .right, .right, .character("v"), .character("v"), .left])
        pilot.app.session.notify(.ended)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("verbosity-actions playSound = Actions: Play Sound"))
        #expect(text.contains("hints off = Hints off"))
        let script = try Script.load(path: path)
        let replay = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "wwdc-story", script: path))")
        #expect(replay.transcript.map(\.description) == pilot.app.session.captions.map(\.description))
    }

    @Test("a recording stops, saying so, before it holds more steps than a script may: what it wrote replays")
    func recordingStopsAtTheScriptLimits() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-record-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let limits = Script.Limits(steps: 5, fileSize: 1_000_000)
        let recorder = try ScriptRecorder(path: path, scene: "wwdc-story", limits: limits)
        let pilot = try Pilot(scene: "wwdc-story", listeners: [recorder])
        pilot.press(Array(repeating: .right, count: 8))
        pilot.app.session.notify(.ended)
        #expect(recorder.isFull)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("# The recording stops here: a script holds at most 5 steps"))
        let script = try Script.load(path: path, limits: limits)
        #expect(script.steps.count == 5)
        let replay = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "wwdc-story", script: path))")
    }

    @Test("the screen curtain's c is said, recorded as 'curtain on' and 'curtain off', and replays")
    func theCurtainIsSaidAndRecorded() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-curtain-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "wwdc-story")
        let pilot = try Pilot(scene: "wwdc-story", listeners: [recorder])
        pilot.press([.character("c"), .right, .character("c")])
        #expect(pilot.app.session.captions.map(\.description).suffix(4)
                == ["Screen curtain on", "January: 12", "Actions Available.", "Screen curtain off"])
        pilot.app.session.notify(.ended)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("curtain on = Screen curtain on"))
        #expect(text.contains("curtain off = Screen curtain off"))
        let script = try Script.load(path: path)
        let replay = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "wwdc-story", script: path))")
        #expect(replay.transcript.map(\.description) == pilot.app.session.captions.map(\.description))
    }

    @Test("an app step is printed in plain mode and recorded as 'app push SCREEN', and replays")
    func anAppStepIsRecorded() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-app-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "shopping-lists")
        let lines = Lines()
        let pilot = try Pilot(scene: "shopping-lists", listeners: [recorder, PlainPrinter { lines.all.append($0) }])
        pilot.app.step(.app("push hardware"))
        pilot.press([.right])
        pilot.app.session.notify(.ended)
        #expect(lines.all.suffix(2) == ["Lists. Back Button.", "Hardware. Heading."])

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("app push hardware = Lists. Back Button."))
        let script = try Script.load(path: path)
        let replay = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "shopping-lists"))).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "shopping-lists", script: path))")
    }
}
