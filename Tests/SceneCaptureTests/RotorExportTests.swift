import Foundation
import RotorTestSupport
import Testing

/// `rotor export`: a shipped scene written as a capture, whose script `rotor test` runs and
/// passes, checking what VoiceOver says on every element and the actions it offers.
@Suite("rotor export")
struct RotorExportTests {
    /// The rotor binary built next to the tests; `nil` when it is not (the plain lane builds it).
    static var rotor: URL? { RotorBinary.url }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try RotorBinary.run(arguments, in: folder)
    }

    @Test("an exported scene is a regression test from the start, and exporting it again writes the same file",
          arguments: ["todo-list", "photo-collection", "wwdc-story"])
    func anExportedSceneTestsItself(name: String) throws {
        guard Self.rotor != nil else {
            #expect(ProcessInfo.processInfo.environment["ROTOR_E2E"] != "1", "the rotor binary is built next to the tests")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let exported = try Self.run(["export", name, "-o", "exported.yaml"], in: folder)
        #expect(exported.status == 0, "\(exported.output)")
        let tested = try Self.run(["test", "exported.yaml"], in: folder)
        #expect(tested.status == 0, "\(tested.output)")
        #expect(tested.output.contains("1 passed, 0 failed"), "\(tested.output)")
        let checks = tested.output.firstMatch(of: /\((\d+) checks\)/).flatMap { Int($0.1) } ?? 0
        #expect(checks >= 8, "the script checks each element and its actions: \(tested.output)")

        let again = try Self.run(["export", "exported.yaml", "-o", "again.yaml"], in: folder)
        #expect(again.status == 0, "\(again.output)")
        let first = try String(contentsOf: folder.appendingPathComponent("exported.yaml"), encoding: .utf8)
        let second = try String(contentsOf: folder.appendingPathComponent("again.yaml"), encoding: .utf8)
        #expect(second == first)
    }
}
