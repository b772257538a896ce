import Foundation

/// Drawing a view where code asks for a picture of it (to drag a snapshot).
extension UIView {
    /// Draws the view and its subviews into the current context, scaled to `rect` as UIKit's
    /// does; in cells it is drawn at `rect`'s origin at its own size. Returns false when there
    /// is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        context.cellContext.withState(offset: rect.origin, clippingTo: nil) {
            render(in: context.cellContext)
        }
        return true
    }

    /// A copy of the view as it looks now, as UIKit's `snapshotView(afterScreenUpdates:)`: an
    /// image view showing what the view draws.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let image = UIGraphicsImageRenderer(bounds: bounds).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let copy = UIImageView(image: image)
        copy.frame = frame
        return copy
    }
}
