import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// API that public UIKit files needed (found by compiling them with only the import changed),
/// written as those files use it.
@MainActor
@Suite(.cellsScreen)
struct UIKitCorpusGapTests {
    /// A view that overrides UIKit's hierarchy hooks, as custom views do to start and stop work.
    final class HookedView: UIView {
        var events: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { events.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
        override func didMoveToWindow() { events.append("didMoveToWindow \(window == nil ? "none" : "window")") }
    }

    @Test func hierarchyHooksRunAsUIKitRunsThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let container = UIView(frame: window.bounds)
        let view = HookedView(frame: .zero)
        let child = HookedView(frame: .zero)
        view.addSubview(child)
        #expect(child.events == ["willMove(toSuperview: view)", "didMoveToSuperview"])
        container.addSubview(view)
        #expect(view.events == ["willMove(toSuperview: view)", "didMoveToSuperview"])
        view.events = []
        child.events = []
        window.addSubview(container)
        // Only the window changed for the views under the container: each hears the window hooks.
        #expect(view.events == ["willMove(toWindow: window)", "didMoveToWindow window"])
        #expect(child.events == ["willMove(toWindow: window)", "didMoveToWindow window"])
        view.events = []
        view.removeFromSuperview()
        #expect(view.events == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow none"])
    }

    @Test func subviewsAreReorderedAsUIKitReordersThem() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews == [a, b, c])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, b, a])
        let d = UIView(frame: .zero)
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [c, d, b, a])
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews == [a, c, d, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 9)
        #expect(parent.subviews == [a, c, d, b])
    }

    @Test func aTableViewsBackgroundViewIsReadWhenItHasNoRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
        let empty = UILabel(frame: .zero)
        empty.text = "No notes"
        table.backgroundView = empty
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(empty.frame == table.bounds)
        #expect(VirtualScreenReader(windows: [window]).focusedLabel == "No notes")
    }

    @Test func aButtonsTitleLabelAndImageViewHoldWhatItShows() {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        #expect(button.titleLabel?.text == "Share")
        #expect(button.imageView?.image == nil)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        #expect(button.imageView?.image != nil)
        #expect(button.titleLabel?.superview == nil)
    }

    @Test func imagesComeBackFromTheirDataAndPictureFilesStandAsAGlyph() {
        let image = UIImage(cells: ["ab", "cd"])
        #expect(image.pngData().flatMap(UIImage.init(data:))?.rows == ["ab", "cd"])
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])
        #expect(UIImage(data: png)?.rows == ["▣"])
        #expect(UIImage(data: Data([0x00, 0x01, 0x02])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    /// A table view controller that offers a context menu by overriding the delegate method, as
    /// UIKit code does.
    final class MenuTableController: UITableViewController {
        var chosen: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = ["Milk", "Eggs"][indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: indexPath.row as NSNumber, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Remove") { [weak self] _ in self?.chosen.append("Remove \(indexPath.row)") }])
            }
        }
        override func tableView(_ tableView: UITableView,
                                previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            nil
        }
    }

    @Test func aTableViewControllersOverriddenContextMenuIsShownByDoubleTapAndHold() {
        let controller = MenuTableController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        window.rootViewController = controller
        let reader = VirtualScreenReader(windows: [window])
        reader.next()
        #expect(reader.focusedLabel == "Eggs")
        reader.perform(.doubleTapAndHold)
        #expect(reader.focusedLabel == "Remove")
        reader.act()
        #expect(controller.chosen == ["Remove 1"])
    }

    @Test func keptSettingsReadBackWhatWasSet() {
        let view = UIView(frame: .zero)
        #expect(view.isOpaque)
        view.isOpaque = false
        view.isMultipleTouchEnabled = true
        #expect(!view.isOpaque && view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        let label = UILabel(frame: .zero)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory)
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 12)
        field.textAlignment = .center
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 5, height: 1)).width == 5)
        let scroll = UIScrollView(frame: .zero)
        scroll.contentInset = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset.top == 2)
        #expect(UIEdgeInsets() == .zero)
        #expect(NSDirectionalEdgeInsets() == .zero)
        #expect(UIStackView(coder: NSCoder()).arrangedSubviews.isEmpty)
    }

    /// A custom view that handles taps in `touchesEnded`, as older apps and games do.
    final class TapCounter: UIView {
        var taps: [CGPoint] = []
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            taps.append(touch.location(in: self))
            #expect(event?.allTouches?.count == 1)
            #expect(touch.phase == .ended)
        }
    }

    @Test func aTapNothingElseTakesReachesTheViewsTouchMethodsAndTheResponderChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let counter = TapCounter(frame: CGRect(x: 2, y: 2, width: 10, height: 3))
        counter.isAccessibilityElement = true
        counter.accessibilityLabel = "Counter"
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 1))
        counter.addSubview(inner)
        window.addSubview(counter)
        #expect(inner.next === counter)
        #expect(counter.next === window)
        let controller = UIViewController()
        #expect(controller.view.next === nil || controller.view.next === controller)
        let reader = VirtualScreenReader(windows: [window])
        #expect(reader.focusedLabel == "Counter")
        reader.act()
        #expect(counter.taps.count == 1)
    }

    @Test func aHorizontalFlowLayoutRunsItsItemsDownColumnsThenAcross() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 6, height: 2)
        layout.minimumLineSpacing = 1
        layout.minimumInteritemSpacing = 1
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = CompositionalLayoutCounts([5])
        collection.dataSource = source
        layout.prepare()
        let frames = (0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 6, height: 2), CGRect(x: 0, y: 3, width: 6, height: 2),
                           CGRect(x: 7, y: 0, width: 6, height: 2), CGRect(x: 7, y: 3, width: 6, height: 2),
                           CGRect(x: 14, y: 0, width: 6, height: 2)])
        #expect(layout.collectionViewContentSize == CGSize(width: 20, height: 5))
        _ = source
    }

    /// Items counted per section, each cell plain.
    final class CompositionalLayoutCounts: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func stringsAreMeasuredAndDrawnACharacterAColumnAndALineARow() {
        let text = "Drag me\nDrop here" as NSString
        #expect(text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]) == CGSize(width: 9, height: 2))
        let wrapped = "one two three".boundingRect(with: CGSize(width: 8, height: 100), options: .usesLineFragmentOrigin,
                                                     attributes: nil, context: nil)
        #expect(wrapped.size == CGSize(width: 7, height: 2), "\"one two\" and \"three\"")
        let attributed = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(attributed.boundingRect(with: CGSize(width: 100, height: 100), options: [], context: nil).width == 4)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 2)).image { _ in
            "Hi".draw(at: CGPoint(x: 1, y: 0), withAttributes: [.foregroundColor: UIColor.systemRed])
            attributed.draw(in: CGRect(x: 0, y: 1, width: 3, height: 1))
        }
        #expect(image.rows == [" Hi     ", "Bol     "])
    }

    @Test func aViewsTintIsItsOwnElseItsSuperviewsElseTheSystems() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 2))
        outer.addSubview(inner)
        #expect(inner.tintColor == UIColor.tintColor)
        outer.tintColor = .systemRed
        #expect(inner.tintColor == .systemRed)
        inner.tintColor = .systemGreen
        #expect(inner.tintColor == .systemGreen)
        inner.tintColor = nil
        #expect(inner.tintColor == .systemRed, "nil inherits again")
        // Apple's list cell sample resolves a configuration's tint against the view's.
        let resolved = UIListContentConfiguration.valueCell().imageProperties.resolvedTintColor(for: inner.tintColor)
        #expect(resolved == .systemRed)
    }
}
