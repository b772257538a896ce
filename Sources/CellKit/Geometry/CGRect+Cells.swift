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
}

extension CGPoint {
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}
