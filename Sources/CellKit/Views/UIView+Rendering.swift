import Foundation

/// Drawing a view tree into cells: CellKit's own entry point (`render(in:)`) and the order and
/// clipping UIKit draws in.
extension UIView {
    /// Draws the view and its subviews into `context`, whose origin is this view's frame origin.
    /// The tree is drawn with a stack of its own rather than by recursion, so a tree thousands of
    /// views deep cannot run out of the thread's stack; the order and clipping are a recursive
    /// walk's: each view, then its subviews back to front, each inside its superview's state.
    public func render(in context: CellContext) {
        enum Step {
            case enter(UIView, offset: CGPoint)
            case restore(CellContext.SavedState)
        }
        var steps: [Step] = [.enter(self, offset: .zero)]
        while let step = steps.popLast() {
            switch step {
            case .restore(let saved):
                context.restore(saved)
            case .enter(let view, let offset):
                let saved = context.saveState()
                guard context.apply(offset: offset, clippingTo: nil), view.drawSelf(in: context) else {
                    context.restore(saved)
                    continue
                }
                steps.append(.restore(saved))
                for subview in view.subviewsToDraw(in: context).reversed() {
                    steps.append(.enter(subview, offset: subview.frame.origin))
                }
            }
        }
    }

    /// Draws the view's own part (background, border, layer, content) and leaves the context in
    /// its content's coordinates for the subviews. Returns false when nothing of it shows.
    private func drawSelf(in context: CellContext) -> Bool {
        guard !isHidden, alpha >= 0.01 else { return false }
        layoutIfNeeded()
        let clip: CGRect? = clipsToBounds ? CGRect(origin: .zero, size: bounds.size) : nil
        guard context.apply(offset: .zero, clippingTo: clip) else { return false }
        if let color = backgroundColor {
            context.fill(CGRect(origin: .zero, size: bounds.size), with: " ",
                         style: CellStyle(background: color.cellColor))
        }
        // The border goes under the content (Core Animation puts it over): in cells this
        // lets a view write its title into its own box's top edge.
        if let layer = madeLayer, layer.borderWidth > 0 {
            context.strokeBox(CGRect(origin: .zero, size: bounds.size),
                              style: CellStyle(foreground: layer.borderColor?.cellColor))
        }
        _ = context.apply(offset: CGPoint(x: -bounds.minX, y: -bounds.minY), clippingTo: nil)
        if let layer = madeLayer {
            if let color = layer.backgroundColor {
                context.fill(bounds, with: layer.fillCharacter, style: CellStyle(foreground: color.cellColor))
            }
            for sublayer in layer.sublayers ?? [] {
                context.withState(offset: sublayer.frame.origin, clippingTo: nil) {
                    sublayer.render(in: context)
                }
            }
        }
        // What a view draws itself stays inside its bounds, as in UIKit, where it draws into a
        // backing store of its size: so a view without subviews or sublayers shows only inside
        // its frame, and drawing can skip those outside what is visible.
        context.withState(offset: .zero, clippingTo: bounds) {
            draw(bounds, in: context)
        }
        return true
    }

    /// The subviews, back to front, that may show in the context's clip (the context in this
    /// view's content coordinates): all of them, or for a view with many, those whose frames
    /// reach into the clip and those that may draw outside their frames.
    private func subviewsToDraw(in context: CellContext) -> [UIView] {
        guard let index = indexedSubviews else { return subviews }
        let visible = context.clip.offsetBy(dx: -context.origin.x, dy: -context.origin.y)
        return index.places(drawingIn: visible).map { subviews[$0] }
    }
}
