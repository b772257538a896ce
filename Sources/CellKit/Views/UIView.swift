import Foundation

/// A rectangle of cells that draws itself, holds subviews and hosts interactions.
///
/// Coordinates are cells: x is the column, y the row. `frame` is in the superview's coordinates;
/// `bounds.origin` shifts the content (a scroll view scrolls by moving it).
@MainActor
open class UIView: UIResponder {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        didSet {
            layer.frame = frame
            superview?.subviewIndex = nil
            ViewTreeGeneration.advance(at: self)
        }
    }
    /// The view's own coordinate space. Its origin is the point of content shown at the top-left.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            let moved = boundsOrigin != newValue.origin
            boundsOrigin = newValue.origin
            // Scrolling sets only the origin; the frame (and so the view tree) is untouched. A
            // scroll view's content keeps its order as it scrolls; another view's content moves
            // against its neighbours', which VoiceOver reads together with it.
            if moved, !(self is UIScrollView) { ViewTreeGeneration.advance(at: self) }
            if frame.size != newValue.size { frame.size = newValue.size }
        }
    }
    private var boundsOrigin: CGPoint = .zero

    /// The view's layer. Its sublayers draw in the view's coordinates, under its subviews.
    public let layer: CALayer

    open private(set) weak var superview: UIView?
    /// CellKit's own: the generation (`ViewTreeGeneration`) of the last change to this view or
    /// anything inside it that a screen reader reads. A screen reader keeps what it walked of a
    /// subtree whose generation has not moved since.
    public internal(set) var subtreeGeneration: UInt64 = 0
    open private(set) var subviews: [UIView] = []

    open var isHidden = false {
        didSet { ViewTreeGeneration.advance(at: self) }
    }
    open var alpha: CGFloat = 1 {
        didSet { ViewTreeGeneration.advance(at: self) }
    }
    open var isUserInteractionEnabled = true
    /// When true, subviews and layers are cut off at the view's bounds.
    open var clipsToBounds = false {
        didSet { superview?.subviewIndex = nil }
    }
    open var backgroundColor: UIColor?
    /// The view's content colour, used by views that draw text or lines.
    open var tintColor: UIColor?

    /// The drag and drop interactions this view hosts, in the order they were added.
    open private(set) var interactions: [UIInteraction] = []

    public init(frame: CGRect) {
        self.frame = frame
        self.layer = CALayer(frame: frame)
        super.init()
        layer.hostingView = self
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    open var window: UIWindow? { root as? UIWindow }

    private var root: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Adds a view on top of the other subviews, taking it from any previous superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        subviewsDidChange()
    }

    /// Adds a view at an index among the subviews (0 is the back-most).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        view.superview = self
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        subviewsDidChange()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.subviewsDidChange()
    }

    private func subviewsDidChange() {
        subviewsVersion &+= 1
        changedSubviews = ChangedSubviews()
        subviewIndex = nil
        // Whether this view can draw outside its frame may have changed with its subviews.
        superview?.subviewIndex = nil
        ViewTreeGeneration.advance(at: self)
    }

    /// CellKit's own: moves whenever a subview is added, removed or reordered, so a walk that
    /// kept what each subview held knows whether the subviews are still the ones it saw.
    package private(set) var subviewsVersion = 0

    /// Which subviews changed at which generation, for views with many subviews.
    private var changedSubviews = ChangedSubviews()

    /// Hears that something inside a subview changed at a generation (`ViewTreeGeneration`).
    func subviewDidChange(_ subview: UIView, at generation: UInt64) {
        // Only views with many subviews keep the list: for a few, visiting each costs no more.
        guard subviews.count >= ChangedSubviews.minimumCount else { return }
        changedSubviews.note(subview, at: generation, subviewCount: subviews.count)
    }

    /// CellKit's own: the subviews in which something changed after `generation`, each once,
    /// while the subviews themselves (`subviewsVersion`) stay the same; `nil` when this view does
    /// not know (it has few subviews, or too many changed to keep a list).
    package func subviewsChanged(after generation: UInt64) -> [UIView]? {
        guard subviews.count >= ChangedSubviews.minimumCount else { return nil }
        return changedSubviews.subviews(changedAfter: generation)
    }

    /// Where the subviews are, for views with many; dropped when any of them moves.
    private var subviewIndex: SubviewIndex?

    /// The index of the subviews, built when first needed; `nil` for views with few subviews.
    private var indexedSubviews: SubviewIndex? {
        guard subviews.count >= SubviewIndex.minimumCount else { return nil }
        if let subviewIndex { return subviewIndex }
        let built = SubviewIndex(subviews: subviews)
        subviewIndex = built
        return built
    }

    /// True when the view may draw outside its frame: it does not clip, and it holds subviews or
    /// sublayers (which may stick out). Its own content, background and border never do.
    var mayDrawOutsideFrame: Bool {
        !clipsToBounds && (!subviews.isEmpty || !(layer.sublayers?.isEmpty ?? true))
    }

    /// Called when the layer's sublayers change: whether the view can draw outside its frame may
    /// have changed.
    func layerSublayersDidChange() {
        superview?.subviewIndex = nil
    }

    /// True when `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Interactions

    open func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    open func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // MARK: Coordinates

    /// Converts a point from this view's coordinates to another view's (or, for `nil`, to the
    /// window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return rootPoint(for: point) }
        return view.pointFromScreen(screenPoint(for: point))
    }

    /// Converts a point from another view's coordinates (or, for `nil`, the window's) to this
    /// view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            let offset = rootPoint(for: .zero)
            return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        }
        return pointFromScreen(view.screenPoint(for: point))
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point in this view's coordinates, in the coordinates of the root of its hierarchy.
    private func rootPoint(for point: CGPoint) -> CGPoint {
        inRoot(point).point
    }

    /// A point in this view's coordinates in its root's, and the root: one walk up finds both
    /// (a deep tree's chain is long).
    private func inRoot(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
        var result = point
        var view = self
        while let parent = view.superview {
            result.x += view.frame.minX - view.bounds.minX
            result.y += view.frame.minY - view.bounds.minY
            view = parent
        }
        return (result, view)
    }

    /// A point in this view's coordinates, on the screen that holds every window. A root's frame
    /// is its place on the screen.
    public func screenPoint(for point: CGPoint) -> CGPoint {
        let (result, root) = inRoot(point)
        return CGPoint(x: result.x - root.bounds.minX + root.frame.minX,
                       y: result.y - root.bounds.minY + root.frame.minY)
    }

    /// CellKit's own: the activation point in this view's coordinates, worked out without a
    /// trip through the screen when nothing moved it off the frame's place (no screen point was
    /// set, and the class is CellKit's, so no getter of its own computes it); `nil` otherwise.
    package var activationPointInBounds: CGPoint? {
        guard !hasExplicitActivationPoint, TrackedClasses.tracksEveryChange(of: self) else { return nil }
        let bounds = self.bounds
        if let offset = activationPointInFrame { return CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y) }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// A screen point in this view's coordinates.
    public func pointFromScreen(_ point: CGPoint) -> CGPoint {
        let offset = screenPoint(for: .zero)
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// CellKit's own: a point in the superview's coordinates (for a window, the screen's) in this
    /// view's, by its frame and bounds alone: what a walk down the tree carries from level to
    /// level, where `convert(_:from:)` would walk up to the screen at every one.
    public func point(fromSuperview point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// A rectangle in this view's coordinates, on the screen.
    public func screenRect(for rect: CGRect) -> CGRect {
        CGRect(origin: screenPoint(for: rect.origin), size: rect.size)
    }

    // MARK: Hit testing

    /// The deepest visible, interactive view containing the point (in this view's coordinates),
    /// by UIKit's rules: hidden views, views with alpha below 0.01 and views with user
    /// interaction off are skipped with their subtrees; a point outside the bounds is never a
    /// hit, even over a subview that sticks out; front-most subviews are tried first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        layoutIfNeeded()
        // A subview is a hit only if the point is inside its frame (`point(inside:)`): with many
        // subviews, only those whose frames may hold the point are tried.
        let candidates = indexedSubviews.map { index in index.places(at: point).map { subviews[$0] } } ?? subviews
        for subview in candidates.reversed() {
            // From this view's coordinates to the subview's, without a trip through the screen
            // (which would cost the tree's depth at every level).
            if let hit = subview.hitTest(subview.point(fromSuperview: point), with: event) {
                return hit
            }
        }
        return self
    }

    /// CellKit's own: the subviews, back to front, that may show something at a point in this
    /// view's coordinates: those whose frames hold it, and those that may draw outside their
    /// frames. A view with many subviews finds them without looking at each one.
    public func subviewsThatMayShow(at point: CGPoint) -> [UIView] {
        let candidates = indexedSubviews.map { index in index.places(at: point, overflowing: true).map { subviews[$0] } }
            ?? subviews
        return candidates.filter { $0.frame.contains(point) || $0.mayDrawOutsideFrame }
    }

    /// Whether the point (in this view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// True when the view and all its ancestors are shown and the view is in a shown window.
    public var isVisibleInWindow: Bool {
        // One walk up: every view on the way shown, and the root a window.
        var view = self
        while true {
            if view.isHidden || view.alpha < 0.01 { return false }
            guard let parent = view.superview else { return view is UIWindow }
            view = parent
        }
    }

    /// Handles a plain tap (one no drag interaction took) at a point in this view's
    /// coordinates. Returns whether the view did something with it; views that react to taps
    /// (a collection view selecting an item) override it.
    func handleSimulatedTap(at point: CGPoint) -> Bool { false }

    // MARK: Layout

    /// Lays out the subviews. Views whose subviews depend on their size or content (a
    /// collection view) override it; the default does nothing.
    open func layoutSubviews() {}

    /// Marks the layout as stale; it is redone before the next hit test or drawing.
    open func setNeedsLayout() {
        needsLayout = true
        // The next layout may add or remove subviews (a collection view's cells).
        ViewTreeGeneration.advance(at: self)
    }

    /// Lays out the subviews now if they are marked stale.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
        ViewTreeGeneration.advance(at: self)
    }

    private var needsLayout = false

    // MARK: Accessibility

    override func accessibilityTreeDidChange() {
        ViewTreeGeneration.advance(at: self)
    }

    open override var accessibilityFrame: CGRect {
        get { screenRect(for: bounds) }
        set {}
    }

    // MARK: Drawing

    /// Draws the view's own content in its own coordinates. Called after the background and the
    /// layer's sublayers, before the subviews. The default draws nothing.
    open func draw(_ rect: CGRect, in context: CellContext) {}

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
        if layer.borderWidth > 0 {
            context.strokeBox(CGRect(origin: .zero, size: bounds.size),
                              style: CellStyle(foreground: layer.borderColor?.cellColor))
        }
        _ = context.apply(offset: CGPoint(x: -bounds.minX, y: -bounds.minY), clippingTo: nil)
        if let color = layer.backgroundColor {
            context.fill(bounds, with: layer.fillCharacter, style: CellStyle(foreground: color.cellColor))
        }
        for sublayer in layer.sublayers ?? [] {
            context.withState(offset: sublayer.frame.origin, clippingTo: nil) {
                sublayer.render(in: context)
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
