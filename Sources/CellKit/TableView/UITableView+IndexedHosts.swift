import Foundation

// The table view as its own drag and drop bridges see it (`IndexedDragHost`,
// `IndexedDropHost`): each callback goes to its drag or drop delegate, by index path. And as
// its cells see it (`CellDescriptorHost`): the drags and drops their descriptors offer.

extension UITableView: IndexedDragHost {
    var hasDragDelegate: Bool { dragDelegate != nil }

    /// The row under a point, unless the point is on a reorder control (which lifts the row
    /// for reordering, not for the drag delegate) or a placeholder.
    func indexPathForDrag(at point: CGPoint) -> IndexPath? {
        guard reorderControlRow(at: point) == nil, let path = indexPathForRow(at: point),
              placeholders.entry(at: path) == nil else { return nil }
        return path
    }

    func indexPathsToDrag(pressed: IndexPath) -> [IndexPath] {
        [pressed]
    }

    func dragItems(beginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragItems(adding session: UIDragSession, at indexPath: IndexPath, point: CGPoint)
        -> (value: [UIDragItem], implemented: Bool) {
        guard let dragDelegate else { return ([], false) }
        return implementedMethods.call("tableView(_:itemsForAddingTo:at:point:)", of: dragDelegate) {
            dragDelegate.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    func implementsItemsForAdding(_ session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> Bool {
        guard let dragDelegate else { return false }
        return implementedMethods.implements("tableView(_:itemsForAddingTo:at:point:)", by: dragDelegate) {
            _ = dragDelegate.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    func liftedCell(at indexPath: IndexPath) -> UIView? {
        cellForRow(at: indexPath)
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }

    func dragSessionWillBegin(_ session: UIDragSession) -> Bool {
        guard let dragDelegate else { return false }
        return implementedMethods.call("tableView(_:dragSessionWillBegin:)", of: dragDelegate) {
            dragDelegate.tableView(self, dragSessionWillBegin: session)
        }.implemented
    }

    func dragSessionDidEnd(_ session: UIDragSession) -> Bool {
        guard let dragDelegate else { return false }
        return implementedMethods.call("tableView(_:dragSessionDidEnd:)", of: dragDelegate) {
            dragDelegate.tableView(self, dragSessionDidEnd: session)
        }.implemented
    }

    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> (value: Bool, implemented: Bool) {
        guard let dragDelegate else { return (true, false) }
        return implementedMethods.call("tableView(_:dragSessionAllowsMoveOperation:)", of: dragDelegate) {
            dragDelegate.tableView(self, dragSessionAllowsMoveOperation: session)
        }
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> (value: Bool, implemented: Bool) {
        guard let dragDelegate else { return (false, false) }
        return implementedMethods.call("tableView(_:dragSessionIsRestrictedToDraggingApplication:)", of: dragDelegate) {
            dragDelegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
    }

    func knownDragNotices() -> (began: Bool?, ended: Bool?) {
        guard let dragDelegate else { return (nil, nil) }
        return (implementedMethods.knows("tableView(_:dragSessionWillBegin:)", by: dragDelegate),
                implementedMethods.knows("tableView(_:dragSessionDidEnd:)", by: dragDelegate))
    }

    func activeDragDidChange(_ isActive: Bool) {
        hasActiveDrag = isActive
    }
}

extension UITableView: IndexedDropHost {
    func handlesDropItself(_ session: UIDropSession) -> Bool {
        isOwnReorder(session)
    }

    func dropDelegateCanHandle(_ session: UIDropSession) -> (value: Bool, implemented: Bool) {
        guard let dropDelegate else { return (false, false) }
        return implementedMethods.call("tableView(_:canHandle:)", of: dropDelegate) { dropDelegate.tableView(self, canHandle: session) }
    }

    func dropSessionDidEnter(_ session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return implementedMethods.call("tableView(_:dropSessionDidEnter:)", of: dropDelegate) {
            dropDelegate.tableView(self, dropSessionDidEnter: session)
        }.implemented
    }

    func dropSessionDidExit(_ session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return implementedMethods.call("tableView(_:dropSessionDidExit:)", of: dropDelegate) {
            dropDelegate.tableView(self, dropSessionDidExit: session)
        }.implemented
    }

    func dropSessionDidEnd(_ session: UIDropSession) -> Bool {
        guard let dropDelegate else { return false }
        return implementedMethods.call("tableView(_:dropSessionDidEnd:)", of: dropDelegate) {
            dropDelegate.tableView(self, dropSessionDidEnd: session)
        }.implemented
    }

    /// Over a row, before it, in its place, after it or into it (`DropPlacement`); over a
    /// section's footer, the end of the section [sim]; elsewhere (a header, below the last
    /// section) `nil`, which Apple's sample reads as the end of the table.
    func dropDestination(at point: CGPoint, intent: DropPlacement.Intent?, movingFrom source: IndexPath?) -> IndexPath? {
        if let row = indexPathForRow(at: point) {
            let zone = DropPlacement.zone(of: point, in: rectForRow(at: row), vertical: true)
            return DropPlacement.destination(over: row, zone: zone, intent: intent, movingFrom: source)
        }
        for section in 0..<numberOfSections {
            let footer = rectForFooter(inSection: section)
            if footer.height > 0, point.y >= footer.minY, point.y < footer.maxY {
                let count = numberOfRows(inSection: section)
                let moving = source.map { $0.section == section } ?? false
                return IndexPath(row: max(0, moving ? count - 1 : count), section: section)
            }
        }
        return nil
    }

    func dropProposal(for session: UIDropSession, at destination: IndexPath?)
        -> (proposal: UIDropProposal, intent: DropPlacement.Intent, logged: String?) {
        if isOwnReorder(session) {
            return (UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath), .insertAt, nil)
        }
        guard let dropDelegate else { return (UITableViewDropProposal(operation: .cancel), .unspecified, nil) }
        let answer = implementedMethods.call("tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)", of: dropDelegate) {
            dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        }
        let proposal = answer.value
        return (proposal, proposal.intent.placement,
                answer.implemented ? "\(proposal.operation) \(proposal.intent)" : nil)
    }

    /// A row lifted by its reorder control, or one row dragged within the table and dropped
    /// with `.move` at an index path, is moved by the table itself, which tells the data source
    /// (`moveRowAt`), as UIKit does; any other drop goes to the drop delegate's `performDropWith`.
    func performDrop(_ session: UIDropSession, at destination: IndexPath?, proposal: UIDropProposal) -> DropAnimations? {
        let system = DragSystem.of(session)
        let reorder = isOwnReorder(session)
        let intent = (proposal as? UITableViewDropProposal)?.intent
        if let destination, let item = session.items.first, session.items.count == 1,
           session.localDragSession != nil, let source = sourceIndexPath(of: item),
           reorder || (proposal.operation == .move && (intent == .insertAtDestinationIndexPath || intent == .automatic)),
           moveRowItself(from: source, to: destination, recordingIn: system) {
            return nil
        }
        guard !reorder, let delegate = dropDelegate else { return nil }
        let isLocal = session.localDragSession != nil
        let items: [any UITableViewDropItem] = session.items.map { item in
            IndexedDropItem(dragItem: item, sourceIndexPath: isLocal ? sourceIndexPath(of: item) : nil,
                            previewSize: CGSize(width: 1, height: 1))
        }
        let coordinator = IndexedDropCoordinator<UITableView, any UITableViewDropItem, UITableViewDropProposal>(
            host: self, session: session, items: items, destinationIndexPath: destination,
            proposal: proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: proposal.operation))
        system?.record(.drop, self, "performDropWith", "at \(destination.map { "\($0)" } ?? "nil")")
        delegate.tableView(self, performDropWith: coordinator)
        return coordinator.animations
    }

    /// Moves a row as UIKit moves it after a reorder: the delegate may retarget it, the data
    /// source is told, then the table moves the row. Returns false, changing nothing, when the
    /// data source does not move rows (its `moveRowAt` is the default) or not this one
    /// (`canMoveRowAt`, false by default in a diffable data source, whose drags then go to the
    /// drop delegate's `performDropWith`).
    private func moveRowItself(from source: IndexPath, to destination: IndexPath, recordingIn system: DragSystem?) -> Bool {
        guard let dataSource, !dataSourceMovesNoRows, dataSource.tableView(self, canMoveRowAt: source) else { return false }
        let sameSection = source.section == destination.section
        let last = numberOfRows(inSection: destination.section) - (sameSection ? 1 : 0)
        let proposed = IndexPath(row: max(0, min(destination.row, last)), section: destination.section)
        let target = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard implementedMethods.call(Self.moveRowMethod, of: dataSource, {
            dataSource.tableView(self, moveRowAt: source, to: target)
        }).implemented else { return false }
        system?.record(.drop, self, "moveRowAt", "\(source) → \(target)")
        moveRow(at: source, to: target)
        return true
    }

    func sourceIndexPath(ofLocal item: UIDragItem) -> IndexPath? {
        sourceIndexPath(of: item)
    }

    func activeDropDidChange(_ isActive: Bool) {
        hasActiveDrop = isActive
    }
}

extension UITableView: CellDescriptorHost {
    var rowsRunDown: Bool { true }

    var cellDragInteraction: UIDragInteraction? {
        guard let dragInteraction, dragInteraction.isEnabled, dragDelegate != nil else { return nil }
        return dragInteraction
    }

    /// The drop interaction, while the table has a drop delegate or a row is being reordered.
    var cellDropInteraction: UIDropInteraction? {
        dropDelegate != nil || isReordering ? dropInteraction : nil
    }

    /// While a row is being reordered, drops go before or after rows.
    var cellDropIntent: DropPlacement.Intent? {
        isReordering ? .insertAt : lastDropIntent
    }

    func isDraggingRow(of cell: UIView) -> Bool {
        guard hasActiveDrag || isReordering, let cell = cell as? UITableViewCell, let path = indexPath(for: cell) else { return false }
        return isDraggingRow(at: path)
    }

    /// While the table is edited, a row that can move offers its reorder control.
    func extraDragSources(of cell: UIView, label: String) -> [UIAccessibilityLocationDescriptor] {
        guard isEditing, let cell = cell as? UITableViewCell, let control = cell.reorderControlFrame,
              let interaction = reorderInteractionForDescriptors else { return [] }
        let centre = cell.convert(CGPoint(x: control.midX, y: control.midY), to: self)
        let descriptor = UIAccessibilityLocationDescriptor(automatic: .reorder, label: label, point: centre, in: self)
        descriptor.automaticInteraction = interaction
        return [descriptor]
    }
}

extension UITableViewDropProposal.Intent {
    /// Where the intent places a drop (`DropPlacement`).
    var placement: DropPlacement.Intent {
        switch self {
        case .unspecified: .unspecified
        case .insertAtDestinationIndexPath: .insertAt
        case .insertIntoDestinationIndexPath: .insertInto
        case .automatic: .automatic
        }
    }
}

extension UITableView: PlaceholderHost {}
