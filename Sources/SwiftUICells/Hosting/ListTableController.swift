/// A section of a hosted list: its rows (nodes of kind `.row`) and its header's and footer's text.
@MainActor
struct ListSection {
    var header: String?
    var footer: String?
    var rows: [Node]
}

/// The data source (a diffable one, by row identity), delegate and drag and drop delegates of a
/// hosted `List`'s table.
@MainActor
final class ListTableController: NSObject, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
    private(set) var sections: [ListSection] = []
    private var rows: [String: (node: Node, section: Int)] = [:]
    /// Each row's height at `heightsWidth`, by identity, kept across updates: measuring a row
    /// resolves it, so only new rows and the rows on screen (shown again on each update) are
    /// measured, not every row of the list.
    private var heights: [String: CGFloat] = [:]
    private var heightsWidth: CGFloat?
    private var dataSource: ListDataSource?
    private weak var table: UITableView?

    func attach(to table: UITableView) {
        self.table = table
        table.register(HostedRowCell.self, forCellReuseIdentifier: HostedRowCell.reuseIdentifier)
        let dataSource = ListDataSource(tableView: table) { [weak self] table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: HostedRowCell.reuseIdentifier, for: indexPath)
            if let self, let cell = cell as? HostedRowCell { self.configure(cell, row: id) }
            return cell
        }
        dataSource.controller = self
        self.dataSource = dataSource
        table.delegate = self
    }

    /// Shows the list `node` resolved to: its sections and rows, by identity.
    func update(_ node: Node) {
        sections = Self.sections(of: node)
        rows = [:]
        for (index, section) in sections.enumerated() {
            for row in section.rows {
                rows[row.id] = (row, index)
            }
        }
        let width = table?.bounds.width ?? 0
        if heightsWidth != width {
            heights = [:]
            heightsWidth = width
        } else if heights.count > 2 * rows.count + 64 {
            // Heights of rows gone are dropped when they outnumber the rows, not on every
            // update (which would copy every height at each change).
            heights = heights.filter { rows[$0.key] != nil }
        }
        // The rows on screen are shown again below: their heights are measured again now, so
        // the table lays them out at what they show.
        for case let cell as HostedRowCell in table?.visibleCells ?? [] {
            if let id = cell.rowID, let row = rows[id]?.node { heights[id] = measure(row, width: width) }
        }
        let moves = rows.values.contains { row in
            if case .row(let context?) = row.node.kind { return context.onMove != nil }
            return false
        }
        let inserts = rows.values.contains { row in
            if case .row(let context?) = row.node.kind { return context.onInsert != nil }
            return false
        }
        table?.dragDelegate = moves ? self : nil
        table?.dropDelegate = moves || inserts ? self : nil
        table?.dragInteractionEnabled = moves
        // The environment's edit mode is the table's: its rows show delete and reorder controls.
        table?.isEditing = node.environment.editMode?.wrappedValue.isEditing == true
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (index, section) in sections.enumerated() {
            snapshot.appendItems(section.rows.map(\.id), toSection: index)
        }
        dataSource?.apply(snapshot, animatingDifferences: false)
        // What a row shows may have changed though its identity has not: the cells on screen are
        // shown again (the others are made when they are shown).
        for case let cell as HostedRowCell in table?.visibleCells ?? [] {
            if let id = cell.rowID, rows[id] != nil { configure(cell, row: id) }
        }
    }

    /// The sections of a list: each `Section`, and the rows outside one in sections of their own.
    private static func sections(of list: Node) -> [ListSection] {
        var result: [ListSection] = []
        var loose: [Node] = []
        for child in list.children {
            if case .section(let hasHeader) = child.kind {
                if !loose.isEmpty { result.append(ListSection(rows: loose)) }
                loose = []
                var rows = child.children
                let header = hasHeader && !rows.isEmpty ? AccessibilityReader.combinedLabel([rows.removeFirst()]) : nil
                var footer: String?
                if let last = rows.last, !Self.isRow(last) {
                    footer = AccessibilityReader.combinedLabel([last])
                    rows.removeLast()
                }
                result.append(ListSection(header: header, footer: footer, rows: rows.filter(isRow)))
            } else if isRow(child) {
                loose.append(child)
            }
        }
        if !loose.isEmpty || result.isEmpty { result.append(ListSection(rows: loose)) }
        return result
    }

    private static func isRow(_ node: Node) -> Bool {
        if case .row = node.kind { return true }
        return false
    }

    private func metrics() -> CellMetrics {
        table?.cellMetrics ?? .points
    }

    /// Lays the row out at the table's width and shows it in the cell.
    private func configure(_ cell: HostedRowCell, row id: String) {
        guard let row = rows[id]?.node else { return }
        cell.rowID = id
        var layout = NodeLayout(metrics: metrics())
        let width = table?.bounds.width ?? 0
        let size = layout.size(of: row, proposed: ProposedSize(width: width, height: nil))
        layout.place(row, in: CGRect(x: 0, y: 0, width: width, height: size.height))
        _ = cell.materializer.show(row.children, in: cell.contentView, readingInside: true)
        AccessibilityReader().makeRowElement(row, cell: cell, views: cell.materializer.views)
        cell.isMoveDisabled = !canMove(id)
    }

    func node(for id: String) -> Node? {
        rows[id]?.node
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let id = dataSource?.itemIdentifier(for: indexPath), let row = rows[id]?.node else { return NodeLayout.rowHeight }
        if let known = heights[id] { return known }
        let height = measure(row, width: tableView.bounds.width)
        heights[id] = height
        return height
    }

    private func measure(_ row: Node, width: CGFloat) -> CGFloat {
        var layout = NodeLayout(metrics: metrics())
        return layout.size(of: row, proposed: ProposedSize(width: width, height: nil)).height
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource?.itemIdentifier(for: indexPath), let row = rows[id]?.node,
              case .row(let context?) = row.kind, let onDelete = context.onDelete else { return nil }
        let offset = context.offset
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            onDelete(IndexSet(integer: offset))
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    // MARK: Moving rows

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let id = dataSource?.itemIdentifier(for: indexPath), let row = rows[id]?.node,
              canMove(id) else { return [] }
        let provider = NSItemProvider(object: AccessibilityReader.combinedLabel(row.children) as NSString)
        let item = UIDragItem(itemProvider: provider)
        item.localObject = id
        return [item]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if session.localDragSession != nil, session.items.count == 1,
           let id = session.items.first?.localObject as? String, rows[id] != nil {
            return UITableViewDropProposal(operation: canMove(id) ? .move : .cancel, intent: .insertAtDestinationIndexPath)
        }
        guard insertion(near: destinationIndexPath, for: session) != nil else { return UITableViewDropProposal(operation: .cancel) }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        // A row moved within the list goes through the data source's `moveRowAt`; items from
        // elsewhere go to the `onInsert` of the rows they are dropped among.
        guard let (context, offset) = insertion(near: coordinator.destinationIndexPath, for: coordinator.session),
              let onInsert = context.onInsert else { return }
        onInsert(offset, coordinator.session.items.map(\.itemProvider))
    }

    /// The `ForEach` whose rows a drop at `indexPath` lands among, when it takes the session's
    /// items, and the offset in it the items go to.
    private func insertion(near indexPath: IndexPath?, for session: any UIDropSession) -> (ListRowContext, Int)? {
        guard let indexPath, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section].rows
        guard !section.isEmpty else { return nil }
        // The row at the destination, or the last row when the drop is after every row.
        let index = min(max(0, indexPath.row), section.count - 1)
        guard case .row(let context?) = section[index].kind, context.onInsert != nil,
              session.hasItemsConforming(toTypeIdentifiers: context.insertTypes) else { return nil }
        let first = index - context.offset
        let offset = min(max(0, indexPath.row - first), context.count)
        return (context, offset)
    }

    /// Tells the row's `ForEach` of a move the table made, in SwiftUI's offsets (the destination
    /// counted before the row is taken out).
    func moveRow(from source: IndexPath, to destination: IndexPath, id: String) {
        guard canMove(id), let row = rows[id]?.node, case .row(let context?) = row.kind, let onMove = context.onMove,
              source.section == destination.section else { return }
        let first = source.row - context.offset
        let target = destination.row - first
        guard target >= 0, target < context.count else { return }
        onMove(IndexSet(integer: context.offset), target > context.offset ? target + 1 : target)
    }

    /// Whether the row's `ForEach` moves rows and none of the row's views is `moveDisabled`
    /// (which resolves this row only).
    func canMove(_ id: String) -> Bool {
        guard let row = rows[id]?.node, case .row(let context?) = row.kind, context.onMove != nil else { return false }
        return !row.children.contains { $0.attributes.isMoveDisabled }
    }
}

/// The diffable data source of a hosted list: rows by identity, titles from the sections, moves
/// handed to the row's `ForEach`.
final class ListDataSource: UITableViewDiffableDataSource<Int, String> {
    weak var controller: ListTableController?

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        controller?.sections.indices.contains(section) == true ? controller?.sections[section].header : nil
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        controller?.sections.indices.contains(section) == true ? controller?.sections[section].footer : nil
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let id = itemIdentifier(for: indexPath) else { return false }
        return controller?.canMove(id) ?? false
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let id = itemIdentifier(for: sourceIndexPath)
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        if let id { controller?.moveRow(from: sourceIndexPath, to: destinationIndexPath, id: id) }
    }
}
