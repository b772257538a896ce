import CellKit
import SceneCapture
import SceneExport
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// A scene's `accessibility.shouldGroupChildren` (`shouldGroupAccessibilityChildren`): VoiceOver
/// visits the view's elements one after another, before the element beside them; a semantic
/// group's custom actions are offered on each element inside it. Both come back from capture.
@MainActor
@Suite("Grouping a view's elements", .cellsScreen)
struct GroupingKeyTests {
    /// A card whose title and price sit three rows apart, and a button beside the card on the
    /// row between them.
    static func scene(grouped: Bool, container: String = "none") -> String {
        """
        window: { size: [40, 6] }
        views:
          - id: card
            type: view
            frame: [0, 0, 20, 5]
            accessibility: { shouldGroupChildren: \(grouped), container: \(container),
                             customActions: [{ name: Share, announce: Shared }] }
            subviews:
              - { id: title, type: label, frame: [0, 0, 20, 1], text: Lamp }
              - { id: price, type: label, frame: [0, 3, 20, 1], text: £20 }
          - { id: buy, type: button, frame: [25, 1, 10, 1], title: Buy }
        script: |
          swipe right = \(grouped ? "£20 / Actions Available." : "Buy. Button.")
          swipe right = \(grouped ? "Buy. Button." : "£20 / Actions Available.")
          first element = Lamp / Actions Available.
          rotor clockwise = Actions
          swipe down = Share
          double tap = Shared
        """
    }

    @Test("grouped, the card's elements are visited together; not grouped, by their rows", arguments: [true, false])
    func groupingSetsTheOrder(grouped: Bool) throws {
        let scene = try SceneLoader.load(yaml: Self.scene(grouped: grouped), file: "card.yaml")
        let card = try #require(scene.windows.first?.subviews.first)
        #expect(card.shouldGroupAccessibilityChildren == grouped)
        let run = ScriptRunner(scene: scene).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "card", script: "card.yaml"))")
    }

    @Test("capture writes the key, and the export says and does the same")
    func groupingIsCaptured() throws {
        let capture = try SceneExport.capture(yaml: Self.scene(grouped: true), file: "card.yaml")
        #expect(capture.text.contains("shouldGroupChildren: true"), "\(capture.text)")
        #expect(capture.notes.isEmpty, "\(capture.notes)")
        let again = try SceneLoader.load(yaml: capture.text, file: "card.exported.yaml")
        let run = ScriptRunner(scene: again).run(try Script.parse(
            "swipe right = £20 / Actions Available.\nswipe right = Buy. Button.", file: "walk.txt"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "card", script: "walk.txt"))")
    }

    @Test("a semantic group keeps its elements together as grouping does, and offers its actions on each")
    func aSemanticGroupKeepsItsElementsTogether() throws {
        let scene = try SceneLoader.load(yaml: Self.scene(grouped: true, container: "semanticGroup")
            .replacingOccurrences(of: "shouldGroupChildren: true", with: "shouldGroupChildren: false"), file: "card.yaml")
        let run = ScriptRunner(scene: scene).run(try Script.parse("""
            swipe right = £20 / Actions Available.
            rotor clockwise = Actions
            swipe down = Share
            double tap = Shared
            swipe right = Buy. Button.
            """, file: "walk.txt"))
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "card", script: "walk.txt"))")
    }

    @Test("an ungrouped view writes no key")
    func noKeyWhenNotGrouped() throws {
        let capture = try SceneExport.capture(yaml: Self.scene(grouped: false), file: "card.yaml")
        #expect(!capture.text.contains("shouldGroupChildren"))
    }
}
