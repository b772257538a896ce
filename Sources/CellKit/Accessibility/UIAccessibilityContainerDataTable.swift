import Foundation

/// A container whose elements are the cells of a table (`accessibilityContainerType` is
/// `.dataTable`): VoiceOver says each cell's row and column, and the headers over it.
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTable: AnyObject {
    /// The cell at a row and column (0-based), if there is one.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    func accessibilityRowCount() -> Int
    func accessibilityColumnCount() -> Int
    /// The cells that head a row. Optional in UIKit: no headers by default.
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    /// The cells that head a column. Optional in UIKit: no headers by default.
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    public func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
}

/// A cell of a data table: the rows and columns it spans (`location` 0-based; `NSNotFound` when
/// it has none).
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTableCell: AnyObject {
    func accessibilityRowRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}
