#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A table view, as a scene's `tableView`: its style, its sections (header and footer titles,
/// and each row's default content: text, detail, image, accessory), whether it is being
/// edited, and whether its rows drag and it takes drops, with what its drop delegate proposes.
///
/// A table's data source is the app's code: what is captured is what is on the table. Every
/// row is read, through the data source's counts and cells (the cell on screen, else the one
/// the data source makes for the row), so rows scrolled out of sight are captured too. What a
/// cell shows beyond its default content (views of its own in its `contentView`), a delegate's
/// header views and row heights, and what a drag carries and a drop does with it are not.
///
/// Rows numbered from a template after the listed ones, when the data source can say so
/// (`PlatformBridge.numberedRows`, a scene's table under CellKit), are written back as
/// `numberedRows`, a count, not read a cell at a time: a million of them cost a line. Rows
/// listed one by one stop at `mostRows`, and the file says which were left out.
@MainActor
enum TableKeys {
    /// As many rows as a scene's views may number: the most a file lists, over all its sections.
    static let mostRows = 200_000
    /// The text a scene's `numberedRows` has when it gives none.
    static let defaultNumberedText = "Row {number}"

    static func capture(_ tableView: UITableView, walker: SceneWalker) -> TypeKeys {
        let name = walker.name(of: tableView)
        var entries: [YAMLEntry] = []
        switch tableView.style {
        case .plain: break
        case .grouped: entries.append(YAMLEntry("style", .bare("grouped")))
        default:
            walker.note("\(name): its style (inset grouped) is written as grouped")
            entries.append(YAMLEntry("style", .bare("grouped")))
        }
        var sections: [YAMLNode] = []
        let movesOnlyOwnRows = movesOnlyItsOwnRows(tableView)
        var rowsLeft = mostRows
        var rowsLeftOut = 0
        var customContent = false
        for section in 0..<max(0, tableView.numberOfSections) {
            var sectionEntries: [YAMLEntry] = []
            let titles = PlatformBridge.titles(of: tableView, section: section)
            if let header = titles.header { sectionEntries.append(YAMLEntry("header", .text(header))) }
            if let footer = titles.footer { sectionEntries.append(YAMLEntry("footer", .text(footer))) }
            let numbered = PlatformBridge.numberedRows(of: tableView, section: section)
            let rowCount = max(0, tableView.numberOfRows(inSection: section))
            let toList = numbered?.listed ?? rowCount
            let count = min(rowsLeft, toList)
            rowsLeft -= count
            rowsLeftOut += toList - count
            var rows: [YAMLNode] = []
            rows.reserveCapacity(count)
            for row in 0..<count {
                guard let cell = cell(of: tableView, at: IndexPath(row: row, section: section)) else {
                    rows.append(.text(""))
                    continue
                }
                if hasOwnContent(cell) { customContent = true }
                rows.append(self.row(cell, at: IndexPath(row: row, section: section), in: tableView,
                                     movesOnlyOwnRows: movesOnlyOwnRows, walker: walker))
            }
            if !rows.isEmpty { sectionEntries.append(YAMLEntry("rows", .list(rows, flow: false))) }
            // The numbered rows follow the listed ones; rows left out of the list would put them
            // in the wrong place, so they are left out with them.
            if let numbered, count == toList {
                var keys = [YAMLEntry("count", .bare(String(numbered.count)))]
                if numbered.template != defaultNumberedText { keys.append(YAMLEntry("text", .text(numbered.template))) }
                sectionEntries.append(YAMLEntry("numberedRows", .mapping(keys, flow: true)))
            } else if let numbered {
                rowsLeftOut += numbered.count
            }
            sections.append(.mapping(sectionEntries, flow: sectionEntries.isEmpty))
        }
        if rowsLeftOut > 0 {
            walker.note("\(name): \(rowsLeftOut) rows after the first \(mostRows) it lists (a scene lists at most "
                + "\(mostRows) rows one by one; only rows numbered from 1 after the listed ones are written as a count, "
                + "numberedRows)")
        }
        if customContent {
            walker.note("\(name): views its cells add to their content view are left out (only a cell's text, detail, "
                + "image and accessory are captured; a cell with no text of its own is written with what VoiceOver reads "
                + "of it as its text)")
        }
        if !sections.isEmpty { entries.append(YAMLEntry("sections", .list(sections, flow: false))) }
        if tableView.isEditing { entries.append(YAMLEntry("editing", .bool(true))) }
        if tableView.contentOffset != .zero {
            walker.note("\(name): its scroll position (no scene key yet); the capture opens at its first row")
        }
        if let drag = dragEntry(of: tableView, walker: walker) { entries.append(drag) }
        if let drop = dropEntry(of: tableView, walker: walker) { entries.append(drop) }
        let baseline = UITableView(frame: tableView.frame, style: tableView.style == .plain ? .plain : .grouped)
        return TypeKeys(entries: entries, baseline: baseline)
    }

    /// The row's cell: the one on screen, else the one the data source makes for it.
    private static func cell(of tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell? {
        if let shown = tableView.cellForRow(at: indexPath) { return shown }
        return tableView.dataSource?.tableView(tableView, cellForRowAt: indexPath)
    }

    /// Whether a cell's content view holds views of the app's own, beside its default labels and image.
    private static func hasOwnContent(_ cell: UITableViewCell) -> Bool {
        let defaults: [UIView?] = [cell.textLabel, cell.detailTextLabel, cell.imageView]
        let known = Set(defaults.compactMap { $0 }.map(ObjectIdentifier.init))
        return cell.contentView.subviews.contains { !known.contains(ObjectIdentifier($0)) && !$0.isHidden }
    }

    /// A row: its text alone, or `{ text, detail, accessory, symbol | cells }`, with what its
    /// cell says and offers beyond what those make (`accessibility`, `swipeActions`).
    ///
    /// A cell with no text of its own that draws views of its own (a SwiftUI `List`'s row, a
    /// cell of custom views) is written with what VoiceOver reads of it as its text: the scene's
    /// cell then says the same, and shows it.
    private static func row(_ cell: UITableViewCell, at indexPath: IndexPath, in tableView: UITableView,
                            movesOnlyOwnRows: Bool, walker: SceneWalker) -> YAMLNode {
        var text = cell.textLabel?.text ?? ""
        if text.isEmpty, hasOwnContent(cell), let label = cell.accessibilityLabel { text = label }
        let made = UITableViewCell(style: .value1, reuseIdentifier: nil)
        made.textLabel?.text = text
        var entries = [YAMLEntry("text", .text(text))]
        if let detail = cell.detailTextLabel?.text, !detail.isEmpty {
            entries.append(YAMLEntry("detail", .text(detail)))
            made.detailTextLabel?.text = detail
        }
        if let accessory = accessoryNames[cell.accessoryType], cell.accessoryType != .none {
            entries.append(YAMLEntry("accessory", .bare(accessory)))
            made.accessoryType = cell.accessoryType
        }
        if let image = cell.imageView?.image {
            if let symbol = PlatformBridge.symbolName(of: image) {
                entries.append(YAMLEntry("symbol", .bare(symbol)))
            } else if let rows = PlatformBridge.rows(of: image) {
                entries.append(YAMLEntry("cells", .list(rows.map { .text($0) }, flow: true)))
            }
            made.imageView?.image = image
        }
        var accessibility = accessibilityEntries(of: cell, baseline: made, walker: walker)
        accessibility += descriptorEntries(of: cell, at: indexPath, in: tableView, movesOnlyOwnRows: movesOnlyOwnRows,
                                           walker: walker)
        if !accessibility.isEmpty { entries.append(YAMLEntry("accessibility", .mapping(accessibility, flow: false))) }
        let swipeActions = PlatformBridge.swipeActionTitles(of: tableView, at: indexPath)
        if !swipeActions.isEmpty {
            entries.append(YAMLEntry("swipeActions", actionList(swipeActions), comment: CaptureDefaults.customActions))
        }
        if accessibility.isEmpty, swipeActions.isEmpty {
            return entries.count == 1 ? .text(text) : .mapping(entries, flow: true)
        }
        return .mapping(entries, flow: false)
    }

    /// What a row's cell says and offers that a scene's cell with its text, detail, accessory and
    /// image would not: its label, value, hint, traits and custom actions.
    private static func accessibilityEntries(of cell: UITableViewCell, baseline: UITableViewCell,
                                             walker: SceneWalker) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        // VoiceOver says nothing for an empty label, value or hint, as for none.
        for (key, live, made) in [("label", cell.accessibilityLabel, baseline.accessibilityLabel),
                                  ("value", cell.accessibilityValue, baseline.accessibilityValue),
                                  ("hint", cell.accessibilityHint, baseline.accessibilityHint)]
            where (live ?? "") != (made ?? "") {
            entries.append(YAMLEntry(key, .text(live ?? "")))
        }
        let traits = CapturedTraits.expressible(cell.accessibilityTraits)
        let madeTraits = CapturedTraits.expressible(baseline.accessibilityTraits)
        if !traits.subtracting(madeTraits).isEmpty {
            entries.append(YAMLEntry("traits", .list(CapturedTraits.names(traits.subtracting(madeTraits)).map { .bare($0) },
                                                     flow: true)))
        }
        let actions = (cell.accessibilityCustomActions ?? []).map(\.name)
        if actions.contains(where: \.isEmpty) { walker.note("custom actions without a name are left out") }
        let named = actions.filter { !$0.isEmpty }
        if !named.isEmpty {
            entries.append(YAMLEntry("customActions", actionList(named), comment: CaptureDefaults.customActions))
        }
        return entries
    }

    /// A row's own drag sources and drop points (not UIKit's, the table's drag and drops of the
    /// row), each at its point in the cell, and `[]` for a cell that says it has none; and
    /// `dragSources: []` for a row its data source cannot move in a table that moves only its own
    /// rows (`movesOnlyOwnRows`).
    private static func descriptorEntries(of cell: UITableViewCell, at indexPath: IndexPath, in tableView: UITableView,
                                          movesOnlyOwnRows: Bool, walker: SceneWalker) -> [YAMLEntry] {
        func entry(_ key: String, _ list: [UIAccessibilityLocationDescriptor]?) -> YAMLEntry? {
            guard let list else { return nil }
            let written = own(list)
            if !written.isEmpty { return YAMLEntry(key, .list(written, flow: false)) }
            return list.isEmpty ? YAMLEntry(key, .list([], flow: true)) : nil
        }
        func own(_ list: [UIAccessibilityLocationDescriptor]) -> [YAMLNode] {
            list.filter { !PlatformBridge.isUIKitsOwn($0) }.compactMap { descriptor in
                guard let view = descriptor.view, view === cell || view.isDescendant(of: cell) else {
                    walker.note("\(walker.name(of: tableView)): a row's descriptor \"\(descriptor.name)\" in a view outside its "
                        + "cell is left out")
                    return nil
                }
                let point = cell.convert(descriptor.point, from: view)
                guard point.x.isFinite, point.y.isFinite else { return nil }
                return .mapping([YAMLEntry("name", .text(descriptor.name)), YAMLEntry("point", CaptureNumbers.point(point))],
                                flow: true)
            }
        }
        var entries: [YAMLEntry] = []
        if let sources = entry("dragSources", cell.accessibilityDragSourceDescriptors) {
            entries.append(sources)
        } else if movesOnlyOwnRows, let dataSource = tableView.dataSource,
                  !PlatformBridge.canMoveRow(of: dataSource, in: tableView, at: indexPath) {
            entries.append(YAMLEntry("dragSources", .list([], flow: true)))
        }
        if let points = entry("dropPoints", cell.accessibilityDropPointDescriptors) { entries.append(points) }
        return entries
    }

    /// Actions by name, as `customActions` and `swipeActions` list them.
    private static func actionList(_ names: [String]) -> YAMLNode {
        .list(names.map { .mapping([YAMLEntry("name", .text($0))], flow: true) }, flow: false)
    }

    static let accessoryNames: [UITableViewCell.AccessoryType: String] = [
        .none: "none", .disclosureIndicator: "disclosureIndicator", .detailDisclosureButton: "detailDisclosureButton",
        .checkmark: "checkmark", .detailButton: "detailButton",
    ]

    /// `drag`, when rows drag: whether a drop may move them, as the drag delegate says.
    private static func dragEntry(of tableView: UITableView, walker: SceneWalker) -> YAMLEntry? {
        guard let delegate = tableView.dragDelegate else { return nil }
        guard tableView.dragInteractionEnabled else {
            walker.note("\(walker.name(of: tableView)): its drag interaction is turned off (no scene key yet), so its "
                + "drag is left out")
            return nil
        }
        let probe = ProbeDragSession(items: [])
        let allowsMove = PlatformBridge.allowsMove(delegate, in: tableView, probe)
        return YAMLEntry("drag", .mapping([YAMLEntry("allowsMove", .bool(allowsMove))], flow: true),
                         comment: CaptureDefaults.tableDrag)
    }

    /// `drop`, when it takes drops: the types its `canHandle` takes, and what its
    /// `dropSessionDidUpdate` proposes for a drag of one of them from this app over its first row.
    private static func dropEntry(of tableView: UITableView, walker: SceneWalker) -> YAMLEntry? {
        guard let delegate = tableView.dropDelegate else { return nil }
        let name = walker.name(of: tableView)
        let accepted = acceptedTypes(of: delegate, in: tableView)
        let types = accepted ?? [CaptureDefaults.acceptedType]
        var entries = [YAMLEntry("accepts", .list(types.map { .bare($0) }, flow: true))]
        let first = firstRow(of: tableView)
        var comment = accepted == nil ? CaptureDefaults.tableDrop : CaptureDefaults.probedTableDrop
        // A delegate is asked only about drags it can handle, as UIKit asks it.
        if accepted == nil {
            // Nothing to ask: the scene's defaults (a move, between rows) stand in.
        } else if let proposal = proposal(of: delegate, in: tableView, accepting: types) {
            var intent = proposal.intent
            switch proposal.operation {
            case .move: break
            case .copy where !PlatformBridge.probesActiveDrag && reordersByMoving(tableView, at: first):
                // Apple's samples propose a move only while the table has an active drag, which
                // a probe under UIKit cannot start: a table whose rows drag, as moves, and whose
                // data source moves rows reorders them by moving, as UIKit does. (Under CellKit
                // the probe asks as if the drag were active, so a copy is a copy.)
                comment = CaptureDefaults.tableReorder
            case .copy: entries.append(YAMLEntry("operation", .bare("copy")))
            case .cancel where reordersByMoving(tableView, at: first):
                // A table that cancels any drag but its own rows' (a SwiftUI `List` with `onMove`,
                // which knows its rows' drags by their items) reorders them by moving, between rows.
                walker.note("\(name): its drop cancels a drag from elsewhere in the app and moves its own rows; a scene's "
                    + "table proposes one operation for both, written as a move")
                intent = .insertAtDestinationIndexPath
            default:
                if proposal.operation != .forbidden {
                    walker.note("\(name): its drop proposes to cancel a drag from the app; written as forbidden")
                }
                entries.append(YAMLEntry("operation", .bare("forbidden")))
            }
            if let name = intentNames[intent], intent != .insertAtDestinationIndexPath {
                entries.append(YAMLEntry("intent", .bare(name)))
            }
        } else {
            entries.append(YAMLEntry("operation", .bare("copy")))
            entries.append(YAMLEntry("intent", .bare("unspecified")))
        }
        return YAMLEntry("drop", .mapping(entries, flow: true), comment: comment)
    }

    /// The types a table's drop delegate takes, of those a scene names; `nil` when none.
    private static func acceptedTypes(of delegate: UITableViewDropDelegate, in tableView: UITableView) -> [String]? {
        ProbeDropSession.broadest(ProbeDropSession.sceneTypes.filter {
            PlatformBridge.canHandle(delegate, in: tableView, ProbeDropSession(typeIdentifier: $0))
        })
    }

    private static func firstRow(of tableView: UITableView) -> IndexPath? {
        tableView.numberOfSections > 0 && tableView.numberOfRows(inSection: 0) > 0 ? IndexPath(row: 0, section: 0) : nil
    }

    /// What the drop delegate proposes for a drag of the first accepted type from the app, over
    /// the first row.
    private static func proposal(of delegate: UITableViewDropDelegate, in tableView: UITableView,
                                 accepting types: [String]) -> UITableViewDropProposal? {
        let session = ProbeDropSession(typeIdentifier: types.first ?? CaptureDefaults.acceptedType, local: true)
        return PlatformBridge.proposal(of: delegate, in: tableView, for: session, at: firstRow(of: tableView))
    }

    /// Whether the table moves only its own rows: it cancels a drag from elsewhere in the app
    /// while its rows drag, as moves, and its data source moves them. Its rows the data source
    /// cannot move then offer no drag (`dragSources: []`): their drag could go nowhere in it.
    static func movesOnlyItsOwnRows(_ tableView: UITableView) -> Bool {
        guard let delegate = tableView.dropDelegate, reordersByMoving(tableView, at: firstRow(of: tableView)),
              let types = acceptedTypes(of: delegate, in: tableView) else { return false }
        return proposal(of: delegate, in: tableView, accepting: types)?.operation == .cancel
    }

    /// Whether a drag of a row within the table is a move: its rows drag, a drag from it may
    /// be a move, and its data source lets the first row move.
    private static func reordersByMoving(_ tableView: UITableView, at indexPath: IndexPath?) -> Bool {
        guard let dragDelegate = tableView.dragDelegate, tableView.dragInteractionEnabled, let indexPath,
              let dataSource = tableView.dataSource else { return false }
        return PlatformBridge.allowsMove(dragDelegate, in: tableView, ProbeDragSession(items: []))
            && PlatformBridge.canMoveRow(of: dataSource, in: tableView, at: indexPath)
    }

    static let intentNames: [UITableViewDropProposal.Intent: String] = [
        .unspecified: "unspecified", .insertAtDestinationIndexPath: "insertAtDestinationIndexPath",
        .insertIntoDestinationIndexPath: "insertIntoDestinationIndexPath", .automatic: "automatic",
    ]
}
