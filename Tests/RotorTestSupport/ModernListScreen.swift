import CellKit
import Foundation

// A reorderable list written as Apple's "Implementing modern collection views" writes one: a
// compositional list layout, list cells from a cell registration with a value-cell content
// configuration and a reorder accessory, a diffable data source whose reordering handlers
// update the backing store from the section transactions. Only the import is changed.

/// The list's view controller.
public final class ReorderableListViewController: UIViewController {
    public enum Section: Hashable, Sendable {
        case main
    }

    /// One row: a title and a count.
    public struct Item: Hashable, Sendable {
        public let title: String
        public let count: Int
    }

    /// The app's model.
    public private(set) var backingStore: [Section: [Item]]
    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    public init(items: [(String, Int)]) {
        backingStore = [.main: items.map { Item(title: $0.0, count: $0.1) }]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    private func configureHierarchy() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var contentConfiguration = UIListContentConfiguration.valueCell()
            contentConfiguration.text = item.title
            contentConfiguration.secondaryText = "\(item.count)"
            cell.contentConfiguration = contentConfiguration
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            // Update each section's backing store from its section transaction's difference.
            for sectionTransaction in transaction.sectionTransactions {
                let sectionIdentifier = sectionTransaction.sectionIdentifier
                if let previousSectionItems = backingStore[sectionIdentifier],
                   let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference) {
                    backingStore[sectionIdentifier] = updatedSectionItems
                }
            }
        }
    }

    private func applyInitialSnapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(backingStore[.main] ?? [])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
