import CellKit
import Foundation
import SceneCapture
import SceneFormat
import Testing
import RotorTestSupport

/// Capturing windows that show view controllers: a navigation stack, a presented screen and the
/// device come back from the written file, and behave as they did.
@MainActor
@Suite("Capturing screens, navigation stacks and the device", .cellsScreen)
struct ScreenCaptureTests {
    static let source = """
        device: { idiom: phone, iOS: "14.2" }
        window: { size: [40, 12], navigation: [inbox, message], presented: reply }
        screens:
          - name: inbox
            title: Inbox
            views: [{ type: label, frame: [0, 0, 20, 1], text: Three messages }]
          - name: message
            title: Lunch
            views:
              - { id: body, type: label, frame: [0, 0, 30, 1], text: Lunch at noon? }
              - { type: button, frame: [0, 2, 10, 1], title: Reply }
          - name: reply
            presentation: fullScreen
            views:
              - { type: label, frame: [0, 0, 20, 1], text: Sure }
              - { type: button, frame: [0, 2, 10, 1], title: Send }
        """

    private static func capture(_ scene: Scene) -> String {
        SceneCapture.sceneFile(of: scene.windows, options: CaptureOptions(title: "Mail"))
    }

    @Test func aStackAPresentedScreenAndTheDeviceComeBack() throws {
        let original = try SceneLoader.load(yaml: Self.source, file: "mail.yaml")
        let yaml = Self.capture(original)
        let captured = try SceneLoader.load(yaml: yaml, file: "mail.captured.yaml")
        #expect(captured.device.userInterfaceIdiom == .phone && captured.device.systemVersion == "14.2", "\(yaml)")
        let navigation = try #require(captured.windows.first?.rootViewController as? UINavigationController, "\(yaml)")
        #expect(navigation.viewControllers.map(\.title) == ["Inbox", "Lunch"])
        #expect(navigation.presentedViewController?.modalPresentationStyle == .fullScreen)
        #expect(captured.view("body") != nil, "a screen's views keep their ids")

        // The presented screen is read first; dismissing is the app's code (not captured), so
        // the walk compares what each scene says as it opens.
        let before = try ScreenReading { try SceneLoader.load(yaml: Self.source, file: "mail.yaml") }
        let after = try ScreenReading { try SceneLoader.load(yaml: yaml, file: "mail.captured.yaml") }
        #expect(after.speech == before.speech)
        #expect(after.actions == before.actions)
    }

    @Test func aCapturedStackPopsBackAsTheOriginalDoes() throws {
        let yaml = Self.capture(try SceneLoader.load(yaml: Self.source.replacingOccurrences(of: ", presented: reply", with: ""),
                                                     file: "mail.yaml"))
        #expect(!yaml.contains("presented:"))
        let captured = try SceneLoader.load(yaml: yaml, file: "mail.captured.yaml")
        let run = ScriptRunner(scene: captured).run(try Script.parse("""
            first element = Inbox. Back Button.
            swipe right = Lunch. Heading.
            swipe right = Lunch at noon?
            escape = Inbox. Heading.
            swipe right = Three messages
            """, file: "mail.captured.yaml"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "mail", script: "mail.captured.yaml"))\n\(yaml)")
    }

    @Test func theCapturesScriptTouchesOnlyWhatIsOnTopAndPasses() throws {
        let yaml = Self.capture(try SceneLoader.load(yaml: Self.source, file: "mail.yaml"))
        let captured = try SceneLoader.load(yaml: yaml, file: "mail.captured.yaml")
        let script = try #require(captured.script)
        // The presented screen's two elements; the stack's are under it.
        #expect(script.steps.count == 3, "\(yaml)")
        let run = ScriptRunner(scene: captured).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "mail", script: script.file))")
    }

    @Test func aCaptureOfACaptureIsTheSameFile() throws {
        let first = Self.capture(try SceneLoader.load(yaml: Self.source, file: "mail.yaml"))
        let second = Self.capture(try SceneLoader.load(yaml: first, file: "mail.captured.yaml"))
        #expect(second == first)
    }

    @Test func aScreenPresentedInABarOfItsOwnComesBackWithItsTitleAndItsButtons() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [40, 12], screen: home, presented: compose }
            screens:
              - { name: home, views: [{ type: label, frame: [0, 0, 10, 1], text: Home }] }
              - name: compose
                title: New note
                navigationBar: true
                leftBarButton: { systemItem: cancel }
                rightBarButton: { title: Save }
                views: [{ type: label, frame: [0, 0, 10, 1], text: Empty }]
            """, file: "bar.yaml")
        let yaml = Self.capture(scene)
        #expect(yaml.contains("navigationBar: true") && yaml.contains("rightBarButton: { title: \"Save\" }"), "\(yaml)")
        // A button made as a system item comes back as that item.
        #expect(yaml.contains("leftBarButton: { systemItem: cancel }"), "\(yaml)")
        #expect(!yaml.contains("Not captured"), "\(yaml)")
        let captured = try SceneLoader.load(yaml: yaml, file: "bar.captured.yaml")
        let run = ScriptRunner(scene: captured).run(try Script.parse("""
            first element = Cancel. Button.
            swipe right = New note. Heading.
            swipe right = Save. Button.
            swipe right = Empty
            """, file: "bar.captured.yaml"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "bar", script: "bar.captured.yaml"))\n\(yaml)")
    }

    @Test func theStandardDeviceAndAPlainWindowAreWrittenAsBefore() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [20, 4] }
            views: [{ type: label, frame: [0, 0, 10, 1], text: Hello }]
            """, file: "plain.yaml")
        let yaml = Self.capture(scene)
        #expect(!yaml.contains("device:") && !yaml.contains("screens:") && yaml.contains("views:"))
    }
}
