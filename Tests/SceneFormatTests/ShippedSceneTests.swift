import Foundation
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

@MainActor
@Suite("Shipped scenes and reports", .cellsScreen)
struct ShippedSceneTests {
    nonisolated static let names = SceneLibrary.sceneNames

    @Test(arguments: names)
    func everyShippedScenesScriptPasses(name: String) throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        let script = try #require(scene.script, "a shipped scene carries its script")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: name, script: script.file))")
        #expect(run.outcomes.contains { $0.passed != nil }, "the script checks something")
    }

    @Test func theExampleInTheScenesReadmeRunsAndPasses() throws {
        let scene = try SceneLoader.load(yaml: try SwiftSceneTests.readmeExample(), file: "README example")
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "README example", script: "README example"))")
        #expect(run.outcomes.count == 10)
    }

    @Test func aFailedStepIsReportedWithItsPlaceWhatWasExpectedAndWhatWasHeard() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let script = try Script.parse("swipe right = January: 13.\nswipe right ~ February", file: "walk.txt")
        let run = ScriptRunner(scene: scene).run(script)
        #expect(ScriptReport.text(for: run, scene: "wwdc-story", script: "walk.txt") == """
            FAIL wwdc-story (1 of 2 checks failed)
              walk.txt:1: swipe right
                expected = January: 13.
                heard    = January: 12 / Actions Available.
            """)
    }

    @Test func theJSONTranscriptDecodesWithItsDocumentedShape() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let run = ScriptRunner(scene: scene).run()
        let data = try JSONEncoder().encode(TranscriptDocument(run: run, scene: scene.name, language: .english))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["scene", "language", "opening", "steps", "passed"])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.count == run.outcomes.count)
        #expect(steps.first?["action"] as? String == "swipe right")
        let decoded = try JSONDecoder().decode(TranscriptDocument.self, from: data)
        #expect(decoded.opening.map(\.text) == ["Contact card"])
        #expect(decoded.passed)
    }
}
