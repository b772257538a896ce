import Foundation
import Testing

/// Numbers too large for `Int` used to stop `rotor` with a trap (exit 132); now each is one line
/// naming where it is, and exit status 2.
@Suite("Numbers out of range on the command line", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct OutOfRangeCommandTests {
    static let cells = "is outside the range -1000000…1000000"

    @Test(arguments: [
        (["run"], "views:\n  - { type: label, text: Hi, frame: [1e19, 0, 3, 1] }\n",
         ":3:38: views[0].frame[0]: 1e19 \(cells)"),
        (["run"], "views:\n  - { type: collectionView, frame: [0, 0, 20, 5], itemSize: [1e19, 1], items: [a] }\n",
         ":3:62: views[0].itemSize[0]: 1e19 \(cells)"),
        (["run"], "views:\n  - { type: adjustable, frame: [0, 0, 9, 1], value: 1e39, maximum: 1e40, accessibility: { label: B } }\n",
         ":3:68: views[0].maximum: 1e40 is outside the range -10000000…10000000"),
        (["run", "--format", "json"], "views:\n  - { type: label, text: Hi, frame: [0, 0, 3, 1] }\nscript: |\n  touch 1e19 0\n",
         ":5:9: touch x: 1e19 \(cells)"),
        (["audit"], "views:\n  - { type: label, text: Hi, frame: [0, 0, 3, 1], drag: { text: x }, "
            + "accessibility: { dragSources: [{ name: D, point: [1e19, 0] }] } }\n",
         ":3:120: views[0].accessibility.dragSources[0].point[0]: 1e19 \(cells)"),
    ])
    func aNumberOutOfRangeExitsTwoWithOneLine(command: [String], views: String, expected: String) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-range-\(UUID().uuidString).yaml").path
        try ("window: { size: [40, 10] }\n" + views).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try BuiltRotor.run([command[0], path] + command.dropFirst())
        #expect(result.status == 2)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix(path + expected) == true, "\(result.errors)")
    }

    @Test("a negative number for an option that takes a number is read as one, and said to be out of range",
          arguments: [
              (["snapshot", "wwdc-story", "--at", "-1"], "Error: --at takes a step number from 0 to the number of steps in the script; found -1"),
              (["demo", "wwdc-story", "--speed", "-2"], "Error: --speed: the speed must be a number from 0.1 to 100"),
              (["bench", "--sizes", "-5"], "Error: --sizes expects whole numbers from 2 to 200000, comma-separated; found '-5'"),
              (["bench", "--depths", "-5"], "Error: --depths expects whole numbers from 2 to 200000, comma-separated; found '-5'"),
          ])
    func negativeNumbersAreNumbers(arguments: [String], expected: String) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let result = try BuiltRotor.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(expected), "\(result.errors)")
        #expect(!result.errors.contains("Missing value"))
    }
}
