import Foundation

extension CALayer {
    /// Draws the layer into `ctx`, as Core Animation's `render(in:)`. A view's layer draws its
    /// view with its subviews (a view's layer holds its subviews' layers in UIKit).
    public func render(in ctx: CGContext) {
        if let view = hostingView {
            view.render(in: ctx.cellContext)
        } else {
            render(in: ctx.cellContext)
        }
    }
}
