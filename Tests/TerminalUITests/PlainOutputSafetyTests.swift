import CellKit
import Foundation
import RotorOutput
import SceneFormat
import ScreenReader
import Testing
import TerminalUI
import RotorTestSupport

/// Plain mode and recordings write text from the scene: never raw, and a failed write is kept
/// for the command to report.
@MainActor
@Suite("Plain mode and recordings write nothing raw", .cellsScreen)
struct PlainOutputSafetyTests {
    /// A label as hostile as a scene can make it.
    static let hostile = "L\u{1B}[31m\u{07}\u{00}\u{9B}\u{202E}X\nY"

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { !VisibleText.isVisible($0) }
    }

    @Test("plain mode's lines (utterances and inspector lines) are made visible, one line each")
    func plainLines() {
        var lines: [String] = []
        let printer = PlainPrinter { lines.append($0) }
        let said = Utterance(Self.hostile, kind: .element, language: "en")
        printer.session(.started(said: [said]))
        printer.session(.displayed(lines: ["Label: " + Self.hostile, "Frame: (0, 0, 20, 1)"]))
        #expect(lines.count == 3)
        #expect(!lines.contains(where: Self.hasRawControl))
        #expect(lines[1] == "Label: L␛[31m␇␀\u{FFFD}⁋X␊Y")
    }

    @Test("plain mode on a full disk keeps the failure and stops writing")
    func plainFullDisk() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let printer = PlainPrinter(output: try TextOutput(creatingAt: "/dev/full"))
        printer.session(.displayed(lines: ["one", "two"]))
        #expect(printer.failure?.description == "cannot write to /dev/full: No space left on device")
    }

    @Test("a recording's header names the scene and file made visible")
    func recordingHeader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-header-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("take\u{1B}]0;owned\u{07}.txt").path
        let recorder = try ScriptRecorder(path: path, scene: "scene\u{1B}[2J\u{9B}")
        recorder.session(.performed(.swipeRight, said: [Utterance(Self.hostile, kind: .element, language: "en")]))
        recorder.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && !VisibleText.isVisible($0) })
        // In single quotes, as a shell reads the replay command back.
        #expect(text.hasPrefix("# A recording of `rotor play 'scene␛[2J\u{FFFD}'`."))
        #expect(text.components(separatedBy: "\n").count == 3, "the header, the gesture, and the end")
    }

    @Test("a recording that cannot be written fails before the run starts, naming the file")
    func recordingToAFullDisk() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        #expect(throws: OutputError(writing: "/dev/full", code: ENOSPC)) {
            _ = try ScriptRecorder(path: "/dev/full", scene: "wwdc-story")
        }
    }
}
