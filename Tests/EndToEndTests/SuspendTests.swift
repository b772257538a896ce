import Foundation
import Testing

/// Ctrl-Z and `fg` in an interactive shell in tmux, as a person suspends and resumes rotor: the
/// shell gets its terminal back (the main screen, echo and line editing on), and after `fg` the
/// screen is as it was, keys act at once and q quits. With `--cast` too, where curses draws on
/// a pseudo-terminal and the real terminal is set raw by the recorder.
@Suite("Ctrl-Z and fg in tmux", .serialized, .enabled(if: TmuxTerminal.isAvailable || TmuxTerminal.isRequired))
struct SuspendTests {
    /// A tmux server of our own running an interactive bash, which has job control.
    struct Shell {
        let socket = "rotor-e2e-shell-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try TmuxTerminal.run(["tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", "-s", "shell",
                                  "env", "TERM=xterm-256color", "PS1=$ ", "bash", "--norc", "--noprofile", "-i"],
                                 capturing: false)
        }

        func close() {
            if let pane = Int32(display("#{pane_pid}")) { kill(pane, SIGKILL) }
            _ = try? TmuxTerminal.run(["tmux", "-L", socket, "kill-server"])
            try? FileManager.default.removeItem(at: folder)
        }

        func type(_ line: String) { send([line, "Enter"]) }

        func send(_ keys: [String]) {
            _ = try? TmuxTerminal.run(["tmux", "-L", socket, "send-keys", "-t", "shell"] + keys)
        }

        func display(_ format: String) -> String {
            ((try? TmuxTerminal.run(["tmux", "-L", socket, "display-message", "-p", "-t", "shell", format])) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func screen() -> [String] {
            let text = (try? TmuxTerminal.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "shell"])) ?? ""
            var lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return lines
        }

        /// Polls until `condition` holds; fails after 10 seconds with the screen.
        func waitFor(sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool) throws {
            for _ in 0..<200 {
                if condition() { return }
                usleep(50_000)
            }
            Issue.record("never came:\n\(screen().joined(separator: "\n"))", sourceLocation: sourceLocation)
            throw CancellationError()
        }

        func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try waitFor(sourceLocation: sourceLocation) { screen().joined(separator: "\n").contains(text) }
        }

        /// The terminal's settings as the shell sees them (`stty -g`), written to a file by the shell.
        func settings(_ name: String) throws -> String {
            let file = folder.appendingPathComponent(name).path
            type("stty -g > \(file)")
            try waitFor { ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").hasSuffix("\n") }
            return ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The shell's `$?` after what ran last, written to a file by the shell.
        func lastStatus() throws -> String {
            let file = folder.appendingPathComponent("status").path
            type("echo $? > \(file)")
            try waitFor { ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").hasSuffix("\n") }
            return ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("Ctrl-Z gives the shell its terminal; fg brings the screen back as it was; keys and q act at once",
          arguments: [false, true])
    func suspendAndResume(casting: Bool) throws {
        try #require(TmuxTerminal.isAvailable, "ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
        let shell = try Shell()
        defer { shell.close() }
        try shell.waitFor { shell.screen().contains { $0.hasPrefix("$") } }
        let before = try shell.settings("before")
        let cast = shell.folder.appendingPathComponent("story.cast").path
        shell.type("clear; \(BuiltRotor.binary.path) play wwdc-story" + (casting ? " --cast \(cast)" : ""))
        try shell.waitFor("Contact card")
        usleep(300_000)
        let shown = shell.screen()

        shell.send(["C-z"])
        try shell.waitFor("Stopped")
        #expect(shell.display("#{alternate_on}") == "0", "the main screen is back for the shell")
        #expect(try shell.settings("stopped") == before, "echo and line editing are back for the shell")

        shell.type("fg")
        try shell.waitFor { shell.display("#{alternate_on}") == "1" && shell.screen() == shown }
        shell.send(["Right"])
        try shell.waitFor("January: 12")
        usleep(300_000)
        let last = shell.screen()
        shell.send(["q"])
        try shell.waitFor { shell.display("#{alternate_on}") == "0" }
        #expect(try shell.lastStatus() == "0", "q quit, without an Enter")
        #expect(try shell.settings("after") == before, "stty settings restored")
        guard casting else { return }
        // Every line of the cast is JSON, and it ends on the frame after →.
        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 2)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
        #expect(lines.last?.contains("January") == true)
        #expect(!lines.joined().contains(#"\u001b[?1049l"#), "the time away is not in the cast")
        if Asciinema.isAvailable {
            #expect(try CastTests.playedBack(cast) == last, "asciinema plays it back to the last screen")
        }
    }
}
