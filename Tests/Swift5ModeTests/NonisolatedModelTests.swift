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
