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

    @Test("read alls within the budget run; one that can be seen to pass what is left is refused at its line and column before its first word")
    func theReadAllPastTheBudgetIsRefused() throws {
        let yaml = Self.scene(labels: 20, script: ["read from top", "swipe left = L18.", "read all", "read from top", "swipe right"])
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(readAllElements: 25))
        let run = runner.run()
        // 20, then 2 from L18 (22 read); the third has 3 left and 20 to read.
        #expect(run.outcomes.map(\.step.actionText) == ["read from top", "swipe left", "read all"])
        #expect(run.outcomes[2].spoken.map(\.description) == ["L18", "L19"])
        #expect(run.stop?.description
                == "t.yaml:\(20 + 7):5: read from top would take the run past 25 elements read aloud by read all "
                + "(it would cost at least 20, and 3 are left), so it read nothing; a run's read alls are limited to 25 in all")
        #expect(!run.passed)
        #expect(runner.session.lastReadAll == ReadAllProgress(stoppedAtLimit: true, foreseen: 20))
        #expect(runner.session.captions.last?.description == "L19", "the refused read all said nothing")
        #expect(runner.session.screenReader.focusedElement?.label == "L19", "the cursor stays where the last read left it")
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

    /// A scene of a table view `height` rows tall with `count` numbered rows, and a read all.
    private static func table(height: Int, count: Int, text: String? = nil) -> String {
        let template = text.map { ", text: \"\($0) {number}\"" } ?? ""
        return """
            window: { size: [40, \(height)] }
            views:
              - { type: tableView, frame: [0, 0, 40, \(height)], sections: [{ numberedRows: { count: \(count)\(template) } }] }
            script: |
              read all
            """
    }

    @Test("a small file's read alls cost at most two elements a byte of it, never less than the floor; a large one's two a byte")
    func aSmallFileReadsWhatItsSizeAllows() throws {
        let yaml = Self.table(height: 20, count: 100)
        let small = try SceneLoader.load(yaml: yaml, file: "rows.yaml")
        #expect(ScriptRunner(scene: small).readAllBudget == Scene.readAllFloor)
        let big = try SceneLoader.load(yaml: yaml + String(repeating: "\n# padding", count: 3_000), file: "big.yaml")
        #expect(ScriptRunner(scene: big).readAllBudget == 2 * big.sourceSize)
    }

    @Test("read all in a 150-byte table of 4,000 rows goes on past the rows on screen to the last, as VoiceOver scrolls")
    func aSmallTableIsReadToItsLastRow() throws {
        let scene = try SceneLoader.load(yaml: Self.table(height: 20, count: 4_000), file: "rows.yaml")
        #expect(scene.sourceSize < 160)
        let runner = ScriptRunner(scene: scene)
        let run = runner.run()
        #expect(run.stop == nil)
        let said = try #require(run.outcomes.first?.spoken.map(\.description))
        #expect(said.count == 4_000 && said.first == "Row 1" && said.last == "Row 4000")
        let progress = try #require(runner.session.lastReadAll)
        #expect(!progress.stoppedAtLimit && progress.cost <= Scene.readAllFloor, "\(progress)")
    }

    @Test("read all down a table of a million rows in 152 bytes is refused before its first word, in one line with the cost and the limit")
    func aMillionRowsAreRefusedAtOnce() throws {
        let scene = try SceneLoader.load(yaml: Self.table(height: 20, count: 1_000_000), file: "million.yaml")
        let runner = ScriptRunner(scene: scene)
        let walks = runner.session.screenReader.walksMade
        let run = runner.run()
        #expect(run.outcomes.isEmpty)
        #expect(runner.session.captions.map(\.description) == ["Row 1"], "only the opening was said")
        // 22 rows have cells (the screen's 20, a line beyond, and the 22nd being made); each row
        // after them costs 8.
        let progress = try #require(runner.session.lastReadAll)
        #expect(progress.read == 0 && progress.stoppedAtLimit)
        let rows = progress.foreseenRows
        #expect(rows > 999_970 && rows < 1_000_000)
        #expect(progress.foreseen == 1_000_000 - rows + rows * ReadAllProgress.scrolledRowCost)
        #expect(runner.session.screenReader.walksMade - walks <= 2, "no walk for each row")
        #expect(run.stop?.description == "million.yaml:5:3: read all would take the run past \(Scene.readAllFloor) elements read aloud "
                + "by read all (it would cost at least \(progress.foreseen ?? 0), counting \(rows) rows past the screen at 8 each "
                + "for the row, its scroll and the walk of the screen after it, and \(Scene.readAllFloor) are left), so it read nothing; "
                + "a run's read alls are limited to \(Scene.readAllFloor) in all")
    }

    @Test("a read all through a table of 1,000 rows on screen counts its walks of the screen, and stops at the limit part-way when its walks cost more than could be seen")
    func aReadAllThatScrollsCountsItsWalks() throws {
        // 1,001 rows have cells; 149 past them were foreseen at 8 each (2,193 within 2,500),
        // but each walk finds 1,002 elements: 7 + 6, so each row costs 14.
        let scene = try SceneLoader.load(yaml: Self.table(height: 1_000, count: 1_150), file: "tall.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(readAllElements: 2_500))
        let reader = runner.session.screenReader
        let walksBefore = reader.walksMade
        let run = runner.run()
        let progress = try #require(runner.session.lastReadAll)
        #expect(progress.foreseen == nil && progress.stoppedAtLimit && progress.walking > 0, "\(progress)")
        #expect(progress.read > 1_050 && progress.read < 1_150, "\(progress)")
        #expect(progress.cost >= 2_500 && progress.cost < 2_500 + 14)
        #expect(reader.walksMade - walksBefore < 120, "a walk a row past the screen, no more")
        #expect(run.outcomes.isEmpty, "the step that stopped is not an outcome")
        #expect(runner.session.captions.last?.description == "Row \(progress.read)", "what was read was said, up to the limit")
        #expect(run.stop?.description == "tall.yaml:5:3: read all would take the run past 2500 elements read aloud by read all "
                + "(each walk of the screen as it scrolled counting as 7 and one for every 150 elements it found); "
                + "a run's read alls are limited to 2500 in all")
    }

    @Test("an element's long words count: rows of 1,000 characters stop the read sooner, and the line says how they counted")
    func longWordsCount() throws {
        let scene = try SceneLoader.load(yaml: Self.table(height: 20, count: 600, text: String(repeating: "w", count: 1_000)),
                                         file: "long.yaml")
        let runner = ScriptRunner(scene: scene, limits: Script.Limits(readAllElements: 5_000))
        let run = runner.run()
        let progress = try #require(runner.session.lastReadAll)
        // Each row: 1, 25 for its 1,004 characters, and 7 for the walk once past the screen.
        #expect(progress.foreseen == nil && progress.stoppedAtLimit && progress.wording >= 25 * progress.read, "\(progress)")
        #expect(progress.read > 140 && progress.read < 200, "\(progress)")
        #expect(run.stop?.message.contains("every 40 characters said as one more") == true, "\(String(describing: run.stop))")
    }

    @Test("a collection view's items past its cells are foreseen too, one each: 2,000 items within a budget of 1,000 are refused, 100 are read",
          arguments: ["layout: list", "itemSize: [8, 2], spacing: 1"])
    func aCollectionViewsItemsAreForeseen(layout: String) throws {
        func run(items: Int) throws -> (ScriptRun, ReadAllProgress?) {
            let list = (1...items).map { "i\($0)" }.joined(separator: ", ")
            let yaml = "window: { size: [40, 10] }\nviews:\n"
                + "  - { type: collectionView, \(layout), frame: [0, 0, 20, 5], items: [\(list)] }\nscript: |\n  read from top\n"
            let runner = ScriptRunner(scene: try SceneLoader.load(yaml: yaml, file: "c.yaml"), limits: Script.Limits(readAllElements: 1_000))
            return (runner.run(), runner.session.lastReadAll)
        }
        let (refused, progress) = try run(items: 2_000)
        #expect(refused.outcomes.isEmpty && progress?.read == 0 && (progress?.foreseen ?? 0) >= 1_990, "\(String(describing: progress))")
        #expect(refused.stop?.message.contains("so it read nothing") == true)
        let (read, within) = try run(items: 100)
        #expect(read.stop == nil && within?.read == 100, "\(String(describing: within))")
    }

    @Test("a read all that does not scroll costs only its words")
    func aReadAllThatStaysCostsItsWords() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(labels: 30, script: ["read from top"]), file: "t.yaml")
        let runner = ScriptRunner(scene: scene)
        _ = runner.run()
        #expect(runner.session.lastReadAll == ReadAllProgress(read: 30, walking: 0, stoppedAtLimit: false))
    }
}
