import Foundation
import Testing

/// `rotor bench` times loading, the first screen and the audit each in a process of its own,
/// by running itself with `--time-once`: what that child does and says.
@Suite("The bench's runs in processes of their own", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct BenchCommandTests {
    private func withScene(_ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-bench-\(UUID().uuidString).yaml").path
        try """
            window: { size: [40, 10] }
            views:
              - { id: inbox, type: well, title: Inbox, frame: [20, 0, 15, 3], drop: { accepts: [public.plain-text] } }
              - { type: label, text: Row 1, frame: [0, 0, 10, 1], drag: { text: Row 1 } }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    @Test("each whole operation on a scene file prints the nanoseconds it took, and nothing else",
          arguments: ["load", "first-screen", "audit"])
    func eachOperationPrintsItsTime(operation: String) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try withScene { path in
            let result = try BuiltRotor.run(["bench", "--time-once", "\(operation):\(path)"])
            #expect(result.status == 0, "\(result.errors)")
            let printed = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect((UInt64(printed) ?? 0) > 0, "printed '\(printed)'")
        }
    }

    @Test("an unknown operation is a usage error naming the operations; a missing file is unusable input")
    func badRequestsSayWhatIsWrong() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let unknown = try BuiltRotor.run(["bench", "--time-once", "parse:/tmp/x.yaml"])
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("load, first-screen, audit"))
        let missing = try BuiltRotor.run(["bench", "--time-once", "audit:/no/such/scene.yaml"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("/no/such/scene.yaml"))
        #expect(missing.output.isEmpty)
    }
}
