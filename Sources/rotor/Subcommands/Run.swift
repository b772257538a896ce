import ArgumentParser
import Foundation
import SceneFormat
import ScreenReader
import Voice

/// `rotor run SCENE`: the scene's script (or another), headless, printing what is spoken.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene's script without a terminal and print what is spoken, one utterance a line."
    )

    @Argument(help: "A scene file, or a shipped scene's name.")
    var scene: String

    @Option(help: "A script file to run instead of the scene's own script.")
    var script: String?

    @Option(help: "The screen reader's language: en, ko or zh-Hans (default: the scene's).")
    var language: String?

    @Option(help: "text (one utterance a line, earcons in brackets) or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write what is said to a WAVE file, spoken by espeak-ng.", valueName: "file.wav"))
    var speechFile: String?

    func validate() throws {
        if let language, Language(code: language) == nil {
            throw ValidationError("unknown language '\(language)'; expected one of: "
                + Language.allCases.map(\.code).joined(separator: ", "))
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            let walk = try script.map { path in try SceneCommand.loadScript(path) }
            let runner = ScriptRunner(scene: loaded, language: language.flatMap(Language.init(code:)))
            let espeak = try speechFile.map { _ in try SceneCommand.locateEspeak() }
            let result = runner.run(walk)
            if let speechFile, let espeak {
                let writer = SpeechFileWriter(espeak: espeak)
                writer.add(result.transcript, rate: runner.session.screenReader.speechRate)
                do {
                    try writer.write(to: speechFile)
                } catch {
                    SceneCommand.complain("\(error)")
                    throw ExitCode(2)
                }
            }
            switch format {
            case .text:
                for utterance in result.transcript { print(utterance.description) }
            case .json:
                let document = TranscriptDocument(run: result, scene: loaded.name,
                                                  language: runner.session.screenReader.language)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                let data = try encoder.encode(document)
                print(String(decoding: data, as: UTF8.self))
            }
        }
    }
}
