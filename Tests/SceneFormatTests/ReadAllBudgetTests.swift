import Foundation
import SceneFormat
import ScreenReader
import Session
import Testing
import RotorTestSupport

/// A run's read alls share a budget of elements read aloud: what a read all costs is what the
/// screen holds, not what its line costs. The run that would pass it ends there, with one line
/// naming the step. And `rotor run --format json` writes its document a step at a time.
@MainActor
@Suite("Read all in a script run", .cellsScreen)
struct ReadAllBudgetTests {
    /// A scene of `count` labels, with its script indented under `script: |`.
    private static func scene(labels count: Int, script: [String]) -> String {
        let views = (0..<count).map { "  - { type: label, frame: [0, \($0), 20, 1], text: L\($0) }" }
        return "window: { size: [20, \(count)] }\nviews:\n" + views.joined(separator: "\n")
            + "\nscript: |\n" + script.map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test("the standard budget is 200,000 elements, the most views a scene may have")
    func standardBudget() {
        #expect(Script.Limits.standard.readAllElements == 200_000)
        #expect(Script.Limits.standard.readAllElements == SceneLoader.Limits.standard.viewCount)
    }

    @Test("read alls within the budget run; the one past it stops the run at its line and column")
    func theReadAllPastTheBudgetStopsTheRun() throws {
        let yaml = Self.scene(labels: 20, script: ["read from top", "swipe left = L18.", "read all", "read from top", "swipe right"])
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(readAllElements: 25))
        let run = runner.run()
        // 20, then 2 from L18 (22 read); the third has 3 left and 20 to read.
        #expect(run.outcomes.map(\.step.actionText) == ["read from top", "swipe left", "read all"])
        #expect(run.outcomes[2].spoken.map(\.description) == ["L18", "L19"])
        #expect(run.stop?.description
                == "t.yaml:\(20 + 7):5: read from top would take the run past 25 elements read aloud by read all; a run's read alls are limited to 25 in all")
        #expect(!run.passed)
        #expect(runner.session.lastReadAll == ReadAllProgress(read: 3, stoppedAtLimit: true))
        #expect(runner.session.screenReader.focusedElement?.label == "L2", "the cursor stays on the last element read")
    }

    @Test("a budget used up exactly is no stop")
    func exactlyTheBudget() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(labels: 10, script: ["read from top", "read from top"]), file: "t.yaml")
        let run = ScriptRunner(scene: scene, limits: Script.Limits(readAllElements: 20)).run()
        #expect(run.stop == nil && run.outcomes.count == 2)
    }

    @Test("a script file's step is placed at its own line and column")
    func aScriptFilesStepIsPlaced() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(labels: 5, script: []), file: "t.yaml")
        let script = try Script.parse("# read twice\n  read from top\n\tread from top\n", file: "walk.txt")
        let run = ScriptRunner(scene: scene, limits: Script.Limits(readAllElements: 6)).run(script)
        #expect(run.stop?.description.hasPrefix("walk.txt:3:2: read from top would take the run past 6 elements") == true)
    }

    @Test("the JSON written a step at a time is the document, byte for byte", arguments: SceneLibrary.shipped.map(\.name))
    func theStreamedJSONIsTheDocument(name: String) throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        for log in [false, true] {
            let run = ScriptRunner(scene: scene).run()
            var parts: [String] = []
            try TranscriptDocument.writeJSON(of: run, scene: scene.name, language: scene.language, log: log) { parts.append($0) }
            let whole = try TranscriptDocument(run: run, scene: scene.name, language: scene.language, log: log).json()
            #expect(parts.joined(separator: "\n") == whole, "\(name), log: \(log)")
            #expect(parts.count == 2 + run.outcomes.count || run.outcomes.isEmpty, "one part a step")
        }
    }

    @Test("a small file's read alls read at most two elements a byte of it: 65,536 numbered rows in 300 bytes stop at 2,000")
    func aSmallFileReadsWhatItsSizeAllows() throws {
        let yaml = """
            window: { size: [40, 20] }
            views:
              - { type: tableView, frame: [0, 0, 40, 20], sections: [{ numberedRows: { count: 65536 } }] }
            script: |
              read all
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "rows.yaml")
        let runner = ScriptRunner(scene: scene)
        #expect(runner.readAllBudget == 2_000)
        let run = runner.run()
        #expect(run.stop?.message.contains("limited to 2000 in all") == true, "\(String(describing: run.stop))")
        let big = try SceneLoader.load(yaml: yaml + String(repeating: "\n# padding", count: 2_000), file: "big.yaml")
        #expect(ScriptRunner(scene: big).readAllBudget == 2 * big.sourceSize)
    }

    @Test("a read all through a table of 1,000 rows on screen counts its walks of the screen: 156 bytes stop after a few hundred rows, not 2,000 walks of 1,000 rows")
    func aReadAllThatScrollsCountsItsWalks() throws {
        let yaml = """
            window: { size: [40, 1000] }
            views:
              - { id: t, type: tableView, frame: [0, 0, 40, 1000], sections: [{ numberedRows: { count: 1000000 } }] }
            script: |
              read all
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "tall.yaml")
        let runner = ScriptRunner(scene: scene)
        #expect(runner.readAllBudget == 2_000)
        let reader = runner.session.screenReader
        let walkedBefore = reader.elementsWalked
        let run = runner.run()
        let progress = try #require(runner.session.lastReadAll)
        // The first 1,000 rows are on screen: read without a walk. Past them each row scrolls.
        #expect(progress.read > 1_000 && progress.read < 1_100, "\(progress)")
        #expect(progress.walking > 0 && progress.stoppedAtLimit)
        // Counted by rows, 2,000 reads walked the 1,000 rows on screen about 1,000 times.
        #expect(reader.elementsWalked - walkedBefore < 20 * 2_000, "walked \(reader.elementsWalked - walkedBefore) elements")
        #expect(run.stop?.description == "tall.yaml:5:3: read all would take the run past 2000 elements read aloud by read all "
                + "(each walk of the screen as it scrolled counting as 4 and a tenth of the elements it found); "
                + "a run's read alls are limited to 2000 in all")
    }

    @Test("a read all that does not scroll costs only its words")
    func aReadAllThatStaysCostsItsWords() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(labels: 30, script: ["read from top"]), file: "t.yaml")
        let runner = ScriptRunner(scene: scene)
        _ = runner.run()
        #expect(runner.session.lastReadAll == ReadAllProgress(read: 30, walking: 0, stoppedAtLimit: false))
    }
}
