import Foundation

/// A container whose elements are the cells of a table: VoiceOver reads each cell with its row
/// and column, and the header cells that name them. Set the container's
/// `accessibilityContainerType` to `.dataTable` too, as UIKit asks.
///
/// UIKit's two header methods are optional; here they have default implementations that
/// return `nil` (no headers), since Swift protocols on Linux cannot have optional requirements.
@MainActor
public protocol UIAccessibilityContainerDataTable: NSObjectProtocol {
    /// The cell at a row and a column (0-based), or `nil` where there is none. A cell that spans
    /// several rows or columns is returned for each of them.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    func accessibilityRowCount() -> Int
    func accessibilityColumnCount() -> Int
    /// The cells that head a row, read before the first cell read in that row.
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    /// The cells that head a column, read before each cell in that column.
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    public func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
}
