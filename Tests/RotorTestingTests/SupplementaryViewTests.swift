import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// A sectioned list written as Apple's documentation writes one: a list layout with
/// supplementary headers and footers, list cells registered as the supplementary views, a
/// diffable data source's supplementary view provider.
@MainActor
private final class SectionedListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, String>!
    let groups: [(String, [String])] = [("Fruit", ["Apples", "Pears"]), ("Bread", ["Rye"])]

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: cellRegistration, for: path, item: item)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, _, indexPath in
            guard let self else { return }
            var content = header.defaultContentConfiguration()
            content.text = dataSource.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { [weak self] footer, _, indexPath in
            guard let self, let section = dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = footer.defaultContentConfiguration()
            content.text = "\(dataSource.snapshot().numberOfItems(inSection: section)) items"
            footer.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in groups {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A view of the app's own for a header, registered by class and dequeued by kind, as older code
/// does in `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
@MainActor
private final class TitleHeaderView: UICollectionReusableView {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = bounds
        label.accessibilityTraits.insert(.header)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

@MainActor
private final class ClassicListController: UICollectionViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = "Row \(indexPath.section)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleHeaderView)?.label.text = "Part \(indexPath.section + 1)"
        return view
    }
}

@MainActor
@Suite("Collection view headers and footers read by VoiceOver", .cellsScreen)
struct SupplementaryViewTests {
    private static func draw(_ window: UIWindow) -> [String] {
        let context = CellContext(grid: CellGrid(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        window.render(in: context)
        return context.grid.lines
    }

    @Test("a list's supplementary headers and footers are drawn on their lines and read in order, a header as a heading")
    func listHeadersAndFooters() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 9), applicationIdentifier: "sections")
        let list = SectionedListViewController(nibName: nil, bundle: nil)
        window.rootViewController = list
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        #expect(reader.spokenPhraseLog == ["Fruit. Heading."])
        var read = [reader.focusedLabel ?? ""]
        for _ in 0..<6 {
            reader.next()
            read.append(reader.focusedLabel ?? "")
        }
        #expect(read == ["Fruit", "Apples", "Pears", "2 items", "Bread", "Rye", "1 items"])
        #expect(Self.draw(window).prefix(7).map { $0.trimmingCharacters(in: .whitespaces) }
            == ["Fruit", "Apples", "Pears", "2 items", "Bread", "Rye", "1 items"])
        let header = list.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                           at: IndexPath(item: 0, section: 1))
        #expect((header as? UICollectionViewListCell)?.accessibilityLabel == "Bread")
    }

    @Test("a header whose data changed is asked for again")
    func headersFollowTheData() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 9), applicationIdentifier: "sections")
        let list = SectionedListViewController(nibName: nil, bundle: nil)
        window.rootViewController = list
        let reader = VirtualScreenReader(windows: [window], keeping: [list])
        var snapshot = list.dataSource.snapshot()
        snapshot.appendItems(["Plums"], toSection: "Fruit")
        list.dataSource.apply(snapshot)
        reader.moveToFirst()
        for _ in 0..<4 { reader.next() }
        #expect(reader.focusedLabel == "3 items")
    }

    @Test("a header view of the app's, registered by class and dequeued by kind, is read before its section")
    func classicRegistration() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 8), applicationIdentifier: "classic")
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let controller = ClassicListController(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.rootViewController = controller
        let reader = VirtualScreenReader(windows: [window], keeping: [controller])
        #expect(reader.spokenPhraseLog == ["Part 1. Heading."])
        reader.next()
        #expect(reader.focusedLabel == "Row 0")
        reader.next()
        #expect(reader.spokenPhraseLog.last == "Part 2. Heading.")
        reader.next()
        #expect(reader.focusedLabel == "Row 1")
    }

    @Test("a compositional section's header boundary item shows the provider's view above its items, read first")
    func compositionalHeader() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 8), applicationIdentifier: "grid")
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .absolute(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(1)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        window.addSubview(collection)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Colours"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, path in view.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Red", "Blue"])
        dataSource.apply(snapshot)
        let reader = VirtualScreenReader(windows: [window], keeping: [dataSource])
        #expect(reader.spokenPhraseLog == ["Colours. Heading."])
        reader.next()
        #expect(reader.focusedLabel == "Red")
        reader.next()
        #expect(reader.focusedLabel == "Blue")
        #expect(Self.draw(window).first?.hasPrefix("Colours") == true)
    }
}
