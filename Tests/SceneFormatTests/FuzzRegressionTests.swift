import CellKit
import Foundation
import RotorTestSupport
import SceneFormat
import Session
import ScreenReader
import Testing

/// Inputs the fuzzers (`Fuzz/`, docs/fuzzing.md) found crashing or hanging Rotor, minimised,
/// each kept as a test. Each input first runs in a child process, so that a trap fails its
/// test instead of ending the whole test run (and a hang is stopped by an alarm there); once
/// it survives, the test checks what a user should get.
@MainActor
@Suite("Fuzz regressions", .cellsScreen)
struct FuzzRegressionTests {
    /// A scene a fuzzer made that crashed Rotor, and the line of the number at fault.
    struct SceneCase: Sendable, CustomTestStringConvertible {
        /// Where it crashed, as the fuzzer's stack showed it (before the fix).
        let crash: String
        let yaml: String
        /// The line of the number that is outside any range a scene may use.
        let line: Int

        var testDescription: String { crash }
    }

    nonisolated static let sceneCases: [SceneCase] = [
        // fuzz-loader: a frame far outside its window is warned about, and the warning's
        // `SceneBuilder.describe(_:)` traps on `Int(rect.minX)` (SceneBuilder.swift:511). The
        // issue's `frame: [1e19, 0, 3, 1]` on a label stops there too.
        SceneCase(crash: "SceneBuilder.swift:511 describe(_:), Int(rect.minX)", yaml: """
            window:
             size: [7,2]
            views:
            -   type: view
                frame: [1e19,0,0,0]
            """, line: 5),
        // fuzz-loader: the same warning names the window's size, `Int(window.bounds.height)`
        // (SceneBuilder.swift:185), here 1e19 rows.
        SceneCase(crash: "SceneBuilder.swift:185 frame warning, Int(window.bounds.height)", yaml: """
            window:
             size: [7,1e19]
            views:
            -   type: barGraph
                frame: [0,0,24,15]
                bars:
                - {label,value: 0}
            """, line: 2),
        // fuzz-loader: items wider than the collection view are refused with a message that
        // converts `Int(layout.itemSize.width)` (SceneBuilder+Controls.swift:54).
        SceneCase(crash: "SceneBuilder+Controls.swift:54 itemSize message, Int(itemSize.width)", yaml: """
            windows:
              - app:
                frame: [1,0,0,0]
                views:
                  - type: collectionView
                    frame: [1,1,0,6]
                    itemSize: [1e39,5]
            """, line: 7),
        // fuzz-loader: a subview's frame is not checked against the window, so the scene loads,
        // and drawing the well's border traps in `CGRect.cellRange` (CGRect+Cells.swift:10,
        // `Int(maxY)`), called by `CellContext.strokeBox` (CellContext.swift:97).
        SceneCase(crash: "CGRect+Cells.swift:10 cellRange, Int(maxY), drawing a border", yaml: """
            window:
              size: [20, 10]
            views:
              - type: view
                frame: [0, 0, 10, 5]
                subviews:
                  - type: well
                    frame: [2, 3, 5, 1e39]
                    title: W
            """, line: 8),
        // fuzz-loader: the same, to the left: `Int(minX)` below `Int.min` (CGRect+Cells.swift:9).
        SceneCase(crash: "CGRect+Cells.swift:9 cellRange, Int(minX), drawing a border", yaml: """
            window:
              size: [20, 10]
            views:
              - type: view
                frame: [0, 0, 10, 5]
                subviews:
                  - type: well
                    frame: [-1e19, 3, 5, 1]
                    title: W
            """, line: 8),
        // fuzz-loader: drawing a label taller than `Int` (and with no line limit) traps on
        // `Int(bounds.height)` in `UILabel.draw(_:in:)` (UILabel.swift:25).
        SceneCase(crash: "UILabel.swift:25 draw, Int(bounds.height)", yaml: """
            window:
              size: [20, 10]
            views:
              - type: view
                frame: [0, 0, 10, 5]
                subviews:
                  - type: label
                    frame: [0, 0, 5, 1e39]
                    text: Hi
            """, line: 8),
        // fuzz-loader: drawing a label wider than `Int` traps on `Int(bounds.width)` in
        // `UILabel.draw(_:in:)` (UILabel.swift:26).
        SceneCase(crash: "UILabel.swift:26 draw, Int(bounds.width)", yaml: """
            window:
              size: [20, 10]
            views:
              - type: view
                frame: [0, 0, 10, 5]
                subviews:
                  - type: label
                    frame: [0, 0, 1e39, 1]
                    text: Hi
            """, line: 8),
        // The number mutator's -1e39 in the seed scene Fuzz/SeedScenes/every-number.yaml (put
        // there by hand: the fuzzers had not reached it yet): a minimum past `Float` is -inf, so
        // the slider's fraction is NaN, and drawing its thumb traps on `Int(...)`
        // (UISlider.swift:46), as speaking its value does (UISlider.swift:27). The issue's
        // `value: 1e39, maximum: 1e40` is the same.
        SceneCase(crash: "UISlider.swift:46 draw and :27 accessibilityValue, fraction NaN", yaml: """
            window:
              size: [20, 4]
            views:
              - type: adjustable
                frame: [0, 0, 10, 1]
                minimum: -1e39
                accessibility: { label: Level }
            """, line: 6),
    ]

    @Test(arguments: sceneCases)
    func aNumberNoSceneMayUseIsAnErrorAtItsLine(_ scene: SceneCase) async throws {
        let survived = await #expect(processExitsWith: .success) { [yaml = scene.yaml as String] in
            await FuzzRegressionTests.loadDrawAndRead(yaml)
        }
        guard survived != nil else { return }
        let error = try #require(throws: SceneError.self) {
            try SceneLoader.load(yaml: scene.yaml, file: "fuzz.yaml")
        }
        #expect(error.line == scene.line && error.message.contains("outside the range"), "\(error)")
    }

    // MARK: Scenes that must load and draw, or fail with an error

    /// A scene a fuzzer made that hung Rotor while drawing it, and what must be seen.
    struct HangCase: Sendable, CustomTestStringConvertible {
        let hang: String
        let yaml: String
        /// The line of the number at fault, should the scene be refused.
        let line: Int
        /// Text the first row of the screen shows, should the scene load.
        let firstRow: String

        var testDescription: String { hang }
    }

    nonisolated static let hangCases: [HangCase] = [
        // fuzz-run, and fuzz-loader: a timeout. Drawing a border, `CellContext.strokeBox`
        // (CellContext.swift:105-112) loops over every row and column of the box, not only
        // those in the clip, calling `clip.cellRange` each time: a bar graph 4294967296 rows
        // tall takes minutes to draw one 80×24 screen.
        HangCase(hang: "CellContext.swift:109 strokeBox, every row of a tall box", yaml: """
            window:
              size: [78, 16]
            views:
              - type: barGraph
                frame: [1, 0, 34, 4294967296]
                title: Sales
                bars:
                  - { label: January, value: 12 }
            """, line: 5, firstRow: "Sales"),
        // fuzz-loader: a timeout, the same loop across: a list 9007199254740993 columns wide
        // (a frame outside its window is only a warning).
        HangCase(hang: "CellContext.swift:105 strokeBox, every column of a wide box", yaml: """
            window:
              size: [79, 22]
            views:
              - type: list
                frame: [40, 0, 9007199254740993, 5]
                title: Shopping basket
            """, line: 5, firstRow: "Shopping basket"),
    ]

    @Test(arguments: hangCases)
    func aViewLargerThanTheScreenDrawsOnlyWhatIsShown(_ scene: HangCase) async throws {
        let survived = await #expect(processExitsWith: .success) { [yaml = scene.yaml as String] in
            // A hang ends in SIGALRM, so the test fails instead of waiting forever.
            alarm(30)
            await FuzzRegressionTests.loadDrawAndRead(yaml)
        }
        guard survived != nil else { return }
        do {
            let loaded = try SceneLoader.load(yaml: scene.yaml, file: "large.yaml")
            let grid = Self.drawViewport(loaded)
            #expect(grid.lines.first?.contains(scene.firstRow) == true, "\(grid.lines.prefix(2))")
        } catch {
            #expect(error.line == scene.line && error.message.contains("outside the range"), "\(error)")
        }
    }

    /// Crash (fuzz-loader, in a build with the traps above patched out: a collection view
    /// 1e39 wide). How many items fit on a line is worked out, not read, and
    /// `UICollectionViewFlowLayout.itemsPerLine` (UICollectionViewFlowLayout.swift:42) traps on
    /// `Int(...)` of it; items 1e-300 wide with no spacing get there with small numbers.
    static let tinyItems = """
        window:
          size: [40, 10]
        views:
          - type: collectionView
            frame: [0, 0, 30, 8]
            itemSize: [1e-300, 1]
            spacing: 0
            items:
              - { label: A }
        """

    @Test func itemsTooNarrowToCountAreAnErrorOrFitAsManyAsCanBeCounted() async throws {
        let survived = await #expect(processExitsWith: .success) {
            await FuzzRegressionTests.loadDrawAndRead(FuzzRegressionTests.tinyItems)
        }
        guard survived != nil else { return }
        do {
            let scene = try SceneLoader.load(yaml: Self.tinyItems, file: "tiny.yaml")
            let session = scene.makeSession()
            // The one item is still there to be read.
            #expect(session.start().contains { $0.text.hasPrefix("A") }, "\(session.captions)")
        } catch {
            #expect(error.line == 6, "\(error)")
        }
    }

    // MARK: Runs that must complete

    /// Crash (fuzz-run; fuzz-script with `touch 1e19 0`): a touch at a point too far for
    /// `Int` trapped when the step was written down (`Gesture.name`). Such a touch is now refused
    /// where the script is read, at the number, and a touch at the range's edge runs and is
    /// written down as it was given.
    static let farTouch = "touch 8.114840217988804e+88 4.513631024182237e-308"

    @Test func aTouchTooFarForIntIsRefusedAtTheNumber() throws {
        #expect(throws: SceneError.self) { try Script.parse(Self.farTouch, file: "touch.script") }
        do {
            _ = try Script.parse(Self.farTouch, file: "touch.script")
        } catch {
            #expect(error.line == 1 && error.column == 7, "\(error)")
        }
        let edge = "touch 1000000 4.513631024182237e-308"
        let written = try Self.runAndWriteDown(scene: "controls", script: edge)
        #expect(try Script.parse(written, file: "again.script").steps.map(\.action)
                == Script.parse(edge, file: "touch.script").steps.map(\.action), "written as '\(written)'")
    }

    /// Finding (fuzz-script, round trip): an expectation ending in CRs was written back with a
    /// line feed after it, and Swift reads CR LF as one Character, so the written script read as
    /// one line fewer. Lines now end at the scalar LF, and CRs at a line's end are trimmed.
    @Test func linesEndAtLineFeedsAndCarriageReturnsAtTheirEndsAreTrimmed() throws {
        let windows = try Script.parse("swipe right = January.\r\nswipe left\r\n", file: "crlf.script")
        #expect(windows.steps.map(\.action) == [.gesture(.swipeRight), .gesture(.swipeLeft)])
        #expect(windows.steps.first?.expectation?.text == "January.")
        #expect(windows.steps.map(\.line) == [1, 2])

        let found = try Script.parse("touch 2e-300 1e-300 = Meal plann ~\r\r \nswipe right = [boundary]", file: "fuzz.script")
        let written = found.steps.map(\.scriptText).joined(separator: "\n")
        let again = try Script.parse(written, file: "again.script")
        #expect(again.steps.map(\.action) == found.steps.map(\.action))
        #expect(again.steps.map(\.expectation) == found.steps.map(\.expectation))
    }

    // MARK: Exports that must export the same

    /// `rotor export` on the scene, then on what it wrote: both files, or `nil` when the binary
    /// is not built (the test is then skipped, as `RotorExportTests` are).
    static func exportTwice(_ yaml: String) throws -> (first: String, second: String)? {
        guard RotorBinary.url != nil else {
            #expect(ProcessInfo.processInfo.environment["ROTOR_E2E"] != "1", "the rotor binary is built next to the tests")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try yaml.write(to: folder.appendingPathComponent("fuzz.yaml"), atomically: true, encoding: .utf8)
        let first = try RotorBinary.run(["export", "fuzz.yaml", "-o", "first.yaml"], in: folder)
        #expect(first.status == 0, "\(first.output)")
        let second = try RotorBinary.run(["export", "first.yaml", "-o", "second.yaml"], in: folder)
        #expect(second.status == 0, "the export does not load: \(second.output)")
        return (try String(contentsOf: folder.appendingPathComponent("first.yaml"), encoding: .utf8),
                try String(contentsOf: folder.appendingPathComponent("second.yaml"), encoding: .utf8))
    }

    /// Finding (fuzz-export, on its first run: the seed Fuzz/SeedScenes/tables.yaml, shrunk). A
    /// table view whose rows drag and whose drop proposes a copy is written as a table that
    /// reorders by moving (SceneCapture's `TableKeys.dropEntry`, Sources/SceneCapture/Walk/
    /// TableKeys.swift:139-144, takes the copy for Apple's samples' "a move only while a drag is
    /// under way"): `operation: copy` is lost, so a drop of one of its own rows moves it in the
    /// export where it copied it in the scene, and the export, whose drop proposes a move, is
    /// exported with another comment. Not fixed here (the round trip is another part of issue 42):
    /// a known issue until it is.
    static let copyingTable = """
        window: { size: [20, 6] }
        views:
          - { type: tableView, frame: [0, 0, 20, 6], sections: [{ rows: [a] }], drag: {}, drop: { accepts: [public.text], operation: copy } }
        """

    @Test func aTableViewThatCopiesDropsExportsToItselfAndKeepsItsCopy() throws {
        guard let (first, second) = try Self.exportTwice(Self.copyingTable) else { return }
        #expect(first.contains("operation: copy"), "\(first)")
        #expect(second == first)
    }

    // MARK: Helpers, run in the child processes too

    /// Loads a scene and, when it loads, draws it as the terminal front does and reads every
    /// element once, as the fuzz-loader target does.
    static func loadDrawAndRead(_ yaml: String) {
        guard let scene = try? SceneLoader.load(yaml: yaml, file: "fuzz.yaml") else { return }
        drawViewport(scene)
        let session = scene.makeSession()
        session.start()
        session.perform(.readAll)
    }

    /// The scene's windows drawn into an 80×24 grid from its top-left corner, as the terminal
    /// front draws them (never a grid the size of a window, which a scene may make huge).
    @discardableResult
    static func drawViewport(_ scene: Scene) -> CellGrid {
        let context = CellContext(grid: CellGrid(width: 80, height: 24))
        for window in scene.windows where !window.isHidden {
            context.withState(offset: window.frame.origin, clippingTo: nil) { window.render(in: context) }
        }
        return context.grid
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
