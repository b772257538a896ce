import Foundation

/// A container that shows a stack of view controllers one at a time, with a navigation bar at
/// the top: pushing shows a new screen, the bar's back button (or VoiceOver's escape, the
/// two-finger scrub) pops back.
///
/// As in UIKit: each pushed view controller becomes a child (`willMove(toParent:)` when pushed,
/// `didMove(toParent:)` once shown; `willMove(toParent: nil)` when popped, `didMove(toParent:
/// nil)` once gone), the one leaving disappears and the one arriving appears in UIKit's order
/// (`isMovingToParent` and `isMovingFromParent` say why), the delegate hears `willShow` and
/// `didShow`, and once a screen changes UIKit posts a screen change: VoiceOver moves to the
/// new screen's first element (the back button) and speaks it. Only the top view controller's view
/// is in the controller's view; the others' views are off the screen until they are on top
/// again.
///
/// CellKit's own: the bar is one row, and the top view controller's view fills the rest, below
/// the bar (as UIKit places it under an opaque bar). [sim]
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top. The controller is its delegate: do not change that.
    public var navigationBar: UINavigationBar { bar }
    private let bar = UINavigationBar(frame: .zero)
    private let barHandler = NavigationBarHandler()
    private var stack: [UIViewController] = []
    /// The view controllers in `stack`, to tell at once whether one is there.
    private var stacked: Set<ObjectIdentifier> = []
    private var storedIsNavigationBarHidden = false

    /// Told as the controller shows a view controller. Held weakly, as UIKit does.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller whose stack starts with `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        attachBar()
        changeStack(keeping: 0, newTop: [rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        attachBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachBar()
    }

    private func attachBar() {
        barHandler.controller = self
        bar.delegate = barHandler
    }

    // MARK: The stack

    /// The stack, root first; the last is shown. Setting it is `setViewControllers(_:animated:)`
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller whose view is shown: a presented one, or else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes a view controller on the stack and shows it. A view controller already in the
    /// stack, or a child of another container, is not pushed (UIKit raises an exception).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stacked.contains(ObjectIdentifier(viewController)), viewController.parent == nil,
              viewController !== self else { return }
        changeStack(keeping: stack.count, newTop: [viewController], animated: animated)
    }

    /// Pops the top view controller and shows the one under it. Returns the popped one, or nil
    /// when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(keeping: stack.count - 1, newTop: [], animated: animated)
        return top
    }

    /// Pops every view controller above the root. Returns those popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard !stack.isEmpty else { return nil }
        let popped = Array(stack.dropFirst())
        if !popped.isEmpty { changeStack(keeping: 1, newTop: [], animated: animated) }
        return popped
    }

    /// Pops every view controller above `viewController`. Returns those popped, or nil when it is
    /// not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stacked.contains(ObjectIdentifier(viewController)),
              let index = stack.lastIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { changeStack(keeping: index + 1, newTop: [], animated: animated) }
        return popped
    }

    /// Replaces the stack. View controllers that leave it are removed as children, new ones
    /// added, and if the top one changes the new top appears (and VoiceOver moves to it).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        // The first of each view controller is kept; a set, not a search of those kept, so a
        // stack of thousands costs its length.
        var unique: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        for controller in viewControllers where seen.insert(ObjectIdentifier(controller)).inserted {
            unique.append(controller)
        }
        // What stays at the bottom is left alone: only the rest of the stack changes.
        var kept = 0
        while kept < min(unique.count, stack.count), unique[kept] === stack[kept] { kept += 1 }
        changeStack(keeping: kept, newTop: Array(unique[kept...]), animated: animated)
    }

    /// The tab that stands for the navigation controller in a tab bar controller: the one set on
    /// it, or else its root view controller's, as UIKit's navigation controllers take it.
    open override var tabBarItem: UITabBarItem! {
        get {
            if !ownsTabBarItem, let root = stack.first { return root.tabBarItem }
            return super.tabBarItem
        }
        set {
            ownsTabBarItem = true
            super.tabBarItem = newValue
        }
    }
    private var ownsTabBarItem = false

    /// Pushes, as `show(_:sender:)` does in a navigation controller.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: The bar

    /// Whether the bar is hidden; the top view controller's view then fills the controller's.
    open var isNavigationBarHidden: Bool {
        get { storedIsNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedIsNavigationBarHidden else { return }
        storedIsNavigationBarHidden = hidden
        bar.isHidden = hidden
        storedView?.setNeedsLayout()
    }

    // MARK: Views

    /// The controller's view: the bar, and under it the top view controller's view.
    open override func loadView() {
        let container = UIView(frame: proposedViewFrame ?? .zero)
        container.addSubview(bar)
        view = container
    }

    /// VoiceOver's escape (the two-finger scrub) goes back, as the back button does.
    open override func accessibilityPerformEscape() -> Bool {
        if super.accessibilityPerformEscape() { return true }
        guard bar.showsBackButton else { return false }
        popViewController(animated: true)
        return true
    }

    /// Where the top view controller's view goes: below the bar, or everything when it is hidden.
    private var contentFrame: CGRect {
        let bounds = storedView?.bounds ?? .zero
        guard !storedIsNavigationBarHidden else { return CGRect(origin: .zero, size: bounds.size) }
        let barHeight = min(bar.barHeight, bounds.height)
        return CGRect(x: 0, y: barHeight, width: bounds.width, height: bounds.height - barHeight)
    }

    override func installShownChildren() {
        guard let container = storedView, let top = stack.last else { return }
        top.loadView(placedIn: contentFrame)
        if let view = top.storedView, view.superview !== container { container.insertSubview(view, at: 0) }
    }

    override func layOutContainedViews() {
        guard let container = storedView else { return }
        let barFrame = CGRect(x: 0, y: 0, width: container.bounds.width, height: min(bar.barHeight, container.bounds.height))
        if bar.frame != barFrame { bar.frame = barFrame }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        if let top = stack.last, top.storedView?.superview === container { top.place(in: contentFrame) }
    }

    /// Keeps the bottom `kept` view controllers and puts `newTop` above them: children leave and
    /// join in UIKit's order, the bar shows the new items, and a new top view controller replaces
    /// the old one's view. Only the part of the stack that changes is looked at, so a push or a
    /// pop costs the same on a stack of any depth.
    private func changeStack(keeping kept: Int, newTop: [UIViewController], animated: Bool) {
        let leaving = Array(stack[kept...])
        let oldTop = stack.last, newTopController = newTop.last ?? (kept > 0 ? stack[kept - 1] : nil)
        // Those that move within the part that changes stay children. A push, a pop, or a stack
        // put back over its root has nothing on one side: no sets are made, and the 40,000
        // view controllers a deep stack puts back are not copied into another list.
        let removed: [UIViewController], added: [UIViewController]
        if leaving.isEmpty || newTop.isEmpty {
            removed = leaving
            added = newTop
        } else {
            let staying = Set(newTop.map(ObjectIdentifier.init))
            let left = Set(leaving.map(ObjectIdentifier.init))
            removed = leaving.filter { !staying.contains(ObjectIdentifier($0)) }
            added = newTop.filter { !left.contains(ObjectIdentifier($0)) }
        }
        for controller in removed { controller.willMove(toParent: nil) }
        if added.count > 1 {
            // A stack put back whole (an audit's tour puts back 40,000) grows its lists once.
            storedChildren.reserveCapacity(storedChildren.count + added.count)
            stacked.reserveCapacity(stacked.count + added.count)
        }
        for controller in added { addChild(controller) }
        stack.removeSubrange(kept...)
        stack.append(contentsOf: newTop)
        for controller in removed { stacked.remove(ObjectIdentifier(controller)) }
        for controller in added { stacked.insert(ObjectIdentifier(controller)) }
        bar.replaceItems(from: kept, with: newTop.map(\.navigationItem))
        let topChanged = oldTop !== newTopController
        let shown = isShownOrShowing && storedView != nil
        if topChanged, let container = storedView {
            // The new top is the last of `newTop`, so it is added exactly when it is the last
            // added; the old top leaves exactly when it is the last removed: no search of a
            // stack of thousands put back.
            if let newTopController { newTopController.storedIsMovingToParent = added.last === newTopController }
            if let oldTop { oldTop.storedIsMovingFromParent = removed.last === oldTop }
            newTopController?.loadView(placedIn: contentFrame)
            if shown, let newTopController { delegate?.navigationController(self, willShow: newTopController, animated: animated) }
            let leavingView = oldTop?.storedView?.superview === container ? oldTop : nil
            Self.transition(from: leavingView, to: newTopController, animated: animated, shown: shown) {
                if let view = newTopController?.storedView { container.insertSubview(view, at: 0) }
                if let view = leavingView?.storedView { view.removeFromSuperview() }
            }
            if shown, let newTopController { delegate?.navigationController(self, didShow: newTopController, animated: animated) }
            newTopController?.storedIsMovingToParent = false
            oldTop?.storedIsMovingFromParent = false
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        if topChanged, shown { Self.postScreenChanged(in: storedView?.window) }
    }
}
