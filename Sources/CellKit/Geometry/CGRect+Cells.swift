import Foundation

extension CGRect {
    /// The rectangle's cells: every whole cell whose top-left corner lies inside it.
    ///
    /// Frames are in cell units; a fractional frame covers the cells its corners round into.
    var cellRange: (columns: Range<Int>, rows: Range<Int>) {
        let standard = standardized
        let x0 = Int(saturating: standard.minX.rounded(.down)), x1 = Int(saturating: standard.maxX.rounded(.up))
        let y0 = Int(saturating: standard.minY.rounded(.down)), y1 = Int(saturating: standard.maxY.rounded(.up))
        return (x0..<max(x0, x1), y0..<max(y0, y1))
    }

    /// The rectangle with its edges brought within ±2^40 cells, or `nil` when an edge is not a
    /// number. Foundation's rectangle operations (`intersection`, `contains`) trap on NaN, which
    /// an infinite edge also gives (`-inf + inf`); a view whose frame code set to such values
    /// shows nowhere, and one merely huge is drawn where it reaches the screen.
    var drawable: CGRect? {
        let limit = CGFloat(1 << 40)
        func clamped(_ value: CGFloat) -> CGFloat { Swift.min(limit, Swift.max(-limit, value)) }
        let edges = [origin.x, origin.x + size.width, origin.y, origin.y + size.height]
        guard !edges.contains(where: \.isNaN) else { return nil }
        let left = clamped(edges[0]), right = clamped(edges[1]), top = clamped(edges[2]), bottom = clamped(edges[3])
        return CGRect(x: Swift.min(left, right), y: Swift.min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
