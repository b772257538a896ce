import Foundation
import Testing

/// `--cast FILE`: what the terminal showed, recorded as an asciicast v2 file, played back by the
/// real asciinema client to the same screen. Needs tmux and asciinema (Debian's package; `.ci/run`
/// installs it).
@Suite("Casts played back by asciinema", .serialized,
       .enabled(if: (TmuxTerminal.isAvailable && Asciinema.isAvailable) || TmuxTerminal.isRequired))
struct CastTests {
    static var hasAsciinema: Bool { Asciinema.isAvailable }

    static func castPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("rotor-e2e-\(getpid())-\(UUID().uuidString).cast").path
    }

    /// The cast's header and events, each line as JSON.
    static func read(_ path: String) throws -> (header: [String: Any], events: [[Any]]) {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        }
        return (header, events)
    }

    /// The screen asciinema's own player leaves in a fresh tmux window (80×24 unless given).
    static func playedBack(_ path: String, columns: Int = 80, rows: Int = 24) throws -> [String] {
        let socket = "rotor-cast-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func tmux(_ arguments: [String]) throws -> String { try TmuxTerminal.run(["tmux", "-L", socket] + arguments) }
        try TmuxTerminal.run(["tmux", "-L", socket, "new-session", "-d", "-x", String(columns), "-y", String(rows), "-s", "cast",
                              "sh", "-c", "asciinema cat \"$0\"; echo > \"$0.played\"; sleep 60", path], capturing: false)
        defer {
            if let pane = Int32((try? tmux(["display-message", "-p", "-t", "cast", "#{pane_pid}"]))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") { kill(pane, SIGKILL) }
            _ = try? tmux(["kill-server"])
            unlink(path + ".played")
        }
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: path + ".played") { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: path + ".played"), "asciinema cat finished")
        var lines = try tmux(["capture-pane", "-p", "-t", "cast"]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test("demo --cast: asciinema plays it back to the screen tmux showed at the end")
    func demo() throws {
        try #require(TmuxTerminal.isAvailable && Self.hasAsciinema, "tmux, asciinema and the rotor binary")
        let path = Self.castPath()
        defer { unlink(path) }
        let terminal = try TmuxTerminal(columns: 80, rows: 24, arguments: ["demo", "wwdc-story", "--speed", "20", "--cast", path])
        defer { terminal.close() }
        try terminal.waitFor("■ done: 17 steps, all as scripted")
        usleep(300_000)
        let shown = terminal.screen()
        terminal.send(["q"])
        #expect(try terminal.waitForExitStatus() == 0)
        #expect(terminal.settingsAfter() == terminal.settingsBefore(), "stty settings restored")

        let cast = try Self.read(path)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 80 && cast.header["height"] as? Int == 24)
        #expect((cast.header["title"] as? String)?.contains("Accessible Drag and Drop") == true)
        let times = cast.events.compactMap { $0.first as? Double }
        #expect(times.count == cast.events.count && times.count > 10)
        #expect(times == times.sorted(), "events in the order they were written, with their times")
        #expect(cast.events.allSatisfy { $0.count == 3 && $0[1] as? String == "o" })
        #expect(try Self.playedBack(path) == shown)
    }

    @Test("play --cast records each key's frame; the cast ends on the last frame, not the restored terminal")
    func play() throws {
        try #require(TmuxTerminal.isAvailable && Self.hasAsciinema, "tmux, asciinema and the rotor binary")
        let path = Self.castPath()
        defer { unlink(path) }
        let terminal = try TmuxTerminal(columns: 80, rows: 24, arguments: ["play", "wwdc-story", "--cast", path])
        defer { terminal.close() }
        try terminal.waitFor("Contact card")
        try terminal.startTheStorysDrag()
        usleep(300_000)
        let shown = terminal.screen()
        terminal.send(["q"])
        #expect(try terminal.waitForExitStatus() == 0)
        #expect(terminal.settingsAfter() == terminal.settingsBefore(), "stty settings restored")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains(#"\u001b[?1049l"#), "leaving the alternate screen is not in the cast")
        #expect(try Self.playedBack(path) == shown)
    }

    @Test("a terminal resized while recording: a resize event, and playback at the new size ends on the same screen")
    func resized() throws {
        try #require(TmuxTerminal.isAvailable && Self.hasAsciinema, "tmux, asciinema and the rotor binary")
        let path = Self.castPath()
        defer { unlink(path) }
        let terminal = try TmuxTerminal(columns: 80, rows: 24, arguments: ["play", "wwdc-story", "--cast", path])
        defer { terminal.close() }
        try terminal.waitFor("Contact card")
        terminal.resize(columns: 100, rows: 30)
        try terminal.waitFor { $0.count == 30 }
        terminal.send(["Right"])
        try terminal.waitFor("January: 12")
        usleep(300_000)
        let shown = terminal.screen()
        terminal.send(["q"])
        #expect(try terminal.waitForExitStatus() == 0)
        let cast = try Self.read(path)
        #expect(cast.events.contains { $0.count == 3 && $0[1] as? String == "r" && $0[2] as? String == "100x30" })
        #expect(try Self.playedBack(path, columns: 100, rows: 30) == shown)
    }

    @Test("a cast that cannot be written ends with status 74 and the reason, the terminal put back")
    func unwritable() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let nowhere = try ScriptTerminal.run(["play", "wwdc-story", "--cast", "/nonexistent/story.cast"], keys: "q")
        #expect(nowhere.status == 74)
        #expect(nowhere.text.contains("rotor: cannot create /nonexistent/story.cast: No such file or directory"))
        #expect(!nowhere.text.contains("Contact card"), "nothing was played")
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        let full = try ScriptTerminal.run(["play", "wwdc-story", "--cast", "/dev/full"], keys: "q")
        #expect(full.status == 74)
        #expect(full.text.contains("rotor: cannot write to /dev/full: No space left on device"))
    }
}

/// The asciinema client, which CI installs.
enum Asciinema {
    static var isAvailable: Bool { (try? Spawn.run(["asciinema", "--version"]).status) == 0 }
}
