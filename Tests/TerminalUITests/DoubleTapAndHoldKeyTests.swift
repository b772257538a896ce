import Foundation
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
import TerminalUI

/// Double tap and hold by key: d passes a long press through at the focused element; a recording
/// writes it as `double tap and hold`, and the script replays to the same transcript.
@MainActor
@Suite("Double tap and hold by key, recorded and replayed", .cellsScreen)
struct DoubleTapAndHoldKeyTests {
    @Test("d on a bar of the talk's chart lifts a drag through the chart's own interaction, as a finger's long press")
    func dLiftsADrag() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        #expect(KeyMap.command(for: .character("d")) == .perform(.doubleTapAndHold))
        #expect(KeyMap.helpLines.contains { $0.keys == "d" && $0.meaning == "double tap and hold" })
        pilot.press(.right)
        #expect(pilot.lastElement == "January: 12")
        pilot.press(.character("d"))
        #expect(pilot.lastCaption == "Drag started, Drag January")
        #expect(pilot.app.session.screenReader.finger.isDragging)
    }

    @Test("a recording writes the gesture as 'double tap and hold', and the script replays to the same transcript")
    func recordedAndReplayed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-hold-\(UUID()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try ScriptRecorder(path: path, scene: "wwdc-story")
        let pilot = try Pilot(scene: "wwdc-story", listeners: [recorder])
        // Lift January's data by holding it, then add March's from the Actions rotor.
        pilot.press([.right, .character("d"), .right, .right, .character("]"), .down, .enter, .home, .character("d")])
        pilot.app.session.notify(.ended)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("double tap and hold = Drag started, Drag January"))
        let script = try Script.load(path: path)
        #expect(script.steps.filter { $0.action == .gesture(.doubleTapAndHold) }.count == 2)
        let replay = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))).run(script)
        #expect(replay.passed, "\(ScriptReport.text(for: replay, scene: "wwdc-story", script: path))")
        #expect(replay.transcript.map(\.description) == pilot.app.session.captions.map(\.description))
    }
}
