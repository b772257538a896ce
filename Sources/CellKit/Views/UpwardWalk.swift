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
    /// The custom actions of the views above this one that are not accessibility elements,
    /// innermost first: what a container passes to the elements inside it.
    let containerCustomActions: [UIAccessibilityCustomAction]
    /// Where the view's origin was on the screen, and the `ViewTreeClock.currentStamp` it holds for:
    /// every change that can move a view on the screen (a frame, a bounds origin, a scroll)
    /// moves the stamp, so a gesture asking for the same view's screen points again and again
    /// (a row probed for its frame, its descriptor, its hit test, its drag) works it out once.
    @exclusivity(unchecked) var screenOrigin: (stamp: UInt64, origin: CGPoint)?

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
            let passed = parent.view.isAccessibilityElement ? [] : parent.view.accessibilityCustomActions ?? []
            // Shared, not copied, when only one view passes any: each of 4,000 labels in a view of
            // 32,000 actions kept a copy of them (`passed + []` makes a new array), 1 GB in all.
            let above = parent.walk.containerCustomActions
            containerCustomActions = passed.isEmpty ? above : above.isEmpty ? passed : passed + above
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
