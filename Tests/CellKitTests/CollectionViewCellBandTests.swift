import CellKit
import RotorTestSupport
import Testing

/// A collection view keeps cells for the line beyond each edge the way it scrolls, as a table
/// does, so VoiceOver's next item exists to move to; what it reports as visible stays what is
/// on screen.
@MainActor
@Suite("Collection views make cells a line beyond each edge", .cellsScreen)
struct CollectionViewCellBandTests {
    private func collection(_ layout: UICollectionViewLayout, size: CGSize, items: Int)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        return (collection, dataSource)
    }

    @Test("a horizontal flow layout makes the next column's cells across its spacing, and shows only its own")
    func horizontalFlowKeepsTheNextColumn() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 4, height: 2)
        layout.minimumLineSpacing = 3
        layout.minimumInteritemSpacing = 0
        let (collection, kept) = collection(layout, size: CGSize(width: 11, height: 2), items: 20)
        // Columns at 0, 7, 14: the bounds (0…11) meet the first two, the third is the line beyond.
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        collection.setContentOffset(CGPoint(x: 14, y: 0), animated: false)
        collection.layoutIfNeeded()
        // Now 14…25 shows items 2 and 3; item 1 is the column before, item 4 the one after.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [2, 3])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        _ = kept
    }

    @Test("a vertical flow layout with line spacing makes the whole next line of items, and no further")
    func verticalFlowKeepsTheNextLine() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 4, height: 1)
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 1
        let (collection, kept) = collection(layout, size: CGSize(width: 9, height: 3), items: 20)
        // Two items a line, lines at 0, 3, 6: the bounds (0…3) meet the first; the second is beyond.
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) != nil)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        _ = kept
    }
}
