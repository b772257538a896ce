import CellKit
import Foundation
import RotorOutput
import Testing
import Voice

/// `--speech-file` on a full disk, or where no file can be made, says so instead of losing it.
@Suite("Writing speech files")
struct WaveFileWriteTests {
    static let tone = WaveFile(sampleRate: 22_050, samples: [Int16](repeating: 100, count: 2_205))

    @Test("a WAVE file on a full disk is an error naming the file and why")
    func fullDisk() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        #expect(throws: OutputError(writing: "/dev/full", code: ENOSPC)) { try Self.tone.write(to: "/dev/full") }
    }

    @Test("a WAVE file where no file can be made is an error naming it")
    func cannotCreate() {
        let path = "/nonexistent-\(UUID().uuidString)/speech.wav"
        #expect(throws: OutputError(creating: path, code: ENOENT)) { try Self.tone.write(to: path) }
    }

    @Test("a WAVE file written reads back the same")
    func roundTrip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-tone-\(UUID().uuidString).wav").path
        defer { unlink(path) }
        try Self.tone.write(to: path)
        #expect(try WaveFile(data: Data(contentsOf: URL(fileURLWithPath: path))) == Self.tone)
    }
}
