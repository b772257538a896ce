import Foundation
import Testing

/// What the README's set-up offers besides the binary: shell completions that know scene names,
/// scene files and languages, and a man page that keeps every word of the help.
@Suite("Completions and the man page", .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct CompletionAndManualTests {
    static var hasBash: Bool { FileManager.default.isExecutableFile(atPath: "/bin/bash") }

    /// What bash's completion offers for `words` (the last one being typed), with the script
    /// `rotor --generate-completion-script bash` writes, run from `directory`.
    static func completions(_ words: [String], in directory: String) throws -> [String] {
        let script = try BuiltRotor.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-completion-\(UUID().uuidString).bash").path
        try script.output.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        // COMP_* as bash sets them for a function completer, and its three arguments.
        let driver = """
            source "$0"
            COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
            _rotor rotor "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let folder = BuiltRotor.binary.deletingLastPathComponent().path
        let result = try Spawn.run(["/bin/bash", "-c", driver, path] + words, directory: directory,
                                   environment: ["PATH": folder + ":/usr/bin:/bin", "ROTOR_SCENES": ""])
        #expect(result.status == 0, "\(result.errors)")
        return result.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test("bash completes scene names, scene files and folders, --language values and rule names")
    func bashCompletes() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        try #require(Self.hasBash || !BuiltRotor.isRequired, "ROTOR_E2E=1 but bash is missing")
        guard Self.hasBash else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-completion-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in ["wwdc-mine.yaml", "notes.txt", "scenes/inner.yaml"] {
            try "views: []\n".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        #expect(try Self.completions(["rotor", "play", "wwdc-story-"], in: folder) == ["wwdc-story-ko", "wwdc-story-zh"])
        #expect(try Self.completions(["rotor", "run", "wwdc"], in: folder)
                == ["wwdc-story", "wwdc-story-ko", "wwdc-story-zh", "wwdc-mine.yaml"])
        let everything = try Self.completions(["rotor", "audit", ""], in: folder)
        #expect(everything.contains("photo-grid") && everything.contains("scenes/") && !everything.contains("notes.txt"))
        #expect(try Self.completions(["rotor", "test", "scenes/"], in: folder) == ["scenes/inner.yaml"])
        #expect(try Self.completions(["rotor", "run", "wwdc-story", "--language", ""], in: folder) == ["en", "ko", "zh-Hans"])
        #expect(try Self.completions(["rotor", "snapshot", "wwdc-story", "--language", "z"], in: folder) == ["zh-Hans"])
        #expect(try Self.completions(["rotor", "audit", "--explain", "point-o"], in: folder)
                == ["point-outside-view", "point-obscured", "point-off-screen", "point-over-other-interaction"])
    }

    @Test("the help the man page is made from is plain ASCII, so no word of it is dropped; keys are named in words")
    func manualSource() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        // `swift package generate-manual` reads exactly this, and drops what is not ASCII.
        let dump = try BuiltRotor.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let outside = Set(dump.output.unicodeScalars.filter { !$0.isASCII }).map { String($0) }.sorted()
        #expect(outside.isEmpty, "not ASCII: \(outside)")
        #expect(dump.output.contains("Keys: Right and Left arrows next"))
        #expect(dump.output.contains("Right arrow performs the next step"))
    }
}
