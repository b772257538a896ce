import CellKit

/// Whether VoiceOver offers a location descriptor, and if not, why it silently leaves it out.
@MainActor
package enum DescriptorReachability {
    case reachable
    /// The descriptor's view has been deallocated.
    case viewGone
    /// The view is not in a window, or it or an ancestor is hidden or transparent.
    case viewNotShown
    /// Layout gave the view no size (no width or no height): no touch can land in it, wherever
    /// the point is. Decided before the point is looked at, so the view's layout is blamed, not
    /// the descriptor.
    case viewHasNoSize
    /// Layout put the view wholly outside a view a touch must pass through to reach it (a touch
    /// outside a view reaches none of its subviews): its window, or a view around it, given
    /// here. A scroll view's content is not judged against the scroll view, which scrolls it.
    case viewOutside(UIView)
    /// The point lies outside the view's bounds.
    case outsideView
    /// The point is inside the view, but not on any window of the screen.
    case offScreen
    /// A touch at the point lands on another view, which is given (`nil` when it lands on
    /// nothing, as when a view is not interactive).
    case obscured(by: UIView?)

    /// The view a touch at the point lands on instead, when it is obscured.
    package var coveringView: UIView? {
        if case .obscured(let view) = self { return view }
        return nil
    }

    /// The view layout put the descriptor's view wholly outside of, when that is the reason.
    package var laidOutside: UIView? {
        if case .viewOutside(let view) = self { return view }
        return nil
    }

    package var isReachable: Bool {
        if case .reachable = self { return true }
        return false
    }
}
