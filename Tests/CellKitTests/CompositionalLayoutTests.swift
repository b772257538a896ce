import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Compositional layouts in their general form: items, groups and sections as Apple's
/// "Implementing Modern Collection Views" sample builds them, in cells.
@MainActor
@Suite("Compositional layouts", .cellsScreen)
struct CompositionalLayoutTests {
    /// Items counted per section, each cell plain.
    final class Counts: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    /// A collection view of `size` on `layout`, prepared; keep the data source.
    static func collection(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 40, height: CGFloat = 20)
        -> (UICollectionView, Counts) {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Counts(counts)
        collection.dataSource = source
        layout.prepare()
        return (collection, source)
    }

    static func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Apple's grid: five square items a row, each inset by two cells.
    static func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test("Apple's grid sample: five columns of .fractionalWidth(0.2) items, rows of square groups")
    func appleGrid() {
        let layout = UICollectionViewCompositionalLayout(section: Self.grid())
        let (collection, source) = Self.collection(layout, counts: [7])
        defer { _ = (collection, source) }
        #expect(Self.frame(layout, 0) == CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(Self.frame(layout, 4) == CGRect(x: 34, y: 2, width: 4, height: 4))
        #expect(Self.frame(layout, 5) == CGRect(x: 2, y: 10, width: 4, height: 4))
        #expect(Self.frame(layout, 7) == nil)
        #expect(layout.collectionViewContentSize == CGSize(width: 40, height: 16))
        #expect(collection.indexPathForItem(at: CGPoint(x: 11, y: 3)) == IndexPath(item: 1, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 8, y: 3)) == nil, "the inset between items is nobody's")
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 9, width: 40, height: 2))?.map(\.indexPath.item)
        #expect(visible == [5, 6])
    }

    @Test("fractional widths that do not divide the width share its remainder, with no gap and no overlap")
    func fractionsShareTheRemainder() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                             heightDimension: .absolute(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collection, source) = Self.collection(layout, counts: [5], width: 42)
        defer { _ = (collection, source) }
        let frames = (0..<5).compactMap { Self.frame(layout, $0) }
        #expect(frames.map(\.width) == [8, 9, 8, 9, 8])
        #expect(frames.map(\.minX) == [0, 8, 17, 25, 34])
    }

    @Test("a two-level nested group: a wide item beside a column of two, repeated down")
    func nestedGroups() {
        let leading = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                heightDimension: .fractionalHeight(1)))
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailingItem, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
            subitems: [leading, trailing])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        let (collection, source) = Self.collection(layout, counts: [5])
        defer { _ = (collection, source) }
        #expect(Self.frame(layout, 0) == CGRect(x: 0, y: 0, width: 28, height: 8))
        #expect(Self.frame(layout, 1) == CGRect(x: 28, y: 0, width: 12, height: 4))
        #expect(Self.frame(layout, 2) == CGRect(x: 28, y: 4, width: 12, height: 4))
        #expect(Self.frame(layout, 3) == CGRect(x: 0, y: 8, width: 28, height: 8))
        #expect(Self.frame(layout, 4) == CGRect(x: 28, y: 8, width: 12, height: 4))
    }

    @Test("section insets, inter-group and inter-item spacing, and a header's space")
    func insetsAndSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(3)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(2)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.interGroupSpacing = 1
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(2)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (collection, source) = Self.collection(layout, counts: [3])
        defer { _ = (collection, source) }
        // 36 columns inside the insets, less 2 between: two items of 17.
        #expect(Self.frame(layout, 0) == CGRect(x: 2, y: 3, width: 17, height: 3))
        #expect(Self.frame(layout, 1) == CGRect(x: 21, y: 3, width: 17, height: 3))
        #expect(Self.frame(layout, 2) == CGRect(x: 2, y: 7, width: 17, height: 3))
        #expect(layout.collectionViewContentSize.height == 11)
    }

    @Test("a section provider switches by section index; sections follow with the configured spacing")
    func sectionProvider() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 2
        var asked: [Int] = []
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            asked.append(index)
            widths.append(environment.container.effectiveContentSize.width)
            if index == 0 {
                let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
            }
            return Self.grid()
        }, configuration: configuration)
        let (collection, source) = Self.collection(layout, counts: [2, 6])
        defer { _ = (collection, source) }
        #expect(asked == [0, 1] && widths == [40, 40])
        #expect(Self.frame(layout, 1, 0) == CGRect(x: 0, y: 1, width: 40, height: 1))
        #expect(Self.frame(layout, 0, 1) == CGRect(x: 2, y: 6, width: 4, height: 4))
        #expect(Self.frame(layout, 5, 1) == CGRect(x: 2, y: 14, width: 4, height: 4))
    }

    @Test("a list section from NSCollectionLayoutSection.list lays rows out as the list layout does")
    func listSection() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let general = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
        let list = UICollectionViewCompositionalLayout.list(using: configuration)
        let (generalView, generalSource) = Self.collection(general, counts: [2, 3])
        let (listView, listSource) = Self.collection(list, counts: [2, 3])
        defer { _ = (generalView, generalSource, listView, listSource) }
        for path in [(0, 0), (1, 0), (0, 1), (2, 1)] {
            #expect(Self.frame(general, path.0, path.1) == Self.frame(list, path.0, path.1))
        }
        #expect(general.collectionViewContentSize == list.collectionViewContentSize)
    }

    @Test("NaN, infinite, negative and huge dimensions, counts and spacings give finite frames, at once")
    func hostileInputStaysFinite() {
        let odd = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(.nan), heightDimension: .fractionalHeight(.infinity)))
        odd.contentInsets = NSDirectionalEdgeInsets(top: -.infinity, leading: .nan, bottom: 1e300, trailing: -5)
        let zero = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1e308), heightDimension: .estimated(-.infinity)),
            subitems: [zero, odd])
        group.interItemSpacing = .flexible(.nan)
        let counted = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(.greatestFiniteMagnitude), heightDimension: .absolute(1)),
            subitem: zero, count: Int.max)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = .infinity
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = -.nan
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            index == 0 ? section : NSCollectionLayoutSection(group: counted)
        }, configuration: configuration)
        let (collection, source) = Self.collection(layout, counts: [1_000_000, 1_000_000])
        defer { _ = (collection, source) }
        for path in [IndexPath(item: 0, section: 0), IndexPath(item: 999_999, section: 0), IndexPath(item: 999_999, section: 1)] {
            let frame = layout.layoutAttributesForItem(at: path)?.frame ?? .zero
            #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite })
        }
        let size = layout.collectionViewContentSize
        #expect(size.width.isFinite && size.height.isFinite)
        let everything = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 40, height: 20)) ?? []
        #expect(everything.allSatisfy { $0.frame.minY.isFinite && $0.frame.height.isFinite })
        _ = collection.indexPathForItem(at: CGPoint(x: 1, y: 1))
        // A data source claiming Int.max items in Apple's grid: the last item still has a place.
        let grid = UICollectionViewCompositionalLayout(section: Self.grid())
        let (gridView, gridSource) = Self.collection(grid, counts: [Int.max])
        defer { _ = (gridView, gridSource) }
        let last = Self.frame(grid, Int.max - 1)
        #expect(last.map { $0.minY.isFinite && $0.minY > 0 } == true)
        #expect(grid.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 40, height: 9))?.count == 5)
    }

    @Test("a horizontal configuration lays groups and sections across, and the content is as wide as they are")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)), subitems: [item])
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 1
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 3
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (collection, source) = Self.collection(layout, counts: [3, 1], width: 20, height: 6)
        defer { _ = (collection, source) }
        #expect(Self.frame(layout, 1) == CGRect(x: 0, y: 3, width: 10, height: 3))
        #expect(Self.frame(layout, 2) == CGRect(x: 11, y: 0, width: 10, height: 3))
        #expect(Self.frame(layout, 0, 1) == CGRect(x: 24, y: 0, width: 10, height: 3))
        #expect(layout.collectionViewContentSize == CGSize(width: 34, height: 6))
        #expect(collection.indexPathForItem(at: CGPoint(x: 12, y: 1)) == IndexPath(item: 2, section: 0))
    }

    @Test("groups thinner than a cell holding a million items answer a query at once")
    func thinGroupsStayCheap() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(1e-9)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1e-9)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collection, source) = Self.collection(layout, counts: [Int(Int32.max)])
        defer { _ = (collection, source) }
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 40, height: 20)) ?? []
        #expect(found.count <= 100_000, "a query looks at no more than 100,000 items")
        #expect(layout.collectionViewContentSize.height.isFinite)
    }

    @Test("edge spacing keeps room around items; badges, section backgrounds and pinned headers are accepted as Apple's samples write them")
    func edgeSpacingBadgesAndBackgrounds() {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(2), heightDimension: .absolute(1)),
            elementKind: "badge", containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(3)),
            supplementaryItems: [badge])
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: .fixed(1), trailing: .fixed(2), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let (collection, source) = Self.collection(layout, counts: [5])
        defer { _ = (collection, source) }
        // Each item takes 2 + 8 + 2 columns: three fit in 40, the fourth starts the next group.
        #expect(Self.frame(layout, 0) == CGRect(x: 2, y: 2, width: 8, height: 3))
        #expect(Self.frame(layout, 1) == CGRect(x: 14, y: 2, width: 8, height: 3))
        #expect(Self.frame(layout, 2) == CGRect(x: 26, y: 2, width: 8, height: 3))
        #expect(Self.frame(layout, 3) == CGRect(x: 2, y: 6, width: 8, height: 3))
        #expect(item.supplementaryItems.first?.elementKind == "badge")
        #expect(header.containerAnchor.edges == .top)
        #expect(badgeAnchor.isFractionalOffset)
    }
}
