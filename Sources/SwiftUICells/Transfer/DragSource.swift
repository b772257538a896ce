/// The drag delegate of a view with `draggable(_:)` (or a list row that moves): UIKit's
/// interaction, so VoiceOver offers the drag in its Actions rotor and a drop anywhere (UIKit
/// views too) reads the item's data.
@MainActor
final class DragSource: NSObject, UIDragInteractionDelegate {
    /// The items to drag, made when the drag begins.
    var makeItems: () -> [UIDragItem]

    init(makeItems: @escaping () -> [UIDragItem]) {
        self.makeItems = makeItems
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        makeItems()
    }

    /// A drag item carrying `item` in every representation its type writes; the data is made
    /// now, as the item is what it is when the drag begins.
    static func dragItem<T: Transferable>(for item: T) -> UIDragItem {
        let provider = NSItemProvider()
        for entry in T.transferEntries {
            guard let export = entry.export, let data = try? export(item) else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: entry.contentType.identifier, visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
        }
        let dragItem = UIDragItem(itemProvider: provider)
        dragItem.localObject = item
        return dragItem
    }
}
