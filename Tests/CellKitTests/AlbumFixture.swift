import CellKit

/// A cell showing one line of text.
final class TextCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    override var frame: CGRect {
        didSet { label.frame = CGRect(x: 1, y: 1, width: max(0, frame.width - 2), height: 1) }
    }
}

/// An album of titles in a collection view: dragging within it reorders; dropping from
/// elsewhere inserts a placeholder that the loaded text replaces.
final class Album: UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var titles: [String]
    /// The destination index paths `dropSessionDidUpdate` was given, in order.
    var destinations: [IndexPath?] = []
    /// The placeholder context of the last drop from elsewhere.
    var lastPlaceholder: UICollectionViewDropPlaceholderContext?

    init(titles: [String]) {
        self.titles = titles
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as? TextCell)?.label.text = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        let title = titles[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = title
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        let operation: UIDropOperation = session.localDragSession == nil ? .copy : .move
        return UICollectionViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: titles.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                collectionView.performBatchUpdates({
                    let title = self.titles.remove(at: source.item)
                    let target = min(destination.item, self.titles.count)
                    self.titles.insert(title, at: target)
                    collectionView.deleteItems(at: [source])
                    collectionView.insertItems(at: [IndexPath(item: target, section: 0)])
                })
                coordinator.drop(item.dragItem, toItemAt: destination)
            } else {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "title")
                placeholder.cellUpdateHandler = { cell in (cell as? TextCell)?.label.text = "…" }
                // The provider's completion is @Sendable, as Foundation's; CellKit ends loads on the
                // main actor's clock, so the fixture goes straight on there.
                nonisolated(unsafe) let context = coordinator.drop(item.dragItem, to: placeholder)
                lastPlaceholder = context
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                    MainActor.assumeIsolated {
                        if let text {
                            context.commitInsertion { path in self.titles.insert(text, at: path.item) }
                        } else {
                            context.deletePlaceholder()
                        }
                    }
                }
            }
        }
    }
}

/// A photos app with the album beside a mail app with a clipping to drag in.
///
/// The album's collection view is 36 columns wide: four 8×3 items a line, one column apart,
/// lines one row apart, so item n sits at column 9·(n mod 4), row 4·(n div 4).
@MainActor
struct AlbumScreen {
    let photos = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 16), applicationIdentifier: "photos")
    let mail = UIWindow(frame: CGRect(x: 40, y: 0, width: 40, height: 16), applicationIdentifier: "mail")
    let album: Album
    let collectionView: UICollectionView
    let clip = TextSource("clip", frame: CGRect(x: 2, y: 2, width: 12, height: 3), texts: ["Z"])
    let finger: Finger

    init(titles: [String] = ["A", "B", "C", "D", "E", "F"]) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 8, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        collectionView = UICollectionView(frame: CGRect(x: 2, y: 2, width: 36, height: 12), collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "album"
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "title")
        album = Album(titles: titles)
        collectionView.dataSource = album
        collectionView.dragDelegate = album
        collectionView.dropDelegate = album
        photos.addSubview(collectionView)
        mail.addSubview(clip)
        finger = Finger(windows: [photos, mail])
    }

    /// A point in the collection view's content, on the screen.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        collectionView.screenPoint(for: CGPoint(x: x, y: y))
    }

    /// The centre of item `n`, on the screen.
    func centreOfItem(_ n: Int) -> CGPoint {
        point(CGFloat(9 * (n % 4)) + 4, CGFloat(4 * (n / 4)) + 1)
    }

    /// Drags Mail's clipping onto the album's second item and releases it there, after
    /// `configure` has set up the clipping's item provider (a load delay, a failure).
    @discardableResult
    func dropClipOnSecondItem(_ configure: (NSItemProvider) -> Void) -> UIDropOperation {
        finger.longPress(at: clipCentre)
        if let provider = finger.session?.items.first?.itemProvider { configure(provider) }
        finger.move(to: centreOfItem(1))
        return finger.release()
    }

    var clipCentre: CGPoint { clip.screenPoint(for: CGPoint(x: 6, y: 1)) }

    var log: String { finger.log.lines.joined(separator: "\n") }

    /// The titles the cells on screen show, in order.
    var shownTitles: [String] {
        collectionView.visibleCells.compactMap { ($0 as? TextCell)?.label.text }
    }
}
