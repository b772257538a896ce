import Foundation

/// A rectangle of cells that draws itself, holds subviews and hosts interactions.
///
/// Coordinates are cells: x is the column, y the row. `frame` is in the superview's coordinates;
/// `bounds.origin` shifts the content (a scroll view scrolls by moving it).
///
/// Every setter reports what it changed through one funnel, `noteChange(_:)`; `ViewChange` says
/// what each change makes stale. What a view keeps beside UIKit's state is `bookkeeping`
/// (`UIView+Bookkeeping`).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's rectangle in its superview's coordinates. With a `transform` other than the
    /// identity it is the smallest rectangle holding the transformed bounds around `center`, as
    /// in UIKit; setting it then moves the centre to the new rectangle's and keeps the size
    /// (UIKit leaves that undefined).
    open var frame: CGRect {
        get {
            guard !storedTransform.isIdentity else { return storedFrame }
            return transformedFrame
        }
        set {
            guard storedTransform.isIdentity else {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                return
            }
            setUntransformedFrame(newValue)
        }
    }

    /// Sets the frame as it is before any transform.
    private func setUntransformedFrame(_ newValue: CGRect) {
        guard newValue != storedFrame else { return }
        let resized = newValue.size != storedFrame.size
        storedFrame = newValue
        storedLayer?.frame = newValue
        // A frame that holds the view in place in Auto Layout (or the root's size) moves what
        // is constrained to it. The tree's flag first: while Auto Layout sets 10,000 frames,
        // each view's layout state (an object of its own, out of the cache) is not read.
        if knownTreeClock?.tree.isApplyingLayout != true, layoutState?.isInEngine == true {
            LayoutEngine.invalidate(from: self, .fixedFrame(self))
        }
        // As in UIKit, a new size lays the subviews out again before the next drawing or hit
        // test (`.frame` already drops what `.layout` would).
        if resized { needsLayout = true }
        noteChange(.frame)
    }
    @exclusivity(unchecked) private var storedFrame: CGRect

    /// The centre of the view's frame, in its superview's coordinates. Setting it moves the
    /// frame's origin and keeps its size (a half cell lands as `frame` holds it; drawing rounds).
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            let origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            guard origin != storedFrame.origin else { return }
            storedFrame.origin = origin
            storedLayer?.frame = storedFrame
            // Auto Layout puts a view it places back at its next pass, as it does a frame set.
            if layoutState?.isInEngine == true, !viewTree.isApplyingLayout { LayoutEngine.viewWasMoved(self) }
            noteChange(.frame)
        }
    }

    /// How the view is scaled, rotated or moved about its centre. `frame` reflects it; `bounds`
    /// and `center` do not, as in UIKit. In cells a view is drawn and touched at its frame's
    /// top-left corner, at its own size: a translation moves its cells, a scale moves them to the
    /// scaled frame's corner (cells keep their size), and a rotation is kept, its frame the
    /// rotated bounds' box.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard newValue != storedTransform else { return }
            storedTransform = newValue
            if layoutState?.isInEngine == true, !viewTree.isApplyingLayout { LayoutEngine.viewWasMoved(self) }
            noteChange(.frame)
        }
    }
    private var storedTransform: CGAffineTransform {
        get { viewRare?.transform ?? .identity }
        set { if viewRare != nil || !newValue.isIdentity { madeViewRare.transform = newValue } }
    }

    /// The frame a transform gives: the bounds, centred on the origin, transformed, then moved
    /// to `center`.
    private var transformedFrame: CGRect {
        let size = storedFrame.size
        let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(storedTransform)
        let rect = box.offsetBy(dx: storedFrame.midX, dy: storedFrame.midY)
        // A transform of NaN or infinite entries leaves the view where it is rather than nowhere.
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return storedFrame
        }
        return rect
    }

    /// The view's own coordinate space. Its origin is the point of content shown at the top-left.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if boundsOrigin != newValue.origin {
                boundsOrigin = newValue.origin
                // Scrolling sets only the origin; a scroll view's content keeps its order as it
                // scrolls. Another view's content moves against its neighbours', which VoiceOver
                // reads together with it.
                noteChange(self is UIScrollView ? .scroll : .boundsOrigin)
            }
            if storedFrame.size != newValue.size {
                // A transformed view keeps its centre, as UIKit's does.
                let origin = storedTransform.isIdentity ? storedFrame.origin
                    : CGPoint(x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2)
                setUntransformedFrame(CGRect(origin: origin, size: newValue.size))
            }
        }
    }
    private var boundsOrigin: CGPoint {
        get { viewRare?.boundsOrigin ?? .zero }
        set { if viewRare != nil || newValue != .zero { madeViewRare.boundsOrigin = newValue } }
    }

    /// The view's layer. Its sublayers draw in the view's coordinates, under its subviews.
    ///
    /// Made when first asked for (CellKit's own economy; UIKit makes it with the view): most
    /// views of a long list never touch theirs, and a layer costs about 280 bytes.
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let made = CALayer(frame: storedFrame)
        made.hostingView = self
        storedLayer = made
        return made
    }
    /// The layer, if anything has asked for it: drawing reads this, so a view with no layer
    /// draws none and makes none.
    package var madeLayer: CALayer? { storedLayer }
    @exclusivity(unchecked) private var storedLayer: CALayer?

    /// What few views set (a transform, a bounds origin, a tag, gestures, a tint, a content
    /// mode, an autoresizing mask), made on the first setting that differs from the default
    /// (`ViewRareState`).
    @exclusivity(unchecked) private var viewRare: ViewRareState?
    private var madeViewRare: ViewRareState {
        if let viewRare { return viewRare }
        let made = ViewRareState()
        viewRare = made
        return made
    }

    /// The view this one is a subview of.
    open var superview: UIView? { bookkeeping.parentView }

    /// What the view keeps beside UIKit's state (`ViewBookkeeping`). Read in `deinit`, which is
    /// not isolated: views are freed on the main actor, as UIKit requires.
    @exclusivity(unchecked) nonisolated(unsafe) var bookkeeping = ViewBookkeeping()

    /// The views this one holds, back to front.
    open var subviews: [UIView] { storedSubviews }
    @exclusivity(unchecked) private var storedSubviews: [UIView] = []

    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            noteChange(.visibility)
            // A hidden arranged subview takes no room in its stack view.
            if let stack = superview as? UIStackView { stack.arrangedSubviewDidChange(self) }
        }
    }
    @exclusivity(unchecked) private var storedIsHidden = false

    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            guard newValue != storedAlpha else { return }
            storedAlpha = newValue
            noteChange(.visibility)
        }
    }
    @exclusivity(unchecked) private var storedAlpha: CGFloat = 1

    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set {
            guard newValue != storedIsUserInteractionEnabled else { return }
            storedIsUserInteractionEnabled = newValue
            noteChange(.touchability)
        }
    }
    @exclusivity(unchecked) private var storedIsUserInteractionEnabled = true

    /// When true, subviews and layers are cut off at the view's bounds.
    open var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            guard newValue != storedClipsToBounds else { return }
            storedClipsToBounds = newValue
            noteChange(.clipping)
        }
    }
    @exclusivity(unchecked) private var storedClipsToBounds = false

    open var backgroundColor: UIColor? {
        didSet { noteChange(.content) }
    }
    /// The view's tint, as UIKit's: the colour set on it, else its superview's tint, else the
    /// system's (`UIColor.tintColor`). Setting `nil` makes it inherit again.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor.tintColor }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }

    /// The tint set on this view itself; `nil` when it inherits one. CellKit's own: views draw
    /// in the tint set on them, and in the terminal's own colour when none is (an inherited
    /// tint is not drawn, so a screen reads the same in every terminal theme).
    var ownTintColor: UIColor? {
        get { viewRare?.ownTintColor }
        set {
            if viewRare != nil || newValue != nil { madeViewRare.ownTintColor = newValue }
            noteChange(.content)
        }
    }

    /// Told when the view's tint was set. [sim] Only a tint set on the view itself tells it, not
    /// a superview's change.
    open func tintColorDidChange() {}

    /// An integer that identifies the view, for `viewWithTag(_:)`. 0 by default.
    open var tag: Int {
        get { storedTag }
        set {
            storedTag = newValue
            noteChange(.content)
        }
    }
    private var storedTag: Int {
        get { viewRare?.tag ?? 0 }
        set { if viewRare != nil || newValue != 0 { madeViewRare.tag = newValue } }
    }

    /// How the view's content fits its bounds. Kept, as UIKit keeps it; cells draw content at
    /// its size whatever the mode (text and images are not scaled in cells).
    open var contentMode: ContentMode {
        get { viewRare?.contentMode ?? .scaleToFill }
        set {
            if viewRare != nil || newValue != .scaleToFill { madeViewRare.contentMode = newValue }
            noteChange(.content)
        }
    }

    /// How the view resizes when its superview's bounds change. Kept; CellKit does not resize
    /// views by it (a view's frame changes only when code sets it).
    open var autoresizingMask: AutoresizingMask {
        get { viewRare?.autoresizingMask ?? [] }
        set {
            if viewRare != nil || !newValue.isEmpty { madeViewRare.autoresizingMask = newValue }
            noteChange(.content)
        }
    }

    /// Whether the view's frame places it (true, the default: Auto Layout holds it at its frame,
    /// as UIKit's constraints from an empty autoresizing mask do) or Auto Layout does (false: set
    /// it for every view you constrain).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            LayoutEngine.invalidate(from: self, .rebuild)
        }
    }

    /// The drag and drop interactions this view hosts, in the order they were added.
    open var interactions: [UIInteraction] { storedInteractions }
    @exclusivity(unchecked) private var storedInteractions: [UIInteraction] = []

    /// The gesture recognizers attached to the view, in the order they were added; `nil` when
    /// there are none, as in UIKit. Setting it attaches the given recognizers instead.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for old in storedGestureRecognizers { old.view = nil }
            storedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            noteChange(.content)
        }
    }
    private var storedGestureRecognizers: [UIGestureRecognizer] {
        get { viewRare?.gestureRecognizers ?? [] }
        set { if viewRare != nil || !newValue.isEmpty { madeViewRare.gestureRecognizers = newValue } }
    }

    /// Attaches a gesture recognizer, taking it from any view it was attached to.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self { previous.removeGestureRecognizer(gestureRecognizer) }
        for existing in storedGestureRecognizers where existing === gestureRecognizer { return }
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
        // Recognizers change what a touch does, not what is shown or read.
        noteChange(.content)
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
        noteChange(.content)
    }

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    deinit {
        // Every reference to this view that is not counted is emptied before it is freed.
        bookkeeping.madeAnchor?.view = nil
        storedLayer?.hostingView = nil
        for subview in storedSubviews { subview.bookkeeping.parentView = nil }
    }

    /// CellKit loads no archives (there are no storyboards or nibs): this always fails, decoding
    /// nothing. Required, as UIKit's is, so subclasses write it as they do for UIKit.
    public required init?(coder: NSCoder) {
        nil
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    open var window: UIWindow? { keptWalk.root as? UIWindow }

    /// Adds a view on top of the other subviews, taking it from any previous superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Adds a view at an index among the subviews (0 is the back-most), taking it from any
    /// previous superview. As in UIKit, the view hears `willMove(toSuperview:)` and
    /// `didMoveToSuperview()`, this view `didAddSubview(_:)`, and, when its window changes, the
    /// view and everything under it `willMove(toWindow:)` and `didMoveToWindow()`.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let oldWindow = view.rootWindow, newWindow = rootWindow
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.tellTree { $0.willMove(toWindow: newWindow) } }
        view.leaveSuperview()
        adopt(view)
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.noteChange(.superview)
        noteChange(.subviews)
        LayoutEngine.subviewDidMove(view, from: nil)
        // A child view controller's view added to a shown parent's tree appears, as in UIKit.
        view.bookkeeping.viewController?.viewDidMoveIntoSuperview()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.tellTree { $0.didMoveToWindow() } }
    }

    /// Adds a view just above `siblingSubview` among the subviews (on top if it is not one).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let place = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
        insertSubview(view, at: adjustedPlace(place, moving: view))
    }

    /// Adds a view just below `siblingSubview` among the subviews (at the back if it is not one).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let place = storedSubviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: adjustedPlace(place, moving: view))
    }

    /// Moves a subview in front of its siblings; does nothing for a view that is not one.
    open func bringSubviewToFront(_ view: UIView) {
        guard let place = storedSubviews.firstIndex(where: { $0 === view }), place != storedSubviews.count - 1 else { return }
        storedSubviews.remove(at: place)
        storedSubviews.append(view)
        noteChange(.subviews)
    }

    /// Moves a subview behind its siblings; does nothing for a view that is not one.
    open func sendSubviewToBack(_ view: UIView) {
        guard let place = storedSubviews.firstIndex(where: { $0 === view }), place != 0 else { return }
        storedSubviews.remove(at: place)
        storedSubviews.insert(view, at: 0)
        noteChange(.subviews)
    }

    /// Swaps the subviews at two indices; indices out of range do nothing (UIKit raises).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else { return }
        storedSubviews.swapAt(index1, index2)
        noteChange(.subviews)
    }

    /// Where `view` goes to land at `place` once it has left this view (when it is a subview
    /// already, its own place no longer counts).
    private func adjustedPlace(_ place: Int, moving view: UIView) -> Int {
        guard let own = storedSubviews.firstIndex(where: { $0 === view }), own < place else { return place }
        return place - 1
    }

    /// Takes the view out of its superview, as UIKit does: it hears `willMove(toSuperview: nil)`
    /// and `didMoveToSuperview()`, the superview `willRemoveSubview(_:)`, and, when it was in a
    /// window, the view and everything under it `willMove(toWindow: nil)` and `didMoveToWindow()`.
    open func removeFromSuperview() {
        guard bookkeeping.parentView != nil else { return }
        let oldWindow = rootWindow
        willMove(toSuperview: nil)
        if oldWindow != nil { tellTree { $0.willMove(toWindow: nil) } }
        leaveSuperview()
        didMoveToSuperview()
        if oldWindow != nil { tellTree { $0.didMoveToWindow() } }
    }

    /// Takes the view out of its superview without the hooks the view itself hears.
    private func leaveSuperview() {
        guard let parent = bookkeeping.parentView else { return }
        parent.willRemoveSubview(self)
        // A child view controller's view taken out of a shown tree disappears, as in UIKit.
        let controller = bookkeeping.viewController
        let leaving = controller?.viewWillLeaveSuperview() ?? false
        // As in UIKit: the constraints that tie the view's tree to the rest go, and a stack view
        // stops arranging it.
        LayoutEngine.subviewWillLeave(self)
        // Its place, kept while the subviews stay as they are, or looked for: a closure given to
        // `removeAll` would check the main actor at every sibling (a table of 1,000 cells on
        // screen removes one at each scroll).
        if let stamp = bookkeeping.placeStamp, stamp.version == parent.bookkeeping.subviewsVersion,
           parent.storedSubviews.indices.contains(stamp.place), parent.storedSubviews[stamp.place] === self {
            parent.storedSubviews.remove(at: stamp.place)
        } else if let place = Self.place(of: ObjectIdentifier(self), in: parent.storedSubviews) {
            parent.storedSubviews.remove(at: place)
        }
        noteChange(.superview)
        parent.knownTreeClock?.noteDetach()
        parent.release(self)
        parent.noteChange(.subviews)
        LayoutEngine.subviewDidMove(self, from: parent)
        if leaving { controller?.viewDidLeaveSuperview() }
    }

    /// Where a view is among some views, by identity.
    nonisolated private static func place(of view: ObjectIdentifier, in views: [UIView]) -> Int? {
        for index in views.indices where ObjectIdentifier(views[index]) == view { return index }
        return nil
    }

    /// Runs `body` on this view and every view under it, parents before children, back to
    /// front (a stack of its own, so a deep tree cannot exhaust the thread's). The stack holds
    /// one entry per level, each a view's subviews as they were when it was told (a copy of the
    /// array is its buffer, not its views) and the next to tell: a push or a pop tells every view
    /// of the screen it hides or shows, and a stack of every view's subviews, copied one by one,
    /// cost more than the telling (a root of 32,000 labels: a push and a pop 3.7 ms).
    private func tellTree(_ body: (UIView) -> Void) {
        body(self)
        // The level being told is held apart from those above it, so telling a view reads no
        // entry of the stack.
        var views = storedSubviews, next = 0
        var above: [(views: [UIView], next: Int)] = []
        while true {
            guard next < views.count else {
                guard let level = above.popLast() else { return }
                (views, next) = level
                continue
            }
            let view = views[next]
            next += 1
            body(view)
            let subviews = view.storedSubviews
            if !subviews.isEmpty {
                above.append((views, next))
                views = subviews
                next = 0
            }
        }
    }

    // MARK: Hierarchy hooks, for subclasses (UIKit's; the defaults do nothing)

    /// The view is about to move to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The view moved to a new superview, or was removed (`superview` is nil).
    open func didMoveToSuperview() {}
    /// The view is about to move to `newWindow` (nil: off every window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The view moved to a new window, or off every window (`window` is nil).
    open func didMoveToWindow() {}

    /// The next responder: the view controller whose view this is, else the superview.
    open override var next: UIResponder? {
        bookkeeping.viewController ?? superview
    }

    // MARK: Traits

    /// The traits of the interface the view is shown in: the simulated device's idiom and size
    /// classes, a light interface, and its screen's scale.
    open var traitCollection: UITraitCollection {
        UITraitCollection.current(on: window?.screen)
    }

    /// Told when the view's traits change. [sim] They never do: the simulated device does not
    /// turn, resize or go dark, so CellKit never calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The direction the view lays out in: left to right. [sim] CellKit's languages (English,
    /// Korean, Chinese) run left to right, and so does every view.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// A subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// A subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The first view with the tag in this view's tree: this view, then its subviews' trees in
    /// order (depth first, back to front); `nil` when none has it.
    open func viewWithTag(_ tag: Int) -> UIView? {
        // A stack of its own: a tree thousands of views deep cannot run out of the thread's stack.
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
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
        storedInteractions.append(interaction)
        noteChange(.interactions)
        interaction.didMove(to: self)
    }

    open func removeInteraction(_ interaction: UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        noteChange(.interactions)
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

    // MARK: Hit testing

    /// The deepest visible, interactive view containing the point (in this view's coordinates),
    /// by UIKit's rules: hidden views, views with alpha below 0.01 and views with user
    /// interaction off are skipped with their subtrees; a point outside the bounds is never a
    /// hit, even over a subview that sticks out; front-most subviews are tried first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        holdKeptHit()
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        layoutIfNeeded()
        // A subview is a hit only if the point is inside its frame (`point(inside:)`): with many
        // subviews, only those whose frames may hold the point are tried, by their places (no
        // list of views is made: this runs for every touch).
        let all = storedSubviews
        let places = indexedSubviews?.places(at: point)
        var next = places?.count ?? all.count
        while next > 0 {
            next -= 1
            let subview = all[places?[next] ?? next]
            // From this view's coordinates to the subview's, without a trip through the screen
            // (which would cost the tree's depth at every level).
            let inSubview = subview.point(fromSuperview: point)
            // The index finds the subviews whose frames reach the point along one axis (a row of
            // a collection's cells all do): it already takes a subview among many to take touches
            // only inside its frame, so one whose bounds miss the point across is passed over
            // untried. Its change still drops this answer: this view holds it.
            if places != nil, !subview.bounds.contains(inSubview) { continue }
            // Held here too: a subclass's own hitTest may not call this one.
            subview.holdKeptHit()
            if let hit = subview.hitTest(inSubview, with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether the point (in this view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// CellKit's own: handles a plain tap (one no drag interaction took) at a point in this
    /// view's coordinates. Returns whether the view did something with it; views that react to
    /// taps (a collection view selecting an item) override it.
    func handleSimulatedTap(at point: CGPoint) -> Bool { false }

    // MARK: Layout

    /// Lays out the subviews. Views whose subviews depend on their size or content (a
    /// collection view) override it; the default does nothing.
    open func layoutSubviews() {}

    /// Marks the layout as stale; it is redone before the next hit test or drawing.
    open func setNeedsLayout() {
        needsLayout = true
        // The next layout may add or remove subviews (a collection view's cells), and a hit test
        // lays the view out first.
        noteChange(.layout)
    }

    /// Lays out the subviews now if they are marked stale. Pending Auto Layout work in the
    /// view's tree (constraints, intrinsic sizes, frames they depend on) is solved first, for the
    /// whole tree, as UIKit's engine solves the window.
    open func layoutIfNeeded() {
        LayoutEngine.layOutPending(containing: self)
        guard needsLayout else { return }
        needsLayout = false
        if let controller = bookkeeping.viewController {
            // A view controller's view: its controller hears before and after, as in UIKit.
            controller.layOutView { layoutSubviews() }
        } else {
            layoutSubviews()
        }
        noteChange(.layout)
    }

    @exclusivity(unchecked) private var needsLayout = false

    // MARK: Auto Layout (the rest is in `UIView+AutoLayout`)

    /// The size the view's content needs, for Auto Layout: `noIntrinsicMetric` on an axis with
    /// none. The default has none; labels, buttons, images and controls override it (call
    /// `invalidateIntrinsicContentSize()` when what it depends on changes).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Updates the view's constraints before a layout pass: override it to add or change
    /// constraints, and call super last, as UIKit asks. It runs once for each view that uses Auto
    /// Layout, then after each `setNeedsUpdateConstraints()`.
    open func updateConstraints() {}

    /// Whether the view needs Auto Layout to work. Kept for code written for UIKit: CellKit runs
    /// Auto Layout for any tree with constraints.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The space inside the view's edges that `layoutMarginsGuide` and the margin attributes
    /// leave: UIKit's default, 8 points (8 cells) on every side, unless set.
    open var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins }
        set { storedLayoutMargins = newValue }
    }

    /// The size that best fits `size`. The default is the view's current size, as UIKit's;
    /// views with content of their own (a label) return the cells their content needs.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Marks the view as needing to be drawn again. Cells draw every view on every frame, so
    /// there is nothing to mark: kept for code written for UIKit.
    open func setNeedsDisplay() {
        noteChange(.content)
    }

    /// Marks a rectangle of the view as needing to be drawn again; as `setNeedsDisplay()`.
    open func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    // MARK: Accessibility

    override func accessibilityTreeDidChange() {
        noteChange(.element)
    }

    override func accessibilityContentDidChange() {
        noteChange(.content)
    }

    // What a container passes to the elements inside it is kept in their walks up.
    open override var isAccessibilityElement: Bool {
        didSet { if isAccessibilityElement != oldValue { noteChange(.elementContext) } }
    }

    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        didSet { noteChange(.elementContext) }
    }

    // Whether a view gives context to the elements inside it is kept in their walks up.
    open override var accessibilityTraits: UIAccessibilityTraits {
        didSet {
            if accessibilityTraits.contains(.tabBar) != oldValue.contains(.tabBar) { noteChange(.elementContext) }
        }
    }

    open override var accessibilityContainerType: UIAccessibilityContainerType {
        didSet { if accessibilityContainerType != oldValue { noteChange(.elementContext) } }
    }

    /// The view's frame in screen coordinates, unless the app set one: a frame set stays where
    /// it was set, in screen coordinates, when the view moves, as in UIKit.
    open override var accessibilityFrame: CGRect {
        get { hasOwnAccessibilityFrame ? super.accessibilityFrame : screenRect(for: bounds) }
        set {
            // The first set stops the frame following the view: a change even when the stored
            // value (unset until now) already equals it, which the stored setter would not report.
            if !hasOwnAccessibilityFrame, super.accessibilityFrame == newValue { accessibilityTreeDidChange() }
            hasOwnAccessibilityFrame = true
            super.accessibilityFrame = newValue
        }
    }
    /// Whether the app set `accessibilityFrame` (CellKit's own bookkeeping).
    @exclusivity(unchecked) package private(set) var hasOwnAccessibilityFrame = false

    // MARK: Drawing

    /// CellKit's own: draws the view's own content in its own coordinates. Called after the
    /// background and the layer's sublayers, before the subviews. The default calls UIKit's
    /// `draw(_:)` with a current context (`UIGraphicsGetCurrentContext()`) drawing into these
    /// cells; CellKit's views override this instead.
    open func draw(_ rect: CGRect, in context: CellContext) {
        GraphicsContextStack.with(cells: context) { draw(rect) }
    }

    /// Draws the view's content in `rect`, its bounds, as UIKit's: override it to draw with
    /// `UIGraphicsGetCurrentContext()`, `UIRectFill`, `UIBezierPath` or a colour's `setFill()`.
    /// It runs whenever the view is drawn (every frame, in cells), so `setNeedsDisplay()` is
    /// all a change needs. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    // MARK: Auto Layout, open to subclasses as in UIKit (the work is in UIView+AutoLayout)

    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() {
        baseSetNeedsUpdateConstraints()
    }

    /// Whether `updateConstraints()` is due before the next layout.
    open func needsUpdateConstraints() -> Bool {
        return baseNeedsUpdateConstraints()
    }

    /// Runs `updateConstraints()` now on this view and the views below it that need it.
    open func updateConstraintsIfNeeded() {
        baseUpdateConstraintsIfNeeded()
    }

    /// How much the view resists growing beyond its intrinsic size along an axis: 250 unless set.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        return baseContentHuggingPriority(for: axis)
    }

    /// Sets how much the view resists growing beyond its intrinsic size along an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        baseSetContentHuggingPriority(priority, for: axis)
    }

    /// How much the view resists shrinking below its intrinsic size along an axis: 750 unless set.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        return baseContentCompressionResistancePriority(for: axis)
    }

    /// Sets how much the view resists shrinking below its intrinsic size along an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        baseSetContentCompressionResistancePriority(priority, for: axis)
    }

    /// Tells the layout that `intrinsicContentSize` has changed: the next layout pass reads it again.
    open func invalidateIntrinsicContentSize() {
        baseInvalidateIntrinsicContentSize()
    }

    /// The smallest size that satisfies the view's constraints, as near `targetSize` as they allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        return baseSystemLayoutSizeFitting(targetSize)
    }

    /// The size that satisfies the view's constraints nearest `targetSize`, the fitting
    /// priorities saying how hard each axis holds to it: `.required` keeps that axis at the
    /// target (a cell's width, when a table sizes a row by its height), `.fittingSizeLevel` lets
    /// the constraints choose.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        baseSystemLayoutSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}

extension UIView: UITraitEnvironment {}

extension UIView {
    /// The layout direction of a semantic content attribute: left to right. [sim] As
    /// `effectiveUserInterfaceLayoutDirection`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        .leftToRight
    }
}
