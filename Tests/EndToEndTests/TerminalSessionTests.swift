import Foundation
import Testing

/// The built `rotor` in a real terminal: tmux at 80×24, driven by keys as a person would.
///
/// Needs tmux and a built binary (`swift build`, as `.ci/run` does before `swift test`). Without
/// them the suite is skipped, unless `ROTOR_E2E=1` (set by `.ci/run`) makes their absence a failure.
@Suite("The built rotor in tmux", .serialized, .enabled(if: TmuxTerminal.isAvailable || TmuxTerminal.isRequired))
struct TerminalSessionTests {
    @Test func theStoryByKeysResizesAndSIGTERMRestoreTheTerminal() throws {
        guard TmuxTerminal.isAvailable else {
            Issue.record("ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
            return
        }
        let terminal = try TmuxTerminal(columns: 80, rows: 24)
        defer { terminal.close() }

        try terminal.waitFor("January: 12. Actions available.")
        let idle = terminal.screen()
        #expect(idle.first?.contains("Rotor │ wwdc-story │ en") == true)
        #expect(idle.count == 24 && idle.allSatisfy { $0.count <= 80 })

        // The talk's story: drag February's bar into the contact card's attachments.
        let steps: [(keys: [String], expected: String)] = [
            (["Right"], "February: 30. Actions available."),
            (["]"], "» Actions"),
            (["Down"], "» Drag bar data"),
            (["Enter"], "Drag started, Drag bar data"),
            (["Right"], "March: 18. Actions available."),
            (["Right"], "Contact card. Actions available."),
            (["Down"], "» Drop into portrait"),
            (["Down"], "» Drop into attachments"),
            (["Enter"], "Dropped, Drop into attachments"),
        ]
        for step in steps {
            terminal.send(step.keys)
            try terminal.waitFor(step.expected)
        }
        #expect(terminal.screen().joined(separator: "\n").contains("• Bar: 30"))
        terminal.send(["?"])
        try terminal.waitFor("Keys (? closes)")
        terminal.send(["?"])

        // Two resizes: each lays out again at once.
        terminal.resize(columns: 100, rows: 30)
        // tmux drops trailing blanks; the caption panel's rule spans the whole width.
        try terminal.waitFor { lines in
            lines.count == 30 && lines[0].contains("q quits") && lines.contains { $0.hasPrefix("── Speech") && $0.count == 100 }
        }
        terminal.resize(columns: 30, rows: 8)
        try terminal.waitFor("Rotor needs at least 40×12")
        terminal.resize(columns: 80, rows: 24)
        try terminal.waitFor { lines in lines.count == 24 && lines.joined().contains("Contact card") }

        // SIGTERM: the terminal comes back as it was, and the exit status says which signal.
        try terminal.signalRotor(SIGTERM)
        let status = try terminal.waitForExitStatus()
        #expect(status == 128 + SIGTERM)
        #expect(terminal.settingsAfter() == terminal.settingsBefore(), "stty settings restored")
        #expect(terminal.display("#{alternate_on} #{cursor_flag}") == "0 1", "main screen and cursor back")
    }
}

/// A tmux server of our own running `rotor` in one window, with the terminal's settings saved
/// before it starts and after it ends.
struct TmuxTerminal {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let binary = root.appendingPathComponent(".build/debug/rotor")

    static var isRequired: Bool { ProcessInfo.processInfo.environment["ROTOR_E2E"] == "1" }

    /// What is missing for the suite to run, or `nil`.
    static var missing: String? {
        guard (try? run(["tmux", "-V"])) != nil else { return "tmux" }
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            return "the rotor binary (run `swift build` first)"
        }
        guard !isStale else { return "an up-to-date rotor binary (it is older than Sources/; run `swift build`)" }
        return nil
    }

    static var isAvailable: Bool { missing == nil }

    /// Whether a source file changed after the binary was linked.
    private static var isStale: Bool {
        let built = (try? binary.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
        let sources = FileManager.default.enumerator(at: root.appendingPathComponent("Sources"),
                                                     includingPropertiesForKeys: [.contentModificationDateKey])
        while let file = sources?.nextObject() as? URL {
            let modified = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            if let modified, modified > built { return true }
        }
        return false
    }

    let socket = "rotor-e2e-\(getpid())"
    let folder: URL

    init(columns: Int, rows: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dir = folder.path
        // The inner shell execs rotor, so its pid is rotor's; the outer one records the aftermath.
        let script = "stty -g > \(dir)/before; sh -c 'echo $$ > \(dir)/pid; exec \(Self.binary.path)'; "
            + "echo $? > \(dir)/status; stty -g > \(dir)/after; sleep 60"
        // The server it starts keeps any pipe it inherits open, so nothing of its output is read.
        try Self.run(["tmux", "-L", socket, "new-session", "-d", "-x", String(columns), "-y", String(rows),
                      "-s", "e2e", "sh", "-c", script], capturing: false)
    }

    func close() {
        // The pane's shell may wait out its sleep with hang-ups ignored, keeping the server up.
        if let pane = Int32(display("#{pane_pid}")) { kill(pane, SIGKILL) }
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    func send(_ keys: [String]) {
        _ = try? tmux(["send-keys", "-t", "e2e"] + keys)
    }

    func resize(columns: Int, rows: Int) {
        _ = try? tmux(["resize-window", "-t", "e2e", "-x", String(columns), "-y", String(rows)])
    }

    func screen() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-t", "e2e"])) ?? ""
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    func display(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "e2e", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor(sourceLocation: sourceLocation) { $0.joined(separator: "\n").contains(text) }
    }

    /// Polls the screen until `condition` holds; fails after 10 seconds with the screen.
    func waitFor(sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool) throws {
        for _ in 0..<200 {
            if condition(screen()) { return }
            usleep(50_000)
        }
        Issue.record("the screen never showed what was expected:\n\(screen().joined(separator: "\n"))",
                     sourceLocation: sourceLocation)
        throw CancellationError()
    }

    func signalRotor(_ number: Int32) throws {
        let text = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("no pid for rotor")
            return
        }
        kill(pid, number)
    }

    func waitForExitStatus() throws -> Int32? {
        let file = folder.appendingPathComponent("status")
        for _ in 0..<200 {
            if let text = try? String(contentsOf: file, encoding: .utf8), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            usleep(50_000)
        }
        return nil
    }

    func settingsBefore() -> String? { read("before") }
    func settingsAfter() -> String? {
        for _ in 0..<100 {
            if let text = read("after"), !text.isEmpty { return text }
            usleep(50_000)
        }
        return nil
    }

    private func read(_ name: String) -> String? {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs a program from PATH and returns its standard output; throws on a non-zero exit.
    ///
    /// Spawned directly and waited for with `waitpid`, its output going through a file: tmux's
    /// server outlives the client that starts it and keeps what it inherited open, which makes
    /// Foundation's `Process` wait for ever.
    @discardableResult
    static func run(_ arguments: [String], capturing: Bool = true) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("rotor-e2e-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capturing ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw NSError(domain: "spawn", code: Int(spawned)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // Exited normally with status 0 (the wait status's low 7 bits are 0 and the next 8 too).
        guard status & 0xFFFF == 0 else { throw NSError(domain: arguments[0], code: Int(status)) }
        return capturing ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
    }
}
