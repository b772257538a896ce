import Foundation

/// A layer: a rectangle drawn into cells, with sublayers. Layers cannot host interactions;
/// a view can (which is why the talk's bar graph exposes its bars through accessibility elements).
@preconcurrency @MainActor
open class CALayer {
    /// The layer's rectangle in its superlayer's coordinates (for a view's layer, the view's
    /// coordinates).
    open var frame: CGRect
    /// The layer's own coordinate space: origin (0, 0), the frame's size.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var sublayers: [CALayer]? { storedSublayers }
    @exclusivity(unchecked) private var storedSublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open var backgroundColor: CGColor?
    /// Draws a box of line characters just inside the bounds when greater than zero.
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var isHidden = false
    /// The radius of the layer's rounded corners. Kept; cells draw square corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are cut off at the layer's bounds. A view's layer's is the view's
    /// `clipsToBounds` (one property, as in UIKit): setting either sets both.
    open var masksToBounds: Bool {
        get { hostingView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let hostingView { hostingView.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
        }
    }
    @exclusivity(unchecked) private var storedMasksToBounds = false
    /// The shadow's colour. Kept, as are the other shadow properties; cells draw no shadows.
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0 (Core Animation's default: no shadow) to 1. Kept.
    open var shadowOpacity: Float = 0
    /// The shadow's offset, Core Animation's default (0, -3). Kept.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow, Core Animation's default 3. Kept.
    open var shadowRadius: CGFloat = 3
    /// A name, for finding the layer again (as Core Animation's `name`).
    open var name: String?
    /// How opaque the layer is, 0 to 1. A view's own layer answers with the view's `alpha` and
    /// sets it, as UIKit's backing layer does; a sublayer keeps it (CellKit draws layers opaque).
    open var opacity: Float {
        get { hostingView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let hostingView {
                hostingView.alpha = CGFloat(newValue)
            } else {
                storedOpacity = newValue
            }
        }
    }
    private var storedOpacity: Float = 1
    /// The view whose layer this is, told when its sublayers change. Unowned, so the view has
    /// no side table (`ViewReference`); the view empties it when it goes.
    nonisolated(unsafe) unowned(unsafe) var hostingView: UIView?

    public init() {
        frame = .zero
    }

    /// CellKit's own, not Core Animation's: a layer with a frame. Code that must also compile
    /// against UIKit writes `CALayer()` and then sets `frame`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        layer.superlayer = self
        // Appended in place: building a new array at each add made a layer of n sublayers cost
        // n² (a bar graph of 40,000 bars took 8 s to load).
        if storedSublayers == nil { storedSublayers = [] }
        storedSublayers?.append(layer)
        hostingView?.layerSublayersDidChange()
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers?.removeAll { $0 === self }
        superlayer = nil
        parent.hostingView?.layerSublayersDidChange()
    }

    /// The character that fills a layer with a background colour. Solid blocks read as bars.
    open var fillCharacter: Character = "█"

    /// Draws the layer's own content, in its own coordinates: its background, then its border.
    open func draw(in context: CellContext) {
        if let color = backgroundColor {
            context.fill(bounds, with: fillCharacter, style: CellStyle(foreground: color.cellColor))
        }
        if borderWidth > 0 {
            context.strokeBox(bounds, style: CellStyle(foreground: borderColor?.cellColor))
        }
    }

    /// Draws the layer and then its sublayers, each in its own coordinates. Sublayers are not
    /// clipped, as Core Animation's are not unless `masksToBounds` is set.
    func render(in context: CellContext) {
        guard !isHidden else { return }
        draw(in: context)
        let clip: CGRect? = masksToBounds ? bounds : nil
        context.withState(offset: .zero, clippingTo: clip) {
            for sublayer in sublayers ?? [] {
                context.withState(offset: sublayer.frame.origin, clippingTo: nil) {
                    sublayer.render(in: context)
                }
            }
        }
    }
}
