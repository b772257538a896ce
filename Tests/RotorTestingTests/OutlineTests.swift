import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// An outline written as Apple's "Implementing modern collection views" writes one: a sidebar
/// list, parents configured as headers with an outline disclosure, children as cells, one
/// section snapshot with the tree.
@MainActor
private final class OutlineViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// What the section snapshot handlers were told, in order.
    var told: [String] = []
    /// The parents whose children are loaded only when they expand.
    let lazyParents: Set<String> = ["Later"]
    let style: UICellAccessory.OutlineDisclosureOptions.Style

    init(style: UICellAccessory.OutlineDisclosureOptions.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let parents: Set<String> = ["Fruit", "Later", "Empty"]
        let style = style
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = style == .cell ? cell.defaultContentConfiguration() : UIListContentConfiguration.header()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: style))]
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = []
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            parents.contains(item)
                ? view.dequeueConfiguredReusableCell(using: headerRegistration, for: path, item: item)
                : view.dequeueConfiguredReusableCell(using: cellRegistration, for: path, item: item)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.told.append("expand \(item)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.told.append("collapse \(item)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in item != "Empty" }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { [lazyParents] parent, children in
            guard lazyParents.contains(parent), children.items.isEmpty else { return children }
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["Plums"])
            return loaded
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Fruit", "Later", "Empty"])
        tree.append(["Apples", "Pears"], to: "Fruit")
        tree.expand(["Empty"])
        dataSource.apply(tree, to: 0, animatingDifferences: false)
    }

    func visibleTitles() -> [String] {
        dataSource.snapshot(for: 0).visibleItems
    }
}

@MainActor
@Suite("Outlines expanded and collapsed by VoiceOver", .cellsScreen)
struct OutlineTests {
    private static func screen(style: UICellAccessory.OutlineDisclosureOptions.Style = .header)
        -> (UIWindow, VirtualScreenReader, OutlineViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 8), applicationIdentifier: "outline")
        let outline = OutlineViewController(style: style)
        window.rootViewController = outline
        return (window, VirtualScreenReader(windows: [window], keeping: [outline]), outline)
    }

    private static func draw(_ window: UIWindow) -> [String] {
        let context = CellContext(grid: CellGrid(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        window.render(in: context)
        return context.grid.lines
    }

    @Test("a collapsed parent is read as a heading, collapsed, with the hint that a double tap expands it")
    func readsCollapsed() {
        let (window, reader, _) = Self.screen()
        #expect(reader.spokenPhraseLog == ["Fruit. Heading. Collapsed.", "Double tap to expand."])
        #expect(Self.draw(window).first?.hasSuffix("▸") == true, "the disclosure is at the trailing edge, as on iOS")
    }

    @Test("a double tap expands the parent: its children follow it, and it is read as expanded")
    func doubleTapExpands() {
        let (window, reader, outline) = Self.screen()
        reader.act()
        #expect(outline.told == ["expand Fruit"])
        #expect(outline.visibleTitles() == ["Fruit", "Apples", "Pears", "Later", "Empty"])
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("Fruit"))
        #expect(Self.draw(window).first?.hasSuffix("▾") == true)
        reader.next()
        #expect(reader.focusedLabel == "Apples")
        reader.previous()
        #expect(reader.spokenPhraseLog.suffix(2) == ["Fruit. Heading. Expanded.", "Double tap to collapse."])
        reader.act()
        #expect(outline.told == ["expand Fruit", "collapse Fruit"])
        #expect(outline.visibleTitles() == ["Fruit", "Later", "Empty"])
        reader.next()
        #expect(reader.focusedLabel == "Later")
    }

    @Test("children loaded when a parent expands are shown; a parent that may not collapse stays expanded")
    func handlersDecide() {
        let (_, reader, outline) = Self.screen()
        reader.next()
        #expect(reader.focusedLabel == "Later")
        reader.act()
        #expect(outline.visibleTitles() == ["Fruit", "Later", "Plums", "Empty"])
        reader.moveToLast()
        #expect(reader.focusedLabel == "Empty")
        #expect(reader.spokenPhraseLog.suffix(2) == ["Empty. Heading. Expanded.", "Double tap to collapse."])
        reader.act()
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("Empty"), "shouldCollapseItem said no")
        #expect(!outline.told.contains("collapse Empty"))
    }

    @Test("in the cell style, a tap on the disclosure toggles it and a tap on the rest of the row selects it")
    func cellStyleTaps() {
        let (window, reader, outline) = Self.screen(style: .cell)
        #expect(reader.spokenPhraseLog == ["Fruit. Collapsed.", "Double tap to expand."])
        let finger = Finger(windows: [window])
        let width = window.bounds.width
        #expect(finger.tap(at: CGPoint(x: width - 1, y: 0)))
        #expect(outline.visibleTitles() == ["Fruit", "Apples", "Pears", "Later", "Empty"])
        #expect(outline.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(finger.tap(at: CGPoint(x: 1, y: 0)))
        #expect(outline.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(outline.visibleTitles().count == 5, "selecting does not toggle")
    }

    @Test("an outline disclosure with an action handler calls it instead of toggling")
    func handlerInstead() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 4), applicationIdentifier: "outline")
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        var taps = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure { taps += 1 }]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Folder"])
        tree.append(["File"], to: "Folder")
        dataSource.apply(tree, to: 0)
        let reader = VirtualScreenReader(windows: [window], keeping: [dataSource])
        reader.act()
        #expect(taps == 1)
        #expect(!dataSource.snapshot(for: 0).isExpanded("Folder"))
    }
}
