import Foundation

// The collection view as its own drag and drop bridges see it (`IndexedDragHost`,
// `IndexedDropHost`): each callback goes to its drag or drop delegate, by index path. And as
// its cells see it (`CellDescriptorHost`): the drags and drops their descriptors offer.

extension UICollectionView: IndexedDragHost {
    var hasDragDelegate: Bool { dragDelegate != nil }

    /// The item under a point, unless the point is on a reorder accessory (which lifts the
    /// item for reordering, not for the drag delegate).
    func indexPathForDrag(at point: CGPoint) -> IndexPath? {
        guard reorderControlItem(at: point) == nil else { return nil }
        return indexPathForItem(at: point)
    }

    /// [sim] A pressed item that is selected drags the whole selection: the pressed item
    /// first, then the others in order. UIKit documents the outcome, not the calls.
    func indexPathsToDrag(pressed: IndexPath) -> [IndexPath] {
        guard isSelected(pressed) else { return [pressed] }
        return [pressed] + (indexPathsForSelectedItems ?? []).filter { $0 != pressed }
    }

    func dragItems(beginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragItems(adding session: UIDragSession, at indexPath: IndexPath, point: CGPoint)
        -> (value: [UIDragItem], implemented: Bool) {
        guard let dragDelegate else { return ([], false) }
        return implementedMethods.call("collectionView(_:itemsForAddingTo:at:point:)", of: dragDelegate) {
            dragDelegate.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    func implementsItemsForAdding(_ session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> Bool {
        guard let dragDelegate else { return false }
        return implementedMethods.implements("collectionView(_:itemsForAddingTo:at:point:)", by: dragDelegate) {
            _ = dragDelegate.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    func liftedCell(at indexPath: IndexPath) -> UIView? {
        cellForItem(at: indexPath)
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    func dragSessionWillBegin(_ session: UIDragSession) -> Bool {
        guard let dragDelegate else { return false }
        return implementedMethods.call("collectionView(_:dragSessionWillBegin:)", of: dragDelegate) {
            dragDelegate.collectionView(self, dragSessionWillBegin: session)
        }.implemented
    }

    func dragSessionDidEnd(_ session: UIDragSession) -> Bool {
        guard let dragDelegate else { return false }
        return implementedMethods.call("collectionView(_:dragSessionDidEnd:)", of: dragDelegate) {
            dragDelegate.collectionView(self, dragSessionDidEnd: session)
        }.implemented
    }

    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> (value: Bool, implemented: Bool) {
        guard let dragDelegate else { return (true, false) }
        return implementedMethods.call("collectionView(_:dragSessionAllowsMoveOperation:)", of: dragDelegate) {
            dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        }
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> (value: Bool, implemented: Bool) {
        guard let dragDelegate else { return (false, false) }
        return implementedMethods.call("collectionView(_:dragSessionIsRestrictedToDraggingApplication:)", of: dragDelegate) {
            dragDelegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    func knownDragNotices() -> (began: Bool?, ended: Bool?) {
        guard let dragDelegate else { return (nil, nil) }
        return (implementedMethods.knows("collectionView(_:dragSessionWillBegin:)", by: dragDelegate),
                implementedMethods.knows("collectionView(_:dragSessionDidEnd:)", by: dragDelegate))
    }

    func activeDragDidChange(_ isActive: Bool) {
        hasActiveDrag = isActive
    }
}

extension UICollectionView: IndexedDropHost {
    func handlesDropItself(_ session: UIDropSession) -> Bool {
        isOwnReorder(session)
    }

    func dropDelegateCanHandle(_ session: UIDropSession) -> (value: Bool, implemented: Bool) {
        guard let dropDelegate else { return (false, false) }
        return implementedMethods.call("collectionView(_:canHandle:)", of: dropDelegate) { dropDelegate.collectionView(self, canHandle: session) }
    }

    func dropSessionDidEnter(_ session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return implementedMethods.call("collectionView(_:dropSessionDidEnter:)", of: dropDelegate) {
            dropDelegate.collectionView(self, dropSessionDidEnter: session)
        }.implemented
    }

    func dropSessionDidExit(_ session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return implementedMethods.call("collectionView(_:dropSessionDidExit:)", of: dropDelegate) {
            dropDelegate.collectionView(self, dropSessionDidExit: session)
        }.implemented
    }

    func dropSessionDidEnd(_ session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return implementedMethods.call("collectionView(_:dropSessionDidEnd:)", of: dropDelegate) {
            dropDelegate.collectionView(self, dropSessionDidEnd: session)
        }.implemented
    }

    func dropDestination(at point: CGPoint, intent: DropPlacement.Intent?, movingFrom source: IndexPath?) -> IndexPath? {
        destinationIndexPath(at: point, intent: intent, movingFrom: source)
    }

    func dropProposal(for session: UIDropSession, at destination: IndexPath?)
        -> (proposal: UIDropProposal, intent: DropPlacement.Intent, logged: String?) {
        if isOwnReorder(session) {
            return (UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath), .insertAt, nil)
        }
        guard let dropDelegate else { return (UICollectionViewDropProposal(operation: .cancel), .unspecified, nil) }
        let answer = implementedMethods.call("collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)", of: dropDelegate) {
            dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        }
        let proposal = answer.value
        return (proposal, proposal.intent.placement,
                answer.implemented ? "\(proposal.operation) \(proposal.intent)" : nil)
    }

    /// One item dragged within the collection view and dropped with `.move` at an index path is
    /// moved by the collection view itself when its data source moves items (`moveItemAt`), which
    /// it tells; any other drop goes to the drop delegate's `performDropWith`.
    func performDrop(_ session: UIDropSession, at destination: IndexPath?, proposal: UIDropProposal) -> DropAnimations? {
        let system = DragSystem.of(session)
        let reorder = isOwnReorder(session)
        if let destination, let item = session.items.first, session.items.count == 1,
           session.localDragSession != nil, let source = sourceIndexPath(of: item), proposal.operation == .move,
           (proposal as? UICollectionViewDropProposal)?.intent == .insertAtDestinationIndexPath,
           moveItemItself(from: source, to: destination, recordingIn: system) {
            return nil
        }
        guard !reorder, let delegate = dropDelegate else { return nil }
        let isLocal = session.localDragSession != nil
        let items: [any UICollectionViewDropItem] = session.items.map { item in
            IndexedDropItem(dragItem: item, sourceIndexPath: isLocal ? sourceIndexPath(of: item) : nil,
                            previewSize: CGSize(width: 1, height: 1))
        }
        let coordinator = IndexedDropCoordinator<UICollectionView, any UICollectionViewDropItem, UICollectionViewDropProposal>(
            host: self, session: session, items: items, destinationIndexPath: destination,
            proposal: proposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: proposal.operation))
        DragSystem.of(session)?.record(.drop, self, "performDropWith", "at \(destination.map { "\($0)" } ?? "nil")")
        delegate.collectionView(self, performDropWith: coordinator)
        return coordinator.animations
    }

    /// Moves an item as a reorder does: the data source is told, then the view moves the item.
    /// Returns false, changing nothing, when the data source moves no items, or not this one.
    private func moveItemItself(from source: IndexPath, to destination: IndexPath, recordingIn system: DragSystem?) -> Bool {
        guard let dataSource, !dataSourceMovesNoItems, dataSource.collectionView(self, canMoveItemAt: source) else { return false }
        let sameSection = source.section == destination.section
        let last = numberOfItems(inSection: destination.section) - (sameSection ? 1 : 0)
        let target = IndexPath(item: max(0, min(destination.item, last)), section: destination.section)
        guard implementedMethods.call(Self.moveItemMethod, of: dataSource, {
            dataSource.collectionView(self, moveItemAt: source, to: target)
        }).implemented else { return false }
        system?.record(.drop, self, "moveItemAt", "\(source) → \(target)")
        moveItem(at: source, to: target)
        return true
    }

    func sourceIndexPath(ofLocal item: UIDragItem) -> IndexPath? {
        sourceIndexPath(of: item)
    }

    func activeDropDidChange(_ isActive: Bool) {
        hasActiveDrop = isActive
    }
}

extension UICollectionView: CellDescriptorHost {
    var rowsRunDown: Bool { collectionViewLayout.itemsRunDown }

    var cellDragInteraction: UIDragInteraction? {
        guard let dragInteraction, dragInteraction.isEnabled, dragDelegate != nil else { return nil }
        return dragInteraction
    }

    /// The drop interaction, while the view has a drop delegate or an item is being reordered.
    var cellDropInteraction: UIDropInteraction? {
        dropDelegate != nil || isReordering ? dropInteraction : nil
    }

    /// While an item is being reordered, drops go before or after items.
    var cellDropIntent: DropPlacement.Intent? {
        isReordering ? .insertAt : dropBridge?.lastIntent
    }

    func isDraggingRow(of cell: UIView) -> Bool {
        guard hasActiveDrag || isReordering, let cell = cell as? UICollectionViewCell, let path = indexPath(for: cell) else {
            return false
        }
        return isDraggingItem(at: path)
    }

    /// A list cell that shows a reorder accessory offers it ("Reorder ‹label›").
    func extraDragSources(of cell: UIView, label: String) -> [UIAccessibilityLocationDescriptor] {
        guard let cell = cell as? UICollectionViewListCell, let control = cell.reorderControlFrame,
              let interaction = reorderInteractionForDescriptors else { return [] }
        let centre = cell.convert(CGPoint(x: control.midX, y: control.midY), to: self)
        let descriptor = UIAccessibilityLocationDescriptor(automatic: .reorder, label: label, point: centre, in: self)
        descriptor.automaticInteraction = interaction
        return [descriptor]
    }
}

extension UICollectionViewDropProposal.Intent {
    /// Where the intent places a drop (`DropPlacement`).
    var placement: DropPlacement.Intent {
        switch self {
        case .unspecified: .unspecified
        case .insertAtDestinationIndexPath: .insertAt
        case .insertIntoDestinationIndexPath: .insertInto
        }
    }
}

extension UICollectionView: PlaceholderHost {}
