import CellKit

/// `type: tableView`: a `UITableView` whose data source, delegate and drag and drop delegates
/// are one declarative `SceneTable`, written as an app writes them: no accessibility code. Its
/// rows' drags and drops reach VoiceOver through UIKit's own cell descriptors.
struct TableViewType: ViewType {
    let name = "tableView"
    let summary = "A `UITableView`: sections of rows, each a `UITableViewCell` with text, detail and an accessory; only "
        + "the rows on screen have cells, as in UIKit, and no more than 1,000 rows may be on screen at once (more than a "
        + "terminal shows; the cells count as views). Its `drag` and `drop` are a table view's own, and its rows offer "
        + "them to VoiceOver with no accessibility keys, as UIKit's cells do."
    let keys = [
        SchemaKey("style", .choice(SceneTable.styles.map(\.name)), .defaults("plain"), "`plain` or `grouped`"),
        SchemaKey("sections", .list(.mapping(Self.section)), .otherwise("none"), "the sections, top to bottom"),
        SchemaKey("editing", .bool, .defaults("false"),
                  "`isEditing`: rows show their reorder controls, which VoiceOver offers as a drag of the row"),
        SchemaKey("drag", .mapping(Self.drag), .optional, "makes the rows draggable (`dragDelegate`)"),
        SchemaKey("drop", .mapping(Self.drop), .optional, "takes drops (`dropDelegate`)"),
    ]

    static let section = MappingSchema(
        title: "`tableView` `sections` (each)",
        summary: "One section: its rows and the titles above and below them.",
        keys: [
            SchemaKey("header", .text, .optional, "`titleForHeaderInSection`"),
            SchemaKey("footer", .text, .optional, "`titleForFooterInSection`"),
            SchemaKey("rows", .list(.either([.text, .mapping(Self.row)])), .otherwise("none"),
                      "each the row's text, or `{ text, detail, accessory, symbol, action }`"),
            SchemaKey("numberedRows", .mapping(Self.numberedRows), .optional,
                      "more rows after `rows`, made from a template, as a data source that reads its rows from a store "
                          + "makes them: only the rows on screen are ever made"),
        ])

    static let numberedRows = MappingSchema(
        title: "`tableView` `numberedRows`",
        summary: "Rows numbered from 1, each the template's text: a long list that costs no more to load than a short one.",
        keys: [
            SchemaKey("count", .number(NumberRange.tableRows), .required, "how many rows"),
            SchemaKey("text", .text, .defaults("Row {number}"), "each row's text; `{number}` is its number, from 1"),
        ])

    static let row = MappingSchema(
        title: "`tableView` rows (each)",
        summary: "A row's cell, in the `value1` style: its text, its detail at the right, and its image at the left.",
        keys: [
            SchemaKey("text", .text, .required, "the cell's `textLabel`"),
            SchemaKey("detail", .text, .optional, "the cell's `detailTextLabel`"),
            SchemaKey("accessory", .choice(SceneTable.accessories.map(\.name)), .defaults("none"), "`accessoryType`"),
            SceneEffect.actionKey("what selecting the row does (`didSelectRowAt`), such as `push: detail`; the row is deselected"),
            SchemaKey("accessibility", .mapping(Self.rowAccessibility), .optional,
                      "what the row's cell says and offers beyond its text, as an app's `cellForRowAt` sets it"),
            SchemaKey("swipeActions", .list(.mapping(SceneEffect.customAction)), .optional,
                      "the row's swipe actions (`trailingSwipeActionsConfigurationForRowAt`), which VoiceOver offers "
                          + "first in the Actions rotor, before its custom actions"),
        ] + ImageType.imageKeys.map { key in
            SchemaKey(key.name, key.kind, key.presence, "the cell's `imageView`: " + key.summary)
        })

    static let rowAccessibility = MappingSchema(
        title: "`tableView` rows' `accessibility`",
        summary: "What VoiceOver reads of a row's cell where it is not what the cell's text makes (a row whose cell "
            + "shows views of its own, a SwiftUI `List`'s), and the actions it offers.",
        keys: [ElementKeys.label, ElementKeys.value, ElementKeys.hint, ElementKeys.traits, ElementKeys.customActions,
               SchemaKey("dragSources", .list(.mapping(Self.rowDescriptor)), .otherwise("the table's drag of the row"),
                         "the cell's own drag sources; `[]`: the row offers no drag"),
               SchemaKey("dropPoints", .list(.mapping(Self.rowDescriptor)), .otherwise("the table's drops around the row"),
                         "the cell's own drop points; `[]`: the row offers no drop")])

    static let rowDescriptor = MappingSchema(
        title: "`tableView` rows' `dragSources`, `dropPoints` (each)",
        summary: "A `UIAccessibilityLocationDescriptor` in the row's cell: VoiceOver starts the drag (or drops) there, "
            + "with the table view's own interaction.",
        keys: [
            SchemaKey("name", .text, .required, "the action's name in the Actions rotor"),
            SchemaKey("point", .point, .required, "where the drag starts or the drop lands, in the cell"),
        ])

    /// What a row does, by where it is when the scene opens, resolved once every view exists: its
    /// selection's `action`, and its `accessibility` with its custom and swipe actions.
    struct RowEffects {
        let indexPath: IndexPath
        var action: SceneEffect?
        var accessibility: SceneTable.RowAccessibility?
        var customActions: [(String, SceneEffect)] = []
        var swipeActions: [(String, SceneEffect)] = []
    }

    static let drag = MappingSchema(
        title: "`tableView` `drag`",
        summary: "The rows are draggable: a drag carries the row's text as `public.plain-text`; within the table "
            + "view a drop moves the row (`moveRowAt`).",
        keys: [
            SchemaKey("text", .text, .otherwise("the row's text"),
                      "what a row's drag carries; `{text}` and `{detail}` are the row's"),
            SchemaKey("allowsMove", .bool, .defaults("true"),
                      "`dragSessionAllowsMoveOperation`: whether a drop may move the row (within this table, or to "
                          + "another of this app's tables, which takes it out of this one)"),
        ])

    static let drop = MappingSchema(
        title: "`tableView` `drop`",
        summary: "Drops are taken: each item's text, once loaded, becomes a new row at the destination index path "
            + "(or goes into the row there); a drag of one of this table's rows moves it.",
        keys: [
            SchemaKey("accepts", .typeIdentifiers, .required, "`canHandle`: the type identifiers it takes"),
            SchemaKey("operation", .choice(["move", "copy", "forbidden"]), .defaults("move"),
                      "the proposal's operation for a drag from this app; from another app a move is a copy"),
            SchemaKey("intent", .choice(SceneTable.intents.map(\.name)), .defaults("insertAtDestinationIndexPath"),
                      "the proposal's intent: `insertAtDestinationIndexPath` inserts between rows; "
                          + "`insertIntoDestinationIndexPath` drops into the row there, whose detail gains the text; "
                          + "`automatic` lets the place in the row decide"),
            SchemaKey("effect", .choice(["insert"]), .defaults("insert"), "a drop inserts a row with the loaded text"),
            SchemaKey("announce", .text, .optional, "announced when a dropped row has arrived; `{text}` is its text"),
        ])

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let styleName = try keys.defaulted("style").choice(SceneTable.styles.map(\.name))
        let style = SceneTable.styles.first { $0.name == styleName }?.style ?? .plain

        var sections: [SceneTable.Section] = []
        var effects: [RowEffects] = []
        for node in try keys["sections"]?.sequence() ?? [] {
            let sectionKeys = try node.mapping(Self.section)
            var section = SceneTable.Section(header: try sectionKeys["header"]?.string(),
                                             footer: try sectionKeys["footer"]?.string())
            for rowNode in try sectionKeys["rows"]?.sequence() ?? [] {
                if case .scalar = rowNode.node {
                    section.rows.append(SceneTable.Row(text: try rowNode.string()))
                    continue
                }
                let rowKeys = try rowNode.mapping(Self.row)
                var row = SceneTable.Row(text: try rowKeys.required("text").string())
                row.detail = try rowKeys["detail"]?.string()
                let accessory = try rowKeys.defaulted("accessory").choice(SceneTable.accessories.map(\.name))
                row.accessory = SceneTable.accessories.first { $0.name == accessory }?.type ?? .none
                row.image = try ImageType.image(rowKeys)
                var rowEffects = RowEffects(indexPath: IndexPath(row: section.rows.count, section: sections.count))
                if let node = rowKeys["action"] {
                    rowEffects.action = try SceneEffect(try node.mapping(SceneEffect.controlAction), screen: builder.currentScreen)
                }
                try Self.readAccessibility(of: rowKeys, into: &rowEffects, screen: builder.currentScreen)
                if rowEffects.action != nil || rowEffects.accessibility != nil { effects.append(rowEffects) }
                section.rows.append(row)
            }
            if let node = sectionKeys["numberedRows"] {
                let numbered = try node.mapping(Self.numberedRows)
                let upper = Int(NumberRange.tableRows.upperBound)
                section.rows.append(numbered: try numbered.required("count").int(in: 0...upper),
                                    template: try numbered.defaulted("text").string())
            }
            sections.append(section)
        }

        var dragRules: SceneTable.DragRules?
        if let node = keys["drag"] {
            let drag = try node.mapping(Self.drag)
            dragRules = SceneTable.DragRules(text: try drag["text"]?.string() ?? "{text}",
                                             allowsMove: try drag.defaulted("allowsMove").bool())
        }
        var dropRules: SceneTable.DropRules?
        if let node = keys["drop"] {
            let drop = try node.mapping(Self.drop)
            _ = try drop.defaulted("effect").choice(["insert"])
            var rules = SceneTable.DropRules(acceptedTypes: try drop.required("accepts").acceptedTypes())
            let operation = try drop.defaulted("operation").choice(["move", "copy", "forbidden"])
            rules.operation = operation == "copy" ? .copy : operation == "forbidden" ? .forbidden : .move
            let intent = try drop.defaulted("intent").choice(SceneTable.intents.map(\.name))
            rules.intent = SceneTable.intents.first { $0.name == intent }?.intent ?? .insertAtDestinationIndexPath
            rules.announcement = try drop["announce"]?.string()
            dropRules = rules
        }

        let table = SceneTable(sections: sections, dragRules: dragRules, dropRules: dropRules)
        let tableView = UITableView(frame: frame, style: style)
        table.attach(to: tableView)
        try Self.countCells(of: tableView, keys: keys, in: &builder)
        tableView.setEditing(try keys.defaulted("editing").bool(), animated: false)
        builder.delegates.append(table)
        if !effects.isEmpty { builder.references.append(.rowActions(table, effects)) }
        return tableView
    }

    /// A row's `accessibility` and `swipeActions`: what it says, now, and its actions, to be
    /// resolved once every view exists. Given the builder's screen, not the builder, which was
    /// copied whole for each row.
    private static func readAccessibility(of rowKeys: MappingReader, into effects: inout RowEffects,
                                          screen: SceneScreen?) throws(SceneError) {
        let swipeNode = rowKeys["swipeActions"]
        guard rowKeys["accessibility"] != nil || swipeNode != nil else { return }
        let accessibility = SceneTable.RowAccessibility()
        if let node = rowKeys["accessibility"] {
            let keys = try node.mapping(rowAccessibility)
            accessibility.label = try keys["label"]?.string()
            accessibility.value = try keys["value"]?.string()
            accessibility.hint = try keys["hint"]?.string()
            if let node = keys["traits"] { accessibility.traits = try ElementKeys.traits(node) }
            effects.customActions = try namedActions(keys["customActions"], screen: screen)
            accessibility.dragSources = try descriptors(keys["dragSources"])
            accessibility.dropPoints = try descriptors(keys["dropPoints"])
        }
        effects.swipeActions = try namedActions(swipeNode, screen: screen)
        effects.accessibility = accessibility
    }

    /// A row's own descriptors; `nil` when the row has no such key (UIKit's own then stand).
    private static func descriptors(_ node: NodeReader?) throws(SceneError) -> [(name: String, point: CGPoint)]? {
        guard let node else { return nil }
        var found: [(name: String, point: CGPoint)] = []
        for item in try node.sequence() {
            let keys = try item.mapping(rowDescriptor)
            found.append((try keys.required("name").string(), try keys.required("point").point()))
        }
        return found
    }

    /// Each of a list of actions: its name (not empty) and what it does.
    private static func namedActions(_ node: NodeReader?, screen: SceneScreen?) throws(SceneError) -> [(String, SceneEffect)] {
        var actions: [(String, SceneEffect)] = []
        for item in try node?.sequence() ?? [] {
            let entry = try item.mapping(SceneEffect.customAction)
            let name = try entry.required("name").string()
            guard !name.isEmpty else { throw try entry.required("name").error("an action needs a name") }
            actions.append((name, try SceneEffect(entry, screen: screen)))
        }
        return actions
    }

    /// The cells the table will make for the rows it shows at once, counted before any is made:
    /// no more rows than a terminal shows (`UITableView.mostRowsShownAtOnce`, a limit UIKit
    /// does not have), and their views with the scene's others against the view limit. A table
    /// taller than its rows costs only its rows.
    private static func countCells(of tableView: UITableView, keys: MappingReader,
                                   in builder: inout SceneBuilder) throws(SceneError) {
        let shown = tableView.shownAtOnce
        let node = keys["frame"] ?? keys.reader
        let most = UITableView.mostRowsShownAtOnce
        guard shown.rows <= most else {
            throw node.error("the table view would show \(shown.rows) rows at once, past the limit of \(most) rows a table "
                + "view shows at once (more than a terminal shows): make its frame at most \(most) rows tall, or give it "
                + "fewer rows")
        }
        let views = shown.cells * SceneTable.viewsPerCell + shown.sectionViews
        try builder.countShownViews(views, of: "the table view's \(shown.cells) cells (\(views) views)", at: node)
    }
}
