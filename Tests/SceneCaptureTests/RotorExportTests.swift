import Foundation
import RotorTestSupport
import Testing

/// `rotor export`: a shipped scene written as a capture, whose script `rotor test` runs and
/// passes, checking what VoiceOver says on every element and the actions it offers.
@Suite("rotor export", .cellsScreen)
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

    @Test("an export says on standard error what it could not write, and writes no file Rotor could not read back")
    func anExportSaysWhatItCannotWrite() throws {
        guard Self.rotor != nil else {
            #expect(ProcessInfo.processInfo.environment["ROTOR_E2E"] != "1", "the rotor binary is built next to the tests")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A drop on a label has no scene key (drops go on lists): the file is written, and says
        // so. A view's own activation point has one, and is written.
        try """
            window: { size: [40, 5] }
            views:
              - { type: view, frame: [0, 2, 20, 1], accessibility: { element: true, label: Odd, activationPoint: [1, 0] } }
              - { type: label, frame: [0, 3, 20, 1], text: Tray, drop: { accepts: [public.plain-text] } }
            """.write(to: folder.appendingPathComponent("point.yaml"), atomically: true, encoding: .utf8)
        let noted = try Self.run(["export", "point.yaml", "-o", "point.exported.yaml"], in: folder)
        #expect(noted.status == 0, "\(noted.output)")
        #expect(noted.output.contains("rotor: warning: point.yaml: not written: a UILabel: a drop interaction on a label"),
                "\(noted.output)")
        let exported = try String(contentsOf: folder.appendingPathComponent("point.exported.yaml"), encoding: .utf8)
        #expect(exported.contains("activationPoint: [1, 0]"), "\(exported)")

        // Three thousand rows that share one text of 1,700 direction marks: each is written out
        // escaped, six bytes a mark, past the size a scene may have. Refused, with no file.
        let marks = String(repeating: "\u{200E}", count: 1_700)
        let rows = Array(repeating: "*t", count: 3_000).joined(separator: ", ")
        try """
            window: { size: [40, 20] }
            views:
              - { type: tableView, frame: [0, 0, 40, 20], sections: [{ header: &t "\(marks)", rows: [\(rows)] }] }
            """.write(to: folder.appendingPathComponent("marks.yaml"), atomically: true, encoding: .utf8)
        let refused = try Self.run(["export", "marks.yaml", "-o", "marks.exported.yaml"], in: folder)
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.output.hasPrefix("rotor: cannot export marks.yaml: the scene it would write does not load: "
            + "marks.exported.yaml: the file is "), "\(refused.output)")
        #expect(refused.output.contains("scenes are limited to 16000000"))
        #expect(refused.output.split(separator: "\n").count == 1, "one line: \(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("marks.exported.yaml").path))
    }
}
