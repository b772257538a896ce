import Foundation
import Testing

/// Inputs that cost far more than their size, as a shell meets them: each ends with one line
/// and exit status 2, or with its result.
@Suite("Costly inputs on the command line", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct CostlyInputCommandTests {
    /// A file in the temporary folder holding `text`, removed after `body`.
    private func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-costly-\(UUID().uuidString).yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    /// The issue's reproducer: nested aliases that stand for ten million strings.
    static let laughs: String = {
        var lines = ["a0: &a0 \"lol\""]
        for level in 1...7 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return (lines + ["views: *a7"]).joined(separator: "\n") + "\n"
    }()

    @Test("nested aliases are refused in one line at the alias, exit 2", arguments: [["run"], ["audit"], ["snapshot"], ["test"]])
    func aliasBomb(command: [String]) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try withFile(Self.laughs) { path in
            let result = try BuiltRotor.run([command[0], path])
            #expect(result.status == 2)
            #expect(result.errors == "rotor: \(path):8:10: *a6 makes the scene more than 16000000 bytes once every alias is "
                + "written out as what it stands for; scenes are limited to 16000000 bytes\n")
        }
    }

    @Test("a script of more steps than scripts may have is refused at the first step past the limit, exit 2")
    func longScript() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try withFile(String(repeating: "swipe right\n", count: 10_001)) { path in
            let result = try BuiltRotor.run(["run", "wwdc-story", "--script", path])
            #expect(result.status == 2)
            #expect(result.errors == "rotor: \(path):10001:1: the script has more than 10000 steps; scripts are limited to 10000\n")
        }
    }

    @Test("a scene's thousands of warnings are each printed whole, on a line of their own, in order")
    func manyWarnings() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        // 3,000 windows over one another: a warning each past the first, about 370 KB in all,
        // more than one write of standard error holds.
        let windows = (0..<3_000).map { "  - { app: a\($0), frame: [0, 0, 40, 12], views: [{ type: label, frame: [0, 0, 5, 1], text: W\($0) }] }" }
        let scene = "windows:\n" + windows.joined(separator: "\n") + "\nscript: |\n  swipe left\n"
        try withFile(scene) { path in
            let result = try BuiltRotor.run(["run", path])
            #expect(result.status == 0)
            let expected = (1..<3_000).map {
                "rotor: warning: \(path):\($0 + 2):5: windows[\($0)]: the window overlaps the a0 window; the later one is in front"
            }
            #expect(result.errors == expected.joined(separator: "\n") + "\n")
            #expect(result.output == "W0\n[boundary]\n")
        }
    }

    @Test("a label of a megabyte without a space is drawn, every line of it that fits")
    func longWord() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let word = String(repeating: "x", count: 1 << 20)
        let scene = "window: { size: [40, 10] }\nviews:\n  - { type: label, frame: [0, 0, 30, 5], text: \(word) }\n"
        try withFile(scene) { path in
            let result = try BuiltRotor.run(["snapshot", path])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("<svg") || result.output.hasPrefix("<?xml"))
            #expect(result.output.contains(String(repeating: "x", count: 30) + "<"))
        }
    }
}
