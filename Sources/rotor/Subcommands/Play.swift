import ArgumentParser
import CellKit
import Foundation
import SceneFormat
import TerminalUI

/// `rotor play [SCENE]`: the scene in the terminal, driven from the keyboard.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a scene in the terminal and use it as a VoiceOver user would.",
        discussion: """
            Keys: → ← next/previous element; ] [ (or Ctrl+→ Ctrl+←) rotate the rotor; ↑ ↓ step \
            through the rotor's setting; Enter or Space double tap; Esc escape (cancels a held drag); \
            Home End first/last element; m magic tap; r read all; s stop speech; a click explores; \
            i inspector; c screen curtain; l next language; v verbosity: actions (speak, play sound, \
            change rotor, do nothing); h verbosity: hints on or off; ? help; q quits. \
            --plain prints each utterance as a line instead of drawing, for terminal screen readers \
            (the same keys). --record FILE writes a script that `rotor test SCENE --script FILE` replays.
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.")
    var scene: String = SceneLibrary.defaultSceneName

    @Flag(help: "Draw nothing full-screen: print each utterance as a line, for a terminal screen reader.")
    var plain = false

    @Option(help: ArgumentHelp("Write every gesture, with what was said, to a script file as you go.", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Record what the terminal shows, with its timing, as an asciicast v2 file (asciinema plays it).",
                               valueName: "file"))
    var cast: String?

    @OptionGroup var speech: SpeechOptions

    @OptionGroup var verbosity: VerbosityOptions

    func validate() throws {
        if plain, cast != nil {
            throw ValidationError("--cast records the full-screen terminal, which --plain does not draw")
        }
    }

    func run() throws {
        try SceneCommand.requireTerminal(forOutput: !plain, scene: scene)
        let status: Int32 = try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            verbosity.apply(to: loaded)
            // Before the terminal changes: a recording that cannot be written ends the command
            // with status 74 at once, from `Rotor.main`.
            var recorder: ScriptRecorder?
            if let record { recorder = try ScriptRecorder(path: record, scene: scene) }
            if let cast { try TextOutput(creatingAt: cast).close() }
            let signals = SignalTrap()
            signals.install()
            let recording = cast.map { NcursesBackend(recordingTo: $0, title: "Rotor: " + (loaded.title ?? loaded.name)) }
            let backend: TerminalBackend = plain ? PlainBackend() : recording ?? NcursesBackend()
            let app = TerminalApp(session: loaded.makeSession(), backend: backend)
            let speaker = try speech.listener(for: app.session)
            if let speaker { app.listeners.append(speaker) }
            var printer: PlainPrinter?
            if plain {
                let title = loaded.title.map { "\(loaded.name): \($0)" } ?? loaded.name
                try Console.say("Rotor, plain mode. \(title). Press ? for the keys, q to quit.")
                let lines = PlainPrinter(output: .standardOutput)
                app.listeners.append(lines)
                printer = lines
            }
            if let recorder { app.listeners.append(recorder) }
            let status: Int32
            do {
                status = try app.run(signals: signals)
            } catch {
                Console.complain("\(error)")
                return ExitStatus.unusableInput
            }
            // Writes that failed along the way, said once the terminal is back.
            // --plain and --cast do not go together: at most one of these writes lines.
            return SceneCommand.reportFailures(printer: printer?.failure ?? recording?.castFailure, recorder: recorder?.failure,
                                               speech: speaker?.failure, after: status)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
