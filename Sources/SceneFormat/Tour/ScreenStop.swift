import CellKit

/// One stop of a tour of a scene's screens (`Scene.tourScreens(_:)`): the screen and tab shown,
/// and the views to look at there.
@MainActor
package struct ScreenStop {
    /// The screen shown, by the name the scene gives it; `nil` at the first stop, the scene as
    /// it opens, where each object is on the screen it is in (`screen(of:)`).
    package let screen: String?
    /// The tab whose views are shown, by its title (`tab 2` when it has none); `nil` for the
    /// tabs selected when the scene opens.
    package let tab: String?
    /// The views to look at, each in a window: a screen with its navigation bar, or a tab's
    /// views. `nil` at the first stop: every window.
    package let scope: [UIView]?
    private let names: Names?

    init(screen: String?, tab: String?, scope: [UIView]?, names: Names? = nil) {
        self.screen = screen
        self.tab = tab
        self.scope = scope
        self.names = names
    }

    /// The name of the screen an object of this stop (a view, an accessibility element) is on;
    /// `nil` when it is on none (a window's own views).
    package func screen(of object: AnyObject) -> String? {
        screen ?? names?.screen(of: object)
    }

    /// The screens shown when the scene opens, found from any view in them: up its superviews
    /// to a screen's view. What each view was found on is kept, so that naming every view of a
    /// deep tree costs the tree once, not its depth for each view.
    @MainActor
    final class Names {
        private var known: [ObjectIdentifier: String?] = [:]
        private let hasScreens: Bool

        init(_ screens: [SceneScreen]) {
            hasScreens = !screens.isEmpty
            for screen in screens { known[ObjectIdentifier(screen.content)] = .some(screen.name) }
        }

        func screen(of object: AnyObject) -> String? {
            // A scene without screens names none: its 100,000 rows are not walked up and kept.
            guard hasScreens else { return nil }
            var walked: [ObjectIdentifier] = []
            var current: AnyObject? = object
            var found: String?
            while let node = current {
                let key = ObjectIdentifier(node)
                if let name = known[key] {
                    found = name
                    break
                }
                // Only views that hold others are kept: an accessibility element may be made for
                // one question and gone, and its identity used again by another; and a leaf (a
                // row of a long table) is asked about once or twice, so keeping each would grow
                // the table by every row while its superview, kept, answers the next in a step.
                if let view = node as? UIView, !view.subviews.isEmpty { walked.append(key) }
                current = (node as? UIView)?.superview ?? (node as? UIAccessibilityElement)?.accessibilityContainer
            }
            for key in walked { known[key] = .some(found) }
            return found
        }
    }
}
