import Audit
import CellKit
import Foundation
import SceneFormat
import ScreenReader
import Session
import TerminalUI
import Yams

/// Measures how Rotor's cost grows with the scene: generated scenes of each shape and size are
/// written as scene files, loaded, and driven as a VoiceOver user drives them.
@MainActor
package struct Benchmark {
    /// The sizes of the collection, the wide tree and the table view (its rows).
    package var sizes: [Int]
    /// The depths of the deep tree.
    package var depths: [Int]
    /// The shapes measured.
    package var shapes: [SyntheticScene.Shape]
    package var stopwatch: Stopwatch
    /// Times one run of a whole operation on a scene file in a new process, when set (`rotor
    /// bench` runs itself); otherwise each run is timed in this process.
    package var freshProcess: (@MainActor (WholeOperation, String) throws(BenchError) -> UInt64)?
    /// Where the scene files are written (kept, so they can be opened with `rotor play`).
    package var directory: URL

    package init(sizes: [Int] = [1_000, 10_000, 100_000], depths: [Int] = [1_000, 10_000],
                shapes: [SyntheticScene.Shape] = SyntheticScene.Shape.allCases,
                stopwatch: Stopwatch = Stopwatch(), directory: URL) {
        self.sizes = sizes
        self.depths = depths
        self.shapes = shapes
        self.stopwatch = stopwatch
        self.directory = directory
    }

    /// Every generated scene of the measured shapes, smallest first within each shape.
    package var scenes: [SyntheticScene] {
        SyntheticScene.Shape.allCases.filter(shapes.contains).flatMap { shape in
            (shape == .deep ? depths : sizes).sorted().map { SyntheticScene(shape: shape, views: $0) }
        }
    }

    /// Measures every operation on every scene; `progress` hears each scene as it starts.
    package func run(progress: (String) -> Void = { _ in }) throws(BenchError) -> [BenchResult] {
        var results: [BenchResult] = []
        for scene in scenes {
            progress(scene.name)
            results += try measure(scene)
        }
        return results
    }

    /// Where a scene's file is written.
    package func path(for scene: SyntheticScene) -> String {
        directory.appendingPathComponent(scene.name + ".yaml").path
    }

    /// Writes a scene's file and returns its path.
    package func write(_ scene: SyntheticScene) throws(BenchError) -> String {
        let path = path(for: scene)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try scene.yaml.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError("cannot write \(path): \(error.localizedDescription)")
        }
        return path
    }

    /// Every operation on one scene.
    package func measure(_ synthetic: SyntheticScene) throws(BenchError) -> [BenchResult] {
        let path = try write(synthetic)
        // Loading a large scene takes long: a few runs are enough for a median.
        var slow = stopwatch
        slow.minimumRuns = min(stopwatch.minimumRuns, 3)
        slow.budget = min(stopwatch.budget, 0.2)
        func result(_ operation: String, _ timing: (median: UInt64, runs: Int)) -> BenchResult {
            BenchResult(operation: operation, scene: synthetic.shape.rawValue, views: synthetic.views,
                        medianNanoseconds: timing.median, runs: timing.runs)
        }
        var results: [BenchResult] = []
        do {
            results.append(result("parse", try slow.measure {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                _ = try Yams.compose(yaml: text)
            }))
        } catch {
            throw BenchError("\(synthetic.name): \(error)")
        }
        // Loading, the first screen and the audit are what a person starts a process for: each
        // run is timed in a process of its own when `freshProcess` is set (`WholeOperation`).
        // Five runs each in processes of their own: a process costs more than a small scene's
        // operation (which the budget does not count), and on a shared machine one process in
        // three may be slowed by a quarter, which a median of three does not outvote.
        var whole = slow
        if freshProcess != nil {
            whole.minimumRuns = min(stopwatch.minimumRuns, 5)
            whole.maximumRuns = max(whole.minimumRuns, min(whole.maximumRuns, 5))
        }
        // In turns (a load, a first screen, an audit, then again): the audit is reported against
        // the load, and timed one after the other, a slow spell on the machine fell on one alone.
        let operations = WholeOperation.allCases
        let timings = try whole.collectInTurns(count: operations.count) { (index: Int) throws(BenchError) -> UInt64 in
            if let freshProcess { return try freshProcess(operations[index], path) }
            return try operations[index].timeOnce(scenePath: path)
        }
        for (operation, timing) in zip(operations, timings) {
            results.append(result(operation.rawValue, timing))
        }
        let scene = try load(path, synthetic)
        let app = TerminalApp(session: scene.makeSession(), backend: HeadlessBackend(columns: 80, rows: 24))
        let session = app.session
        let reader = session.screenReader
        results.append(result("walk", slow.measure { _ = ElementCollector().elements(in: scene.windows) }))
        session.start()

        // Every measured swipe moves on: from the last element, the cursor goes back to the first
        // beforehand (a scene with few elements would otherwise time the boundary sound half
        // the time).
        let moveOn = {
            if Self.isAtLastElement(reader) { session.perform(.firstElement) }
        }
        results.append(result("next", stopwatch.measure(prepare: moveOn) { session.perform(.swipeRight) }))
        // The actions of the focused element wherever the cursor has got to, as the Actions
        // rotor asks on every swipe: the cursor moves on before each run.
        session.perform(.firstElement)
        results.append(result("actions", stopwatch.measure(prepare: {
            moveOn()
            session.perform(.swipeRight)
        }) {
            // Collected afresh, as the screen reader does once per change: its kept record would
            // answer without collecting.
            _ = reader.focusedElement.map(ActionCollector(finger: reader.finger, language: reader.language).actions(for:))
        }))
        // Touches that move between two elements, so each one finds and speaks a new element.
        let touches = synthetic.touchPoints.map { CGPoint(x: $0.x, y: $0.y) }
        var touched = 0
        results.append(result("hit-test", stopwatch.measure {
            touched += 1
            session.perform(.touch(touches[touched % touches.count]))
        }))
        // Each drop on the table takes a row away from it: a small table runs out of rows, so it
        // is dropped on at most half as many times as it has rows.
        var dropping = stopwatch
        if synthetic.shape == .wide {
            dropping.maximumRuns = max(1, min(stopwatch.maximumRuns, synthetic.views / 2))
            dropping.minimumRuns = min(stopwatch.minimumRuns, dropping.maximumRuns)
        }
        results.append(result("drag-drop", try dropping.measure(prepare: { () throws(BenchError) in
            try prepareDrag(synthetic, session: session)
        }) { () throws(BenchError) in
            try dragAndDrop(synthetic, session: session)
        }))
        // The frame a terminal gets after a key: through the front, which settles its scroll
        // and caption page after each step (`frame()` changes nothing), so each timed frame
        // draws the page a front shows rather than paging again every caption the bench's
        // swipes and drops said (DECISIONS.md).
        app.step(.gesture(.firstElement))
        results.append(result("render", stopwatch.measure { _ = app.frame() }))
        results.append(try bytesPerMove(scene, synthetic: synthetic))
        return results
    }

    /// Whether a swipe right would find no element after the cursor: it is on the last one,
    /// or on none.
    private static func isAtLastElement(_ reader: ScreenReader) -> Bool {
        guard let last = reader.elements.last else { return false }
        return reader.focusedElement?.isSame(as: last) ?? true
    }

    /// Loads a generated scene's file.
    private func load(_ path: String, _ synthetic: SyntheticScene) throws(BenchError) -> Scene {
        do {
            return try SceneLoader.load(path: path)
        } catch {
            throw BenchError("\(synthetic.name): \(error)")
        }
    }

    // MARK: Drag and drop

    /// Focuses the drag's source and turns the rotor to Actions.
    private func prepareDrag(_ synthetic: SyntheticScene, session: ScreenSession) throws(BenchError) {
        session.perform(.firstElement)
        // The collection's first photo and the table view's first row are the source; elsewhere
        // the first row, after the inbox.
        if synthetic.shape != .collection, synthetic.shape != .tableView { session.perform(.swipeRight) }
        for _ in 0..<RotorSetting.allCases.count where session.screenReader.rotor.setting != .actions {
            session.perform(.rotateClockwise)
        }
        guard session.screenReader.rotor.setting == .actions else {
            throw BenchError("\(synthetic.name): the rotor never offered Actions on \(session.screenReader.focusedElement?.label ?? "nothing")")
        }
    }

    /// Starts the drag with its source action, drops it where the list changes, lets the load
    /// finish: in the collection and the table view, the first item moves to before the third
    /// (a reorder); in the long table, the first shown row goes to the inbox and leaves the
    /// table (it moves away).
    private func dragAndDrop(_ synthetic: SyntheticScene, session: ScreenSession) throws(BenchError) {
        var said = session.perform(.swipeDown) + session.perform(.doubleTap)
        guard said.contains(where: { $0.text.hasPrefix("Drag started") }) else {
            throw BenchError("\(synthetic.name): the drag did not start; heard \(said.map(\.text))")
        }
        switch synthetic.shape {
        case .collection, .tableView:
            session.perform(.swipeRight)
            session.perform(.swipeRight)
        case .wide, .deep:
            session.perform(.swipeLeft)
        }
        let target = synthetic.shape == .collection || synthetic.shape == .tableView ? "Drop before" : "Drop"
        for _ in 0..<6 {
            said = session.perform(.swipeDown)
            if said.contains(where: { $0.text.hasPrefix(target) }) { break }
        }
        said = session.perform(.doubleTap) + session.waitUntilIdle()
        guard said.contains(where: { $0.text.hasPrefix("Dropped") }) else {
            throw BenchError("\(synthetic.name): the drop did not happen; heard \(said.map(\.text))")
        }
    }

    // MARK: Terminal bytes

    /// The most cursor moves a walk measures: a whole walk of a short scene, the first part of
    /// a long one (each move is one presented frame, so every move counts, not a sample).
    package nonisolated static let walkLength = 400

    /// The bytes ncurses writes for each VoiceOver cursor move of a walk from the first
    /// element (the whole walk, up to `walkLength` moves), against the bytes of the cells that
    /// changed: the median move and the worst one.
    private func bytesPerMove(_ scene: Scene, synthetic: SyntheticScene) throws(BenchError) -> BenchResult {
        let file = directory.appendingPathComponent("\(synthetic.name).terminal").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let backend = NcursesBackend(writingTo: file, columns: 80, rows: 24)
        do {
            try backend.start()
        } catch {
            throw BenchError("\(synthetic.name): \(error)")
        }
        defer { backend.stop() }
        let app = TerminalApp(session: scene.makeSession(), backend: backend)
        app.start()
        app.present()
        var times: [UInt64] = []
        var worst: (written: Int, changed: Int)?
        var moves: [(written: Int, changed: Int)] = []
        // Through every element, and from the last back to the first (a move too), so even a
        // scene of two elements gives more than one move.
        let reader = app.session.screenReader
        let count = min(Self.walkLength, max(2, reader.elements.count))
        for _ in 0..<count {
            let before = app.frame()
            app.step(.gesture(Self.isAtLastElement(reader) ? .firstElement : .swipeRight))
            let after = app.frame()
            let start = DispatchTime.now().uptimeNanoseconds
            let bytesBefore = backend.bytesWritten ?? 0
            backend.present(after, cursor: app.cursor())
            times.append(DispatchTime.now().uptimeNanoseconds - start)
            let move = (written: max(0, (backend.bytesWritten ?? 0) - bytesBefore),
                        changed: after.changedCellBytes(since: before))
            moves.append(move)
            // The worst move is the one that writes the most for what changed.
            if move.changed > 0, worst.map({ move.written * $0.changed > $0.written * move.changed }) ?? true {
                worst = move
            }
        }
        // The median move by its bytes written, with what changed in that move.
        let median = moves.sorted { $0.written < $1.written }[(moves.count - 1) / 2]
        return BenchResult(operation: "bytes-per-move", scene: synthetic.shape.rawValue, views: synthetic.views,
                           medianNanoseconds: Stopwatch.median(times), runs: times.count,
                           bytes: median.written, changedCellBytes: median.changed,
                           worstBytes: worst?.written, worstChangedCellBytes: worst?.changed)
    }
}
