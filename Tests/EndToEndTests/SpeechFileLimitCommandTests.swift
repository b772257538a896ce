import Foundation
import Testing

/// `rotor run --speech-file` over a run that says more than a speech file holds: the transcript
/// is printed, then one line names the step that passed the limit, no file is written, and the
/// status is 2, before espeak-ng makes any audio (a 35 KB scene took 27 s and 915 MB to make a
/// 309 MB file).
@Suite("A speech file's limit, from the command line", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct SpeechFileLimitCommandTests {
    @Test func aRunThatSaysTooMuchForASpeechFileIsRefusedAtTheStepThatPassedIt() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-speechlimit-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A stand-in espeak-ng that fails if it is ever run: the refusal comes before any audio.
        let program = folder + "/espeak-ng"
        try "#!/bin/sh\nexit 1\n".write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
        // Each read of the long label says 9,999 bytes: the opening and the first step say 19,998, past 16,384.
        let words = String(repeating: "word ", count: 2_000).trimmingCharacters(in: .whitespaces)
        let scene = "window: { size: [40, 4] }\nviews:\n  - { type: label, frame: [0, 0, 40, 1], text: \"\(words)\" }\n"
            + "  - { type: label, frame: [0, 2, 40, 1], text: Short }\nscript: |\n"
            + String(repeating: "  first element\n", count: 5)
        let path = folder + "/long.yaml"
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        let wave = folder + "/speech.wav"

        let run = try BuiltRotor.run(["run", path, "--speech-file", wave], environment: ["PATH": folder + ":/usr/bin:/bin"])
        #expect(run.status == 2)
        #expect(run.errors == "rotor: \(path):6:3: first element took the speech file past 16384 bytes of text (19998 so far); "
            + "a speech file says at most 16384 bytes (about a quarter of an hour of audio), so none was written\n")
        #expect(!FileManager.default.fileExists(atPath: wave))
        #expect(run.output.split(separator: "\n").count == 6, "the opening and the five steps' speech are printed")
    }
}
