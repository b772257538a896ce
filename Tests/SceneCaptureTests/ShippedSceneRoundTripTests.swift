import CellKit
import Foundation
import SceneCapture
import SceneExport
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// Every shipped scene, captured from its live windows and loaded again from the written file,
/// says the same, offers the same actions and gets the same audit findings; its script, what
/// VoiceOver says on every element and the actions it offers, passes on the file.
@MainActor
@Suite("Capturing the shipped scenes", .cellsScreen)
struct ShippedSceneRoundTripTests {
    nonisolated static let names = SceneLibrary.sceneNames

    /// A shipped scene captured as `rotor export` captures it (`SceneExport`).
    static func captured(_ name: String) throws -> (original: Scene, yaml: String) {
        let path = try SceneLibrary.path(for: name)
        let original = try SceneLoader.load(path: path)
        return (original, try SceneExport.capture(path: path).text)
    }

    @Test(arguments: names)
    func aCapturedSceneSaysDoesAndAuditsAsTheOriginal(name: String) throws {
        let path = try SceneLibrary.path(for: name)
        let yaml = try Self.captured(name).yaml
        let original = try ScreenReading { try SceneLoader.load(path: path) }
        let captured = try ScreenReading { try SceneLoader.load(yaml: yaml, file: "\(name).captured.yaml") }
        #expect(captured.speech == original.speech, "\(yaml)")
        #expect(captured.actions == original.actions)
        #expect(captured.findings == original.findings)
    }

    @Test("a capture's script, what VoiceOver says on each element and the actions it offers, passes and checks them all",
          arguments: names)
    func aCapturesScriptPasses(name: String) throws {
        let yaml = try Self.captured(name).yaml
        let captured = try SceneLoader.load(yaml: yaml, file: "\(name).captured.yaml")
        let script = try #require(captured.script)
        let run = ScriptRunner(scene: captured).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: name, script: script.file))")
        // A check an element, and one an action the Actions rotor offers on it.
        let session = try SceneLoader.load(yaml: yaml, file: "\(name).captured.yaml").makeSession()
        _ = session.start()
        let reader = session.screenReader
        let expected = reader.elements.count + reader.elements.map { reader.actions(for: $0).count }.reduce(0, +)
        let checked = run.outcomes.filter { $0.passed == true }.count
        #expect(checked >= expected, "the script checks every element and every action")
    }

    /// Layers come back as layers, so a capture of a capture (its script walked on the
    /// capture) is the same file.
    @Test("a capture of a capture is the same file", arguments: names)
    func aCaptureOfACaptureIsTheSame(name: String) throws {
        let first = try Self.captured(name).yaml
        let second = try SceneExport.capture(yaml: first, file: "\(name).captured.yaml").text
        #expect(second == first)
    }
}
