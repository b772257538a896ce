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
    nonisolated static let names = SceneLibrary.sceneNames

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
}
