import CellKit

/// A table of text drawn in cells, a `UIAccessibilityContainerDataTable`: each cell is an
/// element (`DataTableCell`), read in the order the scene lists them, row by row. A cell may
/// span rows and columns; a position may have no cell. The cells marked as heading their rows
/// or columns are the table's header elements.
@MainActor
final class DataTableView: UIView, UIAccessibilityContainerDataTable {
    /// The cells as placed: row by row, each row's from left to right (by their first row and
    /// column). A cell is found at its first row and column only: the only position that gives
    /// it (as AccessibilitySnapshot's example table does [3p]), so a position a span covers has
    /// no cell of its own and the next cell in that row can still be the row's first. Found by
    /// halving `places` (the cells' places, side by side in memory) rather than through a
    /// dictionary, which every load of a long table paid to build and to free.
    private let cells: [DataTableCell]
    private let places: [DataTableCell.Place]
    /// The cells heading rows, by the rows they span, and those heading columns, by the columns:
    /// made with the table, so a focus finds a cell's headers without looking at every cell.
    /// Kept for the table's life: its cells, where they are and what they head never change
    /// (no setter reports a change to them, `ViewChange`), so nothing makes the index stale.
    private let rowHeaders: SpanIndex
    private let columnHeaders: SpanIndex
    private let rowCount: Int
    private let columnCount: Int
    /// Whether the first row is the header row, drawn underlined.
    private let hasHeaderRow: Bool

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    /// A table of `rowCount` rows and `columnCount` columns holding `cells`, which are placed
    /// already (each inside the table, none overlapping) and listed as `DataTablePlacement`
    /// places them, row by row and left to right. Each cell's frame is set here.
    init(frame: CGRect, cells: [DataTableCell], rowCount: Int, columnCount: Int, hasHeaderRow: Bool) {
        self.cells = cells
        self.rowCount = rowCount
        self.columnCount = max(1, columnCount)
        self.hasHeaderRow = hasHeaderRow
        // What the table keeps of its cells is read in one pass over them: a long table's cells
        // do not all fit in the processor's caches, and each pass read them all from memory again.
        var places: [DataTableCell.Place] = []
        places.reserveCapacity(cells.count)
        var rowSpans: [(range: Range<Int>, number: Int)] = [], columnSpans: [(range: Range<Int>, number: Int)] = []
        for (index, cell) in cells.enumerated() {
            let place = cell.place
            places.append(place)
            if cell.headsRow { rowSpans.append((place.row..<place.row + place.rowSpan, index)) }
            if cell.headsColumn { columnSpans.append((place.column..<place.column + place.columnSpan, index)) }
        }
        self.places = places
        rowHeaders = SpanIndex(rowSpans)
        columnHeaders = SpanIndex(columnSpans)
        super.init(frame: frame)
        accessibilityContainerType = .dataTable
        for (cell, place) in zip(cells, places) {
            // The cells were made before their table: they belong to it from here.
            cell.accessibilityContainer = self
            cell.accessibilityFrameInContainerSpace = self.frame(of: place)
        }
        accessibilityElements = cells
    }

    /// Where a column starts: the table's width shared equally in whole cells, the last column
    /// taking what is left. [sim] With more columns than cells across, a whole cell each would
    /// leave every column but the last no width at all, so that a swipe would visit none of
    /// their cells (it passes over an empty frame) and 199 of 200 headers could never be reached:
    /// each column then has its exact share of the width, less than a cell.
    private func columnStart(_ column: Int) -> CGFloat {
        let width = Int(saturating: bounds.width)
        if column >= columnCount { return CGFloat(width) }
        guard (1..<columnCount).contains(width) else { return CGFloat(column * (width / columnCount)) }
        return CGFloat(column) * CGFloat(width) / CGFloat(columnCount)
    }

    private func frame(of place: DataTableCell.Place) -> CGRect {
        let start = columnStart(place.column), end = columnStart(place.column + place.columnSpan)
        return CGRect(x: start, y: CGFloat(place.row), width: end - start, height: CGFloat(place.rowSpan))
    }

    // MARK: UIAccessibilityContainerDataTable

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        let index = firstCell { ($0.row, $0.column) >= (row, column) }
        guard index < places.count, places[index].row == row, places[index].column == column else { return nil }
        return cells[index]
    }

    /// The index of the first cell, in the order they are listed, whose place passes `isAtOrPast`
    /// (which every later cell's passes too); `cells.count` when none does.
    private func firstCell(where isAtOrPast: (DataTableCell.Place) -> Bool) -> Int {
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrPast(places[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    func accessibilityRowCount() -> Int { rowCount }
    func accessibilityColumnCount() -> Int { columnCount }

    /// The cells marked as heading a row they span, in the scene's order; `nil` when there are none.
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        let headers = rowHeaders.numbers(covering: row).map { cells[$0] }
        return headers.isEmpty ? nil : headers
    }

    /// The cells marked as heading a column they span, in the scene's order; `nil` when there are none.
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        let headers = columnHeaders.numbers(covering: column).map { cells[$0] }
        return headers.isEmpty ? nil : headers
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        // A cell's text is drawn on its first row, and the cells are listed row by row: only
        // those whose first row shows are drawn, found by halving, so a long table costs a
        // frame what shows of it.
        let visible = context.clip.offsetBy(dx: -context.origin.x, dy: -context.origin.y).intersection(rect)
        guard !visible.isNull, !visible.isEmpty else { return }
        let top = Int(saturating: visible.minY.rounded(.down)), bottom = Int(saturating: visible.maxY.rounded(.up))
        for cell in cells[firstCell(where: { $0.row >= top })...] {
            guard cell.place.row < bottom else { break }
            let frame = frame(of: cell.place)
            let text = String((cell.accessibilityLabel ?? "").prefix(max(0, Int(saturating: frame.width) - 1)))
            let style = CellStyle(isBold: cell.headsRow || cell.headsColumn, isUnderlined: hasHeaderRow && cell.place.row == 0)
            context.drawText(text, at: frame.origin, style: style)
        }
    }
}
