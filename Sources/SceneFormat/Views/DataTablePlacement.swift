import CellKit

/// Places a scene's data table cells as they are listed, row by row, the way an HTML table
/// places them: each cell at the first position of its row that no cell above spans into,
/// covering its spans; `~` keeps a position empty. A cell that would leave the table's columns
/// (when the header row fixes them) or overlap another is refused where it is written.
@MainActor
final class DataTablePlacement {
    private(set) var cells: [DataTableCell] = []
    /// The positions taken, by row: by a cell, a span, or an empty mark.
    private var taken: [Int: Set<Int>] = [:]
    private var row = 0
    private var column = 0
    /// The widest row so far, in columns.
    private var widest = 0
    /// The row a span reaches lowest, and the node of the cell that reaches it.
    private var lowest: (row: Int, node: NodeReader)?
    private let columnLimit: Int?
    private let reportsRows: Bool
    private let reportsColumns: Bool
    /// What the cells belong to until their table exists (`DataTableView` takes them over).
    private let container = UIView(frame: .zero)

    init(columnLimit: Int?, reportsRows: Bool, reportsColumns: Bool) {
        self.columnLimit = columnLimit
        self.reportsRows = reportsRows
        self.reportsColumns = reportsColumns
    }

    /// How many columns the table has: the header row's, or the widest row's.
    var columnCount: Int { columnLimit ?? widest }

    /// Moves past the positions spans from above already cover.
    private func skipTaken() {
        while taken[row, default: []].contains(column) { column += 1 }
    }

    /// Places a cell at the next free position of the row.
    @discardableResult
    func place(text: String, spans: (rows: Int, columns: Int), headsRow: Bool, headsColumn: Bool,
               at node: NodeReader) throws(SceneError) -> DataTableCell {
        skipTaken()
        let place = DataTableCell.Place(row: row, column: column, rowSpan: spans.rows, columnSpan: spans.columns)
        if let limit = columnLimit, column + spans.columns > limit {
            throw node.error("the cell reaches column \(column + spans.columns); the header row has \(Self.columns(limit))")
        }
        for covered in row..<row + spans.rows {
            let clash = (column..<column + spans.columns).first { taken[covered, default: []].contains($0) }
            if let clash {
                throw node.error("the cell would cover row \(covered + 1), column \(clash + 1), which a cell above already spans")
            }
            taken[covered, default: []].formUnion(column..<column + spans.columns)
        }
        if spans.rows > 1, row + spans.rows - 1 > lowest?.row ?? -1 { lowest = (row + spans.rows - 1, node) }
        let cell = DataTableCell(text: text, place: place, headsRow: headsRow, headsColumn: headsColumn,
                                 reportsRow: reportsRows, reportsColumn: reportsColumns, in: container)
        cells.append(cell)
        column += spans.columns
        widest = max(widest, column)
        return cell
    }

    /// Keeps the next free position of the row empty (no cell there).
    func skip(at node: NodeReader) throws(SceneError) {
        skipTaken()
        if let limit = columnLimit, column >= limit {
            throw node.error("the empty position is column \(column + 1); the header row has \(Self.columns(limit))")
        }
        taken[row, default: []].insert(column)
        column += 1
        widest = max(widest, column)
    }

    private static func columns(_ count: Int) -> String { count == 1 ? "1 column" : "\(count) columns" }

    /// Ends the row: the next cell starts the next one.
    func endRow() {
        row += 1
        column = 0
    }

    /// How many rows the table has, `nil` for none; a span below the last row is refused.
    func rowCount(at node: NodeReader) throws(SceneError) -> Int? {
        guard row > 0 else { return nil }
        if let lowest, lowest.row >= row {
            throw lowest.node.error("the cell spans down to row \(lowest.row + 1); the table has \(row) rows")
        }
        return row
    }
}
