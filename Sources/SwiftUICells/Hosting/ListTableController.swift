/// The data source (`ListDataSource`), row delegates (`ListRowsDelegate`,
/// `MeasuredListRowsDelegate`) and drag and drop delegates of a hosted `List`'s table.
///
/// A state change costs the rows that changed and the rows on screen: each section's rows are
/// compared with the last evaluation's at both ends by a scan of the data (`ListRowChanges`),
/// only the rows between are keyed by identity, and the table is told of those rows' deletions
/// and insertions, not given every row again. Each row's height is kept in the table's order
/// and patched with the rows; while every row has one height the table is told that height
/// (`rowHeight`), so it asks no row's height when its rows change.
@MainActor
final class ListTableController: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
    private(set) var sections: [ListSection] = []
    /// How many rows have each height: while it is one height, the table is told it.
    private var heightCounts: [CGFloat: Int] = [:]
    /// The width the heights were measured at.
    private var heightsWidth: CGFloat?
    private let dataSource = ListDataSource()
    private let uniformRows = ListRowsDelegate()
    private let measuredRows = MeasuredListRowsDelegate()
    private weak var table: UITableView?
    /// The host whose storage the rows' views keep their state in.
    private weak var host: HostState?
    /// The list's selection binding, when it has one.
    private var selection: ListSelection?

    func attach(to table: UITableView) {
        self.table = table
        table.register(HostedRowCell.self, forCellReuseIdentifier: HostedRowCell.reuseIdentifier)
        dataSource.controller = self
        uniformRows.controller = self
        measuredRows.controller = self
        table.dataSource = dataSource
        table.delegate = uniformRows
    }

    /// Shows the list `node` resolved to: its sections and rows, by identity.
    func update(_ node: Node) {
        guard let table else { return }
        let fresh = Self.sections(of: node)
        let runs = fresh.flatMap { $0.segments.compactMap(\.run) }
        if let first = runs.first { host = first.host }
        let moves = runs.contains { $0.onMove != nil }
        let inserts = runs.contains { $0.onInsert != nil }
        table.dragDelegate = moves ? self : nil
        table.dropDelegate = moves || inserts ? self : nil
        table.dragInteractionEnabled = moves
        // The environment's edit mode is the table's: its rows show delete and reorder controls.
        table.isEditing = node.environment.editMode?.wrappedValue.isEditing == true
        if case .list(let selection) = node.kind { self.selection = selection }
        // A tap on a row in edit mode reaches the delegate (which selects it) only when the
        // list selects.
        table.allowsSelectionDuringEditing = selection != nil
        let width = table.bounds.width
        if heightsWidth == nil {
            // The first load: every row is measured (which resolves it).
            sections = fresh
            measureEveryRow(width: width)
            table.reloadData()
        } else {
            applyChanges(to: fresh, in: table, width: width)
            if heightsWidth != width {
                // A new width: every row is measured again, and the table keeps its cells.
                measureEveryRow(width: width)
                table.performBatchUpdates(nil)
            }
        }
        heightsWidth = width
        refreshShownRows(in: table, width: width)
    }

    /// Measures every row of every section at `width` (which resolves it).
    private func measureEveryRow(width: CGFloat) {
        heightCounts = [:]
        for index in sections.indices {
            sections[index].heights = measureRows(of: sections[index], width: width)
            for height in sections[index].heights { heightCounts[height, default: 0] += 1 }
        }
        applyRowHeights()
    }

    private func measureRows(of section: ListSection, width: CGFloat) -> [CGFloat] {
        (0..<section.rowCount).map { row in
            section.node(atShown: row).map { measure($0, width: width) } ?? NodeLayout.rowHeight
        }
    }

    /// Tells the table of the rows that changed from what it shows to `fresh`.
    private func applyChanges(to fresh: [ListSection], in table: UITableView, width: CGFloat) {
        var fresh = fresh
        var deletions: [IndexPath] = [], insertions: [IndexPath] = []
        var gone: Set<String> = []
        var titlesChanged = false
        for index in fresh.indices {
            guard index < sections.count else {
                fresh[index].heights = measureRows(of: fresh[index], width: width)
                for height in fresh[index].heights { heightCounts[height, default: 0] += 1 }
                continue
            }
            let changes = ListRowChanges(from: sections[index], to: fresh[index])
            host?.identityWork += changes.work
            gone.formUnion(changes.goneStorage)
            titlesChanged = titlesChanged || sections[index].header != fresh[index].header || sections[index].footer != fresh[index].footer
            // The heights are patched where the rows changed, in place.
            var heights = sections[index].heights
            sections[index].heights = []
            var between: [CGFloat] = []
            between.reserveCapacity(changes.newRange.count)
            for (offset, position) in changes.newRange.enumerated() {
                if let before = changes.previous[offset] {
                    between.append(heights[before])
                } else {
                    between.append(fresh[index].node(atShown: position).map { measure($0, width: width) } ?? NodeLayout.rowHeight)
                }
            }
            for position in changes.oldRange { forget(heights[position]) }
            for height in between { heightCounts[height, default: 0] += 1 }
            heights.replaceSubrange(changes.oldRange, with: between)
            fresh[index].heights = heights
            deletions += changes.deletions.map { IndexPath(row: $0, section: index) }
            insertions += changes.insertions.map { IndexPath(row: $0, section: index) }
        }
        let oldCount = sections.count
        for section in sections.dropFirst(fresh.count) {
            for height in section.heights { forget(height) }
            for case .run(let run) in section.segments {
                for offset in 0..<run.count { gone.insert(run.source.storagePath(at: offset)) }
            }
        }
        sections = fresh
        host?.forgetStorage(under: gone)
        applyRowHeights()
        guard !deletions.isEmpty || !insertions.isEmpty || oldCount != fresh.count || titlesChanged else { return }
        table.performBatchUpdates {
            if !deletions.isEmpty { table.deleteRows(at: deletions, with: .none) }
            if !insertions.isEmpty { table.insertRows(at: insertions, with: .none) }
            if oldCount > fresh.count { table.deleteSections(IndexSet(fresh.count..<oldCount), with: .none) }
            if fresh.count > oldCount { table.insertSections(IndexSet(oldCount..<fresh.count), with: .none) }
        }
    }

    /// The rows on screen are measured and shown again: what a row shows may have changed
    /// though its identity has not (the others are made when they are shown). A row off screen
    /// keeps its height until it is shown.
    private func refreshShownRows(in table: UITableView, width: CGFloat) {
        var heightChanged = false
        for path in table.indexPathsForVisibleRows ?? [] {
            guard sections.indices.contains(path.section), sections[path.section].heights.indices.contains(path.row),
                  let row = sections[path.section].node(atShown: path.row) else { continue }
            let height = measure(row, width: width)
            if sections[path.section].heights[path.row] != height {
                forget(sections[path.section].heights[path.row])
                heightCounts[height, default: 0] += 1
                sections[path.section].heights[path.row] = height
                heightChanged = true
            }
            if let cell = table.cellForRow(at: path) as? HostedRowCell { configure(cell, at: path) }
        }
        guard heightChanged else { return }
        applyRowHeights()
        // The table places its rows again at their new heights.
        table.performBatchUpdates(nil)
    }

    private func forget(_ height: CGFloat) {
        guard let count = heightCounts[height] else { return }
        heightCounts[height] = count > 1 ? count - 1 : nil
    }

    /// While every row has one height the table is told it and asks no row's; else the
    /// delegate gives each row's.
    private func applyRowHeights() {
        guard let table else { return }
        if heightCounts.count <= 1 {
            let shared = heightCounts.keys.first ?? NodeLayout.rowHeight
            if table.delegate !== uniformRows { table.delegate = uniformRows }
            if table.rowHeight != shared { table.rowHeight = shared }
        } else if table.delegate !== measuredRows {
            table.delegate = measuredRows
        }
    }

    /// The sections of a list: each `Section`, and the rows outside one in sections of their own.
    private static func sections(of list: Node) -> [ListSection] {
        var result: [ListSection] = []
        var loose: [ListSegment] = []
        for child in list.children {
            if case .section(let hasHeader) = child.kind {
                if !loose.isEmpty { result.append(ListSection(segments: loose)) }
                loose = []
                var rows = child.children
                let header = hasHeader && !rows.isEmpty ? AccessibilityReader.combinedLabel([rows.removeFirst()]) : nil
                var footer: String?
                if let last = rows.last, segment(last) == nil {
                    footer = AccessibilityReader.combinedLabel([last])
                    rows.removeLast()
                }
                result.append(ListSection(header: header, footer: footer, segments: rows.compactMap(segment)))
            } else if let segment = segment(child) {
                loose.append(segment)
            }
        }
        if !loose.isEmpty || result.isEmpty { result.append(ListSection(segments: loose)) }
        return result
    }

    private static func segment(_ node: Node) -> ListSegment? {
        switch node.kind {
        case .row: .single(node)
        case .rows(let run): .run(run)
        default: nil
        }
    }

    private func metrics() -> CellMetrics {
        table?.cellMetrics ?? .points
    }

    /// The row the table shows at `indexPath`.
    func node(at indexPath: IndexPath) -> Node? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].node(atShown: indexPath.row)
    }

    /// Lays the row out at the table's width and shows it in the cell.
    func configure(_ cell: HostedRowCell, at indexPath: IndexPath) {
        guard let row = node(at: indexPath) else { return }
        var layout = NodeLayout(metrics: metrics())
        let width = table?.bounds.width ?? 0
        let size = layout.size(of: row, proposed: ProposedSize(width: width, height: nil))
        layout.place(row, in: CGRect(x: 0, y: 0, width: width, height: size.height))
        _ = cell.materializer.show(row.children, in: cell.contentView, readingInside: true)
        AccessibilityReader().makeRowElement(row, cell: cell, views: cell.materializer.views)
        cell.isMoveDisabled = !canMove(at: indexPath)
        showSelection(of: row, in: cell)
    }

    // MARK: Selection

    /// Shows whether the row is selected, and makes a double tap on it select it: always while
    /// the list is edited, else when the row does nothing of its own (a button in it) [sim].
    private func showSelection(of row: Node, in cell: HostedRowCell) {
        guard let selection, let tag = Self.selectionTag(of: row), selection.accepts(tag) else {
            cell.showRowSelected(false)
            return
        }
        cell.showRowSelected(selection.isSelected(tag))
        if table?.isEditing == true || cell.activation == nil {
            cell.activation = { [weak self] in self?.choose(tag) }
        }
    }

    /// A tap on the row the table shows at `indexPath` (a finger's; VoiceOver's double tap is
    /// the cell's activation): it selects the row in the list's selection.
    func tapRow(at indexPath: IndexPath) {
        guard let selection, let row = node(at: indexPath), let tag = Self.selectionTag(of: row), selection.accepts(tag) else { return }
        choose(tag)
    }

    private func choose(_ tag: AnyHashable) {
        selection?.choose(tag, table?.isEditing == true)
    }

    /// The value a row is selected by: its own tag, or that of the view it is made of (a
    /// `ForEach` tags each element's views with its identity), looking through padding and frames.
    static func selectionTag(of row: Node) -> AnyHashable? {
        if let tag = row.attributes.tag { return tag }
        for child in row.children {
            var node: Node? = child
            while let current = node {
                if let tag = current.attributes.tag { return tag }
                node = current.isLayoutWrapper ? current.children.first : nil
            }
        }
        return nil
    }

    /// A row's height, kept in the table's order.
    func height(at indexPath: IndexPath) -> CGFloat {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].heights.indices.contains(indexPath.row) else {
            return NodeLayout.rowHeight
        }
        return sections[indexPath.section].heights[indexPath.row]
    }

    private func measure(_ row: Node, width: CGFloat) -> CGFloat {
        var layout = NodeLayout(metrics: metrics())
        return layout.size(of: row, proposed: ProposedSize(width: width, height: nil)).height
    }

    func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard sections.indices.contains(indexPath.section),
              let (run, offset) = sections[indexPath.section].run(atShown: indexPath.row), let onDelete = run.onDelete else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            onDelete(IndexSet(integer: offset))
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    // MARK: Moving rows

    /// Where a row moved by the table lands: within its own `ForEach`, as SwiftUI keeps a row
    /// among its `ForEach`'s rows.
    func target(forMoving source: IndexPath, proposed: IndexPath) -> IndexPath {
        guard sections.indices.contains(source.section),
              let bounds = sections[source.section].segmentBounds(ofShown: source.row), !bounds.isEmpty else { return source }
        if proposed.section != source.section {
            return IndexPath(row: proposed.section < source.section ? bounds.lowerBound : bounds.upperBound - 1, section: source.section)
        }
        return IndexPath(row: min(max(proposed.row, bounds.lowerBound), bounds.upperBound - 1), section: source.section)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard canMove(at: indexPath), let row = node(at: indexPath),
              let key = sections[indexPath.section].key(atShown: indexPath.row) else { return [] }
        let provider = NSItemProvider(object: AccessibilityReader.combinedLabel(row.children) as NSString)
        let item = UIDragItem(itemProvider: provider)
        item.localObject = ListRowDrag(key: key, indexPath: indexPath)
        return [item]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if session.localDragSession != nil, session.items.count == 1,
           let drag = session.items.first?.localObject as? ListRowDrag, sections.indices.contains(drag.indexPath.section),
           sections[drag.indexPath.section].key(atShown: drag.indexPath.row) == drag.key {
            return UITableViewDropProposal(operation: canMove(at: drag.indexPath) ? .move : .cancel, intent: .insertAtDestinationIndexPath)
        }
        guard insertion(near: destinationIndexPath, for: session) != nil else { return UITableViewDropProposal(operation: .cancel) }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        // A row moved within the list goes through the data source's `moveRowAt`; items from
        // elsewhere go to the `onInsert` of the rows they are dropped among.
        guard let (run, offset) = insertion(near: coordinator.destinationIndexPath, for: coordinator.session),
              let onInsert = run.onInsert else { return }
        onInsert(offset, coordinator.session.items.map(\.itemProvider))
    }

    /// The `ForEach` whose rows a drop at `indexPath` lands among, when it takes the session's
    /// items, and the offset in it the items go to.
    private func insertion(near indexPath: IndexPath?, for session: any UIDropSession) -> (ListRowRun, Int)? {
        guard let indexPath, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.rowCount > 0 else { return nil }
        // The row at the destination, or the last row when the drop is after every row.
        let index = min(max(0, indexPath.row), section.rowCount - 1)
        guard let (run, _) = section.run(atShown: index), run.onInsert != nil,
              session.hasItemsConforming(toTypeIdentifiers: run.insertTypes),
              let bounds = section.segmentBounds(ofShown: index) else { return nil }
        return (run, min(max(0, indexPath.row - bounds.lowerBound), run.count))
    }

    /// The table moved a row itself: its section follows, and the row's `ForEach` is told, in
    /// SwiftUI's offsets (the destination counted before the row is taken out).
    func moveRow(from source: IndexPath, to destination: IndexPath) {
        guard sections.indices.contains(source.section), source.section == destination.section else { return }
        let movable = canMove(at: source)
        let found = sections[source.section].run(atShown: source.row)
        let bounds = sections[source.section].segmentBounds(ofShown: source.row)
        sections[source.section].tableMoved(from: source.row, to: destination.row)
        guard movable, let (run, offset) = found, let onMove = run.onMove, let bounds else { return }
        let target = destination.row - bounds.lowerBound
        guard target >= 0, target < run.count else { return }
        onMove(IndexSet(integer: offset), target > offset ? target + 1 : target)
    }

    /// Whether the row's `ForEach` moves rows and none of the row's views is `moveDisabled`
    /// (which resolves this row only).
    func canMove(at indexPath: IndexPath) -> Bool {
        guard sections.indices.contains(indexPath.section),
              let (run, _) = sections[indexPath.section].run(atShown: indexPath.row), run.onMove != nil,
              let row = node(at: indexPath) else { return false }
        return !row.children.contains { $0.attributes.isMoveDisabled }
    }
}

/// What a drag of a list's row carries for its own table: the row's identity and where it was.
struct ListRowDrag {
    let key: ListRowKey
    let indexPath: IndexPath
}
