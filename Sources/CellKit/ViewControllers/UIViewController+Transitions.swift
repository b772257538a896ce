import Foundation

// How a view controller's appearance and layout callbacks are run: one transition between two
// view controllers, the layout of a shown tree, and the hooks UIView calls when a view
// controller's view is laid out or moves in or out of a shown tree. CellKit's own machinery;
// the order is UIKit's.
extension UIViewController {
    /// Whether the view controller is on the screen or on its way there: a change to what it
    /// shows then runs the appearance callbacks.
    var isShownOrShowing: Bool { appearance == .appeared || appearance == .appearing }

    /// The children whose views are in this view controller's view now: those its appearance is
    /// passed on to.
    var childrenToForwardTo: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let own = storedView else { return [] }
        return storedChildren.filter { $0.storedView?.isDescendant(of: own) ?? false }
    }

    /// Calls `viewIsAppearing(_:)` once in an appearance, then on the children shown with it.
    func callIsAppearingOnce() {
        guard appearance == .appearing, !hasCalledIsAppearing else { return }
        hasCalledIsAppearing = true
        viewIsAppearing(appearanceIsAnimated)
        for child in childrenToForwardTo { child.callIsAppearingOnce() }
    }

    /// Lays the view out now (its controller's callbacks around its `layoutSubviews()`), then
    /// the views of the children shown in it, as a view coming onto the screen is laid out.
    func layOutShownTree() {
        guard let view = storedView else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        for child in storedChildren where child.storedView?.isDescendant(of: view) ?? false {
            child.layOutShownTree()
        }
    }

    /// The view's layout, with its controller's callbacks around it (`UIView.layoutIfNeeded`).
    func layOutView(_ layout: () -> Void) {
        viewWillLayoutSubviews()
        layOutContainedViews()
        layout()
        viewDidLayoutSubviews()
    }

    /// One change of what a container shows: `from` disappears and `to` appears around `change`,
    /// which moves their views, in UIKit's order (`from` will disappear, `to` will appear, the
    /// views move, `to` is appearing and is laid out, `from` did disappear, `to` did appear).
    /// When the container is not shown, only the views move: its own appearance later passes on
    /// to the child it shows.
    static func transition(from: UIViewController?, to: UIViewController?, animated: Bool, shown: Bool,
                           change: () -> Void) {
        guard shown else {
            change()
            return
        }
        from?.beginAppearanceTransition(false, animated: animated)
        to?.beginAppearanceTransition(true, animated: animated)
        change()
        to?.callIsAppearingOnce()
        to?.layOutShownTree()
        from?.endAppearanceTransition()
        to?.endAppearanceTransition()
    }

    /// Sets the view's frame as a container places it; a new size lays it out again, as UIKit
    /// does when a view's size changes.
    func place(in frame: CGRect) {
        guard let view = storedView, view.frame != frame else { return }
        let resized = view.frame.size != frame.size
        view.frame = frame
        if resized { view.setNeedsLayout() }
    }

    /// Loads the view at the size its container will give it, and gives it that frame.
    func loadView(placedIn frame: CGRect) {
        proposedViewFrame = frame
        loadViewIfNeeded()
        proposedViewFrame = nil
        place(in: frame)
    }

    /// Tells VoiceOver the screen changed, as UIKit does once a transition is done: VoiceOver
    /// moves to the first element of the window, and speaks it. Nothing is posted for a window
    /// that is hidden, or for a view controller not on the screen.
    static func postScreenChanged(in window: UIWindow?) {
        guard let window, !window.isHidden else { return }
        UIAccessibility.post(notification: .screenChanged, argument: window)
    }

    // MARK: Hooks UIView calls

    /// The view was added to a superview: a child's view that came into the tree of a shown
    /// parent appears (a custom container adding a child while it is on the screen).
    func viewDidMoveIntoSuperview() {
        guard appearance == .disappeared, let parent = storedParent, parent.appearance == .appeared,
              storedView?.window != nil else { return }
        Self.transition(from: nil, to: self, animated: false, shown: true) {}
    }

    /// The view is about to leave its superview: a shown view controller's view taken off the
    /// screen by the app (a child removed by its container, in either order of
    /// `removeFromParent()` and `removeFromSuperview()`) begins to disappear. Returns whether it
    /// did, so that the removal ends it. UIKit's own containers begin the disappearance before
    /// they move the view, so this does nothing for them.
    func viewWillLeaveSuperview() -> Bool {
        guard appearance == .appeared, storedView?.window != nil else { return false }
        beginAppearanceTransition(false, animated: false)
        return true
    }

    /// The view left its superview after `viewWillLeaveSuperview()` began its disappearance.
    func viewDidLeaveSuperview() {
        endAppearanceTransition()
    }
}
