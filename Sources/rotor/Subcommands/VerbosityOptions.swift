import ArgumentParser
import SceneFormat
import ScreenReader

/// `--verbosity-actions` and `--hints`: VoiceOver's Verbosity for the run, over the scene's
/// `voiceOver` key. Shared by the commands that run scenes.
struct VerbosityOptions: ParsableArguments {
    /// Verbosity › Actions, as the command line writes it (the scene format's words).
    enum Actions: String, CaseIterable, ExpressibleByArgument {
        case speak, playSound, changeRotor, doNothing

        var mode: Verbosity.ActionsMode {
            switch self {
            case .speak: .speak
            case .playSound: .playSound
            case .changeRotor: .changeRotor
            case .doNothing: .doNothing
            }
        }
    }

    /// Verbosity › Speak Hints.
    enum Switch: String, CaseIterable, ExpressibleByArgument {
        case on, off
    }

    @Option(name: .customLong("verbosity-actions"),
            help: ArgumentHelp("What VoiceOver does on an element with actions (default: the scene's "
                + "voiceOver.verbosity.actions, else speak).", valueName: "setting"))
    var actions: Actions?

    @Option(help: "Whether hints are spoken (default: the scene's voiceOver.verbosity.hints, else on).")
    var hints: Switch?

    /// The scene's verbosity with what the command line sets in its place: sessions made from
    /// the scene from now on start with it.
    @MainActor
    func apply(to scene: Scene) {
        if let actions { scene.verbosity.actions = actions.mode }
        if let hints { scene.verbosity.speaksHints = hints == .on }
    }
}
