import Foundation

/// A container that shows one of several view controllers at a time, chosen by the tabs of a
/// tab bar at the bottom. Each view controller's `tabBarItem` is its tab.
///
/// As in UIKit: the view controllers are its children; choosing a tab (a double tap in VoiceOver)
/// asks the delegate, then the old view controller disappears and the new one appears in UIKit's
/// order; choosing the selected tab again pops a navigation controller there to its root. The
/// controller is its tab bar's delegate: do not change that.
///
/// CellKit's own choices:
/// - [sim] Choosing a tab posts no screen change: VoiceOver's cursor stays on the tab the user
///   chose, as iOS VoiceOver users report (the new tab's content is a swipe away). Setting
///   `selectedIndex` in code does the same.
/// - The tab bar is one row at the bottom; the selected view controller's view fills the rest,
///   above it. Every tab is shown, however many (UIKit's iPhone "More" tab is not simulated).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar of tabs. The controller is its delegate: do not change that.
    open var tabBar: UITabBar { bar }
    private let bar = UITabBar(frame: .zero)
    private var storedViewControllers: [UIViewController]?
    private var storedSelectedIndex = NSNotFound

    /// Told when the user chooses a tab. Held weakly, as UIKit does.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.delegate = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bar.delegate = self
    }

    // MARK: The view controllers

    /// The view controllers, one a tab, in the tabs' order. Setting them is
    /// `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the view controllers. The selected one stays selected if it is still there;
    /// otherwise the first is.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = storedViewControllers ?? []
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) && controller !== self {
            unique.append(controller)
        }
        let removed = old.filter { controller in !unique.contains { $0 === controller } }
        let added = unique.filter { controller in !old.contains { $0 === controller } }
        let previous = selectedViewController
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        storedViewControllers = viewControllers == nil ? nil : unique
        let kept = unique.firstIndex { $0 === previous }
        storedSelectedIndex = kept ?? (unique.isEmpty ? NSNotFound : 0)
        tabBarItemsDidChange()
        showSelected(replacing: previous)
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The index of the selected tab; `NSNotFound` with no view controllers. Setting it selects
    /// that tab without asking or telling the delegate; an index out of range is ignored.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            select(at: newValue)
        }
    }

    /// The view controller of the selected tab. Setting it to one of `viewControllers` selects
    /// its tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = storedViewControllers, controllers.indices.contains(storedSelectedIndex) else { return nil }
            return controllers[storedSelectedIndex]
        }
        set {
            guard let newValue, let index = storedViewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            select(at: index)
        }
    }

    // MARK: The tab bar

    /// The user chose a tab: the delegate may refuse it; the selected tab chosen again pops a
    /// navigation controller there to its root; otherwise the tab's view controller is shown.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let controllers = storedViewControllers,
              let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let chosen = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: chosen) {
            bar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        if chosen === selectedViewController {
            (chosen as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(at: index)
        }
        delegate?.tabBarController(self, didSelect: chosen)
    }

    /// The tabs are the view controllers' items: made again when the view controllers or an
    /// item change.
    func tabBarItemsDidChange() {
        let items = (storedViewControllers ?? []).map { $0.tabBarItem ?? UITabBarItem() }
        bar.items = items
        bar.selectedItem = selectedViewController?.tabBarItem
        storedView?.setNeedsLayout()
    }

    private func select(at index: Int) {
        let previous = selectedViewController
        storedSelectedIndex = index
        bar.selectedItem = selectedViewController?.tabBarItem
        showSelected(replacing: previous)
    }

    // MARK: Views

    /// The controller's view: the selected view controller's view, and under it the tab bar.
    open override func loadView() {
        let container = UIView(frame: proposedViewFrame ?? .zero)
        container.addSubview(bar)
        view = container
    }

    /// Where the selected view controller's view goes: above the bar.
    private var contentFrame: CGRect {
        let bounds = storedView?.bounds ?? .zero
        guard !bar.isHidden else { return CGRect(origin: .zero, size: bounds.size) }
        return CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - bar.systemMetrics.tabBarHeight))
    }

    /// Shows the selected view controller's view in place of `previous`'s.
    private func showSelected(replacing previous: UIViewController?) {
        let selected = selectedViewController
        guard selected !== previous, let container = storedView else { return }
        selected?.loadView(placedIn: contentFrame)
        let leaving = previous?.storedView?.superview === container ? previous : nil
        Self.transition(from: leaving, to: selected, animated: false, shown: isShownOrShowing) {
            if let view = selected?.storedView { container.insertSubview(view, at: 0) }
            if let view = leaving?.storedView { view.removeFromSuperview() }
        }
    }

    override func installShownChildren() {
        guard let container = storedView, let selected = selectedViewController else { return }
        selected.loadView(placedIn: contentFrame)
        if let view = selected.storedView, view.superview !== container { container.insertSubview(view, at: 0) }
    }

    override func layOutContainedViews() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        let barHeight = bar.systemMetrics.tabBarHeight
        let barFrame = CGRect(x: 0, y: max(0, bounds.height - barHeight), width: bounds.width, height: min(barHeight, bounds.height))
        if bar.frame != barFrame { bar.frame = barFrame }
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        if let selected = selectedViewController, selected.storedView?.superview === container {
            selected.place(in: contentFrame)
        }
    }
}
