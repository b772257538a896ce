import CellKit
import Foundation

/// A cell of a scene's data table: an element with its text as its label, the rows and columns
/// it spans, and whether it heads its rows or its columns.
@MainActor
final class DataTableCell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    /// Where the cell is in the table, as placed: its first row and column (0-based) and spans.
    struct Place: Equatable {
        var row: Int
        var column: Int
        var rowSpan = 1
        var columnSpan = 1
    }

    let place: Place
    /// Whether the cell is one of the headers of the rows (or the columns) it spans.
    let headsRow: Bool
    let headsColumn: Bool
    /// Whether the cell tells VoiceOver its row (its column): a table whose cells do not has
    /// `NSNotFound` there, and VoiceOver says no row (column) for them.
    private let reportsRow: Bool
    private let reportsColumn: Bool

    init(text: String, place: Place, headsRow: Bool, headsColumn: Bool, reportsRow: Bool = true, reportsColumn: Bool = true,
         in table: UIView) {
        self.place = place
        self.headsRow = headsRow
        self.headsColumn = headsColumn
        self.reportsRow = reportsRow
        self.reportsColumn = reportsColumn
        super.init(accessibilityContainer: table)
        accessibilityLabel = text
    }

    func accessibilityRowRange() -> NSRange {
        NSRange(location: reportsRow ? place.row : NSNotFound, length: place.rowSpan)
    }

    func accessibilityColumnRange() -> NSRange {
        NSRange(location: reportsColumn ? place.column : NSNotFound, length: place.columnSpan)
    }
}
