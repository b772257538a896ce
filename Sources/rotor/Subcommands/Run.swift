import ArgumentParser
import SceneFormat

/// `rotor run SCENE`: the scene's script, headless, printing what is spoken.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene's script without a terminal and print what is spoken, one utterance a line."
    )

    @Argument(help: "A scene file, or a shipped scene's name.")
    var scene: String

    func run() throws {
        try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            for utterance in ScriptRunner(scene: loaded).run().transcript {
                print(utterance.description)
            }
        }
    }
}
