import Foundation
import Testing

/// Runs rotor in a pseudo-terminal of its own (util-linux `script`), typing keys, and keeps
/// every byte it wrote to the terminal.
enum ScriptTerminal {
    struct Session {
        let status: Int32
        let bytes: [UInt8]
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    /// - Parameter outputPath: where rotor's standard output goes instead of the terminal.
    static func run(_ arguments: [String], keys: String, outputPath: String? = nil) throws -> Session {
        try #require(isAvailable || !BuiltRotor.isRequired, "script(1) (util-linux) is missing")
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-pty-\(UUID().uuidString)").path
        let keyFile = base + ".keys", log = base + ".log"
        defer {
            unlink(keyFile)
            unlink(log)
        }
        try Data(keys.utf8).write(to: URL(fileURLWithPath: keyFile))
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = ([BuiltRotor.binary.path] + arguments).map(quoted).joined(separator: " ")
            + (outputPath.map { " > " + quoted($0) } ?? "")
        // The keys wait in the terminal until rotor reads them; script(1) ends with rotor. The
        // terminal is named as tmux names its own: CI runs with no TERM at all, and then rotor
        // (rightly) refuses to start its screen.
        let result = try Spawn.run(["sh", "-c", "exec script -qec \"$1\" \"$2\" < \"$3\"", "sh", command, log, keyFile],
                                   directory: BuiltRotor.root.path, environment: ["TERM": "xterm-256color"])
        let written = FileManager.default.contents(atPath: log).map { [UInt8]($0) } ?? []
        // script(1)'s own first and last lines (start and end times) are not rotor's.
        var lines = written.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.first.map({ String(decoding: $0, as: UTF8.self).hasPrefix("Script started") }) == true { lines.removeFirst() }
        while let last = lines.last, last.isEmpty || String(decoding: last, as: UTF8.self).hasPrefix("Script done") {
            lines.removeLast()
        }
        // Each line kept with its line end (\r\n, as the terminal wrote it).
        return Session(status: result.status, bytes: lines.flatMap { $0 + [UInt8(ascii: "\n")] })
    }
}
