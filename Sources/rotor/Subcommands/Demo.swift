import ArgumentParser
import CellKit
import Foundation
import SceneFormat
import TerminalUI

/// `rotor demo [SCENE]`: the scene's script played in the terminal as a presentation.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a scene's script in the terminal as a presentation.",
        discussion: """
            Each step's gesture is named in the status line before it happens; the VoiceOver cursor \
            and the drag glide to their new places; captions show what is said, each left long \
            enough to hear at the rotor's speech rate. Keys: Space pauses and resumes; Right arrow performs \
            the next step at once (and stays paused); q quits. At the end the last frame stays, with \
            whether every step said what the script expects, until q.
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.", completion: SceneCompletion.scene)
    var scene: String = SceneLibrary.defaultSceneName

    // `.unconditional`: `--speed -2` is a number out of range, not a missing value.
    @Option(parsing: .unconditional, help: "How fast to play: 1 is normal, 2 twice as fast, 0.5 half as fast (0.1 to 100).")
    var speed: Double = 1

    @Option(help: ArgumentHelp("A script to play instead of the scene's own.", valueName: "file"))
    var script: String?

    @Option(help: ArgumentHelp("Record what the terminal shows, with its timing, as an asciicast v2 file (asciinema plays it).",
                               valueName: "file"))
    var cast: String?

    @OptionGroup var speech: SpeechOptions

    @OptionGroup var verbosity: VerbosityOptions

    func validate() throws {
        if let problem = DemoPlayer.problem(withSpeed: speed) { throw ValidationError("--speed: \(problem)") }
    }

    func run() throws {
        try SceneCommand.requireTerminal(forOutput: true, scene: scene)
        // Before the scene is read or the terminal changes: an output that cannot be written
        // ends the command with status 74 at once, from `Rotor.main`.
        try SceneCommand.checkOutputs([cast, speech.speechFile], scene: scene, script: script)
        let status: Int32 = try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            verbosity.apply(to: loaded)
            let given = try self.script.map { try SceneCommand.loadScript($0, for: loaded) }
            guard let walk = given ?? loaded.script else {
                Console.complain("\(loaded.name) has no script to play; give it a `script:` or pass --script FILE")
                return ExitStatus.unusableInput
            }
            let signals = SignalTrap()
            signals.install()
            let recording = cast.map { NcursesBackend(recordingTo: $0, title: "Rotor: " + (loaded.title ?? loaded.name)) }
            let app = TerminalApp(session: loaded.makeSession(), backend: recording ?? NcursesBackend())
            let speaker = try speech.listener(for: app.session)
            if let speaker { app.listeners.append(speaker) }
            let status: Int32
            do {
                status = try DemoPlayer(app: app, script: walk, speed: speed).run(signals: signals)
            } catch {
                Console.complain("\(error)")
                return ExitStatus.unusableInput
            }
            return SceneCommand.reportFailures(recorder: recording?.castFailure, speech: speaker?.failure, after: status)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
