import SceneCapture
import SceneExport
import SceneFormat

/// The promise `rotor export` (`SceneExport`) makes: the file it writes loads, and exporting
/// that file again writes the same file, but for the "Not captured" list in its header (what the
/// first export left out is no longer there to list).
@MainActor
public enum ExportRoundTrip {
    /// The scene file `rotor export` writes for the scene the text is.
    public static func export(yaml: String, file: String) throws(SceneError) -> String {
        try SceneExport.capture(yaml: yaml, file: file).text
    }

    /// How a round trip went.
    public enum Outcome: Equatable {
        /// The text is not a scene: there is nothing to export.
        case notAScene
        /// The export loads, and exports to itself.
        case fixedPoint
        /// The export does not load: the error `rotor test` on it would give.
        case exportDoesNotLoad(export: String, error: String)
        /// The export loads, but exports to other text (each without its "Not captured" list).
        case exportsDiffer(first: String, second: String)
    }

    /// Exports the scene the text is, loads the export, and exports that again. The export is
    /// loaded under the name the first was (the title falls back to it).
    public static func roundTrip(yaml: String, file: String) -> Outcome {
        let first: CapturedScene
        do {
            first = try SceneExport.capture(yaml: yaml, file: file)
        } catch {
            _ = error.description
            return .notAScene
        }
        let second: CapturedScene
        do {
            second = try SceneExport.capture(yaml: first.text, file: file)
        } catch {
            return .exportDoesNotLoad(export: first.text, error: error.description)
        }
        return first.textWithoutNotes == second.textWithoutNotes
            ? .fixedPoint : .exportsDiffer(first: first.textWithoutNotes, second: second.textWithoutNotes)
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
