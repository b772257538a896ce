import SceneCapture
import SceneFormat

/// What `rotor export` writes for a scene: its windows as `SceneCapture` captures an app's live
/// screen, with a script of what VoiceOver says on every element and the actions it offers.
///
/// The scene is opened twice. One copy is walked for the script (`SpokenScript`): the walk
/// moves VoiceOver's focus, and VoiceOver scrolls to what it focuses. The other is captured as
/// it opened. The command, the export fuzzer and the tests all export through here, so they
/// check the file the command writes.
@MainActor
public enum SceneExport {
    /// The title a capture of the scene is given: the scene's own, or its name, without the
    /// " (captured)" a captured file's title ends in (exporting an export does not add a second).
    public static func title(of scene: Scene) -> String {
        let suffix = " (captured)"
        let title = scene.title ?? scene.name
        return title.hasSuffix(suffix) ? String(title.dropLast(suffix.count)) : title
    }

    /// The capture of `scene`, whose script is what VoiceOver says walking `walked`: another
    /// copy of the same scene, opened the same way.
    public static func capture(of scene: Scene, walking walked: Scene) -> CapturedScene {
        let language = CaptureOptions.Language(rawValue: scene.language.code) ?? .english
        let verbosity = CaptureOptions.Verbosity(actions: scene.verbosity.actions.rawValue,
                                                 speaksHints: scene.verbosity.speaksHints)
        let options = CaptureOptions(title: title(of: scene), language: language, script: SpokenScript.of(walked),
                                     verbosity: verbosity)
        return SceneCapture.capture(of: scene.windows, options: options)
    }

    /// The capture of the scene the text is; `file` names it in errors and gives its name.
    public static func capture(yaml: String, file: String) throws(SceneError) -> CapturedScene {
        let walked = try SceneLoader.load(yaml: yaml, file: file)
        return capture(of: try SceneLoader.load(yaml: yaml, file: file), walking: walked)
    }

    /// The capture of the scene file at `path`.
    public static func capture(path: String) throws(SceneError) -> CapturedScene {
        let walked = try SceneLoader.load(path: path)
        return capture(of: try SceneLoader.load(path: path), walking: walked)
    }
}
