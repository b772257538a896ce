import ArgumentParser
import Bench
import Foundation
import RotorOutput
import SceneFormat

/// `rotor bench`: how Rotor's cost grows with the scene.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how Rotor's cost grows with the scene (run a release build).",
        discussion: """
            Generates scenes of 1,000, 10,000 and 100,000 views (a collection view with a drag source \
            and a drop point on every item; a long table in a scroll view; a table view whose data \
            source has that many rows, reordered by VoiceOver) and a deep tree (1,000 and \
            10,000 views deep), writes them as scene files, and reports the median of repeated runs of \
            each operation: parse, load, first-screen, audit, walk, next, actions, hit-test, drag-drop, \
            render, the bytes ncurses writes for one cursor move, and the peak memory per view. \
            Loading, the first screen and the audit are each timed in a process of their own, as \
            a person starts them. Figures never fail: \
            the exit status is 0 unless a scene could not be measured. Build with \
            `swift build -c release` and run `.build/release/rotor bench` for figures worth comparing.
            """
    )

    @Option(help: "text (a table) or json.")
    var format: OutputFormat = .text

    // `.unconditional`: `--sizes -5` is a size out of range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The sizes of the collection, the table, the table view, the diffable table and the SwiftUI list, comma-separated.", valueName: "n,n,..."))
    var sizes: String = "1000,10000,100000"

    @Option(parsing: .unconditional, help: ArgumentHelp("The depths of the deep tree, comma-separated.", valueName: "n,n,..."))
    var depths: String = "1000,10000"

    @Option(help: ArgumentHelp("The shapes to measure, comma-separated: collection, wide, deep, tableView, diffableTable, swiftUIList, autoLayout.", valueName: "shape,..."))
    var shapes: String = "collection,wide,deep,tableView,diffableTable,swiftUIList,autoLayout"

    // `.unconditional`: `--layout-sizes -5` is a size out of range, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The sizes of the Auto Layout screens (autoLayout), comma-separated; a tenth of --sizes when not given.", valueName: "n,n,..."))
    var layoutSizes: String?

    @Option(help: ArgumentHelp("The Auto Layout screens to measure (autoLayout), comma-separated: stack, chain, grid; all three when not given.", valueName: "shape,..."))
    var layoutShapes: String?

    @Option(help: ArgumentHelp("Keep the generated scene files in this directory (they are deleted otherwise).",
                               valueName: "directory"))
    var keepScenes: String?

    @Option(help: ArgumentHelp("Also draw each operation's cost against the scene's size (log-log, the smallest-to-largest ratio marked) as an SVG file.",
                               valueName: "file.svg"))
    var plot: String?

    @Option(help: .hidden)
    var memoryProbe: String?

    /// `operation:path`: times one whole operation on a scene file and prints the nanoseconds
    /// (the bench runs itself with it, so that each run has a process of its own).
    @Option(help: .hidden)
    var timeOnce: String?

    func validate() throws {
        // A run of the bench's own (one timing, one memory probe) is handed a scene it wrote:
        // checking the sizes again would write every default scene's text in each of them.
        if timeOnce != nil || memoryProbe != nil { return }
        for (name, list) in [("--sizes", sizes), ("--depths", depths), ("--layout-sizes", layoutSizes ?? "100")] {
            guard Self.numbers(list) != nil else {
                throw ValidationError("\(name) expects whole numbers from 2 to 200000, comma-separated; found '\(list)'")
            }
        }
        if let layoutShapes, Self.layoutShapes(layoutShapes) == nil {
            throw ValidationError("--layout-shapes expects stack, chain or grid, comma-separated; found '\(layoutShapes)'")
        }
        guard let chosen = Self.shapes(shapes) else {
            throw ValidationError("--shapes expects collection, wide, deep, tableView, diffableTable, swiftUIList or autoLayout, comma-separated; found '\(shapes)'")
        }
        // A size the scene loader would refuse is said now, not after minutes of measuring.
        for shape in chosen {
            let option = shape == .deep ? "--depths" : "--sizes"
            for views in Self.numbers(shape == .deep ? depths : sizes) ?? [] {
                if let problem = SyntheticScene(shape: shape, views: views).problem() {
                    throw ValidationError("\(option) \(views): \(problem)")
                }
            }
        }
    }

    /// The name `--shapes` gives Auto Layout's screens (`AutoLayoutBench`), which are not scene files.
    static let autoLayoutShape = "autoLayout"

    /// The shapes built in Swift rather than written as scene files: Auto Layout's screens and
    /// the diffable table and the SwiftUI list.
    static let swiftShapes = [autoLayoutShape, DiffableTableBench.shape, SwiftUIListBench.shape]

    /// The scene shapes in the list (the Swift-built ones are not scene files); `nil` when a
    /// name is unknown.
    static func shapes(_ list: String) -> [SyntheticScene.Shape]? {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.isEmpty, names.allSatisfy({ swiftShapes.contains($0) || SyntheticScene.Shape(rawValue: $0) != nil }) else {
            return nil
        }
        return names.compactMap(SyntheticScene.Shape.init(rawValue:))
    }

    /// Whether the list asks for Auto Layout's screens.
    static func measuresAutoLayout(_ list: String) -> Bool {
        measures(autoLayoutShape, in: list)
    }

    /// Whether the list names `shape`.
    static func measures(_ shape: String, in list: String) -> Bool {
        list.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == shape }
    }

    /// The Auto Layout screens' sizes: `--layout-sizes`, else a tenth of each of `--sizes` (at
    /// least 2), so the defaults measure 100, 1,000 and 10,000 views, and a smoke run with
    /// `--sizes 100` ten.
    var autoLayoutSizes: [Int] {
        if let layoutSizes { return Self.numbers(layoutSizes) ?? [] }
        return Array(Set((Self.numbers(sizes) ?? []).map { max(2, $0 / 10) })).sorted()
    }

    /// The Auto Layout screens in the list; `nil` when a name is unknown.
    static func layoutShapes(_ list: String) -> [AutoLayoutScreen.Shape]? {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let shapes = names.compactMap(AutoLayoutScreen.Shape.init(rawValue:))
        guard !names.isEmpty, shapes.count == names.count else { return nil }
        return shapes
    }

    static func numbers(_ list: String) -> [Int]? {
        let parts = list.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? 0) >= 2 && ($0 ?? 0) <= 200_000 }) else { return nil }
        return parts.compactMap { $0 }
    }

    func run() throws {
        if let memoryProbe {
            try MainActor.assumeIsolated { try Self.probeMemory(scenePath: memoryProbe) }
            return
        }
        if let timeOnce {
            try MainActor.assumeIsolated { try Self.timeOnce(timeOnce) }
            return
        }
        // Before minutes of measuring: a plot or a folder that cannot be written ends the
        // command at once (status 74, from `Rotor.main`).
        try SceneCommand.checkOutputs([plot], scene: nil)
        if let keepScenes { try OutputPaths.checkFolder(keepScenes) }
        #if DEBUG
        Console.complain("note: this is a debug build; for figures worth comparing, "
            + "`swift build -c release` and run `.build/release/rotor bench`")
        #endif
        let directory = keepScenes.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("rotor-bench-\(getpid())")
        defer { if keepScenes == nil { try? FileManager.default.removeItem(at: directory) } }
        let report: BenchReport = try MainActor.assumeIsolated {
            var bench = Benchmark(sizes: Self.numbers(sizes) ?? [], depths: Self.numbers(depths) ?? [],
                                  shapes: Self.shapes(shapes) ?? [], directory: directory)
            bench.freshProcess = { operation, path throws(BenchError) in
                let text = try Self.runAgain(["bench", "--time-once", "\(operation.rawValue):\(path)"], doing: "time \(operation.rawValue) of \(path)")
                guard let nanoseconds = UInt64(text) else { throw BenchError("timing \(operation.rawValue) of \(path) printed '\(text)'") }
                return nanoseconds
            }
            do {
                var results = try bench.run { name in
                    Console.note("measuring \(name)…")
                }
                if Self.measures(DiffableTableBench.shape, in: shapes) {
                    results += try DiffableTableBench(sizes: Self.numbers(sizes) ?? []).run { name in
                        Console.note("measuring \(name)…")
                    }
                }
                if Self.measures(SwiftUIListBench.shape, in: shapes) {
                    results += try SwiftUIListBench(sizes: Self.numbers(sizes) ?? []).run { name in
                        Console.note("measuring \(name)…")
                    }
                }
                var memory: [BenchReport.Memory] = []
                var fixed: [SyntheticScene.Shape: Int] = [:]
                // `run` wrote every scene's file; the probes read them. What a one-view scene of
                // the same shape costs is the part of the peak no view is to blame for.
                for scene in bench.scenes {
                    if fixed[scene.shape] == nil {
                        let single = try bench.write(SyntheticScene(shape: scene.shape, views: 1))
                        fixed[scene.shape] = try Self.peakGrowth(scenePath: single)
                    }
                    let grown = try Self.peakGrowth(scenePath: bench.path(for: scene))
                    memory.append(BenchReport.Memory(scene: scene.shape.rawValue, views: scene.views,
                                                     peakBytes: grown, fixedBytes: fixed[scene.shape] ?? 0))
                }
                var autoLayout: [AutoLayoutResult] = []
                var kiwiNote: String?
                if Self.measuresAutoLayout(shapes) {
                    let measured = AutoLayoutBench(sizes: autoLayoutSizes,
                                                   shapes: layoutShapes.flatMap(Self.layoutShapes) ?? AutoLayoutScreen.Shape.allCases).run { name in
                        Console.note("measuring auto layout \(name)…")
                    }
                    autoLayout = measured.map(\.result)
                    Console.note("timing kiwisolver on the same systems…")
                    switch KiwiComparison.run(measured.map(\.system), directory: directory) {
                    case .timed(let timings): autoLayout = KiwiComparison.merged(autoLayout, with: timings)
                    case .skipped(let reason): kiwiNote = reason
                    }
                }
                return BenchReport(results: results, memory: memory, autoLayout: autoLayout, kiwiNote: kiwiNote)
            } catch {
                Console.complain("\(error)")
                throw ExitCode(ExitStatus.unusableInput)
            }
        }
        switch format {
        case .text: try Console.say(text: report.text)
        case .json: try Console.say(json: report.json)
        }
        if let plot {
            let plotFile = try TextOutput(creatingAt: plot)
            try plotFile.write(lines: BenchPlot(report: report).lines)
            try plotFile.close()
        }
    }

    /// Runs this program again on one scene file and reads how far its memory grew: a process
    /// of its own, so what earlier scenes left in the allocator is not counted.
    static func peakGrowth(scenePath: String) throws(BenchError) -> Int {
        let text = try runAgain(["bench", "--memory-probe", scenePath], doing: "probe the memory of \(scenePath)")
        guard let bytes = Int(text) else { throw BenchError("the memory probe of \(scenePath) printed '\(text)'") }
        return bytes
    }

    /// Runs this program again with `arguments` and returns what it printed, trimmed.
    private static func runAgain(_ arguments: [String], doing task: String) throws(BenchError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw BenchError("cannot run rotor again to \(task): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("rotor run again to \(task) failed (status \(process.terminationStatus))")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Times one whole operation (`operation:path`) and prints the nanoseconds it took.
    @MainActor
    static func timeOnce(_ request: String) throws {
        guard let colon = request.firstIndex(of: ":"),
              let operation = WholeOperation(rawValue: String(request[..<colon])) else {
            throw ValidationError("--time-once expects operation:path, the operation one of "
                + WholeOperation.allCases.map(\.rawValue).joined(separator: ", "))
        }
        do {
            try Console.say(String(try operation.timeOnce(scenePath: String(request[request.index(after: colon)...]))))
        } catch let error as BenchError {
            Console.complain("\(error)")
            throw ExitCode(ExitStatus.unusableInput)
        }
    }

    /// Loads a scene, walks it and focuses its first element, then prints how far the peak
    /// resident memory rose above where it started.
    @MainActor
    static func probeMemory(scenePath: String) throws {
        guard let baseline = MemoryProbe.resident else {
            Console.complain("cannot read /proc/self/status for memory figures")
            throw ExitCode(ExitStatus.unusableInput)
        }
        let scene = try SceneCommand.load(scenePath)
        let session = scene.makeSession()
        session.start()
        let peak = MemoryProbe.peakResident ?? baseline
        try Console.say(String(max(0, peak - baseline)))
        withExtendedLifetime(session) {}
    }
}
