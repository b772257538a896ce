import Foundation
import RotorOutput
import Testing

/// The one writer everything Rotor prints goes through: lines made visible, JSON escaped and
/// still the same JSON, and writes that fail said, naming the file.
@Suite("Text output")
struct TextOutputTests {
    /// What a scene may hold that must never reach a terminal raw.
    static let hostile = "a\u{1B}[31mb\u{07}c\u{00}d\u{9B}e\u{202E}f\u{7F}g\u{2066}h\u{061C}i\u{85}j"

    /// Whether any scalar a terminal would act on is in the text, but line breaks.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && !VisibleText.isVisible($0) }
    }

    /// Writes through an output into a file and reads back what was written.
    static func written(_ write: (TextOutput) throws -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-output-\(UUID().uuidString)").path
        defer { unlink(path) }
        let output = try TextOutput(creatingAt: path)
        try write(output)
        try output.close()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("every line is made visible; a line break inside one shows as ␊, so it stays one line")
    func linesAreMadeVisible() throws {
        let text = try Self.written { output in
            try output.write(line: "title: " + Self.hostile)
            try output.write(lines: ["one\ntwo", "three"])
        }
        #expect(!Self.hasRawControl(text))
        #expect(text == "title: a␛[31mb␇c␀d\u{FFFD}e⁋f␡g⁋h⁋i\u{FFFD}j\none␊two\nthree\n")
    }

    @Test("a text of lines is written as its lines are, made visible, whether or not it needs it")
    func textOfLines() throws {
        let long = (0..<20_000).map { "line \($0): é 漢字" }.joined(separator: "\n") + "\n"
        let texts = [long, "one\ntwo\n", "one\ntwo", "", "\n\n", "a\u{1B}[31mb\n\u{202E}c\n", "é\u{85}\nlast"]
        for text in texts {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if text.hasSuffix("\n") || text.isEmpty { lines.removeLast() }
            let asLines = try Self.written { try $0.write(lines: lines) }
            let asText = try Self.written { try $0.write(linesOf: text) }
            #expect(asText == asLines)
            #expect(!Self.hasRawControl(asText))
        }
        #expect(try Self.written { try $0.write(linesOf: "one\ntwo") } == "one\ntwo\n")
    }

    @Test("JSON is escaped where it would be replaced, and reads back as the very same strings")
    func jsonStaysTheSame() throws {
        let document = ["label": Self.hostile + "\n", "plain": "Drag bar data"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = String(decoding: try encoder.encode(document), as: UTF8.self)
        #expect(Self.hasRawControl(json), "the encoder leaves C1 and bidi controls raw: the case this is for")
        let text = try Self.written { try $0.write(json: json) }
        #expect(!Self.hasRawControl(text))
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        #expect(decoded == document)
        #expect(text.contains("\\u009b") && text.contains("\\u202e"))
    }

    @Test("a full disk is an error naming the file and the reason, not a lost line")
    func fullDisk() throws {
        try #require(FileManager.default.fileExists(atPath: "/dev/full"))
        let output = try TextOutput(creatingAt: "/dev/full")
        #expect(throws: OutputError(writing: "/dev/full", code: ENOSPC)) { try output.write(line: "lost") }
        let full = OutputFile(descriptor: open("/dev/full", O_WRONLY), name: "standard output")
        #expect(throws: OutputError(writing: "standard output", code: ENOSPC)) { try TextOutput(full).write(json: "{}") }
        #expect(OutputError(writing: "standard output", code: ENOSPC).description
                == "cannot write to standard output: No space left on device")
    }

    @Test("a file that cannot be created says so, naming it")
    func cannotCreate() {
        let path = "/nonexistent-\(UUID().uuidString)/recording.txt"
        #expect(throws: OutputError(creating: path, code: ENOENT)) { _ = try TextOutput(creatingAt: path) }
        #expect(OutputError(creating: path, code: ENOENT).description == "cannot create \(path): No such file or directory")
    }

    @Test("writing after close fails rather than writing to whatever took the descriptor")
    func afterClose() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-closed-\(UUID().uuidString)").path
        defer { unlink(path) }
        let output = try TextOutput(creatingAt: path)
        try output.close()
        #expect(throws: OutputError.self) { try output.write(line: "late") }
    }
}
