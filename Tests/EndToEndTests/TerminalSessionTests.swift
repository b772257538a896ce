import Foundation
import Testing

/// The built `rotor` in a real terminal: tmux at 80×24, driven by keys as a person would.
///
/// Needs tmux and a built binary (`swift build`, as `.ci/run` does before `swift test`). Without
/// them the suite is skipped, unless `ROTOR_E2E=1` (set by `.ci/run`) makes their absence a failure.
@Suite("The built rotor in tmux", .serialized, .enabled(if: TmuxTerminal.isAvailable || TmuxTerminal.isRequired))
struct TerminalSessionTests {
    @Test func theStoryByKeysResizesAndSIGTERMRestoreTheTerminal() throws {
        try #require(TmuxTerminal.isAvailable, "ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
        let terminal = try TmuxTerminal(columns: 80, rows: 24)
        defer { terminal.close() }

        try terminal.waitFor("Contact card")
        let idle = terminal.screen()
        #expect(idle.first?.contains("Rotor │ wwdc-story │ en") == true)
        #expect(idle.count == 24 && idle.allSatisfy { $0.count <= 80 })

        // The talk's story: drag February's bar into the contact card's attachments.
        let steps: [(keys: [String], expected: String)] = [
            (["Right"], "January: 12"),
            (["Right"], "February: 30"),
            (["]"], "» Actions"),
            (["Down"], "» Drag bar data"),
            (["Enter"], "Drag started, Drag bar data"),
            (["Home"], "Contact card"),
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
        try terminal.waitFor { lines in lines.count == 24 && lines.joined().contains("Dropped, Drop into attachments") }

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
    static var binary: URL { BuiltRotor.binary }
    static var isRequired: Bool { BuiltRotor.isRequired }

    /// What is missing for the suite to run, or `nil`.
    static var missing: String? {
        guard (try? run(["tmux", "-V"])) != nil else { return "tmux" }
        return BuiltRotor.missing
    }

    static var isAvailable: Bool { missing == nil }

    /// Each terminal has its own tmux server and folder: suites may run side by side.
    let name = "rotor-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    var socket: String { name }
    let folder: URL

    init(columns: Int, rows: Int, arguments: [String] = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dir = folder.path
        // The inner shell execs rotor, so its pid is rotor's; the outer one records the aftermath.
        let script = "stty -g > \(dir)/before; sh -c 'echo $$ > \(dir)/pid; exec \(([Self.binary.path] + arguments).joined(separator: " "))'; "
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
    @discardableResult
    static func run(_ arguments: [String], capturing: Bool = true) throws -> String {
        let result = try Spawn.run(arguments, capturing: capturing)
        guard result.status == 0 else { throw NSError(domain: arguments[0], code: Int(result.status)) }
        return result.output
    }
}

@Suite("Recording in tmux", .serialized, .enabled(if: TmuxTerminal.isAvailable || TmuxTerminal.isRequired))
struct RecordingTests {
    @Test("a recording ended by SIGTERM is a valid script that rotor test replays")
    func interruptedRecordingReplays() throws {
        try #require(TmuxTerminal.isAvailable, "ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-e2e-recording-\(getpid()).txt").path
        defer { unlink(path) }
        let terminal = try TmuxTerminal(columns: 80, rows: 24, arguments: ["play", "wwdc-story", "--record", path])
        defer { terminal.close() }
        try terminal.waitFor("Contact card")
        try terminal.startTheStorysDrag()
        try terminal.signalRotor(SIGTERM)
        #expect(try terminal.waitForExitStatus() == 128 + SIGTERM)

        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded.contains("double tap = Drag started, Drag bar data\ncallbacks = drag graph itemsForBeginning → 1 item / "))
        let replay = try BuiltRotor.run(["test", "wwdc-story", "--script", path])
        #expect(replay.status == 0, "\(replay.output)\(replay.errors)")
        // Four gestures, and the drag's start's callbacks.
        #expect(replay.output.contains("PASS wwdc-story (5 checks)"))
    }
}

@Suite("Demo mode in tmux", .serialized, .enabled(if: TmuxTerminal.isAvailable || TmuxTerminal.isRequired))
struct DemoSessionTests {
    @Test("a demo plays by itself, pauses on Space, steps on →, ends saying so, and q quits with status 0")
    func demoPlaysPausesStepsAndQuits() throws {
        try #require(TmuxTerminal.isAvailable, "ROTOR_E2E=1 but \(TmuxTerminal.missing ?? "something") is missing")
        let terminal = try TmuxTerminal(columns: 80, rows: 24, arguments: ["demo", "wwdc-story", "--speed", "8"])
        defer { terminal.close() }
        // Nobody presses a key: the script plays on its own.
        try terminal.waitFor("» Actions")
        terminal.send(["Space"])
        try terminal.waitFor { $0.first?.contains("⏸") == true && $0.first?.contains("→ steps") == true }
        let paused = terminal.screen()
        usleep(600_000)
        #expect(terminal.screen() == paused, "nothing moves while paused")
        // The step number in the status line (`⏸ 4/17 …`); a frame can change before it does, so
        // the wait is for the number itself, not for any change.
        func step(_ screen: [String]) -> Int? {
            screen.first.flatMap { $0.split(separator: "⏸").last?.split(separator: "/").first }
                .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        let before = try #require(step(paused))
        terminal.send(["Right"])
        try terminal.waitFor { step($0).map { $0 != before } ?? false }
        #expect(step(terminal.screen()) == before + 1, "→ performs exactly the next step")
        terminal.send(["Space"])
        try terminal.waitFor("■ done: 17 steps, all as scripted")
        terminal.send(["q"])
        #expect(try terminal.waitForExitStatus() == 0)
        #expect(terminal.settingsAfter() == terminal.settingsBefore(), "stty settings restored")
    }
}
