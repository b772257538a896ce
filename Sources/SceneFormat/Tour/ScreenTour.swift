import CellKit

/// A tour of every screen a scene can reach, one at a time, as the scene reaches it: what a
/// tool that judges screens (the audit) needs to see more than the screens shown when the scene
/// opens.
///
/// The stops, in order: the scene as it opens; each tab of a tab bar shown there that is not
/// selected; each screen under the top of a window's navigation stack, popped to, top down;
/// then each other screen in file order, as a script's `app` step shows it (pushed on the
/// navigation stack of the first window that shows screens, or presented there when it has
/// none, or when the screen has a navigation bar of its own). At each screen, its tabs too.
/// Screens presented at the start are dismissed first (a sheet would cover the screens
/// under it), and the scene is put back as it opened at the end. Each stop looks only at what
/// it shows, and each change costs what it changes, so a tour costs the scene's size, however
/// many screens it has. Every screen is reached: `app push` and `app present` reach any.
@MainActor
enum ScreenTour {
    static func run(_ scene: Scene, _ visit: (ScreenStop) -> Void) {
        // Pushing, popping and presenting post screen changes no screen reader hears: they are
        // taken back out, and what was posted before is left as it was.
        let earlier = UIAccessibility.takePostedNotifications()
        defer {
            _ = UIAccessibility.takePostedNotifications()
            for posted in earlier { UIAccessibility.post(notification: posted.notification, argument: posted.argument) }
        }
        let onWindows = scene.screenOrder.filter { $0.viewIfLoaded?.window != nil }
        let names = ScreenStop.Names(onWindows)
        visit(ScreenStop(screen: nil, tab: nil, scope: nil, names: names))
        // Without a tab bar of pages no stop has tabs: no stop's views are walked to find one
        // (each of 40,000 screens' walk was 2 % of their audit).
        let hasTabs = scene.hasTabPages
        if hasTabs { visitTabs(in: scene.windows, names: names, visit) }
        guard !scene.screenOrder.isEmpty else { return }
        // The screens a VoiceOver user meets at the start: not those under a presented one.
        var seen = Set<ObjectIdentifier>()
        for screen in onWindows {
            guard let root = screen.content.window?.rootViewController else { continue }
            var top = root
            while let presented = top.presentedViewController { top = presented }
            if top === root || screen.presentable === top { seen.insert(ObjectIdentifier(screen)) }
        }

        // What is presented at the start is dismissed, to be presented again at the end; the
        // screen it covered is then met.
        var presentations: [(presenter: UIViewController, presented: UIViewController)] = []
        for window in scene.windows {
            guard let root = window.rootViewController, let presented = root.presentedViewController else { continue }
            presentations.append((root, presented))
            root.dismiss(animated: false)
            let shown = (root as? UINavigationController)?.topViewController ?? root
            if let screen = shown as? SceneScreen, seen.insert(ObjectIdentifier(screen)).inserted {
                stop(at: screen, scope: root.viewIfLoaded, tabs: hasTabs, visit)
            }
        }
        // Each screen under the top of a stack, popped to.
        var stacks: [(UINavigationController, [UIViewController])] = []
        for window in scene.windows {
            guard let navigation = window.rootViewController as? UINavigationController,
                  navigation.viewControllers.count > 1 else { continue }
            stacks.append((navigation, navigation.viewControllers))
            while navigation.viewControllers.count > 1 {
                navigation.popViewController(animated: false)
                guard let screen = navigation.topViewController as? SceneScreen,
                      seen.insert(ObjectIdentifier(screen)).inserted else { continue }
                stop(at: screen, scope: navigation.viewIfLoaded, tabs: hasTabs, visit)
            }
        }
        // The others, as a script's `app` step shows them.
        if let host = scene.windows.first(where: { $0.rootViewController != nil })?.rootViewController {
            for screen in scene.screenOrder where seen.insert(ObjectIdentifier(screen)).inserted {
                if let navigation = host as? UINavigationController, screen.barContainer == nil, screen.parent == nil {
                    navigation.pushViewController(screen, animated: false)
                    if navigation.topViewController === screen { stop(at: screen, scope: navigation.viewIfLoaded, tabs: hasTabs, visit) }
                    navigation.popViewController(animated: false)
                } else {
                    let presented = screen.presentable
                    host.present(presented, animated: false)
                    if presented.presentingViewController != nil {
                        stop(at: screen, scope: presented.viewIfLoaded, tabs: hasTabs, visit)
                        host.dismiss(animated: false)
                    }
                }
            }
        }
        for (navigation, stack) in stacks { navigation.setViewControllers(stack, animated: false) }
        for (presenter, presented) in presentations { presenter.present(presented, animated: false) }
    }

    /// A stop at a screen, then, when the scene has tab pages (`tabs`), at each of its tabs
    /// that is not selected.
    private static func stop(at screen: SceneScreen, scope: UIView?, tabs: Bool, _ visit: (ScreenStop) -> Void) {
        guard let scope else { return }
        visit(ScreenStop(screen: screen.name, tab: nil, scope: [scope]))
        if tabs { visitTabs(in: [scope], screen: screen.name, visit) }
    }

    /// A stop at each tab not selected of each tab bar shown under `roots` whose tabs show
    /// views of their own, and at none of their views but the tab's. The views of the tab
    /// selected are hidden while the others are shown, one tab at a time, and shown again
    /// after: each tab's views are shown and hidden once.
    private static func visitTabs(in roots: [UIView], screen: String? = nil, names: ScreenStop.Names? = nil,
                                  _ visit: (ScreenStop) -> Void) {
        var tabBars: [UITabBar] = []
        var pending = roots.reversed() as [UIView]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            if let tabBar = view as? UITabBar, tabBar.delegate is TabPagesDelegate { tabBars.append(tabBar) }
            // Under a shown modal view (a presented sheet) nothing is met: its screen's tabs are
            // toured once the sheet is dismissed.
            let subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
                pending.append(modal)
            } else {
                pending += subviews.reversed()
            }
        }
        for tabBar in tabBars {
            guard let pages = tabBar.delegate as? TabPagesDelegate, let items = tabBar.items else { continue }
            let selected = tabBar.selectedItem
            let selectedIndex = items.firstIndex { $0 === selected }
            let others = items.indices.filter { $0 != selectedIndex && $0 < pages.tabCount && items[$0].isEnabled }
            guard others.contains(where: { !pages.views(ofTab: $0).isEmpty }) else { continue }
            let selectedViews = selectedIndex.map { pages.views(ofTab: $0) } ?? []
            let wasHidden = selectedViews.map(\.isHidden)
            for view in selectedViews { view.isHidden = true }
            let tabScreen = screen ?? names?.screen(of: tabBar)
            for index in others {
                let views = outermost(pages.views(ofTab: index))
                guard !views.isEmpty else { continue }
                let hidden = views.map(\.isHidden)
                tabBar.selectedItem = items[index]
                for view in views { view.isHidden = false }
                let title = items[index].title.flatMap { $0.isEmpty ? nil : $0 } ?? "tab \(index + 1)"
                visit(ScreenStop(screen: tabScreen, tab: title, scope: views))
                for (view, wasHidden) in zip(views, hidden) { view.isHidden = wasHidden }
            }
            tabBar.selectedItem = selected
            for (view, wasHidden) in zip(selectedViews, wasHidden) { view.isHidden = wasHidden }
        }
    }

    /// The views not inside another of them: a tab may list a view and one inside it, whose
    /// elements would otherwise be looked at twice. What each view was found to be under is
    /// kept, so a deep tree listed whole costs its size.
    private static func outermost(_ views: [UIView]) -> [UIView] {
        let listed = Set(views.map(ObjectIdentifier.init))
        var inside: [ObjectIdentifier: Bool] = [:]
        var result: [UIView] = []
        for view in views where inside[ObjectIdentifier(view)] == nil {
            var walked: [ObjectIdentifier] = []
            var answer = false
            var current = view.superview
            while let node = current {
                let key = ObjectIdentifier(node)
                if let known = inside[key] {
                    answer = known || listed.contains(key)
                    break
                }
                if listed.contains(key) {
                    answer = true
                    break
                }
                walked.append(key)
                current = node.superview
            }
            // Each view walked is under a listed one exactly when the first it reached is.
            for key in walked { inside[key] = answer }
            inside[ObjectIdentifier(view)] = answer
            if !answer { result.append(view) }
        }
        return result
    }
}

extension Scene {
    /// Shows every screen the scene can reach, and every tab, one at a time, and calls `visit`
    /// at each (`ScreenTour` says in which order and how); puts the scene back as it opened.
    package func tourScreens(_ visit: (ScreenStop) -> Void) {
        ScreenTour.run(self, visit)
    }
}
