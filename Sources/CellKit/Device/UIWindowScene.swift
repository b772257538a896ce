import Foundation

/// A scene of windows on one screen, as UIKit's `UIWindowScene`: the screen the windows are on
/// and the windows themselves.
///
/// On iOS the system makes window scenes and hands them to a scene delegate; CellKit has no
/// system, so a test or a host makes one for a screen (CellKit's own initializer) and makes its
/// window with `UIWindow(windowScene:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIResponder {
    private let storedScreen: UIScreen
    private var storedWindows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// A window scene on `screen` (CellKit's own): `UIScreen.main` unless given.
    public init(screen: UIScreen = UIScreen.main) {
        storedScreen = screen
        super.init()
    }

    /// The screen that shows the scene.
    open var screen: UIScreen { storedScreen }

    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] { storedWindows.compactMap(\.window) }

    /// The scene's key window: the last of its windows made key, or nil.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func add(_ window: UIWindow) {
        storedWindows.removeAll { $0.window == nil || $0.window === window }
        storedWindows.append(WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) {
        storedWindows.removeAll { $0.window == nil || $0.window === window }
    }
}
