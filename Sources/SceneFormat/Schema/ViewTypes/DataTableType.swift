import CellKit

/// `type: dataTable`: a table of text (`DataTableView`), a `UIAccessibilityContainerDataTable`,
/// as UIKit allows one: with or without a header row, several headers per row and column, cells
/// that span rows or columns, positions with no cell, cells with their own value, hint and traits.
struct DataTableType: ViewType {
    let name = "dataTable"
    let summary = "A table of text whose cells are elements (`UIAccessibilityContainerDataTable`): VoiceOver reads a "
        + "cell with the headers that name it, its spans, its row (on a row's first cell) and column, then its value."

    /// What a position with no cell is written as.
    static let emptyMarks: Set<String> = ["~", "null"]

    private static func isEmptyMark(_ item: NodeReader) -> Bool {
        if case .scalar(let text, _, _) = item.node { emptyMarks.contains(text) } else { false }
    }

    @MainActor static let cell = MappingSchema(
        title: "`dataTable` `rows`, each cell",
        summary: "A cell written as a mapping, for more than its text. Cells are placed left to right, each at the "
            + "first position of its row that no cell above spans into.",
        keys: [
            SchemaKey("text", .text, .required, "what the cell shows, and VoiceOver says as its label"),
            ElementKeys.value, ElementKeys.hint, ElementKeys.traits, ElementKeys.customContent,
            SchemaKey("rowSpan", .number(1...10_000), .defaults("1"), "how many rows the cell covers, downwards"),
            SchemaKey("columnSpan", .number(1...10_000), .defaults("1"), "how many columns the cell covers, rightwards"),
            SchemaKey("headsRow", .bool, .defaults("false"),
                      "the cell is one of the headers of the rows it covers (`accessibilityHeaderElements(forRow:)`)"),
            SchemaKey("headsColumn", .bool, .defaults("false"),
                      "the cell is one of the headers of the columns it covers (`accessibilityHeaderElements(forColumn:)`)"),
        ])

    @MainActor var keys: [SchemaKey] {
        [
            SchemaKey("columns", .list(.text), .otherwise("no header row"),
                      "the header row: each column's title, which heads its column"),
            SchemaKey("rows", .list(.list(.either([.text, .mapping(Self.cell)]))), .otherwise("none"),
                      "the rows (under the header row), each a list of its cells: text, `~` for a position with no "
                        + "cell, or a mapping"),
            SchemaKey("rowHeaders", .bool, .defaults("false"), "whether each row's first cell heads its row"),
            SchemaKey("definesRows", .bool, .defaults("true"),
                      "`false`: the cells give no row (`NSNotFound`), so VoiceOver says neither row numbers nor row headers"),
            SchemaKey("definesColumns", .bool, .defaults("true"),
                      "`false`: the cells give no column (`NSNotFound`), so VoiceOver says no column numbers"),
        ]
    }

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let titles = try keys["columns"].map { node throws(SceneError) -> [String] in
            let titles = try node.stringList()
            guard !titles.isEmpty else { throw node.error("a header row needs at least one column; leave `columns` out for none") }
            return titles
        }
        let rowHeaders = try keys.defaulted("rowHeaders").bool()
        let reportsRows = try keys.defaulted("definesRows").bool(), reportsColumns = try keys.defaulted("definesColumns").bool()
        let rowNodes = try keys["rows"]?.sequence() ?? []
        // The table's size is known before any cell is placed: a frame too short, or a span
        // below the last row, is refused at once.
        let rowCount = (titles == nil ? 0 : 1) + rowNodes.count
        guard rowCount > 0 else {
            throw keys.reader.error("a data table needs a header row (`columns`) or at least one row of cells")
        }
        guard frame.height >= CGFloat(rowCount) else {
            throw try keys.required("frame").error("a table of \(rowCount) rows needs a frame \(rowCount) rows high")
        }
        let table = DataTablePlacement(columnLimit: titles?.count, rowLimit: rowCount,
                                       reportsRows: reportsRows, reportsColumns: reportsColumns)
        if let titles {
            try builder.countMade(titles.count, what: "data table cells", at: keys.required("columns"))
            for title in titles {
                try table.place(text: title, spans: (1, 1), headsRow: false, headsColumn: true, at: keys.required("columns"))
            }
            table.endRow()
        }
        var entries: [(DataTableCell, MappingReader?, NodeReader)] = []
        for rowNode in rowNodes {
            // Each cell is an element, counted with the scene's views before its row is made.
            let items = try rowNode.sequence()
            try builder.countMade(items.count(where: { !Self.isEmptyMark($0) }), what: "data table cells", at: rowNode)
            var first = true
            for item in items {
                if case .scalar(let text, _, _) = item.node {
                    if Self.emptyMarks.contains(text) {
                        try table.skip(at: item)
                        continue
                    }
                    let cell = try table.place(text: text, spans: (1, 1), headsRow: rowHeaders && first, headsColumn: false, at: item)
                    entries.append((cell, nil, item))
                } else {
                    let cellKeys = try item.mapping(Self.cell)
                    let spans = (try cellKeys.defaulted("rowSpan").int(in: 1...10_000), try cellKeys.defaulted("columnSpan").int(in: 1...10_000))
                    let headsRow = try cellKeys.defaulted("headsRow").bool()
                    let cell = try table.place(text: try cellKeys.required("text").string(), spans: spans,
                                               headsRow: headsRow || (rowHeaders && first),
                                               headsColumn: try cellKeys.defaulted("headsColumn").bool(), at: item)
                    entries.append((cell, cellKeys, item))
                }
                first = false
            }
            table.endRow()
        }
        let view = DataTableView(frame: frame, cells: table.cells, rowCount: rowCount, columnCount: table.columnCount,
                                 hasHeaderRow: titles != nil)
        for (cell, cellKeys, node) in entries {
            builder.locations.append((ObjectIdentifier(cell), node.location))
            if let cellKeys {
                try ElementKeys.apply(cellKeys, to: cell, host: view, area: cell.accessibilityFrameInContainerSpace, in: &builder)
            }
        }
        return view
    }
}
