import Foundation

/// What `rotor bench` prints: every result, and the memory each view costs at its peak.
public struct BenchReport: Sendable, Encodable {
    /// The peak memory one scene's process reached, and what of it each view costs.
    public struct Memory: Sendable, Encodable, Equatable {
        public let scene: String
        public let views: Int
        /// How far the process's peak resident memory rose to load and start the scene.
        public let peakBytes: Int
        /// How far it rose for a scene of the same shape with one view: what loading any scene
        /// costs (the allocator's first arenas, the runtime's types), whatever its size.
        public let fixedBytes: Int
        /// The peak above the fixed cost, per view.
        public let bytesPerView: Int

        public init(scene: String, views: Int, peakBytes: Int, fixedBytes: Int) {
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

    public let results: [BenchResult]
    public let memory: [Memory]

    public init(results: [BenchResult], memory: [Memory]) {
        self.results = results
        self.memory = memory
    }

    /// The most any scene costs per view, the figure the target is set on.
    public var memoryBytesPerView: Int? { memory.map(\.bytesPerView).max() }

    enum CodingKeys: String, CodingKey {
        case results, memory
        case memoryBytesPerView = "memory_bytes_per_view"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(results, forKey: .results)
        try container.encode(memory, forKey: .memory)
        try container.encode(memoryBytesPerView, forKey: .memoryBytesPerView)
    }

    /// The JSON document.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A table a scene per row, an operation per column, in readable units.
    public var text: String {
        let operations = ["parse", "load", "walk", "next", "actions", "hit-test", "drag-drop", "render"]
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
            row.append(mine.first { $0.operation == "bytes-per-move" }.map { "\($0.bytes ?? 0)/\($0.changedCellBytes ?? 0)" } ?? "-")
            row.append(memory.first { $0.scene == scene && $0.views == views }.map { "\($0.bytesPerView) B" } ?? "-")
            rows.append(row)
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                column < 1 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        lines.append("")
        lines.append("Medians of repeated runs. bytes/move: bytes ncurses wrote for one VoiceOver cursor move / "
            + "bytes of the cells that changed.")
        if let worst = memoryBytesPerView { lines.append("Peak memory: at most \(worst) bytes per view.") }
        return lines.joined(separator: "\n")
    }

    /// Nanoseconds as a short duration: 850 ns, 12.3 µs, 4.56 ms, 1.23 s.
    public static func duration(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds)
        switch value {
        case ..<1_000: return "\(nanoseconds) ns"
        case ..<1_000_000: return String(format: "%.1f µs", value / 1_000)
        case ..<1_000_000_000: return String(format: "%.2f ms", value / 1_000_000)
        default: return String(format: "%.2f s", value / 1_000_000_000)
        }
    }
}
