import CellKit
import Foundation
import SceneCapture
import SceneFormat
import ScreenReader
import Testing

/// Every shipped scene, captured from its live windows and loaded again from the written file,
/// says the same, offers the same actions and gets the same audit findings.
@MainActor
@Suite("Capturing the shipped scenes")
struct ShippedSceneRoundTripTests {
    /// The capture does not yet write table views, nor leave a collection view's cells to UIKit's
    /// own descriptors (it writes them as named `cells:` actions): these scenes come back when it does.
    nonisolated static let notYetCaptured: Set<String> = ["todo-list", "photo-collection", "shopping-lists"]
    nonisolated static let names = SceneLibrary.sceneNames.filter { !notYetCaptured.contains($0) }

    static func captured(_ name: String) throws -> (original: Scene, yaml: String) {
        let original = try SceneLoader.load(path: SceneLibrary.path(for: name))
        let language = CaptureOptions.Language(rawValue: original.language.code) ?? .english
        let yaml = SceneCapture.sceneFile(of: original.windows, options: CaptureOptions(title: original.title ?? name,
                                                                                        language: language))
        return (original, yaml)
    }

    @Test(arguments: names)
    func aCapturedSceneSaysDoesAndAuditsAsTheOriginal(name: String) throws {
        let path = try SceneLibrary.path(for: name)
        let yaml = try Self.captured(name).yaml
        let original = try ScreenReading { try SceneLoader.load(path: path) }
        let captured = try ScreenReading { try SceneLoader.load(yaml: yaml, file: "\(name).captured.yaml") }
        #expect(captured.speech == original.speech, "\(yaml)")
        #expect(captured.actions == original.actions)
        #expect(captured.findings == original.findings)
    }

    @Test("a capture's own script, which touches each element and expects its label, passes", arguments: names)
    func aCapturesScriptPasses(name: String) throws {
        let yaml = try Self.captured(name).yaml
        let captured = try SceneLoader.load(yaml: yaml, file: "\(name).captured.yaml")
        let script = try #require(captured.script)
        let run = ScriptRunner(scene: captured).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: name, script: script.file))")
        #expect(run.outcomes.filter { $0.passed == true }.count >= 3, "the script checks the elements")
    }

    /// A drag over layers of the view's own (the talk's bar graph) is written as regions, and a
    /// scene's regions are not layers: the second capture writes that drag as a plain one, which
    /// gives items everywhere, so the audit no longer finds a drag source whose point misses the
    /// bars. Everything else comes back as it was written.
    @Test("a capture of a capture is the same file, but for drags over layers", arguments: names)
    func aCaptureOfACaptureIsTheSame(name: String) throws {
        let first = try Self.captured(name).yaml
        let load = { try SceneLoader.load(yaml: first, file: "\(name).captured.yaml") }
        let reloaded = try load()
        let language = CaptureOptions.Language(rawValue: reloaded.language.code) ?? .english
        let title = try #require(reloaded.title?.replacingOccurrences(of: " (captured)", with: ""))
        let second = SceneCapture.sceneFile(of: reloaded.windows, options: CaptureOptions(title: title, language: language))
        guard first.contains("items: region") else {
            #expect(second == first)
            return
        }
        #expect(!second.contains("items: region"))
        let once = try ScreenReading(load)
        let twice = try ScreenReading { try SceneLoader.load(yaml: second, file: "\(name).twice.yaml") }
        #expect(twice.speech == once.speech)
        #expect(twice.actions == once.actions)
        #expect(twice.findings == once.findings.filter { !$0.hasPrefix("drag-without-items ") })
    }
}
