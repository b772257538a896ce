import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// A collection view makes a cell for every item its bounds meet, as UIKit's does: a frame a
/// million rows tall made 100,000 cells (7 s and 770 MB in a release build). As a table view's
/// rows, the items it would show are counted from its layout before any cell is made.
@MainActor
@Suite("Collection views in scene files show no more than a terminal could", .cellsScreen)
struct CollectionViewShownLimitTests {
    static func scene(layout: String, frameHeight: Int, items: Int) -> String {
        let list = (0..<items).map { "i\($0)" }.joined(separator: ", ")
        return "window: { size: [40, 14] }\nviews:\n  - { type: collectionView, \(layout), frame: [0, 0, 40, \(frameHeight)], items: [\(list)] }\n"
    }

    @Test("a list or a flow layout a million rows tall, of 100,000 items, is refused at its frame with the limit",
          arguments: ["layout: list", "itemSize: [4, 1]"])
    func aCollectionTallerThanATerminalIsRefused(layout: String) throws {
        let yaml = Self.scene(layout: layout, frameHeight: 1_000_000, items: 100_000)
        let shown = 100_000
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "c.yaml")
            Issue.record("a collection of 100,000 items on screen loaded")
        } catch {
            #expect(error.description.contains("views[0].frame: the collection view would show \(shown) items at once, "
                + "past the limit of 1000 items"), "\(error.description)")
            #expect(error.description.hasPrefix("c.yaml:3:"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("100,000 items in a frame of 14 rows load, with cells for those on screen only; exactly the limit loads")
    func aShortCollectionOfManyItemsLoads() throws {
        let short = try SceneLoader.load(yaml: Self.scene(layout: "layout: list", frameHeight: 14, items: 100_000), file: "c.yaml")
        let view = try #require(short.windows.first?.subviews.first as? UICollectionView)
        view.layoutIfNeeded()
        #expect(view.visibleCells.count <= 20)
        let most = CollectionViewType.mostItemsShownAtOnce
        let full = try SceneLoader.load(yaml: Self.scene(layout: "itemSize: [40, 1]", frameHeight: most, items: most),
                                        file: "c.yaml")
        #expect(full.windows.first?.subviews.first is UICollectionView)
    }

    @Test("the cells a collection view shows count with the scene's other views against the view limit")
    func itsCellsCountAsViews() {
        let yaml = Self.scene(layout: "itemSize: [40, 1]", frameHeight: 500, items: 500)
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "c.yaml", limits: SceneLoader.Limits(viewCount: 600))
            Issue.record("500 cells of several views each were taken under a limit of 600 views")
        } catch {
            // Items one row tall, a row of spacing apart: 250 in 500 rows and the next below
            // (VoiceOver's next item), each cell four views.
            #expect(error.description.contains("the collection view's 251 cells (1004 views)"), "\(error.description)")
            #expect(error.description.hasSuffix("takes the scene past its limit of 600 views"))
        }
    }
}
