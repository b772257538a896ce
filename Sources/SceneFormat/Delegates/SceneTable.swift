import CellKit

/// A table view described in a scene file: its sections and rows, and a declarative data
/// source, delegate, drag delegate and drop delegate, written as an app writes them. It sets no
/// accessibility property: VoiceOver finds the rows' drags and drops through the descriptors
/// UIKit's cells carry for their table view.
@MainActor
final class SceneTable: UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate,
    UITableViewDropDelegate, NumberedRowsDataSource {
    /// One row: its text, detail, image and accessory.
    struct Row {
        var text: String
        var detail: String?
        var image: UIImage?
        var accessory: UITableViewCell.AccessoryType = .none
        /// What selecting the row does (its `action`), as an app's `didSelectRowAt` would.
        var action: (@MainActor () -> Bool)?
        /// What the row's cell says and offers beyond its text (its `accessibility` and
        /// `swipeActions`), `nil` for most rows: kept apart, so a row costs no more for it.
        var accessibility: RowAccessibility?

        init(text: String) {
            self.text = text
        }
    }

    /// An action a row offers by name: a custom action or a swipe action, and what it does.
    struct NamedAction {
        let name: String
        let perform: @MainActor () -> Bool
    }

    /// What a row's cell says and offers that its text does not make: set on the cell each time
    /// the data source shows the row, as an app's `cellForRowAt` sets it.
    @MainActor
    final class RowAccessibility {
        var label: String?
        var value: String?
        var hint: String?
        /// Added to the traits the cell has (a checkmark's `selected`).
        var traits: UIAccessibilityTraits = []
        var customActions: [NamedAction] = []
        /// The row's swipe actions (`trailingSwipeActionsConfigurationForRowAt`), which VoiceOver
        /// offers first among its actions.
        var swipeActions: [NamedAction] = []
        /// The cell's own drag sources and drop points, each a name and a point in the cell; `nil`
        /// for UIKit's (the table's drag and drops of the row), `[]` for none.
        var dragSources: [(name: String, point: CGPoint)]?
        var dropPoints: [(name: String, point: CGPoint)]?
    }

    /// One section: its titles and rows.
    struct Section {
        var header: String?
        var footer: String?
        var rows = SceneTableRows()
    }

    /// What a row's drag carries.
    struct DragRules {
        /// A template: `{text}` and `{detail}` are the row's.
        var text: String
        var allowsMove: Bool
    }

    /// How drops go.
    struct DropRules {
        var acceptedTypes: [String]
        /// The proposal's operation for a drag from this app.
        var operation: UIDropOperation = .move
        var intent: UITableViewDropProposal.Intent = .insertAtDestinationIndexPath
        /// Announced when a dropped row arrives; `{text}` is its text.
        var announcement: String?

        init(acceptedTypes: [String]) {
            self.acceptedTypes = acceptedTypes
        }
    }

    /// What a drag of a row holds as its local object: where the row came from, so that a
    /// move to another of the app's tables takes it out of this one.
    final class DraggedRow {
        weak var table: SceneTable?
        let text: String

        init(table: SceneTable, text: String) {
            self.table = table
            self.text = text
        }
    }

    static let styles: [(name: String, style: UITableView.Style)] = [("plain", .plain), ("grouped", .grouped)]
    static let intents: [(name: String, intent: UITableViewDropProposal.Intent)] = [
        ("insertAtDestinationIndexPath", .insertAtDestinationIndexPath),
        ("insertIntoDestinationIndexPath", .insertIntoDestinationIndexPath),
        ("automatic", .automatic),
        ("unspecified", .unspecified),
    ]
    static let accessories: [(name: String, type: UITableViewCell.AccessoryType)] = [
        ("none", .none), ("disclosureIndicator", .disclosureIndicator), ("detailDisclosureButton", .detailDisclosureButton),
        ("checkmark", .checkmark), ("detailButton", .detailButton),
    ]
    static let reuseIdentifier = "row"
    /// The views each cell the data source makes holds (the cell, its content view, labels and
    /// image view), counted from one made as `cellForRowAt` makes them: what a row on screen
    /// costs against a scene's view limit.
    static let viewsPerCell: Int = {
        @MainActor func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        return count(UITableViewCell(style: .value1, reuseIdentifier: reuseIdentifier))
    }()

    private(set) var sections: [Section]
    let dragRules: DragRules?
    let dropRules: DropRules?
    /// The table view shown, to update when another table takes a row away.
    weak var tableView: UITableView?

    init(sections: [Section], dragRules: DragRules?, dropRules: DropRules?) {
        self.sections = sections
        self.dragRules = dragRules
        self.dropRules = dropRules
    }

    /// Connects a table view to this model.
    func attach(to tableView: UITableView) {
        tableView.dataSource = self
        tableView.delegate = self
        if dragRules != nil { tableView.dragDelegate = self }
        if dropRules != nil { tableView.dropDelegate = self }
        self.tableView = tableView
    }

    /// Gives the row at `indexPath` what its selection does.
    func setAction(_ action: @escaping @MainActor () -> Bool, at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return }
        sections[indexPath.section].rows[indexPath.row].action = action
    }

    /// Gives the row at `indexPath` what it says and offers beyond its text.
    func setAccessibility(_ accessibility: RowAccessibility, at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return }
        sections[indexPath.section].rows[indexPath.row].accessibility = accessibility
        hasRowAccessibility = true
    }

    private func row(at indexPath: IndexPath) -> Row? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The classic form: a reused cell, or a new one in the style with a detail at the right.
        let reused = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier)
        let cell = reused ?? UITableViewCell(style: .value1, reuseIdentifier: Self.reuseIdentifier)
        let row = row(at: indexPath)
        cell.textLabel?.text = row?.text
        cell.detailTextLabel?.text = row?.detail
        cell.imageView?.image = row?.image
        cell.accessoryType = row?.accessory ?? .none
        // A reused cell may have shown a row with accessibility of its own: it is put back. A
        // table none of whose rows has any leaves its cells alone (a long plain table costs
        // nothing for it).
        if row?.accessibility != nil || (reused != nil && hasRowAccessibility) { dress(cell, as: row?.accessibility) }
        return cell
    }

    /// Whether any row was given accessibility of its own (`setAccessibility`).
    private var hasRowAccessibility = false

    /// Sets what the row says and offers on its cell, or puts the cell back to UIKit's defaults.
    private func dress(_ cell: UITableViewCell, as accessibility: RowAccessibility?) {
        cell.accessibilityLabel = accessibility?.label
        cell.accessibilityValue = accessibility?.value
        cell.accessibilityHint = accessibility?.hint
        cell.accessibilityTraits = accessibility?.traits ?? []
        let actions = accessibility?.customActions ?? []
        cell.accessibilityCustomActions = actions.isEmpty ? nil : actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { _ in action.perform() }
        }
        cell.accessibilityDragSourceDescriptors = accessibility?.dragSources.map { list in
            list.map { UIAccessibilityLocationDescriptor(name: $0.name, point: $0.point, in: cell) }
        }
        cell.accessibilityDropPointDescriptors = accessibility?.dropPoints.map { list in
            list.map { UIAccessibilityLocationDescriptor(name: $0.name, point: $0.point, in: cell) }
        }
    }

    /// The section's rows as runs: its numbered rows as their numbers, so a capture writes them
    /// back as `numberedRows` without a cell for each.
    func rowRuns(inSection section: Int) -> [TableRowRun] {
        sections.indices.contains(section) ? sections[section].rows.runs : []
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].header : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footer : nil
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// The table moves a row dragged within it (or by its reorder control) and says so here.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = row(at: sourceIndexPath), sections.indices.contains(destinationIndexPath.section) else { return }
        sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        let rows = sections[destinationIndexPath.section].rows
        sections[destinationIndexPath.section].rows.insert(moved, at: min(destinationIndexPath.row, rows.count))
    }

    // MARK: Delegate

    /// A row with an action does it, and is deselected at once, as an app that pushes a screen
    /// from a row writes it; other rows stay selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let action = row(at: indexPath)?.action else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        _ = action()
    }

    /// A row's `swipeActions`, each reporting whether it was performed.
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let actions = row(at: indexPath)?.accessibility?.swipeActions, !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(actions: actions.map { action in
            UIContextualAction(style: .normal, title: action.name) { _, _, completion in completion(action.perform()) }
        })
    }

    /// Rows are reordered by their controls, not deleted, while the table is edited.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .none
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }

    // MARK: Drag

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession,
                   at indexPath: IndexPath) -> [UIDragItem] {
        guard let dragRules, let row = row(at: indexPath) else { return [] }
        let text = SceneDragDelegate.fill(dragRules.text, with: ["text": row.text, "detail": row.detail ?? ""])
        let provider = NSItemProvider(object: text as NSString)
        provider.suggestedName = row.text
        let item = UIDragItem(itemProvider: provider)
        item.localObject = DraggedRow(table: self, text: row.text)
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        dragRules?.allowsMove ?? false
    }

    // A scene describes an app that implements every callback that only tells it something, so
    // the callback log a scene's script checks lists each of them. Adding to a drag is not one:
    // a scene's table cannot say what a tap adds, so `itemsForAddingTo` is left out, as an app
    // leaves it out, and VoiceOver offers no "Add … to drag" on its rows.

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}

    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        false
    }

    // MARK: Drop

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        guard let dropRules else { return false }
        return session.hasItemsConforming(toTypeIdentifiers: dropRules.acceptedTypes)
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}

    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}

    /// A drag from this app takes the scene's operation (a move within this table reorders);
    /// one from another app can only copy.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        guard let dropRules else { return UITableViewDropProposal(operation: .cancel) }
        var operation = dropRules.operation
        if operation == .move && session.localDragSession == nil { operation = .copy }
        return UITableViewDropProposal(operation: operation, intent: dropRules.intent)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard let dropRules else { return }
        let lastSection = max(0, sections.count - 1)
        let end = IndexPath(row: sections.isEmpty ? 0 : sections[lastSection].rows.count, section: lastSection)
        var destination = coordinator.destinationIndexPath ?? end
        if sections.isEmpty { sections.append(Section()) }
        let into = coordinator.proposal.intent == .insertIntoDestinationIndexPath && row(at: destination) != nil
        let moves = coordinator.proposal.operation == .move
        for dropItem in coordinator.items {
            let dragItem = dropItem.dragItem
            let dragged = dragItem.localObject as? DraggedRow
            if into {
                coordinator.drop(dragItem, intoRowAt: destination, rect: CGRect(x: 0, y: 0, width: 1, height: 1))
            } else {
                coordinator.drop(dragItem, toRowAt: destination)
            }
            let target = destination
            DroppedItemReader.load(dragItem.itemProvider, accepting: dropRules.acceptedTypes) { content in
                guard case .text(let text)? = content else { return }
                self.receive(text, at: target, into: into, in: tableView)
                // A move from another table of this app takes the row out of that one.
                if moves, let dragged, let source = dragged.table, source !== self, source.dragRules?.allowsMove == true {
                    source.remove(dragged.text)
                }
                if let template = dropRules.announcement {
                    UIAccessibility.post(notification: .announcement,
                                         argument: SceneDragDelegate.fill(template, with: ["text": text]))
                }
            }
            if !into { destination.row += 1 }
        }
    }

    private func receive(_ text: String, at destination: IndexPath, into: Bool, in tableView: UITableView) {
        guard sections.indices.contains(destination.section) else { return }
        if into, sections[destination.section].rows.indices.contains(destination.row) {
            var row = sections[destination.section].rows[destination.row]
            row.detail = [row.detail, text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            sections[destination.section].rows[destination.row] = row
            tableView.reloadRows(at: [destination], with: .automatic)
            return
        }
        let index = min(destination.row, sections[destination.section].rows.count)
        sections[destination.section].rows.insert(Row(text: text), at: index)
        tableView.insertRows(at: [IndexPath(row: index, section: destination.section)], with: .automatic)
    }

    /// Takes out the first row with this text (a row moved to another table).
    func remove(_ text: String) {
        for section in sections.indices {
            guard let index = sections[section].rows.firstIndex(where: { $0.text == text }) else { continue }
            sections[section].rows.remove(at: index)
            tableView?.deleteRows(at: [IndexPath(row: index, section: section)], with: .automatic)
            return
        }
    }
}
