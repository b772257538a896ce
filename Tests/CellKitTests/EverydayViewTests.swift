import CellKit
import Foundation
import Testing
import RotorTestSupport

/// UIKit's everyday view names as real code uses them: `center`, tags, sizing, the kept
/// properties, `init?(coder:)`, cells made with their item's frame.
@MainActor
@Suite("Everyday UIView names", .cellsScreen)
struct EverydayViewTests {
    @Test("setting center moves the frame and keeps its size; a touch finds the view at its new place")
    func centerMovesTheFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
        window.addSubview(view)
        #expect(view.center == CGPoint(x: 3, y: 1))
        view.center = CGPoint(x: 20, y: 10)
        #expect(view.frame == CGRect(x: 17, y: 9, width: 6, height: 2))
        #expect(window.hitTest(CGPoint(x: 18, y: 9), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 1, y: 0), with: nil) === window)
    }

    @Test("viewWithTag finds the view itself first, then the first tagged view in its subviews' trees, or nothing")
    func viewWithTagSearchesTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let deep = UILabel(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        let later = UIView(frame: CGRect(x: 10, y: 0, width: 5, height: 5))
        deep.tag = 7
        later.tag = 7
        box.addSubview(deep)
        root.addSubview(box)
        root.addSubview(later)
        #expect(root.tag == 0)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(7) === deep)
        #expect(later.viewWithTag(7) === later)
        #expect(root.viewWithTag(99) == nil)
    }

    @Test("contentMode, autoresizingMask and translatesAutoresizingMaskIntoConstraints keep UIKit's defaults and what is set")
    func keptProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(view.contentMode == .scaleToFill)
        #expect(view.autoresizingMask == [])
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        view.contentMode = .scaleAspectFit
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(view.contentMode == .scaleAspectFit && view.contentMode.rawValue == 1)
        #expect(view.autoresizingMask.rawValue == 0b10010)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        // Kept, not applied: the frame is what places the view.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("a label sizes to its text in cells: one line as wide as the text, or wrapped to a width")
    func labelSizesToItsText() {
        let label = UILabel(frame: CGRect(x: 2, y: 3, width: 1, height: 1))
        label.text = "Drop here"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 2, y: 3, width: 9, height: 1))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 5, height: 100)) == CGSize(width: 4, height: 2))
        label.text = "漢字"
        #expect(label.sizeThatFits(.zero) == CGSize(width: 4, height: 1))
        label.text = nil
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
        // A plain view's best size is the one it has.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 2))
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 3, height: 2))
    }

    @Test("init(coder:) decodes nothing: there are no archives")
    func coderInitFails() {
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UILabel(coder: NSCoder()) == nil)
    }

    @Test("a new size lays the subviews out again before the next drawing, once")
    func resizingLaysOutAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let view = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        window.addSubview(view)
        _ = window.renderGrid()
        let before = view.layouts
        view.frame.origin.x = 2
        _ = window.renderGrid()
        #expect(view.layouts == before, "moving keeps the layout")
        view.frame.size.width = 8
        view.frame.size.height = 2
        _ = window.renderGrid()
        _ = window.renderGrid()
        #expect(view.layouts == before + 1)
    }

    @Test("a cell subclass written as for UIKit (override init(frame:)) is made with its item's frame and shows its label")
    func cellsAreMadeWithTheirItemsFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 12, height: 3)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = NamesSource(names: ["Rose", "Fern"])
        collection.dataSource = source
        collection.register(NameCell.self, forCellWithReuseIdentifier: "name")
        window.addSubview(collection)
        let lines = window.renderGrid().lines
        #expect(lines[1].contains("Rose") && lines[1].contains("Fern"), "\(lines)")
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? NameCell
        #expect(cell?.sizeAtInit == CGSize(width: 12, height: 3))
    }

    @Test("performBatchUpdates takes UIKit's non-escaping block: code written for iOS, with implicit self, runs")
    func batchUpdatesWithImplicitSelf() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 12, height: 3)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = NamesSource(names: ["Rose"])
        collection.dataSource = source
        collection.register(NameCell.self, forCellWithReuseIdentifier: "name")
        window.addSubview(collection)
        var finished: Bool?
        source.add("Fern", to: collection) { finished = $0 }
        #expect(finished == true)
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(window.renderGrid().lines[1].contains("Fern"))
    }
}

/// A view that counts its layouts.
@MainActor
final class CountingLayoutView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
    }
}

/// A cell as UIKit code writes it: its label made in `init(frame:)` from the frame it is given.
@MainActor
final class NameCell: UICollectionViewCell {
    let label: UILabel
    let sizeAtInit: CGSize

    override init(frame: CGRect) {
        label = UILabel(frame: CGRect(x: 1, y: 1, width: frame.width - 2, height: 1))
        sizeAtInit = frame.size
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// Names in a collection view, changed as iOS code changes them: implicit self in the block.
@MainActor
final class NamesSource: UICollectionViewDataSource {
    var names: [String]
    init(names: [String]) { self.names = names }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
        (cell as? NameCell)?.label.text = names[indexPath.item]
        return cell
    }

    func add(_ name: String, to collectionView: UICollectionView, completion: @escaping (Bool) -> Void) {
        collectionView.performBatchUpdates({
            names.append(name)
            collectionView.insertItems(at: [IndexPath(item: names.count - 1, section: 0)])
        }, completion: completion)
    }
}

/// Sizes to fit of UIKit's views with content of their own.
@MainActor
@Suite("Views size to their content", .cellsScreen)
struct SizeToContentTests {
    @Test("a button fits its bracketed title; an image view its image; a label with no text nothing")
    func contentSizes() {
        let button = UIButton(type: .system)
        button.setTitle("Clear", for: .normal)
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 9, height: 1))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(image.sizeThatFits(.zero) == .zero)
        image.image = UIImage(systemName: "star")
        image.sizeToFit()
        #expect(image.frame.size == image.image?.size)
    }
}
