import Foundation

/// A rectangle of cells that draws itself, holds subviews and hosts interactions.
///
/// Coordinates are cells: x is the column, y the row. `frame` is in the superview's coordinates;
/// `bounds.origin` shifts the content (a scroll view scrolls by moving it).
@MainActor
open class UIView: UIResponder {
    /// The view's rectangle in its superview's coordinates.
    @exclusivity(unchecked) open var frame: CGRect {
        didSet {
            layer.frame = frame
            superview?.subviewIndex = nil
            ViewTreeGeneration.advance(at: self)
            if frame != oldValue { geometryDidChange() }
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
            if moved {
                if self is UIScrollView {
                    // The walks below keep their offsets without the scroll views' (`UpwardWalk`).
                    touchesMayLandElsewhere()
                } else {
                    ViewTreeGeneration.advance(at: self)
                    geometryDidChange()
                }
            }
            if frame.size != newValue.size { frame.size = newValue.size }
        }
    }
    @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero

    /// The view's layer. Its sublayers draw in the view's coordinates, under its subviews.
    public let layer: CALayer

    /// The view this one is a subview of.
    open var superview: UIView? {
        // Counted so a test can tell a gesture on a deep view climbs no chain.
        KeptWalkCounter.superviewReads &+= 1
        return parentView
    }
    /// Unowned, so a superview has no side table (`ViewReference`); safe because a view
    /// empties its subviews' reference when it goes (`deinit`), as UIKit does.
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var parentView: UIView?
    /// What this view's references point at (`ViewReference`), made when the first is.
    @exclusivity(unchecked) private var madeAnchor: ViewAnchor?
    /// What a reference to this view points at.
    var anchor: ViewAnchor {
        if let madeAnchor { return madeAnchor }
        let made = ViewAnchor(self)
        madeAnchor = made
        return made
    }
    /// CellKit's own: the generation (`ViewTreeGeneration`) of the last change to this view or
    /// anything inside it that a screen reader reads. A screen reader keeps what it walked of a
    /// subtree whose generation has not moved since.
    @exclusivity(unchecked) public internal(set) var subtreeGeneration: UInt64 = 0
    @exclusivity(unchecked) open private(set) var subviews: [UIView] = []

    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            ViewTreeGeneration.advance(at: self)
            if isHidden != oldValue { geometryDidChange() }
        }
    }
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet {
            ViewTreeGeneration.advance(at: self)
            if alpha != oldValue { geometryDidChange() }
        }
    }
    @exclusivity(unchecked) open var isUserInteractionEnabled = true {
        didSet { touchesMayLandElsewhere() }
    }
    /// When true, subviews and layers are cut off at the view's bounds.
    @exclusivity(unchecked) open var clipsToBounds = false {
        didSet {
            superview?.subviewIndex = nil
            ViewTreeStamp.move()
        }
    }
    open var backgroundColor: UIColor?
    /// The view's content colour, used by views that draw text or lines.
    open var tintColor: UIColor?

    /// The drag and drop interactions this view hosts, in the order they were added.
    @exclusivity(unchecked) open private(set) var interactions: [UIInteraction] = []

    public init(frame: CGRect) {
        self.frame = frame
        self.layer = CALayer(frame: frame)
        super.init()
        layer.hostingView = self
    }

    deinit {
        // Every reference to this view that is not counted is emptied before it is freed.
        madeAnchor?.view = nil
        layer.hostingView = nil
        for subview in subviews { subview.parentView = nil }
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    open var window: UIWindow? { keptWalk.root as? UIWindow }

    // MARK: Kept walks

    /// What the last walk up from this view found, until it or a view above it changed.
    @exclusivity(unchecked) private var keptUpwardWalk: UpwardWalk?
    /// The subviews that keep a walk made from this view's, so that a change here reaches
    /// exactly the views whose walks it alters. A view keeps a walk only while its superview
    /// does.
    @exclusivity(unchecked) private var walkingSubviews: [ObjectIdentifier: UIView] = [:]

    /// What a walk up from this view finds now: the kept one while nothing that could change it
    /// has changed; otherwise the views up to the first with a kept one are walked again, and
    /// each keeps its own (so the next view down the same chain climbs one step).
    var keptWalk: UpwardWalk {
        let epoch = ViewTreeStamp.epoch
        if let kept = keptUpwardWalk, kept.isCurrent(in: epoch) { return kept }
        // Most often the superview's walk stands (a long table's rows, walked one by one): this
        // view's is made from it, with no list of views to walk.
        if let parent = parentView, let kept = parent.keptUpwardWalk, kept.isCurrent(in: epoch) {
            KeptWalkCounter.superviewReads &+= 1
            KeptWalkCounter.viewsWalked &+= 1
            return keepWalk(below: (parent, kept), epoch: epoch)
        }
        var stale: [UIView] = [self]
        var above: (view: UIView, walk: UpwardWalk)?
        var view = self
        while let parent = view.parentView {
            KeptWalkCounter.superviewReads &+= 1
            if let kept = parent.keptUpwardWalk, kept.isCurrent(in: epoch) {
                above = (parent, kept)
                break
            }
            stale.append(parent)
            view = parent
        }
        KeptWalkCounter.viewsWalked &+= stale.count
        for view in stale.reversed() {
            above = (view, view.keepWalk(below: above, epoch: epoch))
        }
        return above?.walk ?? UpwardWalk(of: self, below: nil, epoch: epoch)
    }

    /// Makes this view's walk from its superview's (`nil` for a root), keeps it, and has the
    /// superview note that this view keeps one.
    private func keepWalk(below parent: (view: UIView, walk: UpwardWalk)?, epoch: UInt64) -> UpwardWalk {
        let walk = UpwardWalk(of: self, below: parent, epoch: epoch)
        keptUpwardWalk = walk
        parent?.view.walkingSubviews[ObjectIdentifier(self)] = self
        return walk
    }

    /// Forgets the kept walks of this view and of every view below it that keeps one: what a
    /// walk up from them finds has changed.
    private func forgetKeptWalks() {
        guard keptUpwardWalk != nil, !ViewTreeStamp.isIgnoringMoves else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.keptUpwardWalk = nil
            pending.append(contentsOf: view.walkingSubviews.values)
            view.walkingSubviews.removeAll()
        }
    }

    /// This view's place, bounds origin, visibility or superview changed: the walks of the views
    /// from it down, and where touches land, are stale.
    private func geometryDidChange() {
        forgetKeptWalks()
        touchesMayLandElsewhere()
    }

    /// The hit tests that went through this view (`KeptHit`).
    @exclusivity(unchecked) private var keptHits: [KeptHit] = []

    /// Holds the hit test being made, if one is being kept.
    func holdKeptHit() {
        guard let hit = KeptHit.recording, keptHits.last !== hit else { return }
        // Answers found again, or forgotten, leave their records behind: they are let go of
        // as more come, so a view's list stays as short as the kept answers.
        if keptHits.count >= 16, keptHits.count.isMultiple(of: 16) { keptHits.removeAll { !$0.isValid } }
        keptHits.append(hit)
    }

    /// Drops the hit tests that went through this view.
    private func dropKeptHits() {
        guard !keptHits.isEmpty, !ViewTreeStamp.isIgnoringMoves else { return }
        for hit in keptHits { hit.isValid = false }
        keptHits.removeAll()
    }

    /// Where a touch lands on this view or under it may have changed, and so may which of its
    /// superview's subviews a touch there finds.
    private func touchesMayLandElsewhere() {
        ViewTreeStamp.move()
        dropKeptHits()
        if let parent = parentView { parent.dropKeptHits() } else { ViewTreeStamp.rootDidChange() }
    }

    /// CellKit's own: the custom actions of the views around this one that are not accessibility
    /// elements, innermost first, which VoiceOver offers on the elements inside them.
    package var containerCustomActions: [UIAccessibilityCustomAction] { keptWalk.containerCustomActions }

    /// CellKit's own: the outermost view around this one (not this one) that gives the elements
    /// inside it context (`givesElementContext`).
    package var outermostContextContainer: UIView? { superview?.keptWalk.outermostContextContainer }

    /// CellKit's own: the innermost view around this one (not this one) that says what kind of
    /// group it is (`accessibilityContainerType`).
    package var nearestTypedContainer: UIView? { superview?.keptWalk.nearestTypedContainer }

    /// CellKit's own: the scroll views this view is inside, innermost first.
    package var enclosingScrollViews: [UIScrollView] {
        var found: [UIScrollView] = []
        var next = superview?.keptWalk.nearestScrollView
        while let scrollView = next {
            found.append(scrollView)
            next = scrollView.superview?.keptWalk.nearestScrollView
        }
        return found
    }

    /// CellKit's own: the views from this one up to its root that host interactions, innermost
    /// first.
    package var interactionHostsUpward: [UIView] {
        var found: [UIView] = []
        var next = keptWalk.nearestInteractionHost
        while let host = next {
            found.append(host)
            next = host.superview?.keptWalk.nearestInteractionHost
        }
        return found
    }

    /// Adds a view on top of the other subviews, taking it from any previous superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        view.parentView = self
        view.placeStamp = nil
        subviews.append(view)
        view.geometryDidChange()
        subviewsDidChange()
    }

    /// Adds a view at an index among the subviews (0 is the back-most).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        view.parentView = self
        view.placeStamp = nil
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.geometryDidChange()
        subviewsDidChange()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        touchesMayLandElsewhere()
        parentView = nil
        placeStamp = nil
        parent.walkingSubviews[ObjectIdentifier(self)] = nil
        forgetKeptWalks()
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

    /// CellKit's own: where this view is among its superview's subviews (0 is the back-most),
    /// `nil` without a superview. Each subview keeps its place, stamped with its superview's
    /// `subviewsVersion`: naming every row of a long table (the audit's paths) costs one pass
    /// over the rows after each change, not a search, nor a table of places, for each row.
    package var placeInSuperview: Int? {
        guard let parent = parentView else { return nil }
        if let stamp = placeStamp, stamp.version == parent.subviewsVersion { return stamp.place }
        for (place, subview) in parent.subviews.enumerated() { subview.placeStamp = (parent.subviewsVersion, place) }
        return placeStamp?.place
    }
    /// The superview's `subviewsVersion` this view's place was found at; forgotten when the view
    /// moves to another superview, whose version may be the same number.
    @exclusivity(unchecked) private var placeStamp: (version: Int, place: Int)?

    /// CellKit's own: moves whenever a subview is added, removed or reordered, so a walk that
    /// kept what each subview held knows whether the subviews are still the ones it saw.
    @exclusivity(unchecked) package private(set) var subviewsVersion = 0

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
    @exclusivity(unchecked) private var subviewIndex: SubviewIndex?

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
        // What a touch explores at a point follows what may show there.
        ViewTreeStamp.move()
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
        forgetKeptWalks()
        interaction.didMove(to: self)
    }

    open func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        forgetKeptWalks()
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
        let offset = keptWalk.offsetInRoot
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// A point in this view's coordinates, on the screen that holds every window. A root's frame
    /// is its place on the screen.
    public func screenPoint(for point: CGPoint) -> CGPoint {
        let walk = keptWalk
        let stamp = ViewTreeStamp.current
        if let kept = walk.screenOrigin, kept.stamp == stamp {
            return CGPoint(x: point.x + kept.origin.x, y: point.y + kept.origin.y)
        }
        let root = walk.root ?? self
        // Read once: each read climbs the scroll views above.
        let offset = walk.offsetInRoot, bounds = root.bounds, frame = root.frame
        let origin = CGPoint(x: offset.x - bounds.minX + frame.minX, y: offset.y - bounds.minY + frame.minY)
        walk.screenOrigin = (stamp, origin)
        return CGPoint(x: point.x + origin.x, y: point.y + origin.y)
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
        KeptWalkCounter.hitTests &+= 1
        holdKeptHit()
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        layoutIfNeeded()
        // A subview is a hit only if the point is inside its frame (`point(inside:)`): with many
        // subviews, only those whose frames may hold the point are tried, by their places (no
        // list of views is made: this runs for every touch).
        let all = subviews
        let places = indexedSubviews?.places(at: point)
        var next = places?.count ?? all.count
        while next > 0 {
            next -= 1
            let subview = all[places?[next] ?? next]
            // From this view's coordinates to the subview's, without a trip through the screen
            // (which would cost the tree's depth at every level).
            // Held here too: a subclass's own hitTest may not call this one.
            subview.holdKeptHit()
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
    public var isVisibleInWindow: Bool { keptWalk.isShown }

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
        // A hit test lays the view out first: where touches land may change.
        ViewTreeStamp.move()
        dropKeptHits()
        // The next layout may add or remove subviews (a collection view's cells).
        ViewTreeGeneration.advance(at: self)
    }

    /// Lays out the subviews now if they are marked stale.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
        ViewTreeGeneration.advance(at: self)
        ViewTreeStamp.move()
        dropKeptHits()
    }

    @exclusivity(unchecked) private var needsLayout = false

    // MARK: Accessibility

    override func accessibilityTreeDidChange() {
        ViewTreeGeneration.advance(at: self)
    }

    // What a container passes to the elements inside it is kept in their walks up.
    open override var isAccessibilityElement: Bool {
        didSet { if isAccessibilityElement != oldValue { forgetKeptWalks() } }
    }

    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        didSet { forgetKeptWalks() }
    }

    // Whether a view gives context to the elements inside it is kept in their walks up.
    open override var accessibilityTraits: UIAccessibilityTraits {
        didSet { if accessibilityTraits.contains(.tabBar) != oldValue.contains(.tabBar) { forgetKeptWalks() } }
    }

    open override var accessibilityContainerType: UIAccessibilityContainerType {
        didSet { if accessibilityContainerType != oldValue { forgetKeptWalks() } }
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
