import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// VoiceOver scrolls a collection view as it moves past the last item on screen, as it does a
/// table: swipes and read all reach the last item, and the cursor's item is scrolled into view.
/// Before, both stopped at the last item on screen with a boundary sound.
@MainActor
@Suite("Collection views scroll for VoiceOver as tables do", .cellsScreen)
struct CollectionViewScrollingSceneTests {
    nonisolated static let layouts = ["layout: list", "itemSize: [18, 1]", "itemSize: [8, 2], spacing: 1"]

    private func scene(_ layout: String, items: Int, script: String) throws -> (Scene, ScriptRun) {
        let list = (1...items).map { "item\($0)" }.joined(separator: ", ")
        let yaml = "window: { size: [40, 10] }\nviews:\n"
            + "  - { type: collectionView, \(layout), frame: [0, 0, 20, 5], items: [\(list)] }\n"
            + "script: |\n" + script.split(separator: "\n").map { "  \($0)\n" }.joined()
        let scene = try SceneLoader.load(yaml: yaml, file: "c.yaml")
        return (scene, ScriptRunner(scene: scene).run())
    }

    @Test("199 swipes right from the first of 200 items reach the last and say it, with it scrolled into view",
          arguments: layouts)
    func swipesReachTheLastItem(layout: String) throws {
        let swipes = (2...200).map { "swipe right = item\($0)" }.joined(separator: "\n")
        let (scene, run) = try scene(layout, items: 200, script: swipes)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "c.yaml", script: "c.yaml"))")
        let view = try #require(scene.windows.first?.subviews.first as? UICollectionView)
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 199, section: 0)))
        #expect(view.contentOffset.y > 0)
    }

    @Test("read all reads every one of 200 items, and a swipe back from the last comes back up", arguments: layouts)
    func readAllReadsEveryItem(layout: String) throws {
        let all = (1...200).map { "item\($0)" }.joined(separator: " / ")
        let (_, run) = try scene(layout, items: 200, script: "read from top = \(all)\nswipe left = item199")
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "c.yaml", script: "c.yaml"))")
    }

    @Test("the visible items are those the bounds meet, not the line kept beyond each edge")
    func visibleItemsAreOnScreenOnly() throws {
        let (scene, _) = try scene("layout: list", items: 200, script: "swipe right = item2")
        let view = try #require(scene.windows.first?.subviews.first as? UICollectionView)
        view.layoutIfNeeded()
        let frames = view.visibleCells.map(\.frame)
        #expect(!frames.isEmpty && frames.allSatisfy { $0.minY < view.bounds.maxY && $0.maxY > view.bounds.minY })
    }
}
