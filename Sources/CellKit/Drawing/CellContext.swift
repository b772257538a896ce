import Foundation
import RotorOutput

/// The drawing surface a view or layer is handed in `draw(_:in:)`: the grid being rendered,
/// translated so that (0, 0) is the drawer's own top-left corner and clipped to what is visible.
///
/// UIKit hands views a Core Graphics context; in cells the equivalent is a clipped, translated
/// window onto a `CellGrid`. A drawer's coordinates are points: `metrics` says how many points
/// a cell stands for (a screen's `UIScreen.cellMetrics`; one point a cell until a screen's
/// drawing sets it with `withMetrics(_:_:)`), and each drawing call rounds to cells there.
@preconcurrency @MainActor
public final class CellContext {
    /// The grid being drawn into.
    public var grid: CellGrid { drawn }
    /// Where the drawer's (0, 0) falls in the grid, in grid cells.
    public var origin: CGPoint { current.origin }
    /// The part of the grid the drawer may touch, in grid cells.
    public var clip: CGRect { current.clip }
    /// How many points a cell stands for in the drawer's coordinates: CellKit's own.
    public var metrics: CellMetrics { current.metrics }

    // Every cell and every view drawn reads these: private storage without dynamic exclusivity
    // checks (nothing calls out while one is being changed), the public properties computed
    // over it (DECISIONS.md).
    @exclusivity(unchecked) private var drawn: CellGrid
    @exclusivity(unchecked) private var current: SavedState

    public init(grid: CellGrid) {
        self.drawn = grid
        self.current = SavedState(origin: .zero, clip: CGRect(x: 0, y: 0, width: grid.width, height: grid.height),
                                metrics: .cells)
    }

    /// Runs `body` with the origin moved by `offset` and the clip narrowed to `rect`
    /// (in the current coordinates), restoring both afterwards.
    public func withState(offset: CGPoint, clippingTo rect: CGRect?, _ body: () -> Void) {
        let saved = saveState()
        if apply(offset: offset, clippingTo: rect) { body() }
        restore(saved)
    }

    /// Runs `body` with the drawer's coordinates in points of `metrics` (a screen's), from the
    /// same origin, restoring the previous metrics afterwards: CellKit's own.
    public func withMetrics(_ metrics: CellMetrics, _ body: () -> Void) {
        let saved = saveState()
        current.metrics = metrics
        body()
        restore(saved)
    }

    /// The origin, clip and metrics: where the drawer is, saved to be put back (a view tree
    /// drawn without recursion).
    struct SavedState {
        var origin: CGPoint
        var clip: CGRect
        var metrics: CellMetrics
    }

    func saveState() -> SavedState { current }

    func restore(_ state: SavedState) {
        current = state
    }

    /// A rectangle in the drawer's coordinates, in grid cells.
    private func gridRect(_ rect: CGRect) -> CGRect {
        metrics.cells(rect).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Moves the origin and narrows the clip as `withState` does; returns whether anything is
    /// left to draw in.
    func apply(offset: CGPoint, clippingTo rect: CGRect?) -> Bool {
        let moved = origin.offsetBy(dx: metrics.columns(offset.x), dy: metrics.rows(offset.y))
        // A place no number names (NaN or infinite, set from code) shows nothing.
        guard moved.x.isFinite, moved.y.isFinite else {
            current.clip = .zero
            return false
        }
        if let rect {
            guard let area = gridRect(rect).drawable else {
                current.clip = .zero
                return false
            }
            current.clip = clip.intersection(area)
        }
        current.origin = moved
        return !clip.isNull && !clip.isEmpty
    }

    /// Where text `columns` wide starts when centred across `rect` on its middle row, in the
    /// drawer's coordinates: whole cells in, rounding down, never before the rectangle's start.
    package func centredOrigin(columns: Int, in rect: CGRect) -> CGPoint {
        let across = max(0, metrics.wholeColumns(rect.width) - columns) / 2
        return CGPoint(x: rect.minX + metrics.width(ofColumns: across), y: middleRow(of: rect))
    }

    /// The top of the middle row of `rect`, in the drawer's coordinates (the first of two).
    package func middleRow(of rect: CGRect) -> CGFloat {
        rect.minY + metrics.middleLineTop(inHeight: rect.height)
    }

    /// Writes text starting at a point in the drawer's coordinates, clipped: from the cell
    /// nearest the point, a character a column.
    public func drawText(_ text: String, at point: CGPoint, style: CellStyle = .plain) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let row = CGRect.firstCell(from: origin.y + metrics.rows(point.y))
        let clipColumns = clip.cellRange.columns, clipRows = clip.cellRange.rows
        guard clipRows.contains(row) else { return }
        var column = CGRect.firstCell(from: origin.x + metrics.columns(point.x))
        for character in VisibleText.sanitize(text) {
            let cellWidth = CharacterWidth.of(character)
            if column >= clipColumns.upperBound { break }
            if column >= clipColumns.lowerBound && column + cellWidth <= clipColumns.upperBound {
                drawn.place(character, cellWidth: cellWidth, column: column, row: row, style: style)
            }
            column += cellWidth
        }
    }

    /// Fills a rectangle in the drawer's coordinates with one character, clipped.
    public func fill(_ rect: CGRect, with character: Character = " ", style: CellStyle = .plain) {
        guard let area = gridRect(rect).drawable else { return }
        let target = area.intersection(clip)
        guard !target.isNull else { return }
        let range = target.cellRange
        let safe = CellGrid.drawable(character), cellWidth = CharacterWidth.of(safe)
        for row in range.rows {
            for column in range.columns {
                drawn.place(safe, cellWidth: cellWidth, column: column, row: row, style: style)
            }
        }
    }

    /// The grid's columns and rows a box along `rect`'s edges (in the drawer's coordinates) runs
    /// along, before clipping: `strokeBox` draws on the first and last of each, and nothing when
    /// `rect` covers fewer than two of either. CellKit's own.
    package func boxCells(_ rect: CGRect) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard let range = gridRect(rect).drawable?.cellRange,
              range.columns.count >= 2, range.rows.count >= 2 else { return nil }
        return range
    }

    /// The line characters of a box.
    public enum BoxLines: Sendable {
        case light, heavy

        var characters: (horizontal: Character, vertical: Character, topLeft: Character, topRight: Character,
                         bottomLeft: Character, bottomRight: Character) {
            switch self {
            case .light: ("─", "│", "┌", "┐", "└", "┘")
            case .heavy: ("━", "┃", "┏", "┓", "┗", "┛")
            }
        }
    }

    /// Draws a box of line characters along the edge of a rectangle, clipped.
    public func strokeBox(_ rect: CGRect, style: CellStyle = .plain, lines: BoxLines = .light) {
        let box = lines.characters
        guard let range = boxCells(rect) else { return }
        let left = range.columns.lowerBound, right = range.columns.upperBound - 1
        let top = range.rows.lowerBound, bottom = range.rows.upperBound - 1
        let clipRange = clip.cellRange
        func put(_ character: Character, _ column: Int, _ row: Int) {
            guard clipRange.columns.contains(column), clipRange.rows.contains(row) else { return }
            // Box drawing (U+2500–U+257F): one cell wide, never a control, so nothing to make visible.
            drawn.place(character, cellWidth: 1, column: column, row: row, style: style)
        }
        // Only the edges' cells inside the clip are visited: a box may be far larger than the grid.
        for column in ((left + 1)..<right).clamped(to: clipRange.columns) {
            put(box.horizontal, column, top)
            put(box.horizontal, column, bottom)
        }
        for row in ((top + 1)..<bottom).clamped(to: clipRange.rows) {
            put(box.vertical, left, row)
            put(box.vertical, right, row)
        }
        put(box.topLeft, left, top)
        put(box.topRight, right, top)
        put(box.bottomLeft, left, bottom)
        put(box.bottomRight, right, bottom)
    }
}
