import CellKit
import Foundation

// A shelf of books in a collection view with a diffable data source, written as Apple's
// documentation writes one (a cell provider setting a list content configuration, reordering
// handlers that update the backing store from the transaction, drag and drop delegates that
// propose moves), with only the import changed.

/// The shelf's view controller: its collection view's drag and drop delegate.
public final class DiffableShelfViewController: UIViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    public enum Section: Hashable, Sendable {
        case main
    }

    /// The app's model: the titles, in order.
    public private(set) var backingStore: [String]
    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    /// The transactions `willReorder` and `didReorder` were given, in order.
    public private(set) var reorderLog: [String] = []
    /// How many times the drop delegate was asked to perform a drop.
    public private(set) var performedDrops = 0

    public init(titles: [String]) {
        backingStore = titles
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 1)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
            return cell
        }

        // Allow every item to be reordered
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.willReorder = { [weak self] transaction in
            self?.reorderLog.append("will \(transaction.initialSnapshot.itemIdentifiers)")
        }
        // Update the backing store from a CollectionDifference
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            reorderLog.append("did \(transaction.finalSnapshot.itemIdentifiers)")
            if let updatedBackingStore = backingStore.applying(transaction.difference) {
                backingStore = updatedBackingStore
            }
        }
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(backingStore)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: UICollectionViewDragDelegate

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
        guard let title = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = title
        return [item]
    }

    // MARK: UICollectionViewDropDelegate

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard collectionView.hasActiveDrag else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        performedDrops += 1
    }
}
