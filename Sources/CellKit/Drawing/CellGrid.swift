import RotorOutput

/// A rectangle of character cells: what views draw into and what a terminal backend shows.
///
/// Wide characters take their cell and a continuation cell to the right. Writing over either
/// half of a wide character clears the other half, so the grid never holds half a character.
public struct CellGrid: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// The cell at a column and row, or `nil` outside the grid.
    public subscript(column: Int, row: Int) -> Cell? {
        guard contains(column: column, row: row) else { return nil }
        return cells[row * width + column]
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < width && row >= 0 && row < height
    }

    /// Puts one character at a column and row. Returns the number of cells it took (0 when it
    /// fell outside the grid or a wide character did not fit before the right edge).
    @discardableResult
    public mutating func put(_ character: Character, column: Int, row: Int, style: CellStyle = .plain) -> Int {
        guard contains(column: column, row: row) else { return 0 }
        let safe = Self.drawable(character)
        return place(safe, cellWidth: CharacterWidth.of(safe), column: column, row: row, style: style)
    }

    /// What `put` draws for `character`: its first visible character once control characters
    /// are made visible (`VisibleText`). A character of already sanitized text is itself.
    static func drawable(_ character: Character) -> Character {
        Character(String(VisibleText.sanitize(String(character)).prefix(1)))
    }

    /// `put` for a character already made `drawable` and measured (`cellWidth`, as
    /// `CharacterWidth` gives it): callers that draw many cells (a line of sanitized text, a
    /// fill, a box's edges) make each character safe and measure it once, not again a cell.
    @discardableResult
    mutating func place(_ safe: Character, cellWidth: Int, column: Int, row: Int, style: CellStyle) -> Int {
        guard contains(column: column, row: row) else { return 0 }
        if cellWidth == 2 && column + 1 >= width {
            // A wide character that would straddle the right edge is drawn as a blank, as
            // terminals do, rather than split.
            clearWide(column: column, row: row)
            cells[row * width + column] = Cell(" ", style: style)
            return 0
        }
        clearWide(column: column, row: row)
        cells[row * width + column] = Cell(safe, style: style)
        if cellWidth == 2 {
            clearWide(column: column + 1, row: row)
            cells[row * width + column + 1] = Cell(" ", style: style, isContinuation: true)
        }
        return cellWidth
    }

    /// Writes text from a column, clipped to `limit` columns (to the grid's edge by default).
    /// Returns the number of cells written.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle = .plain,
                               limit: Int? = nil) -> Int {
        let end = min(width, column + (limit ?? width))
        var x = column
        for character in VisibleText.sanitize(text) {
            let cellWidth = CharacterWidth.of(character)
            if x + cellWidth > end { break }
            if x >= 0 { place(character, cellWidth: cellWidth, column: x, row: row, style: style) }
            x += cellWidth
        }
        return x - column
    }

    /// Changes the style of the cells in a rectangle of columns and rows, keeping their characters.
    public mutating func restyle(columns: Range<Int>, rows: Range<Int>, _ change: (inout CellStyle) -> Void) {
        for row in rows where row >= 0 && row < height {
            for column in columns where column >= 0 && column < width {
                change(&cells[row * width + column].style)
            }
        }
    }

    /// Copies another grid in, its top-left corner at a column and row, clipped to this grid.
    public mutating func paste(_ other: CellGrid, column: Int, row: Int) {
        for y in 0..<other.height {
            for x in 0..<other.width {
                guard let cell = other[x, y], contains(column: column + x, row: row + y) else { continue }
                cells[(row + y) * width + column + x] = cell
            }
        }
    }

    /// The grid as lines of text, continuation cells left out, trailing spaces kept so that
    /// goldens show the grid's true width.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isContinuation { line.append(cell.character) }
            }
            return line
        }
    }

    /// The grid as one string, one line a row.
    public var text: String { lines.joined(separator: "\n") }

    private mutating func clearWide(column: Int, row: Int) {
        let index = row * width + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        } else if column + 1 < width, cells[index + 1].isContinuation,
                  CharacterWidth.of(cells[index].character) == 2 {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index].isContinuation = false
    }
}

extension CellGrid {
    /// CellKit's own: the UTF-8 bytes of the characters of the cells that differ from another
    /// grid, style included: what a terminal must be sent at the least to go from that grid to
    /// this one.
    public func changedCellBytes(since old: CellGrid) -> Int {
        var total = 0
        for row in 0..<height {
            for column in 0..<width {
                guard let cell = self[column, row], !cell.isContinuation, old[column, row] != cell else { continue }
                total += String(cell.character).utf8.count
            }
        }
        return total
    }
}
