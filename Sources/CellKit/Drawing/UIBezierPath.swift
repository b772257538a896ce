import Foundation

/// A shape to fill or stroke. Cells have no curves: a path is drawn as the cells of its
/// bounding rectangle (filled) or as a box around them (stroked); its corner radius and line
/// width are kept.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// The smallest rectangle holding the path.
    open private(set) var bounds: CGRect
    open var lineWidth: CGFloat = 1
    /// Kept; cells draw square corners.
    public let cornerRadius: CGFloat

    /// An empty path.
    public override init() {
        bounds = .null
        cornerRadius = 0
        super.init()
    }

    /// A rectangle.
    public init(rect: CGRect) {
        bounds = rect
        cornerRadius = 0
        super.init()
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        self.cornerRadius = cornerRadius
        super.init()
    }

    /// An ellipse inside `rect`.
    public init(ovalIn rect: CGRect) {
        bounds = rect
        cornerRadius = min(rect.width, rect.height) / 2
        super.init()
    }

    /// Starts a new part of the path at `point`.
    open func move(to point: CGPoint) { include(point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { include(point) }
    /// Closes the current part; nothing to do in cells.
    open func close() {}

    private func include(_ point: CGPoint) {
        bounds = bounds.isNull ? CGRect(origin: point, size: .zero) : bounds.union(CGRect(origin: point, size: .zero))
    }

    /// Paints the path's cells with the current fill colour.
    open func fill() {
        guard !bounds.isNull else { return }
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }

    /// Draws a box around the path's cells in the current stroke colour.
    open func stroke() {
        guard !bounds.isNull else { return }
        UIGraphicsGetCurrentContext()?.stroke(bounds)
    }
}
