import CellKit

/// A table of text drawn in cells: a header row, then rows; each cell is an element
/// (`DataTableCell`), read row by row. The header row's cells head their columns, and with
/// `rowHeaders` each row's first cell heads its row.
@MainActor
final class DataTableView: UIView, UIAccessibilityContainerDataTable {
    /// The cells by row (the header row first), then column.
    private var cells: [[DataTableCell]] = []
    private let columnCount: Int
    let rowHeaders: Bool

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    init(frame: CGRect, columns: [String], rows: [[String]], rowHeaders: Bool) {
        columnCount = columns.count
        self.rowHeaders = rowHeaders
        super.init(frame: frame)
        accessibilityContainerType = .dataTable
        cells = ([columns] + rows).enumerated().map { row, texts in
            texts.enumerated().map { column, text in DataTableCell(text: text, row: row, column: column, in: self) }
        }
        for (row, line) in cells.enumerated() {
            for cell in line {
                let (x, width) = columnSpan(cell.column)
                cell.accessibilityFrameInContainerSpace = CGRect(x: x, y: CGFloat(row), width: width, height: 1)
            }
        }
        accessibilityElements = Array(cells.joined())
    }

    /// Where a column starts and how wide it is: the table's width shared equally.
    private func columnSpan(_ column: Int) -> (x: CGFloat, width: CGFloat) {
        let width = Int(saturating: bounds.width), count = max(1, columnCount)
        let share = width / count
        return (CGFloat(column * share), CGFloat(column == count - 1 ? width - column * share : share))
    }

    // MARK: UIAccessibilityContainerDataTable

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        guard cells.indices.contains(row), cells[row].indices.contains(column) else { return nil }
        return cells[row][column]
    }

    func accessibilityRowCount() -> Int { cells.count }
    func accessibilityColumnCount() -> Int { columnCount }

    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        guard rowHeaders, row > 0, let first = cells[safe: row]?.first else { return nil }
        return [first]
    }

    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        guard let header = cells.first?[safe: column] else { return nil }
        return [header]
    }

    override func draw(_ rect: CGRect, in context: CellContext) {
        for (row, line) in cells.enumerated() {
            for cell in line {
                let (x, width) = columnSpan(cell.column)
                let text = String((cell.accessibilityLabel ?? "").prefix(max(0, Int(saturating: width) - 1)))
                let isHeader = row == 0 || (rowHeaders && cell.column == 0)
                context.drawText(text, at: CGPoint(x: x, y: CGFloat(row)), style: CellStyle(isBold: isHeader, isUnderlined: row == 0))
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
