import CellKit
import Foundation
import Testing

/// A table's data as Apple's drag-and-drop samples write it: a plain struct, not on the main
/// actor, that makes drag items and asks a drop session what it can load. In Swift 5 mode this
/// compiles against UIKit (its isolation is imported as `@preconcurrency`), so it must here.
struct PlaceModel {
    var placeNames = ["Yosemite", "Sequoia"]

    func canHandle(_ session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func dragItems(for indexPath: IndexPath) -> [UIDragItem] {
        let placeName = placeNames[indexPath.row]
        let itemProvider = NSItemProvider(object: placeName as NSString)
        return [UIDragItem(itemProvider: itemProvider)]
    }
}

@Suite("Swift 5 mode model code")
struct NonisolatedModelTests {
    @Test("a nonisolated model makes drag items whose providers offer its strings")
    @MainActor
    func modelMakesDragItems() {
        let model = PlaceModel()
        let items = model.dragItems(for: IndexPath(row: 1, section: 0))
        #expect(items.count == 1)
        #expect(items.first?.itemProvider.canLoadObject(ofClass: NSString.self) == true)
    }
}

/// Reordering written as a protocol extension with no actor, as apps write shared helpers: it
/// reads the collection view and makes proposals, which UIKit's `@preconcurrency` isolation allows
/// in Swift 5 mode.
protocol Reordering: AnyObject {}

extension Reordering {
    func proposal(for collectionView: UICollectionView) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return .init(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return .init(operation: .forbidden)
    }
}

final class Reorderer: Reordering {}

@Suite("Swift 5 mode helpers over views")
struct NonisolatedHelperTests {
    @Test("a nonisolated helper proposes no drop into a collection view with no drag of its own")
    @MainActor
    func helperReadsTheCollectionView() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 5),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        #expect(Reorderer().proposal(for: collection).operation == .forbidden)
    }
}
