import ArgumentParser
import RotorOutput
import SceneFormat
import ScreenReader
import Snapshot

/// `rotor snapshot SCENE`: the scene as an SVG picture, each element outlined in its colour with
/// a numbered legend of what VoiceOver says, as AccessibilitySnapshot draws an app's screen.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Draw a scene as an SVG picture: each element outlined, with a legend of what VoiceOver says.",
        discussion: """
            The legend lists the elements in visiting order with what VoiceOver says on landing on each \
            (description, hint, "Actions Available") and its actions; a diamond marks each drag source's point \
            and a down-pointing triangle each drop point's, in the element's colour. It lists the elements the picture draws, \
            at most 200 and the focused one, with at most 50 actions each, and ends by saying how many it left out \
            (rotor run --elements lists every element). --at N draws the scene after step N of its script \
            (a drag in flight: the held items, the target boxed in the proposal's colour).
            """
    )

    @Argument(help: "A scene file, or a shipped scene's name.", completion: SceneCompletion.scene)
    var scene: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the SVG to a file instead of standard output.",
                                                                      valueName: "file"))
    var output: String?

    // `.unconditional`: `--at -1` is read as the number it is (and refused by `validate`),
    // not as a missing value followed by an unknown option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Draw the scene after this many steps of its script (0: as it opens).", valueName: "n"))
    var at: Int = 0

    @Option(help: "A script to take the steps from instead of the scene's own.")
    var script: String?

    @Option(help: "The screen reader's language: en, ko or zh-Hans (default: the scene's).", completion: SceneCompletion.language)
    var language: String?

    @OptionGroup var verbosity: VerbosityOptions

    func validate() throws {
        if let language, Language(code: language) == nil {
            throw ValidationError("unknown language '\(language)'; expected one of: "
                + Language.allCases.map(\.code).joined(separator: ", "))
        }
        if at < 0 { throw ValidationError("--at takes a step number from 0 to the number of steps in the script; found \(at)") }
    }

    func run() throws {
        try SceneCommand.checkOutputs([output], scene: scene, script: script)
        try MainActor.assumeIsolated {
            let loaded = try SceneCommand.load(scene)
            // Left to the process's exit, as `rotor run` leaves its scene: freed view by view as
            // the command returned, a large scene's teardown was a tenth of its snapshot
            // (DECISIONS.md, "`rotor audit` and `rotor snapshot` leave their last scene to the
            // process's exit").
            KeptUntilExit.keep(loaded)
            verbosity.apply(to: loaded)
            let steps = try script.map { try SceneCommand.loadScript($0, for: loaded) }
            let picture: ScenePicture
            do {
                picture = try ScenePicture.of(loaded, script: steps, afterSteps: at,
                                              language: language.flatMap(Language.init(code:)))
            } catch {
                Console.complain("\(error)")
                throw ExitCode(ExitStatus.unusableInput)
            }
            let lines = SVGPicture(picture).lines
            if let output {
                let file = try TextOutput(creatingAt: output)
                try file.write(lines: lines)
                try file.close()
            } else {
                try Console.say(lines: lines)
            }
        }
    }
}
