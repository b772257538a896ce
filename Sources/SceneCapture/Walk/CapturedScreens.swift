#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif
import Foundation

/// What windows show as view controllers, written as a scene's screens: a navigation
/// controller's stack (`navigation`), a root view controller that presents another (`screen`
/// and `presented`), each screen's title, presentation style and views. A window whose root is
/// anything else (or none) is written as views, as before.
@MainActor
struct CapturedScreens {
    /// One view controller written as a screen.
    struct Screen {
        let name: String
        let controller: UIViewController
        /// Presented in a navigation controller of its own (`navigationBar`).
        var inOwnBar = false
    }

    /// What a window shows, when it shows screens.
    struct Shown {
        var stack: [Screen] = []
        var root: Screen?
        var presented: Screen?
    }

    private(set) var screens: [Screen] = []
    /// Where each controller's screen is in `screens`, and the next number to try after each
    /// name taken: a stack of 40,000 screens of one title is named in steps linear in its depth.
    private var screenIndex: [ObjectIdentifier: Int] = [:]
    private var nextNumber: [String: Int] = [:]
    private var shown: [ObjectIdentifier: Shown] = [:]
    /// What could not be written, for the file's header.
    private(set) var notes: [String] = []

    init(windows: [UIWindow]) {
        var used: Set<String> = []
        for window in windows {
            guard let root = window.rootViewController else { continue }
            let navigation = root as? UINavigationController
            let presented = root.presentedViewController
            // A plain root with nothing presented is its view: written as the window's views.
            guard navigation != nil || presented != nil else { continue }
            var each = Shown()
            if let navigation {
                each.stack = navigation.viewControllers.map { screen(for: $0, used: &used) }
                if each.stack.isEmpty { continue }
            } else {
                each.root = screen(for: root, used: &used)
            }
            if let presented {
                if let barred = presented as? UINavigationController, barred.viewControllers.count == 1,
                   let inside = barred.viewControllers.first {
                    // A screen presented in a navigation controller of its own, for its bar.
                    each.presented = screen(for: inside, used: &used, inOwnBar: true)
                } else {
                    each.presented = screen(for: presented, used: &used)
                    if presented is UINavigationController || presented is UITabBarController {
                        note("\(each.presented?.name ?? "a screen"): a presented container's own bars (its views are written)")
                    }
                }
                if presented.presentedViewController != nil {
                    note("a screen presented over a presented screen (only the first is written)")
                }
            }
            shown[ObjectIdentifier(window)] = each
        }
    }

    /// The views the walker writes: each window's own views, or its screens' views.
    func topViews(of windows: [UIWindow]) -> [UIView] {
        var views: [UIView] = []
        for window in windows {
            if shown[ObjectIdentifier(window)] == nil { views += window.subviews }
        }
        for screen in screens { views += screen.controller.viewIfLoaded?.subviews ?? [] }
        return views
    }

    /// Whether the window is written with screens instead of views.
    func showsScreens(_ window: UIWindow) -> Bool { shown[ObjectIdentifier(window)] != nil }

    /// The window's `navigation`, `screen` and `presented` keys.
    func windowEntries(for window: UIWindow) -> [YAMLEntry] {
        guard let each = shown[ObjectIdentifier(window)] else { return [] }
        var entries: [YAMLEntry] = []
        if !each.stack.isEmpty { entries.append(YAMLEntry("navigation", .list(each.stack.map { .text($0.name) }, flow: true))) }
        if let root = each.root { entries.append(YAMLEntry("screen", .text(root.name))) }
        if let presented = each.presented { entries.append(YAMLEntry("presented", .text(presented.name))) }
        return entries
    }

    /// The top level's `screens`, each with its views as the walker writes them.
    func screensEntry(walker: SceneWalker) -> YAMLEntry? {
        guard !screens.isEmpty else { return nil }
        let presentedOnes = Set(shown.values.compactMap { $0.presented.map { ObjectIdentifier($0.controller) } })
        let list: [YAMLNode] = screens.map { screen in
            let controller = screen.controller
            var entries = [YAMLEntry("name", .text(screen.name))]
            if let title = Self.title(of: controller) { entries.append(YAMLEntry("title", .text(title))) }
            let presenting = screen.inOwnBar ? controller.parent ?? controller : controller
            if presentedOnes.contains(ObjectIdentifier(controller)), let style = Self.presentation(of: presenting) {
                entries.append(YAMLEntry("presentation", .bare(style)))
            }
            if screen.inOwnBar { entries.append(YAMLEntry("navigationBar", .bool(true))) }
            for (key, item) in [("leftBarButton", controller.navigationItem.leftBarButtonItem),
                                ("rightBarButton", controller.navigationItem.rightBarButtonItem)] {
                guard let item else { continue }
                let keys = Self.barButtonKeys(of: item)
                if !keys.isEmpty { entries.append(YAMLEntry(key, .mapping(keys, flow: true))) }
            }
            let views = controller.viewIfLoaded?.subviews ?? []
            if !views.isEmpty { entries.append(YAMLEntry("views", .list(walker.list(of: views), flow: false))) }
            return .mapping(entries, flow: false)
        }
        return YAMLEntry("screens", .list(list, flow: false))
    }

    /// The top level's `device`, when it is not the one a scene assumes without it (an iPad
    /// with `PlatformBridge.assumedSystemVersion`).
    static func deviceEntry(of windows: [UIWindow]) -> YAMLEntry? {
        guard let device = PlatformBridge.device(of: windows.first) else { return nil }
        let idiom = device.userInterfaceIdiom == .phone ? "phone" : "pad"
        guard idiom != "pad" || device.systemVersion != PlatformBridge.assumedSystemVersion else { return nil }
        return YAMLEntry("device", .mapping([YAMLEntry("idiom", .bare(idiom)),
                                             YAMLEntry("iOS", .text(device.systemVersion))], flow: true))
    }

    // MARK: Helpers

    private mutating func screen(for controller: UIViewController, used: inout Set<String>, inOwnBar: Bool = false) -> Screen {
        if let index = screenIndex[ObjectIdentifier(controller)] { return screens[index] }
        let base = Self.title(of: controller).map { $0.lowercased() } ?? "screen"
        var name = base
        var number = nextNumber[base] ?? 2
        while used.contains(name) {
            name = "\(base) \(number)"
            number += 1
        }
        nextNumber[base] = number
        used.insert(name)
        // A screen lower in a stack may never have been shown: its view is loaded now, as a pop
        // would load it, so that the file has its views.
        controller.loadViewIfNeeded()
        let items = [controller.navigationItem.leftBarButtonItem, controller.navigationItem.rightBarButtonItem]
        if items.contains(where: { $0.map { Self.barButtonKeys(of: $0).isEmpty } ?? false }) {
            note("\(name): a bar button with neither a title nor a system item a scene names (an image, a view or a "
                + "space; not written)")
        }
        let screen = Screen(name: name, controller: controller, inOwnBar: inOwnBar)
        screenIndex[ObjectIdentifier(controller)] = screens.count
        screens.append(screen)
        return screen
    }

    /// A bar button's keys: its system item, when it was made as one a scene names, and its
    /// title (a system item's own title is not set, so a title is the app's).
    private static func barButtonKeys(of item: UIBarButtonItem) -> [YAMLEntry] {
        var keys: [YAMLEntry] = []
        if let title = item.title, !title.isEmpty { keys.append(YAMLEntry("title", .text(title))) }
        if let system = PlatformBridge.systemItem(of: item), let name = systemItemNames[system] {
            keys.append(YAMLEntry("systemItem", .bare(name)))
        }
        return keys
    }

    /// The system items a scene's bar button names, by UIKit's names (the spaces are not buttons).
    static let systemItemNames: [UIBarButtonItem.SystemItem: String] = [
        .done: "done", .cancel: "cancel", .edit: "edit", .save: "save", .add: "add", .compose: "compose",
        .reply: "reply", .action: "action", .organize: "organize", .bookmarks: "bookmarks", .search: "search",
        .refresh: "refresh", .stop: "stop", .camera: "camera", .trash: "trash", .play: "play", .pause: "pause",
        .rewind: "rewind", .fastForward: "fastForward", .undo: "undo", .redo: "redo", .pageCurl: "pageCurl",
        .close: "close",
    ]

    private static func title(of controller: UIViewController) -> String? {
        guard let title = controller.navigationItem.title ?? controller.title, !title.isEmpty else { return nil }
        return title
    }

    /// A presentation style a scene can say, when it is not UIKit's default one.
    private static func presentation(of controller: UIViewController) -> String? {
        switch controller.modalPresentationStyle {
        case .fullScreen, .currentContext: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .overFullScreen, .overCurrentContext: "overFullScreen"
        default: nil
        }
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
