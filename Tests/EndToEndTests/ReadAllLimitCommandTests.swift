import Foundation
import Testing

/// `rotor run`, `rotor test` and `rotor play` over a script whose read alls would read more than
/// a run may: what was said before the read all that would pass the limit is printed as it was
/// said, not a word of that one, then one line names its step, and the status is 2.
@Suite("Read all past a run's limit, from the command line")
struct ReadAllLimitCommandTests {
    @Test func aRunStopsAtTheReadAllThatPassesTheLimitWithOneLine() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        // 2,000 labels read 101 times: 202,000 elements, past the 200,000 a run may read.
        let views = (0..<2_000).map { "  - { type: label, frame: [0, \($0), 20, 1], text: L\($0) }" }.joined(separator: "\n")
        let scene = "window: { size: [20, 2000] }\nviews:\n\(views)\nscript: |\n"
            + String(repeating: "  read from top\n", count: 101)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-readall-\(UUID()).yaml").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let run = try BuiltRotor.run(["run", path])
        #expect(run.status == 2)
        // The 101st read all can be seen to pass the limit: refused before its first word.
        #expect(run.errors == "rotor: \(path):2104:3: read from top would take the run past 200000 elements read aloud by "
            + "read all (it would cost at least 2000, and 0 are left), so it read nothing; a run's read alls are limited to 200000 in all\n")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 1 + 200_000, "the opening, then each element of the 100 read alls within the limit")
        #expect(lines.last == "L1999")

        let json = try BuiltRotor.run(["run", path, "--format", "json"])
        #expect(json.status == 2 && json.output.isEmpty && json.errors == run.errors)

        let test = try BuiltRotor.run(["test", path])
        #expect(test.status == 2)
        #expect(test.errors.contains(":2104:3: read from top would take the run past 200000"))
    }

    @Test func aReadAllDownAMillionRowsIsRefusedBeforeItsFirstWordInEveryCommand() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        // readall-table1m: 152 bytes, a table view of a million numbered rows, and a read all.
        let scene = """
            window: { size: [40, 20] }
            views:
              - { type: tableView, frame: [0, 0, 40, 20], sections: [{ numberedRows: { count: 1000000 } }] }
            script: |
              read all

            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-million-\(UUID()).yaml").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let run = try BuiltRotor.run(["run", path])
        #expect(run.status == 2)
        #expect(run.output == "Row 1\n", "the opening, and not a word of the read all")
        let error = try #require(run.errors.split(separator: "\n").first.map(String.init))
        #expect(run.errors == error + "\n", "one line")
        #expect(error.hasPrefix("rotor: \(path):5:3: read all would take the run past 40000 elements read aloud by read all (it would cost at least "))
        #expect(error.hasSuffix("so it read nothing; a run's read alls are limited to 40000 in all"))

        let json = try BuiltRotor.run(["run", path, "--format", "json"])
        #expect(json.status == 2 && json.output.isEmpty && json.errors == run.errors)

        let test = try BuiltRotor.run(["test", path])
        #expect(test.status == 2 && test.errors.contains(error))

        // The terminal's read all key: the line, with the place of the table the read would
        // start in, and the front goes on to q.
        let play = try ScriptTerminal.run(["play", path, "--plain"], keys: "rq")
        #expect(play.status == 0)
        #expect(play.text.contains("\(path):3:5: read all would cost at least "), "\(play.text)")
        #expect(play.text.contains("past the 40000 a read all may here, so it read nothing"))
    }
}
