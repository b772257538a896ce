import Foundation

/// What `rotor bench` prints: every result, and the memory each view costs at its peak.
package struct BenchReport: Sendable, Encodable {
    /// The peak memory one scene's process reached, and what of it each view costs.
    package struct Memory: Sendable, Encodable, Equatable {
        package let scene: String
        package let views: Int
        /// How far the process's peak resident memory rose to load and start the scene.
        package let peakBytes: Int
        /// How far it rose for a scene of the same shape with one view: what loading any scene
        /// costs (the allocator's first arenas, the runtime's types), whatever its size.
        package let fixedBytes: Int
        /// The peak above the fixed cost, per view.
        package let bytesPerView: Int

        package init(scene: String, views: Int, peakBytes: Int, fixedBytes: Int) {
            self.scene = scene
            self.views = views
            self.peakBytes = peakBytes
            self.fixedBytes = fixedBytes
            bytesPerView = max(0, peakBytes - fixedBytes) / max(1, views)
        }

        enum CodingKeys: String, CodingKey {
            case scene, views
            case peakBytes = "peak_bytes"
            case fixedBytes = "fixed_bytes"
            case bytesPerView = "bytes_per_view"
        }
    }

    package let results: [BenchResult]
    package let memory: [Memory]
    /// Auto Layout's screens (`AutoLayoutBench`), with kiwisolver's times where it ran.
    package let autoLayout: [AutoLayoutResult]
    /// Why kiwisolver's times are missing, when they are: one line.
    package let kiwiNote: String?

    package init(results: [BenchResult], memory: [Memory], autoLayout: [AutoLayoutResult] = [], kiwiNote: String? = nil) {
        self.results = results
        self.memory = memory
        self.autoLayout = autoLayout
        self.kiwiNote = kiwiNote
    }

    /// The most any scene costs per view, the figure the target is set on.
    package var memoryBytesPerView: Int? { memory.map(\.bytesPerView).max() }

    enum CodingKeys: String, CodingKey {
        case results, memory
        case autoLayout = "auto_layout"
        case kiwiNote = "kiwi_note"
        case memoryBytesPerView = "memory_bytes_per_view"
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(results, forKey: .results)
        try container.encode(memory, forKey: .memory)
        try container.encode(memoryBytesPerView, forKey: .memoryBytesPerView)
        if !autoLayout.isEmpty { try container.encode(autoLayout, forKey: .autoLayout) }
        try container.encodeIfPresent(kiwiNote, forKey: .kiwiNote)
    }

    /// The JSON document.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A table a scene per row, an operation per column, in readable units.
    package var text: String {
        let operations = Self.timedOperations
        let scenes = results.reduce(into: [(String, Int)]()) { list, result in
            if !list.contains(where: { $0 == (result.scene, result.views) }) { list.append((result.scene, result.views)) }
        }
        var rows = [["scene", "views"] + operations + ["bytes/move", "memory/view"]]
        for (scene, views) in scenes {
            let mine = results.filter { $0.scene == scene && $0.views == views }
            var row = [scene, String(views)]
            for operation in operations {
                row.append(mine.first { $0.operation == operation }.map { Self.duration($0.medianNanoseconds) } ?? "-")
            }
            row.append(mine.first { $0.operation == "bytes-per-move" }.map {
                "\($0.bytes ?? 0)/\($0.changedCellBytes ?? 0), worst \($0.worstBytes ?? 0)/\($0.worstChangedCellBytes ?? 0)"
            } ?? "-")
            row.append(memory.first { $0.scene == scene && $0.views == views }.map { "\($0.bytesPerView) B" } ?? "-")
            rows.append(row)
        }
        var lines: [String] = []
        if rows.count > 1 {
            lines = Self.table(rows)
            lines.append("")
            lines += sceneNotes
        }
        if !autoLayout.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += autoLayoutLines
        }
        let targets = targetLines
        if !targets.isEmpty { lines += [""] + targets }
        return lines.joined(separator: "\n")
    }

    /// What the scenes' table means, their memory and growth.
    private var sceneNotes: [String] {
        var lines: [String] = []
        lines.append("Medians of repeated runs. bytes/move: bytes ncurses wrote for one VoiceOver cursor move / "
            + "bytes of the cells that changed, the median move of a walk (up to \(Benchmark.walkLength) moves) "
            + "and its worst.")
        if let worst = memoryBytesPerView { lines.append("Peak memory: at most \(worst) bytes per view.") }
        let growth = growthLines
        if !growth.isEmpty { lines += [""] + growth }
        return lines
    }

    private var targetLines: [String] {
        let targets = targets
        guard !targets.isEmpty else { return [] }
        return ["Targets:"] + targets.map { "  \($0.met ? "met    " : "NOT MET") \($0.name): \($0.figure) (target \($0.target))" }
    }

    /// Rows of cells as aligned columns: the first to the left, the rest to the right.
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column < 1 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
    }

    /// Auto Layout's table, its growth and kiwisolver's ratios (or why there are none).
    private var autoLayoutLines: [String] {
        var rows = [["auto layout", "views", "constraints", "first pass", "edit", "kiwi first", "kiwi edit",
                     "first/kiwi", "edit/kiwi"]]
        for result in autoLayout {
            rows.append([result.shape, String(result.views), String(result.constraints),
                         Self.duration(result.firstNanoseconds), Self.duration(result.editNanoseconds),
                         result.kiwiFirstNanoseconds.map { (result.kiwiFirstIsLowerBound ? ">" : "") + Self.duration($0) } ?? "-",
                         result.kiwiEditNanoseconds.map { (result.kiwiEditIsLowerBound ? ">" : "") + Self.duration($0) } ?? "-",
                         result.firstRatio.map { (result.kiwiFirstIsLowerBound ? "<" : "") + String(format: "×%.2f", $0) } ?? "-",
                         result.editRatio.map { (result.kiwiEditIsLowerBound ? "<" : "") + String(format: "×%.2f", $0) } ?? "-"])
        }
        var lines = Self.table(rows)
        lines.append("Views built through UIKit's API, untimed; first pass: the first layoutIfNeeded(); edit: one "
            + "constant changed and laid out again. x/kiwi: Rotor's time over kiwisolver's on the same system "
            + "(>: kiwisolver stopped at the script's limit).")
        if let kiwiNote { lines.append(kiwiNote) }
        let growth = AutoLayoutScreen.Shape.allCases.compactMap { shape -> String? in
            guard let first = autoLayoutGrowth(of: \.firstNanoseconds, in: shape.rawValue),
                  let edit = autoLayoutGrowth(of: \.editNanoseconds, in: shape.rawValue) else { return nil }
            return "\(shape.rawValue) \(Self.size(first.from))→\(Self.size(first.to)) first ×"
                + String(format: "%.1f", first.ratio) + ", edit ×" + String(format: "%.1f", edit.ratio)
        }
        if !growth.isEmpty { lines.append("Growth, largest over smallest: " + growth.joined(separator: "   ")) }
        return lines
    }

    /// How much an Auto Layout figure grew from a shape's smallest screen to its largest.
    package func autoLayoutGrowth(of figure: KeyPath<AutoLayoutResult, UInt64>, in shape: String)
        -> (from: Int, to: Int, ratio: Double)? {
        let mine = autoLayout.filter { $0.shape == shape }
        guard let smallest = mine.min(by: { $0.views < $1.views }), let largest = mine.max(by: { $0.views < $1.views }),
              smallest.views < largest.views, smallest[keyPath: figure] > 0 else { return nil }
        return (smallest.views, largest.views, Double(largest[keyPath: figure]) / Double(smallest[keyPath: figure]))
    }

    /// The timed operations, in the order the table shows them.
    package static let timedOperations = ["parse", "load", "first-screen", "walk", "next", "actions", "hit-test",
                                         "drag-drop", "render", "audit"]

    /// How much an operation's median grew from the smallest to the largest scene of a shape
    /// (for the deep tree, the shallowest to the deepest): `nil` with fewer than two sizes.
    package func growth(of operation: String, in scene: String) -> (from: Int, to: Int, ratio: Double)? {
        let mine = results.filter { $0.operation == operation && $0.scene == scene }
        guard let smallest = mine.min(by: { $0.views < $1.views }), let largest = mine.max(by: { $0.views < $1.views }),
              smallest.views < largest.views, smallest.medianNanoseconds > 0 else { return nil }
        return (smallest.views, largest.views, Double(largest.medianNanoseconds) / Double(smallest.medianNanoseconds))
    }

    /// One line per operation: its growth in each shape, `1k→100k ×1.4`.
    private var growthLines: [String] {
        let shapes = self.shapes
        var lines: [String] = []
        for operation in Self.timedOperations {
            let parts = shapes.compactMap { shape in
                growth(of: operation, in: shape).map {
                    "\(shape) \(Self.size($0.from))→\(Self.size($0.to)) ×" + String(format: "%.1f", $0.ratio)
                }
            }
            if !parts.isEmpty { lines.append("  " + operation.padding(toLength: 13, withPad: " ", startingAt: 0) + parts.joined(separator: "   ")) }
        }
        return lines.isEmpty ? [] : ["Growth, largest scene over smallest (medians):"] + lines
    }

    /// A target docs/performance.md sets, what this run measured, and whether it was met.
    package struct Target: Sendable, Equatable {
        package let name: String
        package let figure: String
        package let target: String
        package let met: Bool
    }

    /// The targets a run can be checked against, with what it measured: growth of a change to a
    /// large list, growth with depth, the audit against loading, bytes per move, and the first
    /// screen of the largest scene. Only targets the run measured appear.
    package var targets: [Target] {
        var found: [Target] = []
        let listNames = ["collection": "collection", "wide": "table", "tableView": "table view"]
        for shape in ["collection", "wide", "tableView"] {
            if let grew = growth(of: "drag-drop", in: shape) {
                found.append(Target(name: "a drop that changes the \(listNames[shape] ?? shape), "
                                        + "\(Self.size(grew.from))→\(Self.size(grew.to))",
                                    figure: String(format: "×%.1f", grew.ratio), target: "≤ ×2", met: grew.ratio <= 2))
            }
        }
        // A table view makes cells only for the rows it shows: what a VoiceOver user does, and
        // the first screen, cost no more for a longer data source.
        for operation in ["next", "actions", "first-screen"] {
            if let grew = growth(of: operation, in: "tableView") {
                found.append(Target(name: "\(operation), table view rows \(Self.size(grew.from))→\(Self.size(grew.to))",
                                    figure: String(format: "×%.1f", grew.ratio), target: "≤ ×2", met: grew.ratio <= 2))
            }
        }
        // A SwiftUI list is a table view whose rows are resolved when shown: a gesture, and a
        // reorder that changes the model's state, cost no more for a longer list (issue 48).
        for operation in ["next", "actions", "drag-drop"] {
            if let grew = growth(of: operation, in: "swiftUIList") {
                found.append(Target(name: "\(operation), SwiftUI list rows \(Self.size(grew.from))→\(Self.size(grew.to))",
                                    figure: String(format: "×%.1f", grew.ratio), target: "≤ ×2", met: grew.ratio <= 2))
            }
        }
        // A row of a table view's data source is not a view: it costs a small fraction of one.
        if let entry = memory.filter({ $0.scene == "tableView" }).max(by: { $0.views < $1.views }) {
            found.append(Target(name: "memory per table view row, \(Self.size(entry.views)) rows",
                                figure: "\(entry.bytesPerView) B",
                                target: "≤ \(Self.tableRowMemoryTarget) B (a tenth of a view's 2 KB)",
                                met: entry.bytesPerView <= Self.tableRowMemoryTarget))
        }
        // A view of a large screen costs at most a kilobyte at the peak (issue 47).
        for entry in memory where entry.views >= Self.viewMemoryScale && Self.viewShapes.contains(entry.scene) {
            found.append(Target(name: "memory per view, \(entry.scene)-\(entry.views)",
                                figure: "\(entry.bytesPerView) B", target: "≤ \(Self.viewMemoryTarget) B",
                                met: entry.bytesPerView <= Self.viewMemoryTarget))
        }
        for operation in ["next", "actions", "hit-test", "drag-drop"] {
            if let grew = growth(of: operation, in: "deep") {
                found.append(Target(name: "\(operation), depth \(Self.size(grew.from))→\(Self.size(grew.to))",
                                    figure: String(format: "×%.1f", grew.ratio), target: "≤ ×2", met: grew.ratio <= 2))
            }
        }
        // The audit against loading the same scene, at each shape's largest size.
        for audit in largestOfEachShape("audit") {
            guard let load = results.first(where: { $0.operation == "load" && $0.scene == audit.scene && $0.views == audit.views }),
                  load.medianNanoseconds > 0 else { continue }
            let ratio = Double(audit.medianNanoseconds) / Double(load.medianNanoseconds)
            found.append(Target(name: "audit of \(audit.scene)-\(audit.views) against its load",
                                figure: String(format: "×%.2f", ratio), target: "≤ ×2", met: ratio <= 2))
        }
        for result in results where result.operation == "bytes-per-move" {
            guard let written = result.worstBytes, let changed = result.worstChangedCellBytes, changed > 0 else { continue }
            let ratio = Double(written) / Double(changed)
            found.append(Target(name: "worst cursor move's bytes, \(result.scene)-\(result.views) (\(written)/\(changed))",
                                figure: String(format: "×%.1f", ratio), target: "≤ ×2", met: ratio <= 2))
        }
        // Auto Layout: no worse than linear (a hundred times the views, at most ×120), and no
        // slower than kiwisolver on the same system at the largest size.
        for shape in AutoLayoutScreen.Shape.allCases.map(\.rawValue) {
            for (name, figure) in [("first pass", \AutoLayoutResult.firstNanoseconds), ("edit", \.editNanoseconds)] {
                guard let grew = autoLayoutGrowth(of: figure, in: shape) else { continue }
                let limit = 1.2 * Double(grew.to) / Double(grew.from)
                found.append(Target(name: "Auto Layout \(shape) \(name), \(Self.size(grew.from))→\(Self.size(grew.to))",
                                    figure: String(format: "×%.1f", grew.ratio), target: String(format: "≤ ×%.0f", limit),
                                    met: grew.ratio <= limit))
            }
            guard let largest = autoLayout.filter({ $0.shape == shape }).max(by: { $0.views < $1.views }) else { continue }
            for (name, ratio) in [("first pass", largest.firstRatio), ("edit", largest.editRatio)] {
                guard let ratio else { continue }
                found.append(Target(name: "Auto Layout \(shape) \(name) against kiwisolver, \(Self.size(largest.views))",
                                    figure: String(format: "×%.2f", ratio), target: "≤ ×1", met: ratio <= 1))
            }
        }
        for first in largestOfEachShape("first-screen") {
            found.append(Target(name: "first screen of \(first.scene)-\(first.views)",
                                figure: Self.duration(first.medianNanoseconds), target: "≤ 0.5 s",
                                met: first.medianNanoseconds <= 500_000_000))
        }
        return found
    }

    /// The most a view may cost, in bytes at the peak, in a scene of `viewMemoryScale` views
    /// or more: UIKit-like state a view rarely uses is made on first use (issue 47).
    package static let viewMemoryTarget = 1024
    package static let viewMemoryScale = 100_000
    /// The shapes whose scene files hold their views (the others' rows are data).
    static let viewShapes: Set<String> = ["wide", "deep"]

    /// The most a table view's row may cost, in bytes at the peak: a tenth of the 2 KB a view
    /// may cost (docs/performance.md), since a row is data, and only the rows shown have cells.
    package static let tableRowMemoryTarget = 204

    /// The shapes measured, in the order they were measured.
    package var shapes: [String] {
        results.reduce(into: [String]()) { list, result in
            if !list.contains(result.scene) { list.append(result.scene) }
        }
    }

    /// An operation's result on each shape's largest scene, in the order the shapes were measured.
    private func largestOfEachShape(_ operation: String) -> [BenchResult] {
        let mine = results.filter { $0.operation == operation }
        return shapes.compactMap { shape in mine.filter { $0.scene == shape }.max { $0.views < $1.views } }
    }

    /// A scene size in short: 1k, 100k, 250.
    static func size(_ views: Int) -> String {
        views >= 1_000 && views % 1_000 == 0 ? "\(views / 1_000)k" : "\(views)"
    }

    /// Nanoseconds as a short duration: 850 ns, 12.3 µs, 4.56 ms, 1.23 s.
    package static func duration(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds)
        switch value {
        case ..<1_000: return "\(nanoseconds) ns"
        case ..<1_000_000: return String(format: "%.1f µs", value / 1_000)
        case ..<1_000_000_000: return String(format: "%.2f ms", value / 1_000_000)
        default: return String(format: "%.2f s", value / 1_000_000_000)
        }
    }
}
