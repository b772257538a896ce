import CellKit
import Foundation

/// A cell of a scene's data table: an element with its text as its label, and its row and
/// column.
@MainActor
final class DataTableCell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    let row: Int
    let column: Int

    init(text: String, row: Int, column: Int, in table: UIView) {
        self.row = row
        self.column = column
        super.init(accessibilityContainer: table)
        accessibilityLabel = text
    }

    func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
    func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: 1) }
}
