import Foundation
import SceneFormat
import ScreenReader
import Testing

/// Inputs the fuzzers (`Fuzz/`, README "Fuzzing") found crashing Rotor, minimised, each kept
/// as a test. Each input first runs in a child process, so that a trap fails its test rather
/// than ending the whole test run; once it survives, the test checks what a user should get.
@MainActor
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    // MARK: Scenes that must load or fail with an error

    /// Crash (fuzz-loader): a frame too wide for `Int`. Loading warns that the frame reaches
    /// outside the window, and `SceneBuilder.describe(_:)` (SceneBuilder.swift:511) traps on
    /// `Int(rect.width)`: "Double value cannot be converted to Int because the result would be
    /// greater than Int.max". The issue's `frame: [1e19, 0, 3, 1]` on a label is the same.
    static let frameTooWide = """
        window:
         size: [6,2]
        views:
          - type: label
            frame: [1,0,35555555555555555550,1]
            text:
        """

    @Test func aFrameTooWideForIntIsAnErrorAtItsNumber() async throws {
        let survived = await #expect(processExitsWith: .success) {
            await FuzzRegressionTests.loadIgnoringErrors(FuzzRegressionTests.frameTooWide)
        }
        guard survived != nil else { return }
        let error = try #require(throws: SceneError.self) {
            try SceneLoader.load(yaml: Self.frameTooWide, file: "wide.yaml")
        }
        #expect(error.line == 5 && error.keyPath.contains("frame") && error.message.contains("outside"),
                "\(error)")
    }

    // MARK: Runs that must complete

    /// Crash (fuzz-run, and fuzz-script with `touch 1e19 0`): a touch at a point too far for
    /// `Int`. The touch itself is harmless, but writing the step down, as `rotor run --format
    /// json` and `rotor test` do (`ScriptStep.actionText`, `scriptText`), calls `Gesture.name`,
    /// whose `format(_:)` (ScreenReader/Gestures/Gesture.swift:66) traps on `Int(value)`.
    static let farTouch = "touch 8.114840217988804e+88 4.513631024182237e-308"

    @Test func aTouchTooFarForIntRunsAndIsWrittenDownAsItWasGiven() async throws {
        let survived = await #expect(processExitsWith: .success) {
            try await FuzzRegressionTests.runAndWriteDown(scene: "controls", script: FuzzRegressionTests.farTouch)
        }
        guard survived != nil else { return }
        let written = try Self.runAndWriteDown(scene: "controls", script: Self.farTouch)
        let parsed = try Script.parse(Self.farTouch, file: "touch.script")
        // What is written down reads back as the same touch.
        #expect(try Script.parse(written, file: "again.script").steps.map(\.action) == parsed.steps.map(\.action),
                "written as '\(written)'")
    }

    // MARK: Helpers, run in the child processes too

    static func loadIgnoringErrors(_ yaml: String) {
        _ = try? SceneLoader.load(yaml: yaml, file: "fuzz.yaml")
    }

    /// Runs a script on a shipped scene and writes each step down as `rotor test` and the JSON
    /// transcript do; returns the steps as script lines.
    @discardableResult
    static func runAndWriteDown(scene name: String, script text: String) throws -> String {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        let script = try Script.parse(text, file: "fuzz.script")
        let run = ScriptRunner(scene: scene).run(script)
        _ = try JSONEncoder().encode(TranscriptDocument(run: run, scene: name, language: scene.language))
        return run.outcomes.map(\.step.scriptText).joined(separator: "\n")
    }
}
