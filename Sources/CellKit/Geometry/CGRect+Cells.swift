import Foundation

extension CGRect {
    /// The rectangle's cells, the rectangle in grid cells: every cell whose centre lies inside
    /// it, or, for a rectangle of some size that covers no cell's centre, the one cell its own
    /// centre lies in (a view smaller than a cell still shows). A rectangle of whole cells covers
    /// exactly those cells.
    var cellRange: (columns: Range<Int>, rows: Range<Int>) {
        let standard = standardized
        return (Self.cells(from: standard.minX, to: standard.maxX), Self.cells(from: standard.minY, to: standard.maxY))
    }

    /// The cells from one edge to another (in cells): those whose centres lie between them, or
    /// the one the middle lies in when the edges are apart but cover no centre.
    private static func cells(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        let first = firstCell(from: low), end = firstCell(from: high)
        if end > first { return first..<end }
        guard high > low else { return first..<first }
        let middle = Int(saturating: ((low + high) / 2).rounded(.down))
        return middle..<(middle &+ 1)
    }

    /// The first cell whose centre lies at or after an edge (in cells): the nearest cell, a half
    /// rounding down; a whole number is its own cell.
    static func firstCell(from edge: CGFloat) -> Int {
        Int(saturating: (edge - 0.5).rounded(.up))
    }

    /// The rectangle with its edges brought within ±2^40 cells, or `nil` when an edge is not a
    /// number. Foundation's rectangle operations (`intersection`, `contains`) trap on NaN, which
    /// an infinite edge also gives (`-inf + inf`); a view whose frame code set to such values
    /// shows nowhere, and one merely huge is drawn where it reaches the screen.
    var drawable: CGRect? {
        let limit = CGFloat(1 << 40)
        func clamped(_ value: CGFloat) -> CGFloat { Swift.min(limit, Swift.max(-limit, value)) }
        // Four values, not an array of them: every view drawn asks, and an array is an allocation.
        let minX = origin.x, maxX = origin.x + size.width, minY = origin.y, maxY = origin.y + size.height
        guard !minX.isNaN, !maxX.isNaN, !minY.isNaN, !maxY.isNaN else { return nil }
        let left = clamped(minX), right = clamped(maxX), top = clamped(minY), bottom = clamped(maxY)
        return CGRect(x: Swift.min(left, right), y: Swift.min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
