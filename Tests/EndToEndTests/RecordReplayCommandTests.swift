import Foundation
import Testing

/// The issue's reproducer through the command line: a drop onto a view whose id holds `/`, and
/// an element with a blank label and actions, recorded by `rotor play --record` in a terminal
/// (script(1)) and replayed by `rotor test --script`.
@Suite("A recording replays with rotor test",
       .enabled(if: (BuiltRotor.isAvailable && ScriptTerminal.isAvailable) || BuiltRotor.isRequired))
struct RecordReplayCommandTests {
    static let scene = """
        window: { size: [60, 12] }
        views:
          - id: source
            type: label
            frame: [1, 0, 30, 1]
            text: Milk
            drag: { text: Milk }
            accessibility: { label: " ", dragSources: [{ name: Drag milk }] }
          - id: a/b
            type: list
            frame: [1, 2, 30, 6]
            title: Basket
            accessibility: { element: true, dropPoints: [{ name: Drop into basket }] }
            drop: { accepts: [public.plain-text] }
        """

    @Test("play --record over a view named a/b writes a script that rotor test passes")
    func recordThenTest() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-replay-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/basket.yaml", recording = folder + "/take.txt"
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: scene))
        // ] Actions, ↓ Drag milk, Enter; → the basket, ↓ Drop into basket, Enter; Home: the blank
        // label first; q.
        let keys = "]\u{1B}[B\r\u{1B}[C\u{1B}[B\r\u{1B}[Hq"
        let session = try ScriptTerminal.run(["play", scene, "--plain", "--record", recording], keys: keys)
        #expect(session.status == 0, "\(session.text)")
        let recorded = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(recorded.contains(#"drop "a/b" performDrop"#), "\(recorded)")
        #expect(recorded.contains(#"first element = " / Actions Available.""#), "\(recorded)")
        let replay = try BuiltRotor.run(["test", scene, "--script", recording])
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.contains("PASS basket ("), "\(replay.output)")
        #expect(replay.output.contains("1 passed, 0 failed"), "\(replay.output)")
    }
}
