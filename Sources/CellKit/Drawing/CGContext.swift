import Foundation

/// CellKit's own stand-in for Core Graphics' drawing context, which Linux does not have: the
/// names UIKit drawing code calls, drawing into cells. Filling a rectangle paints its cells with
/// the fill colour; stroking one draws a box of line characters; the current transform is a
/// translation only (cells cannot scale or turn). What it cannot draw (paths' curves, images'
/// pixels, line widths) it draws as the cells the shape covers, or keeps.
///
/// A view's `draw(_:)` gets one from `UIGraphicsGetCurrentContext()`; an image renderer's
/// `image(actions:)` gives one as `cgContext`.
@preconcurrency @MainActor
public final class CGContext {
    /// CellKit's own: the cells this context draws into.
    public let cellContext: CellContext
    private var fillColor: CGColor?
    private var strokeColor: CGColor?
    /// Kept; a line is one cell wide.
    public private(set) var lineWidth: CGFloat = 1
    private var saved: [(CellContext.SavedState, fill: CGColor?, stroke: CGColor?)] = []

    /// CellKit's own: a context drawing into `cellContext`.
    public init(cellContext: CellContext) {
        self.cellContext = cellContext
        // Core Graphics' default colours are opaque black.
        fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        strokeColor = fillColor
    }

    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { lineWidth = width }

    /// Paints the cells of `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        guard let color = fillColor?.cellColor else { return }
        cellContext.fill(rect, with: " ", style: CellStyle(background: color))
    }

    /// Paints each rectangle, as `fill(_:)`.
    public func fill(_ rects: [CGRect]) {
        for rect in rects { fill(rect) }
    }

    /// Paints the cells of the ellipse's bounding rectangle (cells have no curves).
    public func fillEllipse(in rect: CGRect) { fill(rect) }

    /// Draws a box of line characters just inside `rect`, in the stroke colour.
    public func stroke(_ rect: CGRect) {
        cellContext.strokeBox(rect, style: CellStyle(foreground: strokeColor?.cellColor))
    }

    /// Draws the box of the ellipse's bounding rectangle.
    public func strokeEllipse(in rect: CGRect) { stroke(rect) }

    /// Clears the cells of `rect` to blanks.
    public func clear(_ rect: CGRect) {
        cellContext.fill(rect, with: " ", style: .plain)
    }

    /// Moves the origin: later drawing lands `tx`, `ty` cells further on.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        _ = cellContext.apply(offset: CGPoint(x: tx, y: ty), clippingTo: nil)
    }

    /// Saves the origin, clip and colours.
    public func saveGState() {
        saved.append((cellContext.saveState(), fillColor, strokeColor))
    }

    /// Restores what the last `saveGState()` saved.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        cellContext.restore(last.0)
        fillColor = last.fill
        strokeColor = last.stroke
    }
}
