#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// A view that is a `UIAccessibilityContainerDataTable` shaped as a scene's `dataTable` can be:
/// each cell found at its first row and column (a position a span covers gives no cell), cells
/// that do not overlap, every cell giving its row (or none giving one) and likewise its column,
/// and header lists that are exactly the cells marked as heading each row and column, in the
/// order the scene lists them. A table of another shape is not one of these, and is written as a
/// view with `elements`.
@MainActor
struct CapturedDataTable {
    /// A cell of the table, where it is and what it heads.
    struct Cell {
        let object: UIResponder
        let row: Int, column: Int, rowSpan: Int, columnSpan: Int
        var headsRow = false
        var headsColumn = false

        func covers(row: Int) -> Bool { (self.row..<self.row + rowSpan).contains(row) }
        func covers(column: Int) -> Bool { (self.column..<self.column + columnSpan).contains(column) }
    }

    /// One position of a row as the file writes it.
    enum Entry {
        case cell(Cell)
        case empty
    }

    /// The rows, top to bottom, each with its cells and empty positions (positions a span from
    /// above covers are left out: the scene skips them as it places cells).
    let rows: [[Entry]]
    /// Whether the cells give their rows and columns (`NSNotFound` when not).
    let definesRows: Bool
    let definesColumns: Bool

    init?(_ view: UIView) {
        guard let table = view as? UIAccessibilityContainerDataTable else { return nil }
        let rowCount = table.accessibilityRowCount(), columnCount = table.accessibilityColumnCount()
        guard rowCount >= 1, columnCount >= 1, rowCount <= 100_000, columnCount <= 1_000, rowCount * columnCount <= 1_000_000 else {
            return nil
        }
        var cells: [Cell] = []
        var found: Set<ObjectIdentifier> = []
        // One flag a position, row by row (at most a million, checked above): one array, not one a row.
        var covered = [Bool](repeating: false, count: rowCount * columnCount)
        var definesRows: Bool?, definesColumns: Bool?
        for row in 0..<rowCount {
            for column in 0..<columnCount {
                guard let element = table.accessibilityDataTableCellElement(forRow: row, column: column) else { continue }
                // A cell given again, or at a position its span covers, is not a scene's table.
                guard let object = element as? UIResponder, !found.contains(ObjectIdentifier(object)), !covered[row * columnCount + column] else {
                    return nil
                }
                // What a scene's cell cannot carry: actions, drags and drops of its own.
                guard (object.accessibilityCustomActions ?? []).isEmpty, object.accessibilityDragSourceDescriptors == nil,
                      object.accessibilityDropPointDescriptors == nil else { return nil }
                found.insert(ObjectIdentifier(object))
                let rows = element.accessibilityRowRange(), columns = element.accessibilityColumnRange()
                let givesRow = rows.location != NSNotFound, givesColumn = columns.location != NSNotFound
                guard definesRows.map({ $0 == givesRow }) ?? true, definesColumns.map({ $0 == givesColumn }) ?? true,
                      !givesRow || rows.location == row, !givesColumn || columns.location == column else { return nil }
                definesRows = givesRow
                definesColumns = givesColumn
                let cell = Cell(object: object, row: row, column: column, rowSpan: max(1, rows.length), columnSpan: max(1, columns.length))
                guard row + cell.rowSpan <= rowCount, column + cell.columnSpan <= columnCount else { return nil }
                for spanned in row..<row + cell.rowSpan {
                    for across in column..<column + cell.columnSpan {
                        guard !covered[spanned * columnCount + across] else { return nil }
                        covered[spanned * columnCount + across] = true
                    }
                }
                cells.append(cell)
            }
        }
        guard Self.markHeaders(of: &cells, in: table, rowCount: rowCount, columnCount: columnCount) else { return nil }
        // The cells were found row by row, left to right: each position's is the next one, if any.
        var next = 0
        rows = (0..<rowCount).map { row in
            (0..<columnCount).compactMap { column -> Entry? in
                if next < cells.count, cells[next].row == row, cells[next].column == column {
                    next += 1
                    return .cell(cells[next - 1])
                }
                // A position a span covers is skipped by the scene; any other without a cell is
                // empty. Every position a cell covers was marked above: no cell is looked at again.
                return covered[row * columnCount + column] ? nil : .empty
            }
        }
        self.definesRows = definesRows ?? true
        self.definesColumns = definesColumns ?? true
    }

    /// Marks the cells that head rows and columns; `false` when the table's header lists are
    /// not what a scene's table with those marks gives (a header that is not a cell, another
    /// order, a header for only some of the rows it covers).
    private static func markHeaders(of cells: inout [Cell], in table: UIAccessibilityContainerDataTable,
                                    rowCount: Int, columnCount: Int) -> Bool {
        let index = Dictionary(cells.indices.map { (ObjectIdentifier(cells[$0].object), $0) }, uniquingKeysWith: { first, _ in first })
        func indices(_ headers: [any UIAccessibilityContainerDataTableCell]?) -> [Int]? {
            var result: [Int] = []
            for header in headers ?? [] {
                guard let object = header as? UIResponder, let found = index[ObjectIdentifier(object)] else { return nil }
                result.append(found)
            }
            return result
        }
        var rowHeaders: [[Int]] = [], columnHeaders: [[Int]] = []
        for row in 0..<rowCount {
            guard let found = indices(PlatformBridge.headers(of: table, row: row)) else { return false }
            rowHeaders.append(found)
            for cell in found { cells[cell].headsRow = true }
        }
        for column in 0..<columnCount {
            guard let found = indices(PlatformBridge.headers(of: table, column: column)) else { return false }
            columnHeaders.append(found)
            for cell in found { cells[cell].headsColumn = true }
        }
        // The scene's table gives, for each row, the cells marked as heading a row they cover, in
        // its order: each heading cell is put in every row (column) it covers, in turn, so the
        // lists come out in order, at the cost of the positions the table has (at most a million),
        // not of its rows times its cells.
        var givenRows = Array(repeating: [Int](), count: rowCount), givenColumns = Array(repeating: [Int](), count: columnCount)
        for (index, cell) in cells.enumerated() {
            if cell.headsRow { for row in cell.row..<cell.row + cell.rowSpan { givenRows[row].append(index) } }
            if cell.headsColumn { for column in cell.column..<cell.column + cell.columnSpan { givenColumns[column].append(index) } }
        }
        return rowHeaders == givenRows && columnHeaders == givenColumns
    }

    /// The table's own keys, as short as the scene format allows: the first row as `columns` when
    /// it is a plain header row, `rowHeaders` when each row's first cell alone heads its row.
    var entries: [YAMLEntry] {
        var body = rows
        var entries: [YAMLEntry] = []
        let allCells = rows.joined().compactMap { if case .cell(let cell) = $0 { cell } else { nil } }
        if let first = rows.first, let titles = Self.headerRow(first, among: allCells) {
            entries.append(YAMLEntry("columns", .list(titles.map { .text($0) }, flow: true)))
            body.removeFirst()
        }
        let firsts = body.compactMap { row in row.lazy.compactMap { if case .cell(let cell) = $0 { cell } else { nil } }.first }
        let firstIDs = Set(firsts.map { ObjectIdentifier($0.object) })
        let rowHeaders = !firsts.isEmpty && firsts.allSatisfy(\.headsRow)
            && allCells.allSatisfy { !$0.headsRow || firstIDs.contains(ObjectIdentifier($0.object)) }
        if !body.isEmpty {
            let written = body.map { row -> YAMLNode in
                .list(row.map { entry -> YAMLNode in
                    guard case .cell(let cell) = entry else { return .bare("~") }
                    return Self.node(of: cell, headsRowByTable: rowHeaders)
                }, flow: true)
            }
            entries.append(YAMLEntry("rows", .list(written, flow: false)))
        }
        if rowHeaders { entries.append(YAMLEntry("rowHeaders", .bool(true))) }
        if !definesRows { entries.append(YAMLEntry("definesRows", .bool(false))) }
        if !definesColumns { entries.append(YAMLEntry("definesColumns", .bool(false))) }
        return entries
    }

    /// The first row's titles, when it is a header row as `columns` writes one: a plain cell in
    /// every column, each heading only its column, and no other cell heading a column.
    private static func headerRow(_ row: [Entry], among cells: [Cell]) -> [String]? {
        var titles: [String] = []
        var ids: Set<ObjectIdentifier> = []
        for entry in row {
            guard case .cell(let cell) = entry, cell.headsColumn, !cell.headsRow, cell.rowSpan == 1, cell.columnSpan == 1,
                  extras(of: cell.object).isEmpty else { return nil }
            titles.append(cell.object.accessibilityLabel ?? "")
            ids.insert(ObjectIdentifier(cell.object))
        }
        guard !titles.isEmpty, cells.allSatisfy({ !$0.headsColumn || ids.contains(ObjectIdentifier($0.object)) }) else { return nil }
        return titles
    }

    /// A cell: its text alone when that is all it has, else a mapping.
    private static func node(of cell: Cell, headsRowByTable: Bool) -> YAMLNode {
        let text = cell.object.accessibilityLabel ?? ""
        var entries = [YAMLEntry("text", .text(text))] + extras(of: cell.object)
        if cell.rowSpan > 1 { entries.append(YAMLEntry("rowSpan", .number(Double(cell.rowSpan)))) }
        if cell.columnSpan > 1 { entries.append(YAMLEntry("columnSpan", .number(Double(cell.columnSpan)))) }
        if cell.headsRow, !headsRowByTable { entries.append(YAMLEntry("headsRow", .bool(true))) }
        if cell.headsColumn { entries.append(YAMLEntry("headsColumn", .bool(true))) }
        // Text alone is written as text, unless it reads as an empty position.
        if entries.count == 1, !["~", "null"].contains(text) { return .text(text) }
        return .mapping(entries, flow: true)
    }

    /// What a cell has besides its text: value, hint, traits and custom content.
    private static func extras(of object: UIResponder) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        if let value = object.accessibilityValue, !value.isEmpty { entries.append(YAMLEntry("value", .text(value))) }
        if let hint = object.accessibilityHint, !hint.isEmpty { entries.append(YAMLEntry("hint", .text(hint))) }
        let traits = CapturedTraits.expressible(object.accessibilityTraits)
        if !traits.isEmpty { entries.append(YAMLEntry("traits", .list(CapturedTraits.names(traits).map { .bare($0) }, flow: true))) }
        if let content = SceneWalker.customContentEntry(of: object) { entries.append(content) }
        return entries
    }
}
