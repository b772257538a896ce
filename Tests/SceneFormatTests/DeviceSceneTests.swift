import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// The `device` key: which device and iOS version a scene assumes, and the UIKit defaults it
/// sets, as a VoiceOver user meets them.
@MainActor
@Suite("The device a scene assumes", .cellsScreen)
struct DeviceSceneTests {
    /// A table view with drag and drop delegates and no accessibility code, on a device.
    private static func table(on device: String) -> String {
        """
        \(device)
        window: { size: [40, 12] }
        views:
          - { type: tableView, frame: [0, 0, 30, 10], sections: [{ rows: [Tea, Jam] }],
              drag: { allowsMove: true }, drop: { accepts: [public.plain-text] } }
          - { id: note, type: label, frame: [30, 0, 10, 1], text: Salt, drag: { text: "{label}" } }
        """
    }

    private func run(_ yaml: String, _ script: String) throws -> ScriptRun {
        let scene = try SceneLoader.load(yaml: yaml, file: "d.yaml")
        return ScriptRunner(scene: scene).run(try Script.parse(script, file: "d.yaml"))
    }

    @Test func onAnIPhoneWithIOS14ATablesRowsOfferNoDragAndAViewsDragIsOff() throws {
        let run = try run(Self.table(on: "device: { idiom: phone, iOS: \"14.8\" }"), """
            first element = Tea
            swipe right = Jam
            # UIDragInteraction.isEnabledByDefault is false on iPhone: the label's drag starts nothing.
            swipe right = Salt / Actions Available.
            rotor clockwise = Actions
            swipe down = Drag Salt
            double tap = Nothing to drag here
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "d.yaml", script: "d.yaml"))")
    }

    @Test func onAnIPhoneWithIOS15TheRowsAreDraggableAsOnAnIPad() throws {
        for device in ["device: { idiom: phone, iOS: \"15.0\" }", "device: { idiom: pad, iOS: \"14.0\" }", ""] {
            let run = try run(Self.table(on: device), """
                first element = Tea / Actions Available.
                rotor clockwise = Actions
                swipe down = Drag Tea
                double tap = Drag started, Drag Tea
                swipe right = Jam / Actions Available.
                swipe down = Drop before Jam
                swipe down = Drop after Jam
                double tap = Dropped, Drop after Jam
                first element = Jam / Actions Available.
                swipe right = Tea / Actions Available.
                """)
            #expect(run.passed, "\(device): \(ScriptReport.text(for: run, scene: "d.yaml", script: "d.yaml"))")
        }
    }

    @Test func onAnIPhoneAViewsDragNeedsEnabled() throws {
        let scene = try SceneLoader.load(yaml: """
            device: { idiom: phone }
            window: { size: [40, 12] }
            views:
              - { id: off, type: label, frame: [0, 0, 10, 1], text: Salt, drag: { text: "{label}" } }
              - { id: on, type: label, frame: [0, 1, 10, 1], text: Pepper, drag: { text: "{label}", enabled: true } }
              - { id: grid, type: collectionView, frame: [0, 2, 30, 6], itemSize: [8, 2], items: [A, B], drag: {} }
            """, file: "d.yaml")
        let drags = { (id: String) in scene.view(id)?.interactions.compactMap { $0 as? UIDragInteraction }.map(\.isEnabled) }
        #expect(drags("off") == [false])
        #expect(drags("on") == [true])
        #expect((scene.view("grid") as? UICollectionView)?.dragInteractionEnabled == true, "iOS 26.0 by default")
        #expect(scene.device.systemVersion == "26.0")
    }

    @Test func beforeIOS13APresentedScreenCoversTheScreenAndTheScrubDoesNotDismissIt() throws {
        let yaml = """
            device: { idiom: phone, iOS: "12.4" }
            window: { size: [40, 12], screen: home }
            screens:
              - name: home
                views: [{ type: button, frame: [0, 0, 10, 1], title: Info, action: { present: info } }]
              - name: info
                views: [{ type: label, frame: [0, 0, 20, 1], text: Version 1 }]
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "d.yaml")
        #expect(scene.screens["info"]?.modalPresentationStyle == .fullScreen)
        let run = ScriptRunner(scene: scene).run(try Script.parse("""
            double tap = Version 1
            escape
            first element = Version 1
            """, file: "d.yaml"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "d.yaml", script: "d.yaml"))")
    }

    @Test func loadingAPhoneSceneLeavesTheDeviceAsItWas() throws {
        _ = try SceneLoader.load(yaml: Self.table(on: "device: { idiom: phone, iOS: \"14.0\" }"), file: "d.yaml")
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UITableView(frame: .zero, style: .plain).dragInteractionEnabled)
    }

    nonisolated static let refused: [(String, String)] = [
        ("device: { idiom: watch }\nwindow: { size: [4, 4] }\nviews: []",
         "d.yaml:1:18: device.idiom: expected one of phone, pad, found \"watch\""),
        ("device: { iOS: \"10.3\" }\nwindow: { size: [4, 4] }\nviews: []",
         "d.yaml:1:16: device.iOS: iOS: expected a version such as \"17.0\", from 11.0 (drag and drop's first) on; found \"10.3\""),
        ("device: { iOS: latest }\nwindow: { size: [4, 4] }\nviews: []",
         "d.yaml:1:16: device.iOS: iOS: expected a version such as \"17.0\", from 11.0 (drag and drop's first) on; found \"latest\""),
        ("device: { os: \"17.0\" }\nwindow: { size: [4, 4] }\nviews: []",
         "d.yaml:1:11: device: unknown key 'os'; did you mean 'iOS'?"),
    ]

    @Test(arguments: 0..<refused.count)
    func aDeviceThatCannotBeIsRefusedWithItsPlace(_ index: Int) {
        let (yaml, expected) = Self.refused[index]
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "d.yaml")
            Issue.record("loaded: \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
