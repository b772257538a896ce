/// What a list row whose `ForEach` has `onMove` or `onDelete` offers VoiceOver [sim]: SwiftUI
/// on iOS does not say. A row that moves is a drag source ("Drag ‹row›") and, while a drag of
/// a row of the same list is held, two drop points, "Drop before ‹row›" and "Drop after ‹row›"
/// (the words CellKit's table rows use); a row that can be deleted has a "Delete" action, as a
/// table row's swipe to delete gives.
@MainActor
enum ListRowActions {
    /// The type identifier a moved row is dragged as: private to the list.
    static let rowType = "com.rotor.swiftui.list-row"

    /// Where a dragged row came from.
    struct Move {
        let group: String
        let offset: Int
    }

    /// Adds the row's Delete action and drop points.
    static func add(_ context: ListRowContext, label: String, actions: inout [(name: String, handler: () -> Void)],
                    dropPoints: inout [(UnitPoint, String, UIView)], view: UIView) {
        if let onDelete = context.onDelete {
            let offset = context.offset
            actions.append(("Delete", { onDelete(IndexSet(integer: offset)) }))
        }
        if context.onMove != nil {
            dropPoints.append((UnitPoint(x: 0.5, y: 0.25), "Drop before \(label)", view))
            dropPoints.append((UnitPoint(x: 0.5, y: 0.75), "Drop after \(label)", view))
        }
    }

    /// Makes `row` a drag source and a drop target for moves within its list.
    static func attachMove(to row: Node, context: ListRowContext) {
        guard let onMove = context.onMove else { return }
        let move = Move(group: context.group, offset: context.offset)
        row.attributes.dragSource = DragSource {
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: rowType, visibility: .ownProcess) { completion in
                completion(Data(), nil)
                return nil
            }
            let item = UIDragItem(itemProvider: provider)
            item.localObject = move
            return [item]
        }
        let group = context.group
        let offset = context.offset
        row.attributes.dropTargets.append(DropTarget(typeIdentifiers: [rowType], operation: { _ in .move }, perform: { session, info in
            guard let moved = session.items.first?.localObject as? Move, moved.group == group else { return }
            // The lower half of the row drops after it.
            let destination = info.location.y >= info.size.height / 2 ? offset + 1 : offset
            onMove(IndexSet(integer: moved.offset), destination)
        }))
    }
}
