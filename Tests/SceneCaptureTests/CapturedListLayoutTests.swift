import CellKit
import Foundation
import SceneCapture
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// A modern list screen (a compositional list layout, list cells with a content configuration
/// and a reorder accessory, a diffable data source), captured to a scene file that plays as the
/// screen does.
@MainActor
@Suite("A captured list layout")
struct CapturedListLayoutTests {
    @Test("a compositional list is written as a scene's list, with its texts and accessories, and reads the same")
    func aListIsCapturedAsAList() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852), applicationIdentifier: "lists")
        let list = ReorderableListViewController(items: [("Apples", 3), ("Bread", 1), ("Cheese", 2)])
        window.rootViewController = list
        window.layoutIfNeeded()
        let live = ScreenReader(finger: Finger(windows: [window])).elements.map(\.label)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("layout: list") && yaml.contains("appearance: insetGrouped"), "\(yaml)")
        #expect(yaml.contains("{ label: \"Apples\", secondaryText: \"3\", accessories: [reorder] }"), "\(yaml)")
        let scene = try SceneLoader.load(yaml: yaml, file: "lists.yaml")
        let session = scene.makeSession()
        session.start()
        #expect(session.screenReader.elements.map(\.label) == live, "\(yaml)")
        #expect(live.contains("Apples, 3"))
        let run = ScriptRunner(scene: scene).run(try Script.parse("""
            rotor clockwise = Actions
            swipe down = Reorder Apples, 3
            """, file: "reorder.txt"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "lists", script: "reorder.txt"))")
    }
}
