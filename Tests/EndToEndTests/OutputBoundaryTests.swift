import Foundation
import Testing

/// Nothing prints except through the one writer (`TextOutput`), so no line can skip being made
/// visible: the sources are checked for every other way to print.
@Suite("One writer for everything printed")
struct OutputBoundaryTests {
    static let sources = BuiltRotor.root.appendingPathComponent("Sources")

    /// Ways to print that go around `TextOutput`.
    static let bypasses = [
        #"\bprint\("#, #"\bdebugPrint\("#, #"\bdump\("#, #"FileHandle\.standard(Output|Error)"#, #"\bfputs\("#,
        #"\bfwrite\("#, #"\bputs\("#, #"\bputchar\("#, #"\bwrite\((STDOUT_FILENO|STDERR_FILENO|1|2)\b"#,
    ]

    static func swiftFiles(under folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return files.filter { $0.pathExtension == "swift" }
    }

    static func matches(_ pattern: String, in file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").enumerated().compactMap { number, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), code.range(of: pattern, options: .regularExpression) != nil else { return nil }
            return "\(file.path.dropFirst(sources.path.count + 1)):\(number + 1): \(code)"
        }
    }

    @Test("no source prints but through TextOutput (RotorOutput is the writer itself)")
    func noBypass() {
        let files = Self.swiftFiles(under: Self.sources).filter { !$0.path.contains("/Sources/RotorOutput/") }
        #expect(files.count > 100)
        let found = files.flatMap { Self.matches(Self.bypasses.joined(separator: "|"), in: $0) }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the command line, plain mode and recordings write only lines and JSON, never bytes or handles")
    func commandLineWritesLines() {
        let files = Self.swiftFiles(under: Self.sources.appendingPathComponent("rotor"))
            + ["PlainPrinter.swift", "ScriptRecorder.swift"].map { Self.sources.appendingPathComponent("TerminalUI/App/" + $0) }
        #expect(files.count > 5)
        let found = files.flatMap { file in
            [#"\bOutputFile\b"#, #"\bFileHandle\b"#].flatMap { Self.matches($0, in: file) }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
