import Foundation

/// How many points one character cell stands for, across and down: CellKit's own.
///
/// UIKit's unit is the point, and so is CellKit's. A screen is drawn in cells at one fixed
/// number of points per column and per row (`UIScreen.cellMetrics`), so a 44-point row is two
/// lines of a terminal and an iPhone's 393 points fit in 49 columns. A scene written in cells
/// (`unit: cells`, the default of scene files) is a screen whose point is one cell, and draws as
/// it always has.
///
/// Rounding to cells happens only where a cell is drawn or touched: a cell belongs to a
/// rectangle when the cell's centre lies inside it (a rectangle smaller than a cell still gets
/// the cell its centre lies in), and a touch on a cell is at the cell's centre.
public struct CellMetrics: Sendable, Hashable {
    /// The points one column stands for.
    public let pointsPerColumn: CGFloat
    /// The points one row stands for.
    public let pointsPerRow: CGFloat

    /// Metrics of `pointsPerColumn` × `pointsPerRow`; a value that is not a positive finite
    /// number is taken as 1.
    public init(pointsPerColumn: CGFloat, pointsPerRow: CGFloat) {
        func positive(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 1 }
        self.pointsPerColumn = positive(pointsPerColumn)
        self.pointsPerRow = positive(pointsPerRow)
    }

    /// A point is a cell: scenes written in cells.
    public static let cells = CellMetrics(pointsPerColumn: 1, pointsPerRow: 1)

    /// A device's screen: 8 points a column, 22 a row. [sim] A character of body text (17 points)
    /// is about 8 points wide on iOS, and 22 points is a line of body text (20.3) rounded so that
    /// UIKit's most common height, 44 points (a table row, a navigation bar, a toolbar, the
    /// smallest tap target), is exactly two rows (docs/simulation.md).
    public static let points = CellMetrics(pointsPerColumn: 8, pointsPerRow: 22)

    /// The size of one cell, in points.
    public var cellSize: CGSize { CGSize(width: pointsPerColumn, height: pointsPerRow) }

    /// Whether a point is a cell.
    public var isCells: Bool { pointsPerColumn == 1 && pointsPerRow == 1 }

    /// A length across, in columns (not rounded).
    public func columns(_ width: CGFloat) -> CGFloat { width / pointsPerColumn }
    /// A length down, in rows (not rounded).
    public func rows(_ height: CGFloat) -> CGFloat { height / pointsPerRow }

    /// The whole columns a width spans (the cells whose centres it covers), at least 0.
    public func wholeColumns(_ width: CGFloat) -> Int { Self.whole(columns(width)) }
    /// The whole rows a height spans (the cells whose centres it covers), at least 0.
    public func wholeRows(_ height: CGFloat) -> Int { Self.whole(rows(height)) }

    /// The width of `count` columns, in points.
    public func width(ofColumns count: Int) -> CGFloat { CGFloat(count) * pointsPerColumn }
    /// The height of `count` rows, in points.
    public func height(ofRows count: Int) -> CGFloat { CGFloat(count) * pointsPerRow }

    /// A size in points as cells (not rounded).
    public func cells(_ size: CGSize) -> CGSize { CGSize(width: columns(size.width), height: rows(size.height)) }
    /// A rectangle in points as cells (not rounded).
    public func cells(_ rect: CGRect) -> CGRect {
        CGRect(x: columns(rect.minX), y: rows(rect.minY), width: columns(rect.width), height: rows(rect.height))
    }
    /// A rectangle in cells as points.
    public func points(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX * pointsPerColumn, y: rect.minY * pointsPerRow,
               width: rect.width * pointsPerColumn, height: rect.height * pointsPerRow)
    }
    /// Where the middle line of a height starts, in whole rows from its top (the first of two
    /// middle lines): where a line of text sits in a taller frame.
    package func middleLineTop(inHeight height: CGFloat) -> CGFloat {
        self.height(ofRows: max(0, wholeRows(height) - 1) / 2)
    }

    /// Where something `length` wide starts when centred across `room`, in whole columns from
    /// the room's start (a column to the left when it cannot be exactly in the middle).
    package func centredStart(of length: CGFloat, across room: CGFloat) -> CGFloat {
        width(ofColumns: max(0, wholeColumns(room - length)) / 2)
    }

    /// Where something `length` tall starts when centred down `room`, in whole rows from the
    /// room's top (a row above when it cannot be exactly in the middle).
    package func centredStart(of length: CGFloat, down room: CGFloat) -> CGFloat {
        height(ofRows: max(0, wholeRows(room - length)) / 2)
    }

    /// The point a touch on a cell lands on: the cell's centre.
    public func centre(ofColumn column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * pointsPerColumn, y: (CGFloat(row) + 0.5) * pointsPerRow)
    }

    /// A length in cells as whole cells: to the nearest, a half rounding down (the cells whose
    /// centres a length from 0 covers), never negative, saturating.
    static func whole(_ cells: CGFloat) -> Int {
        max(0, Int(saturating: (cells - 0.5).rounded(.up)))
    }
}
