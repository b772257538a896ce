import CellKit

/// What a script's `app` steps do in a scene with screens, in the first window that shows
/// screens, as the app's own code would do it: `push NAME` pushes the screen on that window's
/// navigation stack, `present NAME` presents it over what is shown on top, `pop` pops the top
/// screen, `dismiss` dismisses what is presented.
@MainActor
enum SceneAppEvents {
    /// The session's `appEvents` for these screens and windows.
    static func events(screens: [String: UIViewController], windows: [UIWindow]) -> [String: @MainActor () -> Bool] {
        guard !screens.isEmpty, let window = windows.first(where: { $0.rootViewController != nil }) else { return [:] }
        let windowRef = WindowReference(window)
        var events: [String: @MainActor () -> Bool] = [:]
        // Two events a screen, and pop and dismiss: made room for at once, not grown step by step.
        events.reserveCapacity(2 + 2 * screens.count)
        events["pop"] = {
            guard let navigation = windowRef.window?.rootViewController as? UINavigationController,
                  navigation.viewControllers.count > 1 else { return false }
            navigation.popViewController(animated: true)
            return true
        }
        events["dismiss"] = {
            guard let root = windowRef.window?.rootViewController, root.presentedViewController != nil else { return false }
            root.dismiss(animated: true)
            return true
        }
        // The screen `present` put on top last: the next `present` looks for the top from there,
        // not from the root, so a chain of presentations costs its depth once, not at every step.
        let lastPresented = ControllerReference(nil)
        for (name, screen) in screens {
            let screenRef = ControllerReference(screen)
            let presentableRef = ControllerReference((screen as? SceneScreen)?.presentable ?? screen)
            events["push " + name] = {
                guard let navigation = windowRef.window?.rootViewController as? UINavigationController,
                      let screen = screenRef.controller, screen.parent == nil,
                      screen.presentingViewController == nil else { return false }
                navigation.pushViewController(screen, animated: true)
                return true
            }
            events["present " + name] = {
                guard let root = windowRef.window?.rootViewController, let screen = presentableRef.controller,
                      screen.parent == nil, screen.presentingViewController == nil else { return false }
                var top = root
                // Still presented in this window (a dismissal clears its presenter), so the top
                // is at or above it.
                if let last = lastPresented.controller, last.presentingViewController != nil,
                   last.viewIfLoaded?.window === windowRef.window {
                    top = last
                }
                while let presented = top.presentedViewController { top = presented }
                top.present(screen, animated: true)
                if screen.presentingViewController != nil { lastPresented.controller = screen }
                return true
            }
        }
        return events
    }

    /// A window held weakly: the session keeps the scene, which keeps its windows.
    private final class WindowReference {
        weak var window: UIWindow?
        init(_ window: UIWindow) { self.window = window }
    }

    private final class ControllerReference {
        weak var controller: UIViewController?
        init(_ controller: UIViewController?) { self.controller = controller }
    }
}
