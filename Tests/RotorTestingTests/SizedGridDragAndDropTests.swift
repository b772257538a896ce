import CellKit
import Foundation
import RotorTesting
import Testing
import RotorTestSupport

/// A grid written as UIKit code writes one: a collection view controller that sizes its items
/// through `UICollectionViewDelegateFlowLayout`, adopts the drag and drop delegates, and has no
/// accessibility code.
@MainActor
final class SizedGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var names = ["Rose", "Fern", "Ivy", "Moss"]

    final class NameCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = contentView.bounds
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(NameCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? NameCell)?.label.text = names[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 8, height: 2)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: names[indexPath.item] as NSString))
        item.localObject = names[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        collectionView.hasActiveDrag
            ? UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UICollectionViewDropProposal(operation: .forbidden)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let source = item.sourceIndexPath else { return }
        collectionView.performBatchUpdates({
            names.insert(names.remove(at: source.item), at: destination.item)
            collectionView.moveItem(at: source, to: destination)
        })
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

@MainActor
@Suite("A grid sized by its flow layout delegate, under VoiceOver", .cellsScreen)
struct SizedGridDragAndDropTests {
    @Test("each item is read at the size its delegate gives, offers its drag, and takes the drop after another")
    func itemsAreReorderedByTheActionsRotor() throws {
        let grid = SizedGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12), applicationIdentifier: "grid")
        window.rootViewController = grid
        window.makeKeyAndVisible()
        let reader = VirtualScreenReader(windows: [window], keeping: [grid])
        #expect(reader.focusedLabel == "Rose")
        #expect(reader.actionNames == ["Drag Rose"])
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 8, height: 2))
        try reader.performAction(named: "Drag Rose")
        for _ in 0..<3 { reader.next() }
        #expect(reader.focusedLabel == "Moss")
        #expect(reader.actionNames.contains("Drop after Moss"))
        try reader.performAction(named: "Drop after Moss")
        #expect(grid.names == ["Fern", "Ivy", "Moss", "Rose"])
    }
}
