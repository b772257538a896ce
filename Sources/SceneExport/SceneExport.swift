import SceneCapture
import SceneFormat

/// What `rotor export` writes for a scene: its windows as `SceneCapture` captures an app's live
/// screen, with a script of what VoiceOver says on every element and the actions it offers.
///
/// The scene is opened once, walked for the script (`SpokenScript`) and then captured: the walk
/// moves VoiceOver's focus, and VoiceOver scrolls to what it focuses, so the walk scrolls every
/// scroll view back when it ends and the capture sees the screen as it opened. The command, the
/// export fuzzer and the tests all export through here, so they check the file the command
/// writes.
@MainActor
public enum SceneExport {
    /// The title a capture of the scene is given: the scene's own, or its name, without the
    /// " (captured)" a captured file's title ends in (exporting an export does not add a second).
    public static func title(of scene: Scene) -> String {
        let suffix = " (captured)"
        let title = scene.title ?? scene.name
        return title.hasSuffix(suffix) ? String(title.dropLast(suffix.count)) : title
    }

    /// The capture of `scene`, with a script of what VoiceOver says on it: the scene is walked
    /// first, in place (`SpokenScript.walkingInPlace`), its scroll views scrolled back after,
    /// then captured as it opened. One copy of the scene is loaded, not two.
    public static func capture(of scene: Scene) -> CapturedScene {
        capture(of: scene, script: SpokenScript.walkingInPlace(scene))
    }

    /// The capture of `scene`, whose script is what VoiceOver says walking `walked`: another
    /// copy of the same scene, opened the same way. It writes what `capture(of:)` writes of
    /// one copy.
    public static func capture(of scene: Scene, walking walked: Scene) -> CapturedScene {
        capture(of: scene, script: SpokenScript.of(walked))
    }

    /// The capture of the scene the text is; `file` names it in errors and gives its name.
    public static func capture(yaml: String, file: String) throws(SceneError) -> CapturedScene {
        capture(of: try SceneLoader.load(yaml: yaml, file: file))
    }

    /// The capture of the scene file at `path`.
    public static func capture(path: String) throws(SceneError) -> CapturedScene {
        capture(of: try SceneLoader.load(path: path))
    }

    private static func capture(of scene: Scene, script: String) -> CapturedScene {
        let language = CaptureOptions.Language(rawValue: scene.language.code) ?? .english
        let verbosity = CaptureOptions.Verbosity(actions: scene.verbosity.actions.rawValue,
                                                 speaksHints: scene.verbosity.speaksHints)
        let options = CaptureOptions(title: title(of: scene), language: language, script: script, verbosity: verbosity)
        return SceneCapture.capture(of: scene.windows, options: options)
    }
}
