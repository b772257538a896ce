import ArgumentParser
import CellKit
import Foundation
import SceneFormat
import ScreenReader
import Session
import Voice

/// `rotor run SCENE`: the scene's script (or another), headless, printing what is spoken.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene's script without a terminal and print what is spoken, one utterance a line.",
        discussion: """
            With --elements, print instead what VoiceOver sees once the scene has opened: each element \
            in visiting order with its label, value, traits, frame and actions, indented by container.
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.", completion: SceneCompletion.scene)
    var scene: String

    @Option(help: "A script file to run instead of the scene's own script.")
    var script: String?

    @Option(help: "The screen reader's language: en, ko or zh-Hans (default: the scene's).", completion: SceneCompletion.language)
    var language: String?

    @Option(help: "text (one utterance a line, earcons in brackets) or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Also write what is said to a WAVE file, spoken by espeak-ng.", valueName: "file.wav"))
    var speechFile: String?

    @Flag(help: "Print the elements VoiceOver sees once the scene has opened, instead of running the script.")
    var elements = false

    @Flag(help: ArgumentHelp("Also print each callback the app's drag and drop delegates get, on its own line, "
        + "in order with the speech (with --format json: as each step's events)."))
    var log = false

    @OptionGroup var verbosity: VerbosityOptions

    func validate() throws {
        if elements, script != nil || speechFile != nil || log {
            throw ValidationError("--elements prints the scene as it opens and runs no script: "
                + "leave out --script, --speech-file and --log")
        }
        if let language, Language(code: language) == nil {
            throw ValidationError("unknown language '\(language)'; expected one of: "
                + Language.allCases.map(\.code).joined(separator: ", "))
        }
    }

    func run() throws {
        try SceneCommand.checkOutputs([speechFile], scene: scene, script: script)
        try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            KeptUntilExit.keep(loaded)
            verbosity.apply(to: loaded)
            if elements {
                try printElements(of: loaded)
                return
            }
            let walk = try script.map { path in try SceneCommand.loadScript(path, for: loaded) }
            let runner = ScriptRunner(scene: loaded, language: language.flatMap(Language.init(code:)))
            KeptUntilExit.keep(runner.session)
            let espeak = try speechFile.map { _ in try SceneCommand.locateEspeak() }
            // The plain transcript is printed as it is said: a read all, element by element.
            let printer = format == .text && !log ? UtterancePrinter() : nil
            if let printer { runner.session.listeners.append(printer) }
            let result = runner.run(walk)
            printer?.flush()
            if let failure = printer?.failure { throw failure }
            if let speechFile, let espeak {
                let writer = SpeechFileWriter(espeak: espeak)
                let rate = runner.session.screenReader.speechRate
                writer.add(result.opening, rate: rate)
                for outcome in result.outcomes {
                    writer.add(outcome.spoken, rate: rate)
                    // Refused before espeak-ng makes any of it, at the step that said too much.
                    if writer.isOverLimit {
                        Console.complain("\(Self.speechFileOverrun(at: outcome.step, in: walk?.file ?? loaded.file, said: writer.textBytes))")
                        throw ExitCode(ExitStatus.unusableInput)
                    }
                }
                let audio: WaveFile
                do {
                    audio = try writer.render()
                } catch {
                    Console.complain("\(error)")
                    throw ExitCode(ExitStatus.unusableInput)
                }
                // A file that cannot be written is an `OutputError`: status 74, from `Rotor.main`.
                try audio.write(to: speechFile)
            }
            switch format {
            case .text where log:
                // Step by step, as the timeline is kept: no list of every line at once.
                try Console.say(lines: result.openingTimeline.map(Self.line))
                for outcome in result.outcomes { try Console.say(lines: outcome.timeline.map(Self.line)) }
            case .text:
                break
            case .json:
                // A run that stopped at a limit prints no document, only why.
                guard result.stop == nil else { break }
                try TranscriptDocument.writeJSON(of: result, scene: loaded.name, language: runner.session.screenReader.language,
                                                 log: log) { part in try Console.say(json: part) }
            }
            if let stop = result.stop {
                Console.complain("\(stop)")
                throw ExitCode(ExitStatus.unusableInput)
            }
        }
    }

    /// The one line for a run whose step took what it said past what a speech file holds.
    private static func speechFileOverrun(at step: ScriptStep, in file: String, said: Int) -> SceneError {
        let limit = SpeechFileWriter.textLimit
        return SceneError(file: file, line: step.line, column: step.column, keyPath: "",
                          message: "\(step.actionText) took the speech file past \(limit) bytes of text (\(said) so far); "
                              + "a speech file says at most \(limit) bytes (about a quarter of an hour of audio), so none was written")
    }

    /// A line of `--log`'s text: an utterance as the transcript shows it; a callback as its log
    /// line after `⇢ `, a mark the speech does not use, so the two are told apart. Both go
    /// through `Console`: a view's name from the scene is made visible like any other text.
    private static func line(_ entry: TimelineEntry) -> String {
        switch entry {
        case .said(let utterance): utterance.description
        case .callback(let event): "⇢ " + event.description
        }
    }

    /// The elements of the scene once it has opened: its first element focused and spoken, and
    /// what was due at once run, as `rotor run` begins.
    @MainActor
    private func printElements(of loaded: Scene) throws {
        let runner = ScriptRunner(scene: loaded, language: language.flatMap(Language.init(code:)))
        KeptUntilExit.keep(runner.session)
        _ = runner.run(Script(file: loaded.file, steps: []))
        let dump = ElementTreeDump(screenReader: runner.session.screenReader)
        switch format {
        case .text:
            try Console.say(lines: dump.lines)
        case .json:
            try Console.say(json: try runner.session.screenReader.record.json())
        }
    }
}
