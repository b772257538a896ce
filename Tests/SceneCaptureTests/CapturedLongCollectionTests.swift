import CellKit
import Foundation
import SceneCapture
import SceneExport
import SceneFormat
import Testing
import RotorTestSupport

/// A small data source of numbered items for a grid that scrolls sideways, whose cells say
/// their item's number.
@MainActor
private final class NumberedItems: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Number \(indexPath.item + 1)"
        return cell
    }
}

/// A list or a grid of many more items than its frame shows: the capture reads every item's
/// cell, a page of them at each scroll where the view runs down, and leaves the view where it was.
@MainActor
@Suite("A long collection is captured item by item", .cellsScreen)
struct CapturedLongCollectionTests {
    @Test("every item of a long list and a long grid is written as its cell shows it, in order, the view left where it was")
    func longListAndGrid() throws {
        let labels = (1...300).map { "Item \($0)" }
        let yaml = """
            window: { size: [30, 12] }
            views:
              - { id: list, type: collectionView, layout: list, frame: [0, 0, 30, 5], items: [\(labels.joined(separator: ", "))] }
              - { id: grid, type: collectionView, itemSize: [10, 2], frame: [0, 6, 30, 6], items: [\(labels.joined(separator: ", "))] }
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "long.yaml")
        let capture = SceneExport.capture(of: scene)
        #expect(capture.notes.isEmpty, "\(capture.notes)")
        let written = capture.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("- \"Item ") }
        #expect(written == (labels + labels).map { "- \"\($0)\"" })
        for view in scene.windows[0].subviews {
            #expect((view as? UICollectionView)?.contentOffset == .zero)
        }
        // The file reads back to the same items, and its script passes.
        let exported = try SceneLoader.load(yaml: capture.text, file: "long.exported.yaml")
        #expect(ScriptRunner(scene: exported).run().passed)
    }

    @Test("an app's long list, whose data source cannot say what its cells show, is read through its cells")
    func appsLongList() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12), applicationIdentifier: "lists")
        let list = ReorderableListViewController(items: (1...150).map { ("Task \($0)", $0) })
        window.rootViewController = list
        window.layoutIfNeeded()
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(!yaml.contains("had no cell on screen"), "\(yaml)")
        for number in [1, 75, 150] {
            #expect(yaml.contains("{ label: \"Task \(number)\", secondaryText: \"\(number)\", accessories: [reorder] }"), "\(yaml)")
        }
        #expect(list.collectionView.contentOffset == .zero)
    }

    @Test("the items of a grid that scrolls sideways are each scrolled into view and written")
    func sidewaysGrid() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 10, height: 2)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 4), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
        let items = NumberedItems(count: 60)
        grid.dataSource = items
        window.addSubview(grid)
        window.layoutIfNeeded()
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(!yaml.contains("had no cell on screen"), "\(yaml)")
        for number in [1, 30, 60] {
            #expect(yaml.contains("\"Number \(number)\""), "\(yaml)")
        }
        #expect(grid.contentOffset == .zero)
    }
}
