import CellKit
import Foundation
import RotorTestSupport
import SceneCapture
import SceneFormat
import Testing

/// The talk's screen built in Swift (its sample code, as an app would have it), captured to a
/// scene file: the file says, offers and audits as the Swift screen does, and `rotor test` runs
/// its script.
@MainActor
@Suite("Capturing a screen built in Swift", .cellsScreen)
struct TalkScreenCaptureTests {
    /// The talk's screen, its card named as an app would name it for the capture: a view with
    /// no identifier is named by its class in the audit's paths, and the capture's classes are
    /// the scene format's, so only named views keep their paths.
    static func talkScreen() -> TalkScreen {
        let screen = TalkScreen()
        screen.card.accessibilityIdentifier = "card"
        return screen
    }

    static func swiftScene(_ screen: TalkScreen) -> Scene {
        Scene(name: "talk", windows: [screen.window], keeping: [screen.graph, screen.card])
    }

    @Test func theCapturedTalkScreenSaysOffersAndAuditsAsTheSwiftOne() throws {
        let yaml = SceneCapture.sceneFile(of: Self.talkScreen().window, options: CaptureOptions(title: "The talk"))
        let fromSwift = try ScreenReading { Self.swiftScene(Self.talkScreen()) }
        let fromFile = try ScreenReading { try SceneLoader.load(yaml: yaml, file: "talk.yaml") }
        #expect(fromFile.speech == fromSwift.speech, "\(yaml)")
        #expect(fromFile.actions == fromSwift.actions)
        #expect(fromFile.findings == fromSwift.findings)
        #expect(fromSwift.findings == ["drop-accepts-nothing-offered element=window/card view=window/card/portrait"],
                "the portrait takes images, and the bars give text: the audit sees it in the capture too")
    }

    @Test("the bars' layers become regions that drag, each named by the bar's element")
    func theBarsBecomeRegions() throws {
        let yaml = SceneCapture.sceneFile(of: Self.talkScreen().window)
        #expect(yaml.contains("""
                  regions:
                    - { frame: [2, 8, 6, 4], label: "January", value: "12" }
                    - { frame: [12, 2, 6, 10], label: "February", value: "30" }
                    - { frame: [22, 6, 6, 6], label: "March", value: "18" }
            """))
        #expect(yaml.contains(#"drop: { accepts: [public.image], operation: copy, effect: append }"#))
        #expect(yaml.contains(#"drop: { accepts: [public.plain-text], operation: copy, effect: append }"#))
    }

    @Test("a captured drag drops: the file is explorable, with the captured default's text")
    func aCapturedDragDrops() throws {
        let yaml = SceneCapture.sceneFile(of: Self.talkScreen().window)
        let scene = try SceneLoader.load(yaml: yaml, file: "talk.yaml")
        let script = try Script.parse("""
            touch 17 8 ~ February
            rotor clockwise = Actions
            swipe down = Drag bar data
            double tap = Drag started, Drag bar data
            touch 50 5 ~ Contact card
            swipe down = Drop into portrait
            swipe down = Drop into attachments
            double tap = Dropped, Drop into attachments
            """, file: "drag.txt")
        let run = ScriptRunner(scene: scene).run(script)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "talk", script: "drag.txt"))")
        let attachments = try #require(scene.view("attachments"))
        #expect(attachments.accessibilityValue == "February", "the default drag gives the bar's label as text")
    }

    @Test("`rotor test` runs the captured file's script and passes")
    func rotorTestRunsTheCapture() throws {
        guard RotorExportTests.rotor != nil else {
            #expect(ProcessInfo.processInfo.environment["ROTOR_E2E"] != "1", "the rotor binary is built next to the tests")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("talk.yaml")
        try SceneCapture.write([Self.talkScreen().window], to: file, options: CaptureOptions(title: "The talk"))

        let (status, printed) = try RotorExportTests.run(["test", file.path], in: folder)
        #expect(status == 0, "\(printed)")
        #expect(printed.contains("1 passed, 0 failed"), "\(printed)")
    }
}
