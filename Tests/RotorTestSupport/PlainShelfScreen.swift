import CellKit
import Foundation

/// A collection view cell showing one line of text, with no accessibility code: VoiceOver reads
/// its label.
@MainActor
public final class ShelfCell: UICollectionViewCell {
    public let titleLabel = UILabel(frame: .zero)

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    public override var frame: CGRect {
        didSet { titleLabel.frame = CGRect(x: 1, y: 1, width: max(0, frame.width - 2), height: 1) }
    }
}

/// A shelf of books in a collection view whose drag and drop delegates are written as Apple's
/// "Supporting drag and drop in collection views" writes them, with no accessibility code: a
/// drag within it moves a book; text from elsewhere is inserted where it is dropped.
@MainActor
public final class Shelf: UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    public var titles: [String]

    public init(titles: [String]) {
        self.titles = titles
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
        (cell as? ShelfCell)?.titleLabel.text = titles[indexPath.item]
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
        let title = titles[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = title
        return [item]
    }

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: titles.count, section: 0)
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath {
                collectionView.performBatchUpdates({
                    let title = titles.remove(at: sourceIndexPath.item)
                    titles.insert(title, at: destinationIndexPath.item)
                    collectionView.deleteItems(at: [sourceIndexPath])
                    collectionView.insertItems(at: [destinationIndexPath])
                })
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
            } else {
                // Loads in a drag session end on the main actor's virtual clock in CellKit (on a
                // background queue on iOS, where this would hop with DispatchQueue.main.async).
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                    guard let text else { return }
                    MainActor.assumeIsolated {
                        self.titles.insert(text, at: destinationIndexPath.item)
                        collectionView.insertItems(at: [destinationIndexPath])
                    }
                }
            }
        }
    }
}

/// The shelf in one app (four 8×3 books a line, one column apart), beside the notes app with a
/// note to drag in.
@MainActor
public struct PlainShelfScreen {
    public let library = UIWindow(frame: CGRect(x: 0, y: 0, width: 36, height: 8), applicationIdentifier: "library")
    public let notes = UIWindow(frame: CGRect(x: 36, y: 0, width: 20, height: 8), applicationIdentifier: "notes")
    public let shelf: Shelf
    public let collectionView: UICollectionView
    public let note: DraggableNote

    public init(titles: [String] = ["Dune", "Emma", "Ulysses"], note: String = "Beloved") {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 3)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 36, height: 8), collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "shelf"
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "book")
        shelf = Shelf(titles: titles)
        collectionView.dataSource = shelf
        collectionView.dragDelegate = shelf
        collectionView.dropDelegate = shelf
        library.addSubview(collectionView)
        self.note = DraggableNote(text: note, frame: CGRect(x: 1, y: 1, width: 10, height: 1))
        notes.addSubview(self.note)
    }

    public var windows: [UIWindow] { [library, notes] }

    /// The titles the cells on screen show, in order.
    public var shownTitles: [String] {
        collectionView.visibleCells.compactMap { ($0 as? ShelfCell)?.titleLabel.text }
    }
}
