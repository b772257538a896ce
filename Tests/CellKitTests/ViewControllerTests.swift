import CellKit
import Foundation
import Testing
import RotorTestSupport

/// A shared list of the callbacks view controllers heard, in order.
@MainActor
final class CallbackLog {
    var lines: [String] = []
}

/// A view controller that writes every callback UIKit makes to it into a log, by its name.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallbackLog
    /// The size the view had when `viewDidLoad` ran.
    var sizeAtLoad: CGSize?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        name = "decoded"
        log = CallbackLog()
        super.init(coder: coder)
    }

    private func note(_ callback: String) { log.lines.append("\(name) \(callback)") }

    override func loadView() {
        note("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeAtLoad = view.bounds.size
        note("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        note("viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note(isMovingFromParent ? "viewWillDisappear (moving from parent)" : "viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        note("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        note("viewDidLayoutSubviews")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        note("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        note("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

/// Writes what a navigation controller tells its delegate.
@MainActor
final class NavigationLog: UINavigationControllerDelegate {
    let log: CallbackLog
    init(_ log: CallbackLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.lines.append("delegate willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.lines.append("delegate didShow \(viewController.title ?? "?")")
    }
}

/// Refuses or allows tabs, and writes what the tab bar controller tells it.
@MainActor
final class TabControllerLog: UITabBarControllerDelegate {
    var refused: Set<String> = []
    var selected: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "?")
    }
}

/// Forgets what the screens here posted to VoiceOver (their screen changes): no screen reader
/// listens in these tests, and the queue is the process's, so a reader in another test would
/// take them for its own screen's.
@MainActor
func forgetPosts() {
    _ = UIAccessibility.takePostedNotifications()
}

@MainActor
@Suite("View controllers: loading, appearing, containing, presenting", .cellsScreen)
struct ViewControllerTests {
    let log = CallbackLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))

    // MARK: Loading

    @Test func theViewLoadsOnFirstAccessOnlyOnce() {
        defer { forgetPosts() }
        let controller = LoggingViewController("Inbox", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.lines == ["Inbox loadView", "Inbox viewDidLoad"])
    }

    @Test func everyInitializerUIKitDeclaresMakesAViewController() throws {
        defer { forgetPosts() }
        let plain = UIViewController()
        let named = UIViewController(nibName: "Main", bundle: nil)
        let decoded = try #require(UIViewController(coder: NSCoder()))
        #expect(named.nibName == "Main")
        #expect(plain.nibName == nil)
        for controller in [plain, named, decoded] {
            #expect(controller.view != nil, "no nib is loaded: a plain view is made")
        }
    }

    @Test func aViewMadeInLoadViewIsTheControllersView() {
        defer { forgetPosts() }
        final class Custom: UIViewController {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
            override func loadView() {
                view = label
            }
        }
        let controller = Custom()
        #expect(controller.view === controller.label)
    }

    // MARK: The window's root

    @Test func aRootViewControllerFillsTheWindowAndAppearsInUIKitsOrder() {
        defer { forgetPosts() }
        let root = LoggingViewController("Home", log: log)
        window.rootViewController = root
        #expect(root.view.superview === window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 40, height: 12))
        #expect(root.sizeAtLoad == CGSize(width: 40, height: 12), "viewDidLoad already sees the window's size")
        #expect(log.lines == [
            "Home loadView", "Home viewDidLoad", "Home viewWillAppear", "Home viewIsAppearing",
            "Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews", "Home viewDidAppear",
        ])
    }

    @Test func aNewRootReplacesTheOldOneWhichDisappearsFirst() {
        defer { forgetPosts() }
        window.rootViewController = LoggingViewController("Old", log: log)
        log.lines = []
        let new = LoggingViewController("New", log: log)
        window.rootViewController = new
        #expect(window.subviews.count == 1 && window.subviews.first === new.view)
        #expect(log.lines == [
            "New loadView", "New viewDidLoad", "Old viewWillDisappear", "New viewWillAppear", "New viewIsAppearing",
            "New viewWillLayoutSubviews", "New viewDidLayoutSubviews", "Old viewDidDisappear", "New viewDidAppear",
        ])
    }

    @Test func aHiddenWindowsRootAppearsWhenTheWindowIsMadeKeyAndVisible() {
        defer { forgetPosts() }
        window.isHidden = true
        let root = LoggingViewController("Home", log: log)
        window.rootViewController = root
        #expect(!log.lines.contains("Home viewWillAppear"))
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(log.lines.suffix(3) == ["Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews", "Home viewDidAppear"])
        let other = UIWindow(frame: window.frame)
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow && !window.isKeyWindow, "one key window at a time")
    }

    @Test func aResizedWindowResizesItsRootViewAndLaysItOutAgain() {
        defer { forgetPosts() }
        let root = LoggingViewController("Home", log: log)
        window.rootViewController = root
        log.lines = []
        window.frame.size = CGSize(width: 30, height: 8)
        #expect(root.view.frame.size == CGSize(width: 30, height: 8))
        root.view.layoutIfNeeded()
        #expect(log.lines == ["Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews"])
    }

    @Test func settingTheRootPostsAScreenChange() {
        defer { forgetPosts() }
        _ = UIAccessibility.takePostedNotifications()
        window.rootViewController = UIViewController()
        let posted = UIAccessibility.takePostedNotifications()
        #expect(posted.map(\.notification) == [.screenChanged])
        #expect(posted.first?.argument as? UIWindow === window)
    }

    // MARK: Children

    @Test func addingAndRemovingAChildCallsItsMoveCallbacksAsUIKitDoes() {
        defer { forgetPosts() }
        let parent = UIViewController()
        let child = LoggingViewController("Child", log: log)
        parent.addChild(child)
        #expect(parent.children.first === child && child.parent === parent)
        #expect(log.lines == ["Child willMove(toParent: parent)"], "addChild calls willMove; the container calls didMove")
        child.didMove(toParent: parent)
        log.lines = []
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(log.lines == ["Child willMove(toParent: nil)", "Child didMove(toParent: nil)"])
    }

    @Test func aChildAddedToAShownParentAppearsAndDisappearsWithItsView() {
        defer { forgetPosts() }
        let parent = UIViewController()
        window.rootViewController = parent
        let child = LoggingViewController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.lines == [
            "Child willMove(toParent: parent)", "Child loadView", "Child viewDidLoad", "Child viewWillAppear",
            "Child viewIsAppearing", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews", "Child viewDidAppear",
            "Child didMove(toParent: parent)",
        ])
        log.lines = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.lines == [
            "Child willMove(toParent: nil)", "Child viewWillDisappear", "Child viewDidDisappear", "Child didMove(toParent: nil)",
        ])
    }

    @Test func aChildRemovedFromItsParentBeforeItsViewStillDisappears() {
        defer { forgetPosts() }
        let parent = UIViewController()
        window.rootViewController = parent
        let child = LoggingViewController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.lines = []
        child.willMove(toParent: nil)
        child.removeFromParent()
        child.view.removeFromSuperview()
        #expect(log.lines == [
            "Child willMove(toParent: nil)", "Child didMove(toParent: nil)", "Child viewWillDisappear", "Child viewDidDisappear",
        ])
    }

    @Test func aContainersAppearanceIsPassedOnToTheChildrenInItsView() {
        defer { forgetPosts() }
        let parent = LoggingViewController("Parent", log: log)
        let child = LoggingViewController("Child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.lines = []
        window.rootViewController = parent
        #expect(log.lines == [
            "Parent viewWillAppear", "Child viewWillAppear", "Parent viewIsAppearing", "Child viewIsAppearing",
            "Parent viewWillLayoutSubviews", "Parent viewDidLayoutSubviews", "Child viewWillLayoutSubviews",
            "Child viewDidLayoutSubviews", "Parent viewDidAppear", "Child viewDidAppear",
        ])
    }

    @Test func aViewLaidOutLaterCallsTheLayoutCallbacksAroundItsLayout() {
        defer { forgetPosts() }
        final class Laying: UIView {
            var log: CallbackLog?
            override func layoutSubviews() { log?.lines.append("view layoutSubviews") }
        }
        final class Controller: UIViewController {
            let log: CallbackLog
            init(log: CallbackLog) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func loadView() {
                let view = Laying()
                view.log = log
                self.view = view
            }
            override func viewWillLayoutSubviews() { log.lines.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.lines.append("viewDidLayoutSubviews") }
        }
        let controller = Controller(log: log)
        window.rootViewController = controller
        log.lines = []
        controller.view.setNeedsLayout()
        #expect(window.hitTest(CGPoint(x: 1, y: 1), with: nil) != nil, "a hit test lays out what it goes through")
        #expect(log.lines == ["viewWillLayoutSubviews", "view layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func theTitleSetsTheNavigationItemsAndTheTabBarItemsTitles() {
        defer { forgetPosts() }
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        #expect(controller.tabBarItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive")
        #expect(controller.tabBarItem.title == "Archive")
    }

    @Test func theEditButtonTogglesEditingAndSaysDoneWhileEditing() {
        defer { forgetPosts() }
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(item.title == "Edit")
    }

    // MARK: Navigation

    @Test func aPushAndAPopRunTheCallbacksInUIKitsOrder() {
        defer { forgetPosts() }
        let first = LoggingViewController("First", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = NavigationLog(log)
        navigation.delegate = delegate
        window.rootViewController = navigation
        #expect(first.view.frame == CGRect(x: 0, y: 1, width: 40, height: 11), "below the one-row bar")
        log.lines = []
        let second = LoggingViewController("Second", log: log)
        navigation.pushViewController(second, animated: true)
        #expect(log.lines == [
            "Second willMove(toParent: parent)", "Second loadView", "Second viewDidLoad", "delegate willShow Second",
            "First viewWillDisappear", "Second viewWillAppear", "Second viewIsAppearing", "Second viewWillLayoutSubviews",
            "Second viewDidLayoutSubviews", "First viewDidDisappear", "Second viewDidAppear", "delegate didShow Second",
            "Second didMove(toParent: parent)",
        ])
        #expect(navigation.topViewController === second && navigation.viewControllers.count == 2)
        #expect(second.navigationController === navigation)
        #expect(first.viewIfLoaded?.window == nil, "only the top view controller's view is on the screen")
        log.lines = []
        #expect(navigation.popViewController(animated: true) === second)
        #expect(log.lines == [
            "Second willMove(toParent: nil)", "delegate willShow First", "Second viewWillDisappear (moving from parent)",
            "First viewWillAppear", "First viewIsAppearing", "First viewWillLayoutSubviews", "First viewDidLayoutSubviews",
            "Second viewDidDisappear", "First viewDidAppear", "delegate didShow First", "Second didMove(toParent: nil)",
        ])
        #expect(second.navigationController == nil && second.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
    }

    @Test func aNavigationControllerNotOnTheScreenLoadsNoViews() {
        defer { forgetPosts() }
        let first = LoggingViewController("First", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(LoggingViewController("Second", log: log), animated: false)
        #expect(log.lines == ["First willMove(toParent: parent)", "First didMove(toParent: parent)",
                              "Second willMove(toParent: parent)", "Second didMove(toParent: parent)"],
                "children join, and no view is loaded")
        window.rootViewController = navigation
        #expect(!first.isViewLoaded, "only the top view controller's view is loaded when it appears")
        #expect(log.lines.contains("Second viewDidAppear"))
    }

    @Test func popToRootAndSetViewControllersRemoveTheChildrenThatLeave() throws {
        defer { forgetPosts() }
        let controllers = (1...4).map { LoggingViewController("Screen \($0)", log: log) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        window.rootViewController = navigation
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        let popped = try #require(navigation.popToRootViewController(animated: true))
        #expect(popped.map(\.title) == ["Screen 2", "Screen 3", "Screen 4"])
        #expect(navigation.children.count == 1)
        #expect(controllers[0].view.window === window)
        navigation.setViewControllers([controllers[2], controllers[1]], animated: false)
        #expect(navigation.viewControllers.map(\.title) == ["Screen 3", "Screen 2"])
        #expect(navigation.navigationBar.items?.map(\.title) == ["Screen 3", "Screen 2"])
        #expect(controllers[1].view.window === window && controllers[0].parent == nil)
    }

    @Test func theBarShowsTheTitleAndABackButtonWithThePreviousTitle() {
        defer { forgetPosts() }
        let navigation = UINavigationController(rootViewController: LoggingViewController("Mailboxes", log: log))
        window.rootViewController = navigation
        #expect(window.renderGrid().lines[0].contains("Mailboxes"))
        #expect(!window.renderGrid().lines[0].contains("‹"), "the root has no back button")
        navigation.pushViewController(LoggingViewController("Inbox", log: log), animated: true)
        let bar = window.renderGrid().lines[0]
        #expect(bar.hasPrefix("‹ Mailboxes"))
        #expect(bar.contains("Inbox"))
    }

    @Test func theBackButtonPopsAndUsesTheBackButtonTitleWhenThereIsOne() {
        defer { forgetPosts() }
        let first = LoggingViewController("Mailboxes", log: log)
        first.navigationItem.backButtonTitle = "Boxes"
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        navigation.pushViewController(LoggingViewController("Inbox", log: log), animated: true)
        #expect(window.renderGrid().lines[0].hasPrefix("‹ Boxes"))
        let finger = Finger(windows: [window])
        #expect(finger.tap(at: CGPoint(x: 1, y: 0)))
        #expect(navigation.viewControllers.count == 1)
        #expect(window.renderGrid().lines[0].contains("Mailboxes"))
    }

    @Test func showPushesInANavigationControllerAndPresentsOutsideOne() {
        defer { forgetPosts() }
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        let alone = UIWindow(frame: window.frame)
        let plain = UIViewController()
        alone.rootViewController = plain
        let shown = UIViewController()
        plain.show(shown, sender: nil)
        #expect(plain.presentedViewController === shown)
    }

    // MARK: Presentation

    @Test func aSheetStaysOverThePresenterWhichDoesNotDisappear() {
        defer { forgetPosts() }
        let presenter = LoggingViewController("Presenter", log: log)
        window.rootViewController = presenter
        log.lines = []
        let sheet = LoggingViewController("Sheet", log: log)
        var completed = false
        presenter.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(presenter.presentedViewController === sheet && sheet.presentingViewController === presenter)
        #expect(presenter.view.window === window, "a sheet leaves the presenter's view in place")
        #expect(sheet.view.window === window)
        #expect(sheet.view.frame.size == window.bounds.size)
        #expect(!log.lines.contains { $0.hasPrefix("Presenter") })
        #expect(log.lines.suffix(2) == ["Sheet viewDidLayoutSubviews", "Sheet viewDidAppear"])
        log.lines = []
        sheet.dismiss(animated: true)
        #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(log.lines == ["Sheet viewWillDisappear", "Sheet viewDidDisappear"])
    }

    @Test func aFullScreenPresentationTakesThePresenterOffTheWindowUntilDismissed() {
        defer { forgetPosts() }
        let presenter = LoggingViewController("Presenter", log: log)
        window.rootViewController = presenter
        log.lines = []
        let cover = LoggingViewController("Cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        presenter.present(cover, animated: false)
        #expect(presenter.view.window == nil)
        #expect(log.lines.first(where: { $0.hasPrefix("Presenter") }) == "Presenter viewWillDisappear")
        #expect(log.lines.last == "Cover viewDidAppear")
        log.lines = []
        var completed = false
        presenter.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(presenter.view.window === window)
        #expect(log.lines == [
            "Cover viewWillDisappear", "Presenter viewWillAppear", "Presenter viewIsAppearing",
            "Presenter viewWillLayoutSubviews", "Presenter viewDidLayoutSubviews", "Cover viewDidDisappear",
            "Presenter viewDidAppear",
        ])
    }

    @Test func aChildPresentsThroughTheRootOfItsContainersAndOnlyOnceAtATime() {
        defer { forgetPosts() }
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let first = UIViewController()
        root.present(first, animated: true)
        #expect(navigation.presentedViewController === first)
        #expect(root.presentedViewController === first, "a child sees what its container presents")
        #expect(first.presentingViewController === navigation)
        #expect(navigation.visibleViewController === first)
        var completed = false
        root.present(UIViewController(), animated: true) { completed = true }
        #expect(!completed, "UIKit refuses a second presentation from the same view controller")
        let second = UIViewController()
        first.present(second, animated: true)
        #expect(first.presentedViewController === second)
        navigation.dismiss(animated: true)
        #expect(navigation.presentedViewController == nil)
        #expect(first.viewIfLoaded?.window == nil && second.viewIfLoaded?.window == nil, "the whole stack goes")
    }

    @Test func nothingIsPresentedFromAViewControllerOffTheScreen() {
        defer { forgetPosts() }
        let offScreen = UIViewController()
        var completed = false
        offScreen.present(UIViewController(), animated: false) { completed = true }
        #expect(!completed)
        #expect(offScreen.presentedViewController == nil)
    }

    // MARK: Tabs

    private func tabs(_ titles: [String]) -> (UITabBarController, [LoggingViewController]) {
        let controllers = titles.map { LoggingViewController($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        return (tabs, controllers)
    }

    @Test func aTabBarControllerShowsTheSelectedTabAboveItsBar() {
        defer { forgetPosts() }
        let (tabs, controllers) = tabs(["Mail", "Notes"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === controllers[0])
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 40, height: 11))
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 11, width: 40, height: 1))
        #expect(tabs.tabBar.items?.map(\.title) == ["Mail", "Notes"])
        #expect(!controllers[1].isViewLoaded)
        #expect(controllers[0].tabBarController === tabs)
        log.lines = []
        tabs.selectedIndex = 1
        #expect(controllers[1].view.window === window && controllers[0].view.window == nil)
        #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        #expect(log.lines.filter { !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") } == [
            "Mail viewWillDisappear", "Notes viewWillAppear", "Notes viewIsAppearing", "Mail viewDidDisappear",
            "Notes viewDidAppear",
        ])
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 1, "an index out of range is ignored")
    }

    @Test func tappingATabAsksTheDelegateWhichMayRefuse() {
        defer { forgetPosts() }
        let (tabs, controllers) = tabs(["Mail", "Notes", "Photos"])
        let delegate = TabControllerLog()
        delegate.refused = ["Photos"]
        tabs.delegate = delegate
        let finger = Finger(windows: [window])
        window.layoutIfNeeded()
        #expect(finger.tap(at: CGPoint(x: 20, y: 11)))
        #expect(tabs.selectedViewController === controllers[1])
        #expect(delegate.selected == ["Notes"])
        #expect(finger.tap(at: CGPoint(x: 35, y: 11)))
        #expect(tabs.selectedViewController === controllers[1], "the delegate refused Photos")
        #expect(tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        #expect(delegate.selected == ["Notes"])
    }

    @Test func choosingTheSelectedTabAgainPopsItsNavigationControllerToTheRoot() {
        defer { forgetPosts() }
        let root = UIViewController()
        root.title = "Mail"
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        window.rootViewController = tabs
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.viewControllers.count == 2)
        tabs.tabBar(tabs.tabBar, didSelect: navigation.tabBarItem)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aNavigationControllerInATabShowsItsRootsTabAndASystemTabKeepsItsTitle() {
        defer { forgetPosts() }
        let favorites = UIViewController()
        favorites.title = "Starred"
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        let recents = UIViewController()
        recents.title = "Recents"
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: favorites),
                                UINavigationController(rootViewController: recents)]
        window.rootViewController = tabs
        #expect(tabs.tabBar.items?.map(\.title) == ["Favorites", "Recents"],
                "a navigation controller takes its root's tab; a system tab's title is the system's")
        let own = UITabBarItem(title: "Mine", image: nil, tag: 2)
        tabs.viewControllers?[1].tabBarItem = own
        #expect(tabs.tabBar.items?.last === own, "a tab set on the navigation controller itself wins")
    }

    @Test func replacingTheTabsKeepsTheSelectedOneWhenItStays() {
        defer { forgetPosts() }
        let (tabs, controllers) = tabs(["Mail", "Notes", "Photos"])
        tabs.selectedIndex = 2
        let extra = UIViewController()
        tabs.setViewControllers([extra, controllers[2]], animated: false)
        #expect(tabs.selectedViewController === controllers[2] && tabs.selectedIndex == 1)
        #expect(controllers[0].parent == nil && extra.parent === tabs)
    }
}
