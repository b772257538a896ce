import CellKit
@testable import SceneFormat
import ScreenReader
import Session
import Testing
import RotorTestSupport

/// A scene's collection view as a list (`layout: list`): list cells with a content
/// configuration's text and secondary text, accessories, and reordering through VoiceOver's
/// Actions rotor, as an app's compositional list is.
@MainActor
@Suite("Lists in scenes", .cellsScreen)
struct ListLayoutSceneTests {
    static let yaml = """
        window: { size: [30, 12] }
        views:
          - id: pantry
            type: collectionView
            layout: list
            frame: [0, 0, 30, 12]
            items:
              - { label: Apples, secondaryText: 3 left, accessories: [reorder] }
              - { label: Bread, accessories: [checkmark, reorder] }
              - { label: Cheese, secondaryText: 2 left, accessories: [delete] }
        """

    static func run(_ script: String) throws -> ScriptRun {
        let scene = try SceneLoader.load(yaml: yaml, file: "pantry.yaml")
        return ScriptRunner(scene: scene).run(try Script.parse(script, file: "pantry.txt"))
    }

    @Test("each row reads its text and secondary text, and shows its accessories")
    func rowsReadAndDraw() throws {
        let scene = try SceneLoader.load(yaml: Self.yaml, file: "pantry.yaml")
        let session = scene.makeSession()
        session.start()
        #expect(session.screenReader.elements.map(\.label) == ["Apples, 3 left", "Bread", "Cheese, 2 left"])
        let list = try #require(scene.view("pantry") as? UICollectionView)
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) is UICollectionViewListCell)
        let lines = scene.windows[0].renderGrid().lines.map { $0.trimmingCharacters(in: .whitespaces) }
        // A row is as tall as its texts, as a list's self-sizing rows are: two lines with a secondary text.
        #expect(lines[0].hasPrefix("Apples") && lines[0].hasSuffix("≡"), "\(lines.joined(separator: "\n"))")
        #expect(lines[1] == "3 left", "\(lines.joined(separator: "\n"))")
        #expect(lines[2].hasPrefix("Bread") && lines[2].contains("✓"), "\(lines.joined(separator: "\n"))")
        #expect(lines[3].hasPrefix("⊖ Cheese") && lines[4] == "2 left", "the delete accessory leads: \(lines.joined(separator: "\n"))")
    }

    @Test("a row with a reorder accessory is moved through the Actions rotor, and one with delete is removed")
    func reorderAndDelete() throws {
        let run = try Self.run("""
            rotor clockwise = Actions
            swipe down = Reorder Apples, 3 left
            double tap ~ Reorder Apples
            swipe right = Selected: Bread / Actions Available.
            swipe down = Drop before Bread
            swipe down = Drop after Bread
            double tap = Dropped, Drop after Bread
            first element = Selected: Bread / Actions Available.
            swipe right = Apples, 3 left / Actions Available.
            swipe right = Cheese, 2 left / Actions Available.
            swipe down = Delete
            double tap
            first element = Selected: Bread / Actions Available.
            swipe right = Apples, 3 left / Actions Available.
            swipe right = [boundary]
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "pantry", script: "pantry.txt"))")
    }

    @Test("list keys on a flow layout, and flow keys on a list, are refused with their place")
    func wrongKeysAreRefused() {
        #expect(throws: SceneError.self) {
            try SceneLoader.load(yaml: """
                views:
                  - { id: c, type: collectionView, layout: list, itemSize: [4, 2], frame: [0, 0, 20, 6] }
                """, file: "bad.yaml")
        }
        #expect(throws: SceneError.self) {
            try SceneLoader.load(yaml: """
                views:
                  - { id: c, type: collectionView, itemSize: [4, 2], frame: [0, 0, 20, 6], items: [{ label: A, secondaryText: B }] }
                """, file: "bad.yaml")
        }
        do {
            _ = try SceneLoader.load(yaml: """
                window: { size: [20, 6] }
                views:
                  - { id: c, type: collectionView, appearance: grouped, itemSize: [4, 2], frame: [0, 0, 20, 6] }
                """, file: "bad.yaml")
            Issue.record("an appearance without a list was taken")
        } catch {
            #expect(error.description.contains("bad.yaml:3:") && error.description.contains("layout: list"), "\(error.description)")
        }
    }
}
