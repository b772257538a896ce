import Foundation
import Testing

/// `rotor snapshot`: the picture a shell gets, the same as the one the README shows.
@Suite("rotor snapshot", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct SnapshotCommandTests {
    static let snapshots = BuiltRotor.root.appendingPathComponent("docs/snapshots")

    @Test("prints the talk's story as the SVG in docs/snapshots, and --at 9 as the drag in flight")
    func pictures() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        for (arguments, file) in [([String](), "wwdc-story.svg"), (["--at", "9"], "wwdc-story-dragging.svg")] {
            let result = try BuiltRotor.run(["snapshot", "wwdc-story"] + arguments)
            #expect(result.status == 0, "\(result.errors)")
            let expected = try String(contentsOf: Self.snapshots.appendingPathComponent(file), encoding: .utf8)
            #expect(result.output == expected, "\(file)")
        }
    }

    @Test("-o writes the file; a step past the script's end is unusable input, an unwritable file a write failure")
    func outputAndErrors() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-snapshot-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try BuiltRotor.run(["snapshot", "contact-card", "-o", file.path])
        #expect(written.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("<svg"))
        let tooFar = try BuiltRotor.run(["snapshot", "wwdc-story", "--at", "999"])
        #expect(tooFar.status == 2)
        #expect(!tooFar.errors.isEmpty)
        let unwritable = try BuiltRotor.run(["snapshot", "wwdc-story", "-o", "/nonexistent-dir/x.svg"])
        #expect(unwritable.status == 74)
    }
}
