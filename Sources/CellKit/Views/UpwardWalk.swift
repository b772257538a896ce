import Foundation

/// What one walk from a view up to the root of its hierarchy finds, kept on the view
/// (`UIView.keptWalk`) until the view or one above it changes in a way that alters it. Each
/// view's is worked out from its superview's, so a deep tree is walked once for all the views on
/// the way, and a gesture on a view ten thousand levels down reads one value instead of climbing
/// the chain.
///
/// References up the tree are weak (`ViewReference`): a view holds its subviews, and a
/// subview's kept walk must not hold them back.
@MainActor
final class UpwardWalk {
    /// The `ViewTreeClock.epoch` the walk was made in.
    let epoch: UInt64
    /// The root of the view's hierarchy (the view itself when it has no superview). A root that
    /// has gone away leaves its subviews without a superview and moves no stamp: a walk whose
    /// root is gone is stale.
    var root: UIView? {
        rootReference.view
    }
    let rootReference: ViewReference
    /// Where the view's own coordinates' origin lies in the root's coordinates, leaving out the
    /// content offsets of the scroll views on the way (this view's own included): those are
    /// read when asked (`offsetInRoot`), so scrolling leaves every walk below a scroll view
    /// standing, and a long table scrolled row by row (a screen reader's cursor, a probe of each row) does not
    /// walk each row up again.
    let offsetIgnoringScrolling: CGPoint
    /// Whether the view and every view above it are shown, and the root is a window.
    let isShown: Bool
    /// How many views lie above the view, up to its root (0 for a root).
    let depth: Int
    /// The innermost view, from this one up, that hosts an interaction.
    var nearestInteractionHost: UIView? {
        nearestInteractionHostReference.view
    }
    let nearestInteractionHostReference: ViewReference
    /// The innermost scroll view, from this one up.
    var nearestScrollView: UIScrollView? {
        nearestScrollViewReference.view as? UIScrollView
    }
    let nearestScrollViewReference: ViewReference
    /// The innermost view, from this one up, that says what kind of group it is
    /// (`accessibilityContainerType`).
    var nearestTypedContainer: UIView? {
        nearestTypedContainerReference.view
    }
    let nearestTypedContainerReference: ViewReference
    /// The outermost view, from this one up, that gives the elements inside it context
    /// (`givesElementContext`).
    var outermostContextContainer: UIView? {
        outermostContextContainerReference.view
    }
    let outermostContextContainerReference: ViewReference
    /// Whether this view or one above it is of a class that may work out in a getter what
    /// VoiceOver reads (`TrackedClasses`): its container type or traits may change with no
    /// setter to say so, so what gives the views below context is known again only after the app
    /// posts a layout or screen change (a new `ViewTreeClock.epoch`).
    let passesUntrackedView: Bool
    /// The custom actions of the views above this one that are not accessibility elements,
    /// innermost first: what a container passes to the elements inside it.
    let containerCustomActions: [UIAccessibilityCustomAction]
    /// Where the view's origin was on the screen, and the `ViewTreeClock.currentStamp` it holds for:
    /// every change that can move a view on the screen (a frame, a bounds origin, a scroll)
    /// moves the stamp, so a gesture asking for the same view's screen points again and again
    /// (a row probed for its frame, its descriptor, its hit test, its drag) works it out once.
    @exclusivity(unchecked) var screenOrigin: (stamp: UInt64, origin: CGPoint)?
    /// What the view passes to the views inside it as their `containerCustomActions`, with
    /// the list of its own it was made from: made once for all its subviews, which then share
    /// one array. Made anew for each, a plain view with 32,000 actions around 4,000 labels
    /// copied 128 million references into their walks and took a gigabyte.
    @exclusivity(unchecked) private var passedDown: (own: [UIAccessibilityCustomAction], passed: [UIAccessibilityCustomAction])?

    /// The custom actions `view`, whose walk this is, passes to the views inside it: its own
    /// when it is not an accessibility element, then those passed to it. Its own are read each
    /// time (they can change while its walk stands); the list made from them is kept while
    /// they are the same array.
    func customActionsPassed(by view: UIView) -> [UIAccessibilityCustomAction] {
        let own = view.isAccessibilityElement ? [] : view.accessibilityCustomActions ?? []
        if own.isEmpty { return containerCustomActions }
        // The kept entry holds its list, so the same storage is the same list.
        if let passedDown, Self.sameStorage(passedDown.own, own) { return passedDown.passed }
        let passed = own + containerCustomActions
        passedDown = (own, passed)
        return passed
    }

    private static func sameStorage(_ a: [UIAccessibilityCustomAction], _ b: [UIAccessibilityCustomAction]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// The walk of `view`, from its superview's (`nil` for a root).
    init(of view: UIView, below parent: (view: UIView, walk: UpwardWalk)?, epoch: UInt64) {
        self.epoch = epoch
        let shown = !view.isHidden && view.alpha >= 0.01
        if let parent {
            rootReference = parent.walk.rootReference
            let frame = view.frame
            let origin = view is UIScrollView ? .zero : view.bounds.origin
            offsetIgnoringScrolling = CGPoint(x: parent.walk.offsetIgnoringScrolling.x + frame.minX - origin.x,
                                              y: parent.walk.offsetIgnoringScrolling.y + frame.minY - origin.y)
            isShown = shown && parent.walk.isShown
            depth = parent.walk.depth + 1
            containerCustomActions = parent.walk.customActionsPassed(by: parent.view)
        } else {
            rootReference = ViewReference(view)
            offsetIgnoringScrolling = .zero
            isShown = shown && view is UIWindow
            depth = 0
            containerCustomActions = []
        }
        // The parent's references are copied as they are: no view is looked up on the way down.
        let none = ViewReference(nil)
        nearestInteractionHostReference = view.interactions.isEmpty ? parent?.walk.nearestInteractionHostReference ?? none : ViewReference(view)
        nearestScrollViewReference = view is UIScrollView ? ViewReference(view) : parent?.walk.nearestScrollViewReference ?? none
        nearestTypedContainerReference = view.accessibilityContainerType != .none ? ViewReference(view) : parent?.walk.nearestTypedContainerReference ?? none
        passesUntrackedView = (parent?.walk.passesUntrackedView ?? false) || !TrackedClasses.tracksEveryChange(of: view)
        if let outer = parent?.walk.outermostContextContainerReference, outer.view != nil {
            outermostContextContainerReference = outer
        } else {
            outermostContextContainerReference = view.givesElementContext ? ViewReference(view) : none
        }
    }

    /// Where the view's own coordinates' origin lies in the root's coordinates now: the kept
    /// offset less the content offset of each scroll view on the way up, short of the root
    /// (whose bounds the screen's coordinates take in).
    var offsetInRoot: CGPoint {
        var offset = offsetIgnoringScrolling
        var next = nearestScrollView
        while let scrollView = next, scrollView !== root {
            let origin = scrollView.bounds.origin
            offset.x -= origin.x
            offset.y -= origin.y
            next = scrollView.superview?.keptWalk.nearestScrollView
        }
        return offset
    }

    /// Whether the walk still holds: made in this epoch, and its root still there.
    func isCurrent(in epoch: UInt64) -> Bool {
        self.epoch == epoch && root != nil
    }
}
