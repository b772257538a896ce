#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif

/// The books on your shelf and the books in your bag, each a collection view of tiles. Drag a
/// book within a collection to reorder it, or from one into the other to move it there.
public final class BookBagViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    public private(set) var shelf: [String]
    public private(set) var bag: [String]
    public let shelfView = UICollectionView(frame: .zero, collectionViewLayout: BookBagViewController.tiles())
    public let bagView = UICollectionView(frame: .zero, collectionViewLayout: BookBagViewController.tiles())

    public init(shelf: [String], bag: [String]) {
        self.shelf = shelf
        self.bag = bag
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// Tiles of 112 × 44 points, three to a line on an iPhone.
    static func tiles() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 112, height: 44)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        return layout
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let shelfTitle = heading("Shelf")
        let bagTitle = heading("Bag")
        for (collectionView, name) in [(shelfView, "shelf"), (bagView, "bag")] {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Book")
            collectionView.dataSource = self
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            collectionView.dragInteractionEnabled = true
            collectionView.accessibilityIdentifier = name  // names the collection in logs
        }
        for subview in [shelfTitle, shelfView, bagTitle, bagView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            shelfTitle.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            shelfTitle.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            shelfView.topAnchor.constraint(equalTo: shelfTitle.bottomAnchor, constant: 8),
            shelfView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            shelfView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            shelfView.heightAnchor.constraint(equalToConstant: 308),
            bagTitle.topAnchor.constraint(equalTo: shelfView.bottomAnchor, constant: 16),
            bagTitle.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
            bagView.topAnchor.constraint(equalTo: bagTitle.bottomAnchor, constant: 8),
            bagView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            bagView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            bagView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
    }

    private func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .headline)
        label.accessibilityTraits = .header
        return label
    }

    /// The books `collectionView` shows.
    private func books(in collectionView: UICollectionView) -> [String] {
        collectionView === bagView ? bag : shelf
    }

    private func setBooks(_ books: [String], in collectionView: UICollectionView) {
        if collectionView === bagView { bag = books } else { shelf = books }
    }

    // MARK: UICollectionViewDataSource

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        books(in: collectionView).count
    }

    public func collectionView(_ collectionView: UICollectionView,
                               cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = books(in: collectionView)[indexPath.item]
        cell.contentConfiguration = content
        cell.layer.borderWidth = 1
        return cell
    }

    // MARK: UICollectionViewDragDelegate

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
        let book = books(in: collectionView)[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: book as NSString))
        item.localObject = book
        return [item]
    }

    // MARK: UICollectionViewDropDelegate

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard session.localDragSession != nil else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView,
                               performDropWith coordinator: UICollectionViewDropCoordinator) {
        var list = books(in: collectionView)
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: list.count, section: 0)
        for item in coordinator.items {
            guard let book = item.dragItem.localObject as? String else { continue }
            if let source = item.sourceIndexPath {
                // A reorder within this collection.
                let target = IndexPath(item: min(destination.item, list.count - 1), section: 0)
                list.remove(at: source.item)
                list.insert(book, at: target.item)
                setBooks(list, in: collectionView)
                collectionView.performBatchUpdates {
                    collectionView.moveItem(at: source, to: target)
                }
                coordinator.drop(item.dragItem, toItemAt: target)
            } else {
                // A book from the other collection leaves it and joins this one.
                let other = collectionView === bagView ? shelfView : bagView
                var otherList = books(in: other)
                guard let row = otherList.firstIndex(of: book) else { continue }
                otherList.remove(at: row)
                setBooks(otherList, in: other)
                other.deleteItems(at: [IndexPath(item: row, section: 0)])
                let target = IndexPath(item: min(destination.item, list.count), section: 0)
                list.insert(book, at: target.item)
                setBooks(list, in: collectionView)
                collectionView.insertItems(at: [target])
                coordinator.drop(item.dragItem, toItemAt: target)
            }
        }
    }
}
