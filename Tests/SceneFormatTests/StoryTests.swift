import CellKit
import RotorTestSupport
import SceneFormat
import ScreenReader
import Testing

@MainActor
@Suite("The talk's story, from the shipped scene", .cellsScreen)
struct StoryTests {
    @Test func theWholeStoryIsHeardAndTheAttachmentsHoldTheBar() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let runner = ScriptRunner(scene: scene)
        let run = runner.run()
        #expect(run.failures.isEmpty, "\(run.failures.map { "line \($0.step.line): heard \($0.spokenText)" })")
        #expect(run.outcomes.count == 17)
        Golden.assertMatches(run.transcript.map(\.description).joined(separator: "\n"), named: "wwdc-story.transcript")

        let attachments = try #require(scene.view("attachments") as? ListView)
        let portrait = try #require(scene.view("portrait") as? WellView)
        #expect(attachments.items == ["Bar: 30"])
        #expect(portrait.content == nil)
        #expect(!runner.finger.isDragging)
    }

    @Test(arguments: [(Language.korean, "드래그 시작됨, Drag bar data"), (.simplifiedChinese, "已开始拖移，Drag bar data")])
    func theStoryIsToldInEachLanguage(language: Language, started: String) throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let runner = ScriptRunner(scene: scene, language: language)
        let transcript = runner.run().transcript
        #expect(transcript.allSatisfy { $0.language == language.code })
        #expect(transcript.map(\.text).contains(started))
        let attachments = try #require(scene.view("attachments") as? ListView)
        #expect(attachments.items == ["Bar: 30"], "the same drags and drops, whatever the language")
        Golden.assertMatches(transcript.map(\.description).joined(separator: "\n"),
                             named: "wwdc-story.\(language.code).transcript")
    }

    @Test func theDragBeginsAtTheDescriptorsPointInTheGraphAndTheDropCopies() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        let runner = ScriptRunner(scene: scene)
        _ = runner.run()
        Golden.assertMatches(runner.finger.log.lines.joined(separator: "\n"), named: "wwdc-story.callbacks")
    }

    @Test func theStoryDrawsAsItsGolden() throws {
        let scene = try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))
        Golden.assertMatches(scene.windows[0].renderGrid().text, named: "wwdc-story.grid")
    }
}
