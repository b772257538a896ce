import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// A run says at most so many bytes: a step says everything its element holds, and a script can
/// make an element hold more at each visit, so a few bytes of script said gigabytes. The step that
/// takes the run past its budget ends it with one line naming it.
@MainActor
@Suite("What a script run says", .cellsScreen)
struct SpeechBudgetTests {
    /// A label of `length` letters and a button, visited in turn `visits` times each.
    private static func scene(length: Int, visits: Int) -> String {
        let text = String(repeating: "x", count: length)
        return """
            window: { size: [20, 10] }
            views:
              - { type: label, frame: [0, 0, 10, 1], text: \(text) }
              - { type: button, frame: [0, 2, 10, 1], title: Go }
            script: |
              first element

            """ + Array(repeating: "  swipe right\n  swipe left\n", count: visits).joined()
    }

    @Test("a file's runs say sixteen bytes for each of its bytes, never fewer than the floor, never more than the limit")
    func budgetGrowsWithTheFile() throws {
        let small = try SceneLoader.load(yaml: Self.scene(length: 10, visits: 1), file: "s.yaml")
        #expect(small.speechBudget(within: Script.Limits.standard.speechBytes) == Scene.speechFloor)
        let large = try SceneLoader.load(yaml: Self.scene(length: 400_000, visits: 1), file: "l.yaml")
        #expect(large.speechBudget(within: Script.Limits.standard.speechBytes) == 16 * large.sourceSize)
        #expect(large.speechBudget(within: 1_000) == 1_000)
    }

    @Test("visiting a long label again and again stops at the step that passes the budget, at its line and column")
    func visitsPastTheBudgetStop() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(length: 1_000, visits: 50), file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(speechBytes: 10_500))
        let run = runner.run()
        // The scene's opening and the first element say the label's thousand letters, and each
        // swipe left says them again (the button's few bytes between): ten times in all fit in
        // 10,500 bytes, and the eighth swipe left, line 24, passes it.
        let stop = try #require(run.stop)
        #expect(stop.line == 8 + 2 * 8)
        #expect(stop.description.hasPrefix("t.yaml:\(stop.line):3: swipe left took the run past 10500 bytes of speech ("))
        #expect(stop.description.hasSuffix("); a run of this file may say at most 10500 bytes in all"))
        #expect(run.outcomes.count == 1 + 2 * 8 + 1)
        #expect(!run.passed)
    }

    @Test("a run that says less than its budget takes every step")
    func runsUnderTheBudgetFinish() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(length: 1_000, visits: 50), file: "t.yaml")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.stop == nil)
        #expect(run.outcomes.count == 101)
    }
}
