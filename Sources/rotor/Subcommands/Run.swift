import ArgumentParser
import SceneFormat
import ScreenReader

/// `rotor run SCENE`: the scene's script, headless, printing what is spoken.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene's script without a terminal and print what is spoken, one utterance a line."
    )

    @Argument(help: "A scene file, or a shipped scene's name.")
    var scene: String

    @Option(help: "The screen reader's language: en, ko or zh-Hans (default: the scene's).")
    var language: String?

    func validate() throws {
        if let language, Language(code: language) == nil {
            throw ValidationError("unknown language '\(language)'; expected one of: "
                + Language.allCases.map(\.code).joined(separator: ", "))
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            let runner = ScriptRunner(scene: loaded, language: language.flatMap(Language.init(code:)))
            for utterance in runner.run().transcript {
                print(utterance.description)
            }
        }
    }
}
