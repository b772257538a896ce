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
            Keys: Right and Left arrows next/previous element; ] [ (or Ctrl+Right Ctrl+Left) rotate \
            the rotor; Up and Down arrows step through the rotor's setting; Enter or Space double tap; \
            d double tap and hold (a long press at the element: lifts a drag, or reaches long-press \
            gestures); Esc escape (cancels a held drag); Home End first/last element; m magic tap; \
            r read all; s stop speech; a click explores; \
            i inspector; c screen curtain; l next language; v verbosity: actions (speak, play sound, \
            change rotor, do nothing); h verbosity: hints on or off; ? help; q quits. \
            --plain prints each utterance as a line instead of drawing, for terminal screen readers \
            (the same keys). --record FILE writes a script that `rotor test SCENE --script FILE` replays.
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.", completion: SceneCompletion.scene)
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
        // Before the scene is read or the terminal changes: an output that cannot be written
        // ends the command with status 74 at once, from `Rotor.main`.
        try SceneCommand.checkOutputs([record, cast, speech.speechFile], scene: scene)
        let status: Int32 = try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            verbosity.apply(to: loaded)
            // Its header written before the terminal changes (`/dev/full` says so at once).
            var recorder: ScriptRecorder?
            if let record { recorder = try ScriptRecorder(path: record, scene: scene, verbosity: loaded.verbosity) }
            // The very call a Swift user makes for windows of their own (`TerminalPlayer`).
            let session = loaded.makeSession()
            // A read all reads what the terminal allows and what the file's size allows.
            session.readAllLimit = loaded.readAllBudget(within: TerminalApp.readAllLimit)
            let player = TerminalPlayer(session: session, style: plain ? .plain : .fullScreen)
            player.heading = loaded.title.map { "\(loaded.name): \($0)" } ?? loaded.name
            player.castPath = cast
            player.castTitle = "Rotor: " + (loaded.title ?? loaded.name)
            // A read all past its limit names the nearest view the file describes around the
            // element it would start from.
            player.locate = { object in
                var current: UIResponder? = object
                while let candidate = current {
                    if let (line, column) = loaded.lineAndColumn(of: candidate) { return "\(loaded.file):\(line):\(column)" }
                    current = (candidate as? UIView)?.superview
                        ?? ((candidate as? UIAccessibilityElement)?.accessibilityContainer as? UIResponder)
                }
                return nil
            }
            let speaker = try speech.listener(for: player.session)
            if let speaker { player.session.listeners.append(speaker) }
            if let recorder { player.session.listeners.append(recorder) }
            let status: Int32
            do {
                status = try player.play()
            } catch let error as TerminalError {
                Console.complain("\(error)")
                return ExitStatus.unusableInput
            }
            // Writes that failed along the way, said once the terminal is back.
            // --plain and --cast do not go together: at most one of these writes lines.
            return SceneCommand.reportFailures(printer: player.printer?.failure ?? player.castFailure, recorder: recorder?.failure,
                                               speech: speaker?.failure, after: status)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
