import CellKit

/// Places a scene's data table cells as they are listed, row by row, the way an HTML table
/// places them: each cell at the first position of its row that no cell above spans into,
/// covering its spans; `~` keeps a position empty. A cell that would leave the table's columns
/// (when the header row fixes them) or rows, or overlap another, is refused where it is
/// written, before it is placed.
///
/// Spans are rectangles: what the row's cells must pass over is kept as runs of columns
/// (`ColumnRuns`), a span joining them when its cell is placed and leaving them after its last
/// row, so a table costs what its cells are, however many positions their spans cover.
@MainActor
final class DataTablePlacement {
    private(set) var cells: [DataTableCell] = []
    /// The columns of the current row that cells spanning down cover (from rows above, and from
    /// this row, behind the next position).
    private var covered = ColumnRuns()
    /// The columns of each spanning cell, by the last row it covers: they are uncovered after it.
    private var spansEnding: [Int: [Range<Int>]] = [:]
    private var row = 0
    private var column = 0
    /// The widest row so far, in columns.
    private var widest = 0
    private let columnLimit: Int?
    /// How many rows the table has, header row included: known before any cell is placed.
    private let rowLimit: Int
    private let reportsRows: Bool
    private let reportsColumns: Bool
    /// What the cells belong to until their table exists (`DataTableView` takes them over).
    private let container = UIView(frame: .zero)

    init(columnLimit: Int?, rowLimit: Int, reportsRows: Bool, reportsColumns: Bool) {
        self.columnLimit = columnLimit
        self.rowLimit = rowLimit
        self.reportsRows = reportsRows
        self.reportsColumns = reportsColumns
    }

    /// How many columns the table has: the header row's, or the widest row's.
    var columnCount: Int { columnLimit ?? widest }

    /// Moves past the positions spans from above already cover: one run at most, as runs that
    /// touch are one.
    private func skipTaken() {
        if let run = covered.run(covering: column) { column = run.upperBound }
    }

    /// Places a cell at the next free position of the row.
    @discardableResult
    func place(text: String, spans: (rows: Int, columns: Int), headsRow: Bool, headsColumn: Bool,
               at node: NodeReader) throws(SceneError) -> DataTableCell {
        skipTaken()
        let end = column + spans.columns
        if let limit = columnLimit, end > limit {
            throw node.error("the cell reaches column \(end); the header row has \(Self.columns(limit))")
        }
        // Every cell placed so far starts at or above this row, so one that reaches into this
        // cell's rectangle covers this row too: the row's runs are all there is to check.
        if let clash = covered.firstCovered(from: column), clash < end {
            throw node.error("the cell would cover row \(row + 1), column \(clash + 1), which a cell above already spans")
        }
        if row + spans.rows > rowLimit {
            throw node.error("the cell spans down to row \(row + spans.rows); the table has \(Self.rows(rowLimit))")
        }
        if spans.rows > 1 {
            covered.cover(column..<end)
            spansEnding[row + spans.rows - 1, default: []].append(column..<end)
        }
        let place = DataTableCell.Place(row: row, column: column, rowSpan: spans.rows, columnSpan: spans.columns)
        let cell = DataTableCell(text: text, place: place, headsRow: headsRow, headsColumn: headsColumn,
                                 reportsRow: reportsRows, reportsColumn: reportsColumns, in: container)
        cells.append(cell)
        column = end
        widest = max(widest, column)
        return cell
    }

    /// Keeps the next free position of the row empty (no cell there).
    func skip(at node: NodeReader) throws(SceneError) {
        skipTaken()
        if let limit = columnLimit, column >= limit {
            throw node.error("the empty position is column \(column + 1); the header row has \(Self.columns(limit))")
        }
        column += 1
        widest = max(widest, column)
    }

    private static func columns(_ count: Int) -> String { count == 1 ? "1 column" : "\(count) columns" }
    private static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

    /// Ends the row: the next cell starts the next one, past the spans that ended with this one.
    func endRow() {
        for span in spansEnding.removeValue(forKey: row) ?? [] { covered.uncover(span) }
        row += 1
        column = 0
    }
}
