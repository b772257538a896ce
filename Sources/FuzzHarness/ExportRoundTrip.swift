import SceneCapture
import SceneFormat

/// What `rotor export` writes for a scene (`ExportCommand`), and the promise it makes: the
/// file it writes loads, and exporting that file again writes the same file.
///
/// The scene is loaded twice, as the command loads it: one copy is walked for the script
/// (`SpokenScript`: the walk moves VoiceOver's focus and scrolls what it focuses), the other is
/// captured as it opened (`SceneCapture`).
@MainActor
public enum ExportRoundTrip {
    /// The scene file `rotor export` writes for the scene the text is.
    public static func export(yaml: String, file: String) throws(SceneError) -> String {
        let walked = try SceneLoader.load(yaml: yaml, file: file)
        let script = SpokenScript.of(walked)
        let captured = try SceneLoader.load(yaml: yaml, file: file)
        // A captured file's title ends in " (captured)"; exporting it again does not add a second.
        let suffix = " (captured)"
        var title = captured.title ?? captured.name
        if title.hasSuffix(suffix) { title = String(title.dropLast(suffix.count)) }
        let language = CaptureOptions.Language(rawValue: captured.language.code) ?? .english
        return SceneCapture.sceneFile(of: captured.windows,
                                      options: CaptureOptions(title: title, language: language, script: script,
                                                                     verbosity: .init(actions: captured.verbosity.actions.rawValue,
                                                                                      speaksHints: captured.verbosity.speaksHints)))
    }

    /// How a round trip went.
    public enum Outcome: Equatable {
        /// The text is not a scene: there is nothing to export.
        case notAScene
        /// The export loads, and exports to itself.
        case fixedPoint
        /// The export does not load: the error `rotor test` on it would give.
        case exportDoesNotLoad(export: String, error: String)
        /// The export loads, but exports to other text.
        case exportsDiffer(first: String, second: String)
    }

    /// Exports the scene the text is, loads the export, and exports that again. The export is
    /// loaded under the name the first was (the title falls back to it).
    public static func roundTrip(yaml: String, file: String) -> Outcome {
        let first: String
        do {
            first = try export(yaml: yaml, file: file)
        } catch {
            _ = error.description
            return .notAScene
        }
        let second: String
        do {
            second = try export(yaml: first, file: file)
        } catch {
            return .exportDoesNotLoad(export: first, error: error.description)
        }
        return first == second ? .fixedPoint : .exportsDiffer(first: first, second: second)
    }

    /// Where two texts first differ, by line, for a message.
    public static func firstDifference(_ first: String, _ second: String) -> String {
        let a = first.split(separator: "\n", omittingEmptySubsequences: false)
        let b = second.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "(no line)"
            let right = index < b.count ? String(b[index]) : "(no line)"
            if left != right { return "line \(index + 1): first export '\(left)', second '\(right)'" }
        }
        return "none"
    }
}
