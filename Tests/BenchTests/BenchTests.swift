import Bench
import CellKit
import Foundation
import SceneFormat
import Session
import ScreenReader
import Testing
import TerminalUI

/// `rotor bench`: its generated scenes, its operations, its report. Never a figure's size.
@MainActor
@Suite("Benchmarks")
struct BenchTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-bench-tests-\(UUID())")

    @Test("the diffable table is reordered through the Actions rotor at every size, and each gesture is timed")
    func diffableTableIsMeasured() throws {
        let bench = DiffableTableBench(sizes: [40, 20], stopwatch: Stopwatch(minimumRuns: 2, maximumRuns: 2, budget: 0))
        let results = try bench.run()
        #expect(results.map(\.views) == [20, 20, 20, 40, 40, 40], "smallest first")
        #expect(results.map(\.operation) == ["next", "actions", "drag-drop", "next", "actions", "drag-drop"])
        #expect(results.allSatisfy { $0.scene == "diffableTable" && $0.runs == 2 })
        // What is timed is a reorder: the first row lands before the third, in the snapshot.
        let screen = DiffableTableScreen(rows: 5)
        let session = ScreenSession(windows: [screen.window], keeping: [screen.rows])
        session.start()
        try DiffableTableBench.focusFirstRowsActions(session, rows: 5)
        try DiffableTableBench.reorder(session, rows: 5)
        #expect(screen.rows.snapshot().itemIdentifiers == [1, 0, 2, 3, 4])
    }

    @Test("the SwiftUI list is reordered through the Actions rotor at every size, and each gesture is timed")
    func swiftUIListIsMeasured() throws {
        let bench = SwiftUIListBench(sizes: [40, 20], stopwatch: Stopwatch(minimumRuns: 2, maximumRuns: 2, budget: 0))
        let results = try bench.run()
        #expect(results.map(\.views) == [20, 20, 20, 40, 40, 40], "smallest first")
        #expect(results.map(\.operation) == ["next", "actions", "drag-drop", "next", "actions", "drag-drop"])
        #expect(results.allSatisfy { $0.scene == "swiftUIList" && $0.runs == 2 })
        // What is timed is a reorder: the first row lands before the third, in the model, by
        // the `ForEach`'s `onMove`.
        let screen = SwiftUIListScreen(rows: 5)
        let session = ScreenSession(windows: [screen.window], keeping: [screen.controller, screen.rows])
        session.start()
        try DiffableTableBench.focusFirstRowsActions(session, rows: 5, shape: SwiftUIListBench.shape)
        try DiffableTableBench.reorder(session, rows: 5, shape: SwiftUIListBench.shape)
        #expect(screen.rows.items == [1, 0, 2, 3, 4])
        // Its rows' "Move up" is offered in the Actions rotor, and announces the move.
        var said = session.perform(.swipeRight)
        for _ in 0..<6 where !said.contains(where: { $0.text == "Move up" }) {
            said = session.perform(.swipeDown)
        }
        #expect(said.contains { $0.text == "Move up" })
        said = session.perform(.doubleTap) + session.waitUntilIdle()
        #expect(said.contains { $0.text.contains("moved to position") }, "heard \(said.map(\.text))")
        #expect(screen.rows.items != [1, 0, 2, 3, 4])
    }

    @Test("the report sets the SwiftUI list's growth against ×2")
    func swiftUIListTargets() {
        let results = [1_000, 100_000].flatMap { rows in
            ["next", "actions", "drag-drop"].map {
                BenchResult(operation: $0, scene: "swiftUIList", views: rows, medianNanoseconds: rows == 1_000 ? 100 : ($0 == "next" ? 150 : 900), runs: 3)
            }
        }
        let targets = BenchReport(results: results, memory: []).targets.filter { $0.name.contains("SwiftUI list") }
        #expect(targets.map(\.name) == ["next, SwiftUI list rows 1k→100k", "actions, SwiftUI list rows 1k→100k",
                                        "drag-drop, SwiftUI list rows 1k→100k"])
        #expect(targets.map(\.met) == [true, false, false])
    }

    @Test("the report holds a view of a 100,000-view scene to a kilobyte, and a table view's row to its own target")
    func viewMemoryTarget() {
        let memory = [
            BenchReport.Memory(scene: "wide", views: 1_000, peakBytes: 5_000_000, fixedBytes: 1_000_000),
            BenchReport.Memory(scene: "wide", views: 100_000, peakBytes: 103_000_000, fixedBytes: 1_000_000),
            BenchReport.Memory(scene: "collection", views: 100_000, peakBytes: 20_000_000, fixedBytes: 1_000_000),
            BenchReport.Memory(scene: "tableView", views: 100_000, peakBytes: 2_000_000, fixedBytes: 1_000_000),
        ]
        let targets = BenchReport(results: [], memory: memory).targets.filter { $0.name.hasPrefix("memory per") }
        // The wide scene's 1,020 bytes a view meet the kilobyte; the collection's items and the
        // table view's rows are data, not views, and the small scene is not held to it.
        #expect(targets.map(\.name) == ["memory per table view row, 100k rows", "memory per view, wide-100000"])
        #expect(targets.map(\.figure) == ["10 B", "1020 B"])
        #expect(targets.allSatisfy { $0.met })
        let heavier = BenchReport(results: [], memory: [BenchReport.Memory(scene: "wide", views: 100_000, peakBytes: 104_000_000, fixedBytes: 1_000_000)])
        #expect(heavier.targets.filter { $0.name.hasPrefix("memory per view") }.map(\.met) == [false])
    }

    @Test("every generated shape loads as a scene with the views it says", arguments: SyntheticScene.Shape.allCases)
    func generatedScenesLoad(shape: SyntheticScene.Shape) throws {
        let synthetic = SyntheticScene(shape: shape, views: 40)
        let scene = try SceneLoader.load(yaml: synthetic.yaml, file: "\(synthetic.name).yaml")
        let reader = ScreenReader(finger: Finger(windows: scene.windows))
        #expect(!reader.elements.isEmpty)
        switch shape {
        case .collection:
            #expect(scene.views["library"] is UICollectionView)
        case .tableView:
            let table = try #require(scene.views["list"] as? UITableView)
            #expect(table.numberOfRows(inSection: 0) == 40)
            #expect(table.visibleCells.count < 40, "cells only for the rows on screen")
        case .wide:
            #expect(scene.views["table"]?.subviews.count == 40)
        case .deep:
            var depth = 0
            var view: UIView? = scene.views["v1"]
            while let current = view { depth += 1; view = current.subviews.first }
            #expect(depth == 40)
        }
    }

    @Test("a tree 10,000 views deep loads, walks, drags and drops, and draws, without running out of stack")
    func deepTreeWorks() throws {
        let synthetic = SyntheticScene(shape: .deep, views: 10_000)
        let scene = try SceneLoader.load(yaml: synthetic.yaml, file: "deep.yaml")
        let run = ScriptRunner(scene: scene).run(try Script.parse("""
            swipe right = Deepest / Actions Available.
            rotor clockwise = Actions
            swipe down = Drag Deepest
            double tap = Drag started, Drag Deepest
            swipe left = Inbox / Actions Available.
            swipe down = Drop into Inbox
            double tap = Dropped, Drop into Inbox
            """, file: "deep.txt"))
        #expect(run.passed, "\(run.outcomes.map(\.spokenText))")
        let app = TerminalApp(session: scene.makeSession(), backend: HeadlessBackend())
        app.start()
        #expect(app.frame().text.contains("Inbox"))
    }

    @Test("a deeper tree than the limit is refused with its line, as is a parent described later")
    func deepLimitsAndParents() {
        let limits = SceneLoader.Limits(depth: 3)
        let yaml = SyntheticScene(shape: .deep, views: 5).yaml
        #expect(throws: SceneError.self) { try SceneLoader.load(yaml: yaml, file: "d.yaml", limits: limits) }
        let later = "window: {size: [9, 9]}\nviews:\n  - {parent: b, type: view, frame: [0, 0, 1, 1]}\n  - {id: b, type: view, frame: [0, 0, 1, 1]}\n"
        do {
            _ = try SceneLoader.load(yaml: later, file: "p.yaml")
            Issue.record("a parent described later was accepted")
        } catch {
            #expect(error.description.hasPrefix("p.yaml:3:"))
            #expect(error.message.contains("no view with the id 'b' comes before this one"))
        }
    }

    @Test("a drop in the benchmark changes the list: a row leaves the table, a photo moves in the collection, a row moves in the table view")
    func dropsChangeTheList() throws {
        for shape in [SyntheticScene.Shape.wide, .collection, .tableView] {
            let synthetic = SyntheticScene(shape: shape, views: 30)
            let scene = try SceneLoader.load(yaml: synthetic.yaml, file: "\(synthetic.name).yaml")
            let before = ScreenReader(finger: Finger(windows: scene.windows)).elements.map(\.label)
            let session = scene.makeSession()
            session.start()
            session.perform(.firstElement)
            if shape == .wide { session.perform(.swipeRight) }
            for _ in 0..<RotorSetting.allCases.count where session.screenReader.rotor.setting != .actions {
                session.perform(.rotateClockwise)
            }
            session.perform(.swipeDown)
            #expect(session.perform(.doubleTap).contains { $0.text.hasPrefix("Drag started") })
            // The collection's first photo (and the table view's first row) to before the
            // third; the table's first row to the inbox.
            if shape != .wide {
                session.perform(.swipeRight)
                session.perform(.swipeRight)
            } else {
                session.perform(.swipeLeft)
            }
            var steps = 0
            while steps < 6, !session.perform(.swipeDown).contains(where: { $0.text.hasPrefix("Drop") }) { steps += 1 }
            #expect(session.perform(.doubleTap).contains { $0.text.hasPrefix("Dropped") })
            session.waitUntilIdle()
            let after = session.screenReader.elements.map(\.label)
            #expect(after != before, "\(shape): the drop changed what VoiceOver reads")
            if shape == .tableView {
                #expect(after.prefix(3) == ["Row 2", "Row 1", "Row 3"], "the first row moved to before the third")
            }
        }
    }

    @Test("a table view of 100,000 rows shows a screenful of cells, and its rows move without being made")
    func aLongTableViewMakesCellsOnlyForItsScreen() throws {
        let synthetic = SyntheticScene(shape: .tableView, views: 100_000)
        #expect(synthetic.problem() == nil, "its rows are not views of the file")
        #expect(synthetic.yaml.utf8.count < 1_000, "the file names how many rows, not each")
        let scene = try SceneLoader.load(yaml: synthetic.yaml, file: "\(synthetic.name).yaml")
        let table = try #require(scene.views["list"] as? UITableView)
        #expect(table.numberOfRows(inSection: 0) == 100_000)
        #expect(table.visibleCells.count == 20, "one cell a row on a 20-cell-tall screen")
        let reader = ScreenReader(finger: Finger(windows: scene.windows))
        #expect(reader.elements.count <= 22,
                "VoiceOver's elements are the rows that have cells (a screenful and one) and the note: \(reader.elements.map(\.label))")
        table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        let last = table.visibleCells.last?.textLabel?.text
        #expect(last == "Row 100000")
    }

    @Test("a small table is dropped on no more often than it has rows to give")
    func aSmallTableDoesNotRunOutOfRows() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let bench = Benchmark(sizes: [20], depths: [20], shapes: [.wide],
                              stopwatch: Stopwatch(minimumRuns: 5, maximumRuns: 200, budget: 10), directory: directory)
        let results = try bench.run()
        let drops = try #require(results.first { $0.operation == "drag-drop" })
        #expect(drops.runs == 10, "half of the table's 20 rows")
    }

    @Test("operations compared with each other are timed in turns, each as often as alone, with its own median")
    func operationsAreTimedInTurns() {
        var order: [Int] = []
        // Three operations whose times are their index's own: 10, 20, 30 and up.
        var next = [10, 20, 30]
        let timings = Stopwatch(minimumRuns: 3, maximumRuns: 3, budget: 10).collectInTurns(count: 3) { index in
            order.append(index)
            next[index] += 1
            return UInt64(next[index])
        }
        #expect(order == [0, 1, 2, 0, 1, 2, 0, 1, 2], "one run of each per round, never three of one in a row")
        #expect(timings.map(\.runs) == [3, 3, 3])
        #expect(timings.map(\.median) == [12, 22, 32])
        // Within a budget, the quick operation keeps its turns after the slow one has its fill.
        order = []
        let budgeted = Stopwatch(minimumRuns: 1, maximumRuns: 4, budget: 0.000_000_5).collectInTurns(count: 2) { index in
            order.append(index)
            return index == 0 ? 100 : 1_000
        }
        #expect(order == [0, 1, 0, 0, 0])
        #expect(budgeted.map(\.runs) == [4, 1])
    }

    @Test("sizes the scene loader would refuse are said before any work")
    func sizesOverTheLimitsAreRefused() {
        #expect(SyntheticScene(shape: .wide, views: 100_000).problem() == nil)
        #expect(SyntheticScene(shape: .deep, views: 20_000).problem()?.contains("10000 levels") == true)
        #expect(SyntheticScene(shape: .wide, views: 200_000).problem()?.contains("MB") == true)
    }

    @Test("only the shapes asked for are measured, smallest first")
    func onlyTheShapesAskedFor() {
        let bench = Benchmark(sizes: [300, 20], depths: [40], shapes: [.deep, .wide], directory: directory)
        #expect(bench.scenes.map(\.name) == ["wide-20", "wide-300", "deep-40"])
    }

    @Test("every operation is measured on a scene, and the report says so in text and JSON")
    func everyOperationIsMeasured() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let bench = Benchmark(sizes: [30], depths: [30], stopwatch: Stopwatch(minimumRuns: 2, maximumRuns: 2, budget: 0),
                              directory: directory)
        let results = try bench.run()
        let operations = ["parse", "load", "first-screen", "audit", "walk", "next", "actions", "hit-test", "drag-drop",
                          "render", "bytes-per-move"]
        for shape in SyntheticScene.Shape.allCases {
            let mine = results.filter { $0.scene == shape.rawValue }
            #expect(mine.map(\.operation) == operations)
            #expect(mine.allSatisfy { $0.runs >= 2 && $0.views == 30 })
        }
        let move = try #require(results.first { $0.operation == "bytes-per-move" && $0.scene == "collection" })
        #expect((move.bytes ?? 0) > 0 && (move.changedCellBytes ?? 0) > 0, "a cursor move writes bytes and changes cells")
        // Every move of a whole walk is measured, and the worst is reported beside the median
        // (its own target: see the report's targets).
        for result in results where result.operation == "bytes-per-move" {
            // A table view's walk is through the rows that have cells: a screenful, not every row.
            let whole = result.scene == "deep" ? 2 : result.scene == "tableView" ? 20 : 29
            #expect(result.runs >= whole, "\(result.scene): a whole walk, not a few moves")
            let worst = try #require(result.worstBytes), worstChanged = try #require(result.worstChangedCellBytes)
            #expect(worst * (result.changedCellBytes ?? 0) >= (result.bytes ?? 0) * worstChanged,
                    "\(result.scene): the worst move writes at least as much for what changed as the median")
        }

        let report = BenchReport(results: results, memory: [BenchReport.Memory(scene: "wide", views: 30, peakBytes: 30_000, fixedBytes: 3_000)])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["memory_bytes_per_view"] as? Int == 900, "the peak above what a one-view scene costs, per view")
        let memory = try #require((json["memory"] as? [[String: Any]])?.first)
        #expect(memory["peak_bytes"] as? Int == 30_000 && memory["fixed_bytes"] as? Int == 3_000)
        let first = try #require((json["results"] as? [[String: Any]])?.first)
        #expect(Set(first.keys).isSuperset(of: ["operation", "views", "median_ns", "scene", "runs"]))
        #expect(report.text.contains("drag-drop"))
        #expect(report.text.contains("Targets:"), "the report says which targets the run met")
        #expect(report.targets.contains { $0.name.hasPrefix("worst cursor move") },
                "the bytes of the worst move are held against their target")
        #expect(report.text.contains("wide"))
    }
}
