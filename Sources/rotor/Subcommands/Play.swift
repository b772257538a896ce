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
            i inspector; c screen curtain; l next language; ? help; q quits.
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.")
    var scene: String = SceneLibrary.defaultSceneName

    func run() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            FileHandle.standardError.write(Data(
                "rotor: needs a terminal on stdin and stdout; to run a scene's script without one, use `rotor run \(scene)`\n".utf8))
            throw ExitCode(2)
        }
        let status: Int32 = try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            let signals = SignalTrap()
            signals.install()
            do {
                return try TerminalApp(scene: loaded, backend: NcursesBackend()).run(signals: signals)
            } catch {
                FileHandle.standardError.write(Data("rotor: \(error)\n".utf8))
                return 2
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
