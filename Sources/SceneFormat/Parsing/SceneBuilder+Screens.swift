import CellKit

// Screens: a scene's view controllers (`screens`), the windows that show them (`navigation`,
// `screen`, `presented`) and how actions find them by name.
extension SceneBuilder {
    /// What a window shows of the scene's screens, once every screen's views are made.
    struct WindowScreens {
        let window: UIWindow
        /// The navigation stack, root first; empty when the window shows one screen.
        var stack: [SceneScreen] = []
        /// The window's root screen, without a navigation bar.
        var root: SceneScreen?
        /// The screen presented over the root when the scene opens.
        var presented: SceneScreen?
    }

    /// Makes a view controller for each of `screens`, with its title and presentation style;
    /// their views are made once the windows say where each is shown (`buildScreens`).
    mutating func readScreens(_ node: NodeReader?) throws(SceneError) {
        guard let node else { return }
        for screenNode in try node.sequence() {
            // A screen is a view controller and its view: it counts as a view.
            try countView(screenNode)
            let keys = try screenNode.mapping(ScreenKeys.eachScreen)
            let nameNode = try keys.required("name")
            let name = try nameNode.string()
            guard !name.isEmpty else { throw nameNode.error("a screen needs a name") }
            // A script's `app push NAME` is one line: a name that breaks it could not be pushed.
            guard !name.contains(where: \.isNewline) else {
                throw nameNode.error("a screen's name is one line; '\(Echo.text(name))' holds a line break")
            }
            guard screens[name] == nil else { throw nameNode.error("another screen is called '\(Echo.text(name))'") }
            let screen = SceneScreen(name: name, room: .zero)
            if let title = keys["title"] { screen.title = try title.string() }
            if let node = keys["presentation"] {
                let style = try node.choice(ScreenKeys.presentations.map(\.name))
                screen.modalPresentationStyle = ScreenKeys.presentations.first { $0.name == style }?.style ?? .automatic
            }
            if try keys.defaulted("navigationBar").bool() {
                let container = UINavigationController(rootViewController: screen)
                screen.barContainer = container
                delegates.append(container)
            }
            screens[name] = screen
            screenOrder.append((screen, keys))
            // The scene keeps its screens: actions hold them weakly.
            delegates.append(screen)
        }
    }

    /// A window's content: its views, or the screens it shows (made later, `buildScreens`).
    mutating func fill(_ window: UIWindow, keys: MappingReader, views viewsNode: NodeReader?)
        throws(SceneError) -> WindowScreens? {
        let navigationNode = keys["navigation"], screenNode = keys["screen"], presentedNode = keys["presented"]
        if navigationNode != nil, let screenNode {
            throw screenNode.error("give either 'navigation' (a stack of screens) or 'screen' (one), not both")
        }
        guard navigationNode != nil || screenNode != nil else {
            if let presentedNode {
                throw presentedNode.error("'presented' needs the window's 'navigation' or 'screen': the screen shown there presents it")
            }
            guard let viewsNode else { throw keys.reader.error("a window needs 'views', or screens: 'navigation' or 'screen'") }
            try addViews(viewsNode, to: window)
            return nil
        }
        if let viewsNode {
            throw viewsNode.error("this window shows screens; put these views in a screen (under 'screens')")
        }
        var shown = WindowScreens(window: window)
        if let navigationNode {
            for nameNode in try navigationNode.sequence() {
                shown.stack.append(try show(nameNode))
            }
            guard !shown.stack.isEmpty else { throw navigationNode.error("a navigation stack needs at least one screen") }
        }
        if let screenNode {
            shown.root = try show(screenNode)
        }
        if let presentedNode {
            shown.presented = try show(presentedNode, presented: true)
        }
        return shown
    }

    /// The screen a window names, refused when another place already shows it (UIKit shows a
    /// view controller in one place at a time).
    private mutating func show(_ nameNode: NodeReader, presented: Bool = false) throws(SceneError) -> SceneScreen {
        let screen = try Self.screen(for: nameNode, in: screens)
        if screen.barContainer != nil, !presented {
            throw nameNode.error("the screen '\(Echo.text(screen.name))' has a navigation bar of its own (navigationBar): it is only presented")
        }
        guard !shownScreens.contains(ObjectIdentifier(screen)) else {
            throw nameNode.error("the screen '\(Echo.text(screen.name))' is already shown elsewhere; a screen is in one place at a time")
        }
        shownScreens.insert(ObjectIdentifier(screen))
        return screen
    }

    /// Makes every screen's views, in file order, then shows the windows' screens. A screen's
    /// room is what the first window to show it gives: below the bar on a navigation stack, the
    /// whole window otherwise; a screen only actions show has the first such window's room.
    mutating func buildScreens(for plans: [WindowScreens]) throws(SceneError) {
        guard !screenOrder.isEmpty else { return }
        var rooms: [ObjectIdentifier: CGSize] = [:]
        for plan in plans {
            let size = plan.window.bounds.size
            let below = CGSize(width: size.width, height: max(0, size.height - 1))
            for screen in plan.stack where rooms[ObjectIdentifier(screen)] == nil { rooms[ObjectIdentifier(screen)] = below }
            for screen in [plan.root, plan.presented].compactMap({ $0 }) where rooms[ObjectIdentifier(screen)] == nil {
                rooms[ObjectIdentifier(screen)] = screen.barContainer == nil ? size : below
            }
        }
        let fallback: CGSize = plans.first.map { plan in
            let size = plan.window.bounds.size
            return plan.stack.isEmpty ? size : CGSize(width: size.width, height: max(0, size.height - 1))
        } ?? CGSize(width: 1, height: 1)
        for (screen, keys) in screenOrder {
            screen.content.frame = CGRect(origin: .zero, size: rooms[ObjectIdentifier(screen)] ?? fallback)
            currentScreen = screen
            defer { currentScreen = nil }
            if let views = keys["views"] { try addViews(views, to: screen.content) }
            for (key, left) in [("leftBarButton", true), ("rightBarButton", false)] {
                guard let node = keys[key] else { continue }
                let button = try node.mapping(ScreenKeys.barButton)
                let title = try button["title"]?.string()
                let systemItem = try button["systemItem"].map { node throws(SceneError) in
                    let name = try node.choice(ScreenKeys.systemItems.map(\.name))
                    return ScreenKeys.systemItems.first { $0.name == name }?.item ?? .done
                }
                guard title != nil || systemItem != nil else { throw node.error("a bar button needs a 'title' or a 'systemItem'") }
                let effect = try button["action"].map { node throws(SceneError) in
                    try SceneEffect(try node.mapping(SceneEffect.controlAction), screen: currentScreen)
                }
                references.append(.barButton(screen, left: left, title: title, systemItem: systemItem, effect))
            }
        }
        // Showing the screens posts screen changes that no screen reader hears (one starts with the
        // scene), and the process-wide queue would keep the windows alive until one did: they
        // are taken back out, and what was posted before is left as it was.
        let earlier = UIAccessibility.takePostedNotifications()
        defer {
            _ = UIAccessibility.takePostedNotifications()
            for posted in earlier { UIAccessibility.post(notification: posted.notification, argument: posted.argument) }
        }
        for plan in plans {
            if !plan.stack.isEmpty {
                let navigation = UINavigationController(nibName: nil, bundle: nil)
                navigation.viewControllers = plan.stack
                plan.window.rootViewController = navigation
            } else if let root = plan.root {
                plan.window.rootViewController = root
            }
            if let presented = plan.presented, let root = plan.window.rootViewController {
                (plan.stack.last ?? root).present(presented.presentable, animated: false)
            }
        }
    }

    /// The screen a name names, or an error naming the nearest one that exists.
    static func screen(for nameNode: NodeReader, in screens: [String: SceneScreen]) throws(SceneError) -> SceneScreen {
        let name = try nameNode.string()
        guard let screen = screens[name] else {
            var message = screens.isEmpty
                ? "no screen is called '\(Echo.text(name))': the scene has no 'screens'"
                : "no screen is called '\(Echo.text(name))'"
            if let nearest = NearestName.suggestion(for: name, among: screens.keys.sorted()) {
                message += "; did you mean '\(Echo.text(nearest))'?"
            }
            throw nameNode.error(message)
        }
        return screen
    }
}
