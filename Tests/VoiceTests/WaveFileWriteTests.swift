import CellKit
import Foundation
import RotorOutput
import ScreenReader
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

    @Test("a long WAVE file is written a chunk at a time and reads back the same, every sample in place")
    func longRoundTrip() throws {
        // Past three 65,536-sample chunks, with a part chunk at the end.
        let samples = (0..<200_003).map { Int16(truncatingIfNeeded: $0 &* 7) }
        let wave = WaveFile(sampleRate: 22_050, samples: samples)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-long-\(UUID().uuidString).wav").path
        defer { unlink(path) }
        try wave.write(to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.count == 44 + 200_003 * 2)
        #expect(bytes == wave.data)
        #expect(try WaveFile(data: bytes) == wave)
    }

    @Test("a speech file refuses more than 16,384 bytes of text, before espeak-ng makes any audio")
    @MainActor
    func textLimit() throws {
        // A stand-in espeak-ng that fails if it is ever run: the refusal must come first.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-espeak-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = folder + "/espeak-ng"
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: URL(fileURLWithPath: program))
        chmod(program, 0o755)
        let writer = SpeechFileWriter(espeak: try Espeak.locate(environment: ["PATH": folder]))
        writer.add([Utterance(String(repeating: "a", count: SpeechFileWriter.textLimit), kind: .element, language: "en")], rate: 50)
        #expect(!writer.isOverLimit)
        writer.add([Utterance("[boundary]", kind: .earcon, language: "en")], rate: 50)
        #expect(!writer.isOverLimit, "earcons are tones, not text")
        writer.add([Utterance("b", kind: .element, language: "en")], rate: 50)
        #expect(writer.isOverLimit)
        #expect(writer.textBytes == SpeechFileWriter.textLimit + 1)
        #expect {
            try writer.render()
        } throws: { error in
            "\(error)".contains("a speech file says at most 16384 bytes of text (about a quarter of an hour); this run said 16385")
        }
    }
}
