import Foundation

/// An object that manages a view: loads it when first asked for it, hears when it appears,
/// disappears and is laid out, holds child view controllers, and presents other view controllers
/// modally.
///
/// As in UIKit:
/// - `view` is loaded on first access: `loadView()`, then `viewDidLoad()`. The default
///   `loadView()` makes a plain `UIView`.
/// - The appearance callbacks run in UIKit's order. When a screen appears (a window's new root, a
///   push, a presentation, a tab chosen): the new view controller's `viewWillAppear(_:)`, its view
///   goes in, `viewIsAppearing(_:)`, `viewWillLayoutSubviews()`, the view's `layoutSubviews()`,
///   `viewDidLayoutSubviews()`, then the old one's `viewDidDisappear(_:)` and the new one's
///   `viewDidAppear(_:)`; the old one's `viewWillDisappear(_:)` comes first of all. A container's
///   callbacks are passed on to the children whose views are in its view
///   (`shouldAutomaticallyForwardAppearanceMethods`).
/// - Presenting a view controller puts its view over the window, and VoiceOver reads only it while
///   it is up (`accessibilityViewIsModal` on the view that holds it).
/// - When the screen changes (a new root, a push or pop, a presentation or dismissal), UIKit posts
///   `UIAccessibility.Notification.screenChanged` and VoiceOver moves to the new screen's first
///   element.
///
/// CellKit's own choices, which UIKit's documentation leaves to the device:
/// - `animated:` changes nothing: a transition is done when the call returns, and a completion
///   handler runs then, before the call returns (there is no run loop to wait for). [sim]
/// - Nib and storyboard loading is not supported: `init(nibName:bundle:)` keeps the name and
///   loads no nib, and `init?(coder:)` decodes nothing (it makes a view controller as `init()`
///   does). Build the view in `loadView()` or `viewDidLoad()`.
/// - The default `loadView()` makes the view the size its container will give it (the window, the
///   part of a navigation or tab bar controller below or above its bar), where UIKit makes it the
///   screen's size, so that `view.bounds` in `viewDidLoad()` is already the final size.
@MainActor
open class UIViewController: UIResponder {
    // MARK: Creating

    /// Makes a view controller. CellKit loads no nibs: the name and bundle are kept and unused.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// Makes a view controller from an archive. CellKit decodes nothing: the view controller is
    /// the same as one from `init()`.
    public required init?(coder: NSCoder) {
        storedNibName = nil
        storedNibBundle = nil
        super.init()
    }

    /// Makes a view controller with no nib, as UIKit's `init()` does (`init(nibName: nil,
    /// bundle: nil)`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The name of the nib the view controller was made with; CellKit never loads it.
    open var nibName: String? { storedNibName }
    /// The bundle of that nib.
    open var nibBundle: Bundle? { storedNibBundle }
    private let storedNibName: String?
    private let storedNibBundle: Bundle?

    // MARK: The view

    /// The view the controller manages, loaded on first access (`loadView()`, then
    /// `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfMissing()
            return storedView
        }
        set { adopt(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        loadViewIfMissing()
    }

    /// Makes the view and sets `view`. The default makes a plain `UIView` (the size its container
    /// will give it); override it to make a view of your own, without calling `super`.
    open func loadView() {
        view = UIView(frame: proposedViewFrame ?? .zero)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// The view, once loaded.
    var storedView: UIView?
    private var isLoadingView = false
    /// CellKit's own: the frame a container will give the view, so that the default
    /// `loadView()` makes it that size.
    var proposedViewFrame: CGRect?
    /// What the view's own escape and magic tap handlers were before this controller took it.
    private var viewsOwnEscape: (@MainActor () -> Bool)?
    private var viewsOwnMagicTap: (@MainActor () -> Bool)?

    private func loadViewIfMissing() {
        // A loadView that reads `view` before setting it would load forever in UIKit; here it
        // reads nil.
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        guard storedView != nil else { return }
        viewDidLoad()
    }

    /// Takes `newView` as the controller's view. The view reaches its controller's escape and
    /// magic tap (UIKit routes them through the responder chain, of which the controller is
    /// the view's next responder).
    private func adopt(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let old = storedView {
            if old.bookkeeping.viewController === self { old.bookkeeping.viewController = nil }
            old.escapeHandler = viewsOwnEscape
            old.magicTapHandler = viewsOwnMagicTap
        }
        storedView = newView
        guard let newView else { return }
        newView.bookkeeping.viewController = self
        let ownEscape = newView.escapeHandler, ownMagicTap = newView.magicTapHandler
        viewsOwnEscape = ownEscape
        viewsOwnMagicTap = ownMagicTap
        newView.escapeHandler = { [weak self] in
            (ownEscape?() ?? false) || (self?.accessibilityPerformEscape() ?? false)
        }
        newView.magicTapHandler = { [weak self] in
            (ownMagicTap?() ?? false) || (self?.accessibilityPerformMagicTap() ?? false)
        }
        // A new view is laid out before it is first shown, as in UIKit.
        newView.setNeedsLayout()
    }

    // MARK: Title and bar items

    /// The title. Setting it sets the navigation item's title and the tab bar item's title, as
    /// UIKit does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            // A tab reads its item's title when it is drawn or spoken.
            storedTabBarItem?.title = title
        }
    }

    /// What a navigation bar shows for this view controller: its title, its back button's title
    /// for the screen after it, its bar button items. Made on first access, with `title`.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let made = UINavigationItem()
        made.title = title
        storedNavigationItem = made
        return made
    }
    private var storedNavigationItem: UINavigationItem?

    /// The tab that stands for this view controller in a tab bar controller. Made on first access,
    /// with `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let made = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = made
            return made
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }
    private var storedTabBarItem: UITabBarItem?

    /// Whether a tab bar controller hides its tab bar while this view controller is on top of a
    /// navigation stack in it. CellKit keeps the value; its tab bar stays shown.
    open var hidesBottomBarWhenPushed = false

    // MARK: Editing

    /// Whether the view controller is in editing mode. Setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedIsEditing = false

    /// Turns editing mode on or off. Subclasses (a table view controller) override it to pass it
    /// to their views, calling `super`. The edit button item turns to Done while editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedIsEditing = editing
        if let item = storedEditButtonItem {
            item.title = editing ? UIBarButtonItem.SystemItem.done.title : UIBarButtonItem.SystemItem.edit.title
            item.style = editing ? .done : .plain
            item.navigationBar?.barItemDidChange()
        }
    }

    /// A bar button item that toggles editing mode: "Edit", and "Done" while editing.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: isEditing ? UIBarButtonItem.SystemItem.done.title : UIBarButtonItem.SystemItem.edit.title,
                                   image: nil,
                                   primaryAction: UIAction { [weak self] _ in
                                       guard let self else { return }
                                       setEditing(!isEditing, animated: true)
                                   })
        item.style = isEditing ? .done : .plain
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    // MARK: Presentation settings

    /// How the view controller is shown when presented: `.automatic` (a page sheet) since
    /// iOS 13, `.fullScreen` in iOS 12 and earlier (the device is `UIDevice.current` when the
    /// view controller is made).
    open var modalPresentationStyle: UIModalPresentationStyle =
        UIDevice.current.majorVersion >= 13 ? .automatic : .fullScreen
    /// How it arrives when presented; CellKit's transitions are instant, so only kept.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses to be dismissed by the user (VoiceOver's escape), as UIKit's
    /// swipe down is refused.
    open var isModalInPresentation = false

    /// The popover presentation that anchors this view controller when it is presented with
    /// `.popover`; nil for any other style, as in UIKit. Set its source before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let kept = storedPresentationController as? UIPopoverPresentationController { return kept }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: storedPresenting)
        storedPresentationController = made
        return made
    }

    /// The object managing this view controller's presentation, made on first use: a sheet
    /// presentation controller for the sheet styles (iOS 15), as in UIKit.
    open var presentationController: UIPresentationController? {
        if modalPresentationStyle == .popover { return popoverPresentationController }
        if let sheet = sheetPresentationController { return sheet }
        if let kept = storedPresentationController, !(kept is UIPopoverPresentationController) { return kept }
        let made = UIPresentationController(presentedViewController: self, presenting: storedPresenting)
        storedPresentationController = made
        return made
    }

    /// The sheet presentation controller of a view controller presented as a sheet
    /// (`.automatic`, `.pageSheet` or `.formSheet`; iOS 15); nil for any other style, as in
    /// UIKit. Set its detents before presenting.
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let kept = storedPresentationController as? UISheetPresentationController { return kept }
        let made = UISheetPresentationController(presentedViewController: self, presenting: storedPresenting)
        // What the app set on the controller it read before (its delegate) stays.
        made.delegate = storedPresentationController?.delegate
        storedPresentationController = made
        return made
    }
    private(set) var storedPresentationController: UIPresentationController?
    /// Whether this view controller's view is covered when a view controller it (or a child)
    /// presents with `.currentContext`; CellKit presents over the window, so only kept.
    open var definesPresentationContext = false
    /// The size the view controller would like in a popover or a container; kept.
    open var preferredContentSize: CGSize = .zero
    /// The status bar's style while this view controller is shown. CellKit has no status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden while this view controller is shown. CellKit has no
    /// status bar.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar to be updated. CellKit has no status bar: it does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Told when memory runs low; CellKit never says so.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance

    /// Called before the view is added to a view hierarchy (its `window` may still be nil).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is in the view hierarchy and placed by its superview, before it lays
    /// out its subviews.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called once the view is shown.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is taken off the screen.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view is off the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews (its `layoutSubviews()`).
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The next responder: the superview of the view controller's view, else its parent or the
    /// view controller presenting it.
    open override var next: UIResponder? {
        storedView?.superview ?? storedParent ?? storedPresenting
    }

    /// Told that the view's size is about to change, with the coordinator of the change. [sim]
    /// Never called: a simulated screen does not turn or resize.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The coordinator of the transition under way; nil, as CellKit's transitions are instant.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// The traits of the interface the view controller is shown in (its view's).
    open var traitCollection: UITraitCollection {
        UITraitCollection.current(on: viewIfLoaded?.window?.screen)
    }

    /// Told when the traits change. [sim] They never do, so CellKit never calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether this container passes its appearance callbacks on to the children whose views are
    /// in its view. True by default; a container that returns false calls the children's
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the view controller its view is about to appear (`true`) or disappear: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)` once, unless it is already on its way
    /// there. A custom container calls it on a child around moving the child's view.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            appearanceIsAnimated = animated
            hasCalledIsAppearing = false
            viewWillAppear(animated)
            installShownChildren()
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenToForwardTo { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` began: calls
    /// `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if that was not called yet) or
    /// `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            callIsAppearingOnce()
            appearance = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenToForwardTo { child.endAppearanceTransition() }
    }

    /// Whether the view controller's view is being added because it was presented.
    open var isBeingPresented: Bool { storedIsBeingPresented }
    /// Whether the view controller's view is being taken away because it was dismissed.
    open var isBeingDismissed: Bool { storedIsBeingDismissed }
    /// Whether the view controller is appearing because it was added to a container (pushed).
    open var isMovingToParent: Bool { storedIsMovingToParent }
    /// Whether the view controller is disappearing because it is leaving its container (popped).
    open var isMovingFromParent: Bool { storedIsMovingFromParent }

    // MARK: Children

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }

    /// The container this view controller is a child of.
    open var parent: UIViewController? { storedParent }

    /// Adds a child view controller. As in UIKit, it calls the child's `willMove(toParent:)`
    /// first; the container adds the child's view to its own and then calls
    /// `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.storedParent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Leaves the parent. As in UIKit, the container calls `willMove(toParent: nil)` first; this
    /// calls `didMove(toParent: nil)` after.
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        // From the end: a navigation controller's pop removes its last child, whatever the depth.
        if let index = parent.storedChildren.lastIndex(where: { $0 === self }) { parent.storedChildren.remove(at: index) }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller is added to a container or removed from one (`nil`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller was added to a container or removed from one (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest navigation controller among the containers around this view controller.
    open var navigationController: UINavigationController? {
        nearestContainer(of: UINavigationController.self)
    }

    /// The nearest tab bar controller among the containers around this view controller.
    open var tabBarController: UITabBarController? {
        nearestContainer(of: UITabBarController.self)
    }

    /// The nearest container of a kind around this view controller (CellKit's own).
    func nearestContainer<Container: UIViewController>(of kind: Container.Type) -> Container? {
        var current = storedParent
        while let container = current {
            if let found = container as? Container { return found }
            current = container.storedParent
        }
        return nil
    }

    // MARK: Presenting

    /// Presents a view controller modally: its view goes over the window, and VoiceOver reads
    /// only it until it is dismissed. As in UIKit, the view controller at the root of this one's
    /// containers presents it; nothing happens when that one already presents another, when the
    /// view controller is already presented or is a child, or when this view controller's view is
    /// not in a window. A full-screen presentation takes the presenting view controller's view
    /// off the window (its `viewWillDisappear(_:)` and `viewDidDisappear(_:)` run); a sheet, the
    /// default, leaves it under the sheet, as on iOS 13 and later. The completion runs once the
    /// view controller is shown, before this returns. [sim] The presented view fills the window,
    /// whatever the style.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        guard performPresentation(of: viewControllerToPresent, animated: flag) else { return }
        completion?()
    }

    /// Dismisses the view controller this one presents, with any it presents in turn; called on
    /// a presented view controller, asks its presenter to dismiss it, as in UIKit. The completion
    /// runs once it is gone, before this returns; with nothing to dismiss it is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard performDismissal(animated: flag) else { return }
        completion?()
    }

    /// The view controller this one, or the root of its containers, presents.
    open var presentedViewController: UIViewController? {
        storedPresented ?? storedParent?.presentedViewController
    }

    /// The view controller that presents this one, or the root of its containers.
    open var presentingViewController: UIViewController? {
        storedPresenting ?? storedParent?.presentingViewController
    }

    /// Shows a view controller the way its context does: pushed on the navigation controller
    /// around this one, or else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a detail view controller: in the split view controller around this one, or else as
    /// `show(_:sender:)` shows it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    // MARK: Containers' own work (CellKit's)

    /// Puts the views of the children that show with this container into its view, before the
    /// container's appearance is passed on to them. Navigation and tab bar controllers override
    /// it (the top or selected child).
    func installShownChildren() {}

    /// Places the container's bars and its shown child's view, before the view's own
    /// `layoutSubviews()`. Navigation and tab bar controllers override it.
    func layOutContainedViews() {}

    // MARK: State kept for the other parts (containment, appearance, presentation)

    /// The children, in the order they were added.
    var storedChildren: [UIViewController] = []
    /// The parent, while this is a child.
    weak var storedParent: UIViewController?
    /// The view controller this one presents.
    var storedPresented: UIViewController?
    /// The view controller that presents this one.
    weak var storedPresenting: UIViewController?
    /// The view that holds this view controller's view over the window while it is presented.
    var presentationContainer: UIView?
    /// What a full-screen presentation of this view controller took off the window (the
    /// presenter's screen), to put back when it is dismissed.
    var coveredScreen: UIView?
    /// Where the view controller is in its appearance (`UIViewController+Appearance`).
    var appearance = AppearanceState.disappeared
    /// Whether the current appearance transition is animated (what the callbacks are told).
    var appearanceIsAnimated = false
    /// Whether `viewIsAppearing(_:)` was called in the current appearance.
    var hasCalledIsAppearing = false
    var storedIsMovingToParent = false
    var storedIsMovingFromParent = false
    var storedIsBeingPresented = false
    var storedIsBeingDismissed = false
}

extension UIViewController: UITraitEnvironment {}
