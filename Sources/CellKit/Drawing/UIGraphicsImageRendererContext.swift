import Foundation

/// What a renderer's drawing actions draw into.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The context to draw into (CellKit's `CGContext`).
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { UIImage(cells: cgContext.cellContext.grid.lines) }

    /// Paints `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Draws a box just inside `rect`.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}
