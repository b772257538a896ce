import Foundation

/// A cell of a data table (`UIAccessibilityContainerDataTable`): where it is, as ranges of rows
/// and columns (0-based; a length above 1 spans several).
@MainActor
public protocol UIAccessibilityContainerDataTableCell: NSObjectProtocol {
    func accessibilityRowRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}
