import ArgumentParser
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
            i inspector; c screen curtain; l next language; ? help; q quits. \
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

    @OptionGroup var speech: SpeechOptions

    func run() throws {
        Backtracer.makeNonInteractive()
        try SceneCommand.requireTerminal(forOutput: !plain, scene: scene)
        let status: Int32 = try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            let signals = SignalTrap()
            signals.install()
            let backend: TerminalBackend = plain ? PlainBackend() : NcursesBackend()
            let app = TerminalApp(scene: loaded, backend: backend)
            if let listener = try speech.listener(for: app) {
                app.listeners.append(listener)
            }
            if plain {
                let title = loaded.title.map { "\(loaded.name): \($0)" } ?? loaded.name
                Self.printLine("Rotor, plain mode. \(title). Press ? for the keys, q to quit.")
                app.listeners.append(PlainPrinter(write: Self.printLine))
            }
            do {
                if let record {
                    app.listeners.append(try ScriptRecorder(path: record, scene: scene))
                }
                return try app.run(signals: signals)
            } catch {
                SceneCommand.complain("\(error)")
                return 2
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// One line on standard output, at once: a screen reader speaks it as it arrives.
    private static func printLine(_ line: String) {
        print(line)
        fflush(nil)
    }
}
