import Foundation
import Testing

/// The built `rotor` copied into an empty folder, as `swift build -c release` and a copy
/// installs it: every shipped scene is inside the binary, so it lists, runs, tests, audits and
/// plays them there with no source tree, and never reads the checkout's `Scenes/`.
@Suite("A copied rotor in an empty folder", .serialized,
       .enabled(if: BuiltRotor.isAvailable || BuiltRotor.isRequired))
struct InstalledBinaryTests {
    /// An empty folder holding only a copy of the binary; removed by `remove()`.
    struct Installed {
        let folder: String
        var binary: String { folder + "/rotor" }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-installed-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Self.copy(BuiltRotor.binary.path, to: folder + "/rotor")
            // A process the other suites start at the moment of the copy may hold its file open
            // for a moment ("Text file busy" on exec); the copy is ready once it runs.
            for _ in 0..<50 where try run(["--version"]).status == 126 {
                usleep(100_000)
            }
        }

        /// Copies a file through a descriptor no child process keeps (O_CLOEXEC): a tmux server
        /// another suite starts would otherwise hold the copy open for writing for ever.
        static func copy(_ source: String, to destination: String) throws {
            let data = try Data(contentsOf: URL(fileURLWithPath: source))
            let descriptor = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            defer { close(descriptor) }
            let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written == data.count else { throw CocoaError(.fileWriteUnknown) }
        }

        /// Runs the copy from its folder, with `ROTOR_SCENES` unset unless given.
        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Spawn.Result {
            try Spawn.run(["./rotor"] + arguments, directory: folder,
                          environment: ["ROTOR_SCENES": ""].merging(environment) { _, given in given })
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// The shipped scenes' names, from the checkout (the test may read it; the binary may not).
    static var shippedNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: BuiltRotor.root.appendingPathComponent("Scenes").path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    static var checkout: String { BuiltRotor.root.path }

    @Test("lists, runs, tests and audits every shipped scene, naming each by its place in the repository")
    func everyCommand() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let installed = try Installed()
        defer { installed.remove() }
        let names = Self.shippedNames
        try #require(names.count >= 10)

        let version = try installed.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.split(separator: ".").count == 3, "a version like 0.1.0: \(version.output)")

        let listed = try installed.run(["list"])
        #expect(listed.status == 0)
        #expect(listed.output.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") } == names)
        #expect(!listed.output.contains("cannot be read"))

        let story = try installed.run(["run", "wwdc-story"])
        #expect(story.status == 0)
        #expect(story.output.contains("Dropped, Drop into attachments"))

        let tested = try installed.run(["test"])
        #expect(tested.status == 0, "\(tested.errors)")
        #expect(tested.output.hasSuffix("\(names.count) passed, 0 failed\n"), "\(tested.output)")

        let clean = try installed.run(["audit"] + names.filter { $0 != "broken" })
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("\nScenes/wwdc-story.yaml: no problems"))
        let broken = try installed.run(["audit", "broken"])
        #expect(broken.status == 1)
        #expect(broken.output.hasPrefix("Scenes/broken.yaml:12:5: error: "), "placed in the scene's file: \(broken.output.prefix(80))")

        for result in [listed, story, tested, clean, broken] {
            #expect(!(result.output + result.errors).contains(Self.checkout), "nothing names the checkout")
        }
    }

    @Test("reads nothing in the checkout's Scenes/ (traced with strace where it is installed)")
    func readsNoCheckout() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { return }
        let installed = try Installed()
        defer { installed.remove() }
        let log = installed.folder + "/trace"
        let traced = try Spawn.run(["strace", "-f", "-e", "trace=file", "-o", log, "./rotor", "test"],
                                   directory: installed.folder, environment: ["ROTOR_SCENES": ""])
        try #require(traced.status == 0, "\(traced.output.suffix(300)) \(traced.errors.suffix(300))")
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        #expect(calls.contains("execve"), "the trace saw the run")
        let scenes = Self.checkout + "/Scenes"
        #expect(!calls.contains(scenes), "\(calls.split(separator: "\n").filter { $0.contains(scenes) }.prefix(3))")
    }

    @Test("a path wins over a shipped name; nothing to test is an error, never a pass")
    func precedenceAndNothingToTest() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let installed = try Installed()
        defer { installed.remove() }
        let bare = "title: Mine\nwindow: {size: [20, 5]}\nviews:\n  - { type: label, frame: [0, 0, 10, 1], text: Mine }\n"
        // A file called `bar-graph` in the current folder is what `bar-graph` means.
        try Data(bare.utf8).write(to: URL(fileURLWithPath: installed.folder + "/bar-graph"))
        let mine = try installed.run(["run", "bar-graph"])
        #expect(mine.status == 0)
        #expect(mine.output.contains("Mine"))
        #expect(!mine.output.contains("Contact card"))

        let nothing = try installed.run(["test", "bar-graph"])
        #expect(nothing.status == 2)
        #expect(nothing.output.contains("SKIP bar-graph (no script)"))
        #expect(nothing.errors.contains("nothing to test"))
        // A bare `rotor test` means the shipped scenes, never a file of the same name here.
        #expect(try installed.run(["test"]).status == 0)
    }

    @Test("ROTOR_SCENES puts a folder in place of the shipped scenes; an empty one tests nothing, an error")
    func sceneFolder() throws {
        try #require(BuiltRotor.isAvailable, "\(BuiltRotor.missing ?? "")")
        let installed = try Installed()
        defer { installed.remove() }
        let lessons = installed.folder + "/lessons"
        try FileManager.default.createDirectory(atPath: lessons, withIntermediateDirectories: true)
        let empty = try installed.run(["test"], environment: ["ROTOR_SCENES": lessons])
        #expect(empty.status == 2)
        #expect(empty.errors.contains("ROTOR_SCENES names \(lessons), which holds no .yaml scene files"))
        #expect(!empty.output.contains("0 passed"))
        #expect(try installed.run(["list"], environment: ["ROTOR_SCENES": lessons]).status == 2)

        let lesson = "title: One\nwindow: {size: [20, 5]}\nviews:\n  - { type: label, frame: [0, 0, 10, 1], text: One }\n"
            + "  - { type: label, frame: [0, 2, 10, 1], text: Two }\nscript: \"swipe right ~ Two\\n\"\n"
        try Data(lesson.utf8).write(to: URL(fileURLWithPath: lessons + "/one.yaml"))
        let listed = try installed.run(["list"], environment: ["ROTOR_SCENES": lessons])
        #expect(listed.output == "one  One\n")
        let tested = try installed.run(["test"], environment: ["ROTOR_SCENES": lessons])
        #expect(tested.status == 0)
        #expect(tested.output.hasSuffix("1 passed, 0 failed\n"))
        let shipped = try installed.run(["run", "wwdc-story"], environment: ["ROTOR_SCENES": lessons])
        #expect(shipped.status == 2, "a name means the folder's scene only")
        #expect(shipped.errors.contains("no scene in ROTOR_SCENES"))
    }

    @Test("plays the default scene in tmux, from the empty folder")
    func playsInTmux() throws {
        try #require(TmuxTerminal.isAvailable || !TmuxTerminal.isRequired, "\(TmuxTerminal.missing ?? "")")
        guard TmuxTerminal.isAvailable else { return }
        let installed = try Installed()
        defer { installed.remove() }
        let socket = "rotor-installed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func tmux(_ arguments: [String]) -> String {
            (try? TmuxTerminal.run(["tmux", "-L", socket] + arguments)) ?? ""
        }
        defer {
            if let pane = Int32(tmux(["display-message", "-p", "-t", "e2e", "#{pane_pid}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)) {
                kill(pane, SIGKILL)
            }
            _ = tmux(["kill-server"])
        }
        let folder = installed.folder
        let script = "cd \(folder) && env -u ROTOR_SCENES ./rotor; echo $? > \(folder)/status; sleep 60"
        try TmuxTerminal.run(["tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", "-s", "e2e",
                              "sh", "-c", script], capturing: false)
        func waitFor(_ text: String) -> Bool {
            for _ in 0..<200 {
                if tmux(["capture-pane", "-p", "-t", "e2e"]).contains(text) { return true }
                usleep(50_000)
            }
            return false
        }
        #expect(waitFor("Rotor │ wwdc-story │ en"))
        #expect(waitFor("Contact card"))
        _ = tmux(["send-keys", "-t", "e2e", "Right"])
        #expect(waitFor("January: 12"))
        _ = tmux(["send-keys", "-t", "e2e", "q"])
        var status: String?
        for _ in 0..<200 where status == nil {
            status = try? String(contentsOfFile: folder + "/status", encoding: .utf8)
            if status == nil { usleep(50_000) }
        }
        #expect(status?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }
}
