import CellKit

/// `type: dataTable`: a table of text (`DataTableView`), a `UIAccessibilityContainerDataTable`.
struct DataTableType: ViewType {
    let name = "dataTable"
    let summary = "A table of text whose cells are elements (`UIAccessibilityContainerDataTable`): VoiceOver reads a "
        + "cell with its row and column, after the headers that name it."
    let keys = [
        SchemaKey("columns", .list(.text), .required, "the header row: each column's title, at least one"),
        SchemaKey("rows", .list(.list(.text)), .otherwise("none"), "the rows under the header, each a list of its cells"),
        SchemaKey("rowHeaders", .bool, .defaults("false"), "whether each row's first cell heads its row"),
    ]

    func build(_ keys: MappingReader, frame: CGRect, in builder: inout SceneBuilder) throws(SceneError) -> UIView {
        let columnsNode = try keys.required("columns")
        let columns = try columnsNode.stringList()
        guard !columns.isEmpty else { throw columnsNode.error("a data table needs at least one column") }
        var rows: [[String]] = []
        for node in try keys["rows"]?.sequence() ?? [] {
            let row = try node.stringList()
            guard row.count <= columns.count else {
                throw node.error("the row has \(row.count) cells; the table has \(columns.count) columns")
            }
            rows.append(row)
        }
        guard frame.height >= CGFloat(rows.count + 1) else {
            throw try keys.required("frame").error("a table of \(rows.count + 1) rows (with its header) needs as many rows")
        }
        return DataTableView(frame: frame, columns: columns, rows: rows,
                             rowHeaders: try keys.defaulted("rowHeaders").bool())
    }
}
