import Foundation
import Testing

/// A write that fails (a full disk: `/dev/full`) is said in one line naming the file and the
/// reason, and the exit status is 74 (EX_IOERR), never a silent 0.
@Suite("Failed writes", .serialized, .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct FailedWriteTests {
    static var hasFullDevice: Bool { FileManager.default.fileExists(atPath: "/dev/full") }

    @Test("standard output on a full disk, for each command that prints",
          arguments: [["run", "wwdc-story"], ["run", "wwdc-story", "--format", "json"], ["test", "wwdc-story"],
                      ["audit", "wwdc-story"], ["audit", "wwdc-story", "--format", "json"], ["list"],
                      ["audit", "--explain", "point-obscured"], ["--help"]])
    func standardOutput(_ arguments: [String]) throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasFullDevice)
        let result = try BuiltRotor.run(arguments, standardOutput: "/dev/full")
        #expect(result.status == 74)
        #expect(result.errors == "rotor: cannot write to standard output: No space left on device\n")
    }

    @Test("--speech-file on a full disk")
    func speechFile() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasFullDevice)
        let espeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(espeak || !BuiltRotor.isRequired, "ROTOR_E2E=1 but espeak-ng is missing")
        guard espeak else { return }
        let result = try BuiltRotor.run(["run", "wwdc-story", "--speech-file", "/dev/full"])
        #expect(result.status == 74)
        #expect(result.errors == "rotor: cannot write to /dev/full: No space left on device\n")
        let nowhere = try BuiltRotor.run(["run", "wwdc-story", "--speech-file", "/nonexistent/speech.wav"])
        #expect(nowhere.status == 74)
        #expect(nowhere.errors == "rotor: cannot create /nonexistent/speech.wav: No such file or directory\n")
    }

    @Test("--record on a full disk ends play before the terminal changes")
    func recording() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasFullDevice)
        let session = try ScriptTerminal.run(["play", "wwdc-story", "--plain", "--record", "/dev/full"], keys: "q")
        #expect(session.status == 74)
        #expect(session.text.contains("rotor: cannot write to /dev/full: No space left on device"))
        #expect(!session.text.contains("Rotor, plain mode"), "nothing was played")
    }

    @Test("plain mode's standard output on a full disk")
    func plainOutput() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasFullDevice)
        let session = try ScriptTerminal.run(["play", "wwdc-story", "--plain"], keys: "q", outputPath: "/dev/full")
        #expect(session.status == 74)
        #expect(session.text.contains("rotor: cannot write to standard output: No space left on device"))
    }

    @Test("play's --speech-file on a full disk is said when the run ends")
    func playSpeechFile() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasFullDevice)
        let espeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].contains { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(espeak || !BuiltRotor.isRequired, "ROTOR_E2E=1 but espeak-ng is missing")
        guard espeak else { return }
        let session = try ScriptTerminal.run(["play", "wwdc-story", "--plain", "--speech-file", "/dev/full"], keys: "q")
        #expect(session.status == 74)
        #expect(session.text.contains("Rotor, plain mode"), "the run itself went ahead")
        #expect(session.text.contains("rotor: cannot write to /dev/full: No space left on device"))
    }
}
