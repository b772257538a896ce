import Foundation

/// Makes images by drawing: `UIGraphicsImageRenderer(bounds: view.bounds).image { context in
/// view.layer.render(in: context.cgContext) }` gives an image of the view, in cells, as UIKit's
/// gives one in pixels (its rows are the characters drawn).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The area drawn, in cells; drawing is offset so that its origin is the image's top-left.
    public let bounds: CGRect
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` cells.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer for images of `size` cells, with a format (kept).
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of the area `bounds`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer for images of the area `bounds`, with a format (kept).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Draws with `actions` and returns what was drawn.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = Self.makeContext(size: bounds.size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.with(context) { actions(rendererContext) }
        return rendererContext.currentImage
    }

    /// Draws with `actions` and returns the image's data as an item provider offers an image's
    /// (its rows as UTF-8 text [sim]); `compressionQuality` is kept out.
    open func jpegData(compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        pngData(actions: actions)
    }

    /// Draws with `actions` and returns the image's data (its rows as UTF-8 text [sim]).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data(image(actions: actions).rows.joined(separator: "\n").utf8)
    }

    /// A context over a blank grid of `size` cells (at least one, at most a screen's worth:
    /// an image is never larger than what a terminal shows).
    static func makeContext(size: CGSize) -> CGContext {
        let width = min(10_000, max(1, Int(saturating: size.width.rounded(.up))))
        let height = min(10_000, max(1, Int(saturating: size.height.rounded(.up))))
        return CGContext(cellContext: CellContext(grid: CellGrid(width: width, height: height)))
    }
}
