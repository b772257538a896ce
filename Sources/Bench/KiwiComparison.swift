import CellKit
import Foundation

/// Times kiwisolver (the Python binding of Kiwi, the C++ Cassowary) on the systems CellKit's
/// engine made for the bench's Auto Layout screens, through our script
/// `Scripts/bench/kiwi_compare.py`: the same constraints with the same weights, added in the same
/// order, and the same changed constant. Run only when `python3` can import kiwisolver; otherwise
/// the bench says so in one line and reports Rotor's figures alone. Never a failure.
package enum KiwiComparison {
    /// One screen's system for the script: the constraints as built, and the edit (the handle
    /// whose constant the bench changed, and its new constant).
    package struct System: Sendable, Encodable {
        package let shape: String
        package let views: Int
        package let variables: Int
        /// `[handle, [[variable, coefficient], …], constant, relation, weight or null]`.
        package let constraints: [Row]
        package let edit: Edit?

        package struct Edit: Sendable, Encodable {
            package let handle: Int
            package let constant: Double
        }

        package struct Row: Sendable, Encodable {
            let constraint: LayoutSystem.Constraint
            package func encode(to encoder: Encoder) throws {
                var list = encoder.unkeyedContainer()
                try list.encode(constraint.handle)
                try list.encode(constraint.terms.map { [Double($0.variable), $0.coefficient] })
                try list.encode(constraint.constant)
                try list.encode(constraint.relation)
                try list.encode(constraint.weight)
            }
        }

        package init(shape: String, views: Int, before: LayoutSystem, after: LayoutSystem) {
            self.shape = shape
            self.views = views
            variables = max(before.variableCount, after.variableCount)
            constraints = before.constraints.map(Row.init)
            let old = Dictionary(before.constraints.map { ($0.handle, $0.constant) }, uniquingKeysWith: { first, _ in first })
            edit = after.constraints.first { constraint in
                old[constraint.handle].map { $0 != constraint.constant } ?? false
            }.map { Edit(handle: $0.handle, constant: $0.constant) }
        }
    }

    /// kiwisolver's medians for one system.
    package struct Timing: Sendable, Decodable, Equatable {
        package let shape: String
        package let views: Int
        package let firstNanoseconds: UInt64
        package let editNanoseconds: UInt64?
        /// Whether the solve or the edit was stopped at the script's limit (the figure is the
        /// limit: kiwisolver would take longer).
        package let firstOver: Bool?
        package let editOver: Bool?

        enum CodingKeys: String, CodingKey {
            case shape, views
            case firstNanoseconds = "first_ns"
            case editNanoseconds = "edit_ns"
            case firstOver = "first_over"
            case editOver = "edit_over"
        }
    }

    /// What came of trying: kiwisolver's timings, or the one line that says why there are none.
    package enum Outcome: Sendable, Equatable {
        case timed([Timing])
        case skipped(String)
    }

    /// The script, looked for under the current directory and above the running program
    /// (`.build/release/rotor` is three folders below the checkout).
    package static func scriptPath(executable: String = CommandLine.arguments.first ?? "") -> String? {
        let relative = "Scripts/bench/kiwi_compare.py"
        var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        return candidates.map { $0.appendingPathComponent(relative).path }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Times kiwisolver on `systems`, or says why it could not.
    package static func run(_ systems: [System], directory: URL) -> Outcome {
        guard !systems.isEmpty else { return .timed([]) }
        guard let script = scriptPath() else {
            return .skipped("kiwisolver comparison skipped: Scripts/bench/kiwi_compare.py not found (run from the checkout)")
        }
        guard (try? python(["-c", "import kiwisolver"]))?.status == 0 else {
            return .skipped("kiwisolver comparison skipped: python3 cannot import kiwisolver (pip install kiwisolver)")
        }
        let input = directory.appendingPathComponent("kiwi-systems.json")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try JSONEncoder().encode(systems).write(to: input)
        } catch {
            return .skipped("kiwisolver comparison skipped: cannot write \(input.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: input) }
        guard let ran = try? python([script, input.path]), ran.status == 0 else {
            return .skipped("kiwisolver comparison skipped: \(script) failed")
        }
        guard let timings = try? JSONDecoder().decode([Timing].self, from: ran.output) else {
            return .skipped("kiwisolver comparison skipped: \(script) printed something other than its timings")
        }
        return .timed(timings)
    }

    /// Runs `python3` with `arguments`; its standard error is dropped.
    private static func python(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// `results` with kiwisolver's timings set on the screens they are for.
    package static func merged(_ results: [AutoLayoutResult], with timings: [Timing]) -> [AutoLayoutResult] {
        results.map { result in
            var result = result
            if let timing = timings.first(where: { $0.shape == result.shape && $0.views == result.views }) {
                result.kiwiFirstNanoseconds = timing.firstNanoseconds
                result.kiwiEditNanoseconds = timing.editNanoseconds
                result.kiwiFirstIsLowerBound = timing.firstOver ?? false
                result.kiwiEditIsLowerBound = timing.editOver ?? false
            }
            return result
        }
    }
}
