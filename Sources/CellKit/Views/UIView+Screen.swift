import Foundation

/// CellKit's own: where a view is on the screen that holds every window, and what may show at a
/// point. UIKit answers these through `convert(_:to:)` and the window's screen; CellKit's screen
/// is the one coordinate space of its windows.
extension UIView {
    /// A point in this view's coordinates, in the coordinates of the root of its hierarchy.
    func rootPoint(for point: CGPoint) -> CGPoint {
        let offset = keptWalk.offsetInRoot
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// A point in this view's coordinates, on the screen that holds every window. A root's frame
    /// is its place on the screen.
    public func screenPoint(for point: CGPoint) -> CGPoint {
        let walk = keptWalk
        let stamp = treeClock.currentStamp
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

    /// A screen point in this view's coordinates.
    public func pointFromScreen(_ point: CGPoint) -> CGPoint {
        let offset = screenPoint(for: .zero)
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// A point in the superview's coordinates (for a window, the screen's) in this view's, by its
    /// frame and bounds alone: what a walk down the tree carries from level to level, where
    /// `convert(_:from:)` would walk up to the screen at every one.
    public func point(fromSuperview point: CGPoint) -> CGPoint {
        let frame = self.frame, bounds = self.bounds
        return CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// A rectangle in this view's coordinates, on the screen.
    public func screenRect(for rect: CGRect) -> CGRect {
        CGRect(origin: screenPoint(for: rect.origin), size: rect.size)
    }

    /// The activation point in this view's coordinates, worked out without a trip through the
    /// screen when nothing moved it off the frame's place (no screen point was set, and the class
    /// is CellKit's, so no getter of its own computes it); `nil` otherwise.
    package var activationPointInBounds: CGPoint? {
        guard !hasExplicitActivationPoint, TrackedClasses.tracksEveryChange(of: self) else { return nil }
        let bounds = self.bounds
        if let offset = activationPointInFrame { return CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y) }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The subviews, back to front, that may show something at a point in this view's
    /// coordinates: those whose frames hold it, and those that may draw outside their frames. A
    /// view with many subviews finds them without looking at each one.
    public func subviewsThatMayShow(at point: CGPoint) -> [UIView] {
        let candidates = indexedSubviews.map { index in index.places(at: point, overflowing: true).map { subviews[$0] } }
            ?? subviews
        return candidates.filter { $0.frame.contains(point) || $0.mayDrawOutsideFrame }
    }

    /// CellKit's own: how many views lie above this one, up to the top of its tree (0 for a
    /// window), kept with the view's walk up the tree: what a touch's way down to the view, or
    /// a tap's way up from it, passes through.
    package var depthInTree: Int { keptWalk.depth }

    /// True when the view and all its ancestors are shown and the view is in a shown window.
    public var isVisibleInWindow: Bool { keptWalk.isShown }
}
