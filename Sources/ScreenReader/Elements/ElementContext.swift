import CellKit
import Foundation

/// Where an element sits in the container around it, which VoiceOver says after the element's
/// trait words: "Tab. 2 of 4." in a tab bar, "2 of 3." in a segmented control, "List Start." and
/// "List End." at the ends of a list, "Landmark." and "End." at the ends of a landmark, a data
/// table cell's row and column.
///
/// The container is the innermost one around the element that gives a context: a view with the
/// `.tabBar` trait (a `UITabBar` has it), a `UISegmentedControl`, or a container whose
/// `accessibilityContainerType` is a list, a landmark or a data table. Semantic groups give none.
@MainActor
public enum ElementContext {
    /// A tab in a tab bar: its place among the tab bar's elements (1-based) and their number.
    case tab(index: Int, count: Int)
    /// A part of a series (a segmented control's segment): its place (1-based) and their number.
    case series(index: Int, count: Int)
    /// The first element of a list (a lone element gets only this).
    case listStart
    /// The last element of a list.
    case listEnd
    /// The first element of a landmark (a lone element gets only this).
    case landmarkStart
    /// The last element of a landmark.
    case landmarkEnd
    /// A cell of a data table: its first row and column (0-based, `NSNotFound` when the cell
    /// gives none), how many rows and columns it spans, whether it is the first cell of its row
    /// (no cell of the row lies in an earlier column), and the header cells that name it: the
    /// row's headers (for the first cell of a row only) then the column's, never the cell
    /// itself, nor the column's header right above the first cell of a row.
    case dataTableCell(row: Int, column: Int, rowSpan: Int, columnSpan: Int, isFirstInRow: Bool,
                       headers: [UIResponder])

    /// The object that gives an element its context, if any: the innermost container around it
    /// that is a tab bar, a segmented control, a list, a landmark or a data table.
    static func provider(of element: AccessibleElement) -> UIResponder? {
        for container in element.ancestors where givesContext(container) { return container }
        return nil
    }

    private static func givesContext(_ object: UIResponder) -> Bool {
        if object.accessibilityTraits.contains(.tabBar) || object is UISegmentedControl { return true }
        switch object.accessibilityContainerType {
        case .list, .landmark: return true
        case .dataTable: return object is any UIAccessibilityContainerDataTable
        case .none, .semanticGroup: return false
        }
    }

    /// The context `provider` gives an element at `index` of its `count` elements (0-based).
    static func context(of element: AccessibleElement, at index: Int, of count: Int,
                        in provider: UIResponder) -> ElementContext? {
        if provider.accessibilityTraits.contains(.tabBar) { return .tab(index: index + 1, count: count) }
        if provider is UISegmentedControl { return .series(index: index + 1, count: count) }
        switch provider.accessibilityContainerType {
        case .list:
            return index == 0 ? .listStart : index == count - 1 ? .listEnd : nil
        case .landmark:
            return index == 0 ? .landmarkStart : index == count - 1 ? .landmarkEnd : nil
        case .dataTable:
            guard let table = provider as? any UIAccessibilityContainerDataTable,
                  let cell = element.object as? any UIAccessibilityContainerDataTableCell else { return nil }
            return cellContext(of: cell, in: table)
        case .none, .semanticGroup:
            return nil
        }
    }

    private static func cellContext(of cell: any UIAccessibilityContainerDataTableCell,
                                    in table: any UIAccessibilityContainerDataTable) -> ElementContext {
        let rows = cell.accessibilityRowRange(), columns = cell.accessibilityColumnRange()
        let row = rows.location, column = columns.location
        let placed = row != NSNotFound && column != NSNotFound
        let isFirstInRow = placed && !(0..<max(0, column)).contains {
            table.accessibilityDataTableCellElement(forRow: row, column: $0) != nil
        }
        var headers: [any UIAccessibilityContainerDataTableCell] = []
        if isFirstInRow { headers += table.accessibilityHeaderElements(forRow: row) ?? [] }
        if column != NSNotFound {
            // A column header right above the first cell of a row was just heard (AccessibilitySnapshot
            // found VoiceOver leaves it out).
            headers += (table.accessibilityHeaderElements(forColumn: column) ?? []).filter { header in
                !(isFirstInRow && header.accessibilityRowRange().location == row - 1
                    && header.accessibilityColumnRange().location == column)
            }
        }
        return .dataTableCell(row: row, column: column, rowSpan: rows.length, columnSpan: columns.length,
                              isFirstInRow: isFirstInRow,
                              headers: headers.filter { $0 !== cell }.compactMap { $0 as? UIResponder })
    }
}
