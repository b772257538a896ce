import Foundation

/// CellKit's own: text measured and drawn as UIKit's string drawing does it
/// (`NSString.draw(at:withAttributes:)`, `boundingRect(with:options:attributes:context:)`), a
/// character a column and a line a row of the screen being drawn or simulated.
@MainActor
enum TextDrawing {
    /// The metrics text is measured in: the drawing context's, else the simulated screen's.
    static var metrics: CellMetrics {
        UIGraphicsGetCurrentContext()?.cellContext.metrics ?? ScreenSimulation.current?.cellMetrics ?? .points
    }

    /// The lines of `text` within `width` points when wrapping, else its lines as written.
    static func lines(of text: String, width: CGFloat?, metrics: CellMetrics) -> [String] {
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width, width.isFinite, width > 0 else { return written }
        let columns = max(1, metrics.wholeColumns(width))
        return written.flatMap { TextWrapper.wrap($0, width: columns) }
    }

    /// The size of `text`, wrapped within `width` when given.
    static func size(of text: String, width: CGFloat?) -> CGSize {
        let metrics = self.metrics
        let lines = lines(of: text, width: width, metrics: metrics)
        let widest = lines.map { CharacterWidth.of($0) }.max() ?? 0
        return CGSize(width: metrics.width(ofColumns: widest), height: metrics.height(ofRows: lines.count))
    }

    /// Draws `text` in the current context from `rect`'s top-left corner, wrapped within its
    /// width and cut at its height when `wraps`, in the attributes' colour and boldness.
    static func draw(_ text: String, in rect: CGRect, wraps: Bool, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let metrics = context.cellContext.metrics
        var lines = lines(of: text, width: wraps ? rect.width : nil, metrics: metrics)
        if wraps, rect.height.isFinite {
            lines = Array(lines.prefix(max(0, metrics.wholeRows(rect.height))))
        }
        let color = attributes?[.foregroundColor] as? UIColor
        let font = attributes?[.font] as? UIFont
        let style = CellStyle(foreground: color?.cellColor, isBold: font?.isBold ?? false)
        for (row, line) in lines.enumerated() {
            context.cellContext.drawText(line, at: CGPoint(x: rect.minX, y: rect.minY + metrics.height(ofRows: row)), style: style)
        }
    }
}
