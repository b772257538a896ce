import Foundation

/// The root of a view hierarchy. Its frame is its place on the screen; several windows side by
/// side are the apps of an iPad split view.
///
/// As in UIKit, a window shows its `rootViewController`'s view, sized to the window, and runs that
/// view controller's appearance callbacks when it is shown. Unlike UIKit's, a CellKit window is
/// shown (not hidden) from the start: a screen built in Swift is on the screen as soon as it is
/// handed to a `DragSystem` or a session, so `makeKeyAndVisible()` is needed only for a window
/// that was hidden, and to make it the key window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The app the window belongs to. Drags between windows of different apps cross apps.
    /// (UIKit knows this from the process; a simulator has to be told.)
    open var applicationIdentifier: String {
        get { storedApplicationIdentifier }
        set {
            storedApplicationIdentifier = newValue
            noteChange(.content)
        }
    }
    @exclusivity(unchecked) private var storedApplicationIdentifier: String

    /// The device the window's app runs on: `UIDevice.current` when the window was made
    /// (CellKit's own). A scene's windows keep the scene's device, so that a capture of them
    /// writes the device they assume.
    package let device: UIDevice = UIDevice.current

    /// The screen the window is on: `UIScreen.main` when the window was made, or its window
    /// scene's screen.
    open var screen: UIScreen {
        get { windowScene?.screen ?? storedScreen }
        set {
            guard newValue !== storedScreen else { return }
            storedScreen = newValue
            screenDidChange()
        }
    }
    private var storedScreen: UIScreen = UIScreen.main

    /// The scene the window is shown in; setting it moves the window into that scene's windows.
    /// The next responder: the window's scene.
    open override var next: UIResponder? { windowScene }

    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
            // Only a new screen changes how text is measured: a window joining a scene on the
            // screen it was already on (as a session puts it on one) keeps its layout.
            if (oldValue?.screen ?? storedScreen) !== screen { screenDidChange() }
        }
    }

    /// Text is measured in the screen's cells: every view's size from its content is stale, and
    /// the tree is laid out again.
    private func screenDidChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.invalidateIntrinsicContentSize()
            view.setNeedsLayout()
            stack.append(contentsOf: view.subviews)
        }
        noteChange(.layout)
    }

    /// The context menu shown over the window, kept while it is up (its buttons hold it weakly).
    var keptContextMenu: ContextMenuPresentation?

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(frame: CGRect, applicationIdentifier: String) {
        storedApplicationIdentifier = applicationIdentifier
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, applicationIdentifier: "app")
    }

    /// A window on the scene's screen, as large as the screen: UIKit's way to make the window of a
    /// scene-based app.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// Draws the window into a new grid of its own size, in cells of its screen (CellKit's own).
    public func renderGrid() -> CellGrid {
        let metrics = screen.cellMetrics
        let context = CellContext(grid: CellGrid(width: metrics.wholeColumns(frame.width), height: metrics.wholeRows(frame.height)))
        context.withMetrics(metrics) { render(in: context) }
        return context.grid
    }

    // MARK: The root view controller

    /// The view controller whose view fills the window. Setting it loads that view, puts it in
    /// the window (behind any other subview), sized to the window, and, while the window is shown,
    /// runs the appearance callbacks (the old root's disappearance first) and tells VoiceOver the
    /// screen changed: it moves to the new screen's first element.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { replaceRootViewController(with: newValue) }
    }
    private var storedRootViewController: UIViewController?

    private func replaceRootViewController(with newRoot: UIViewController?) {
        guard newRoot !== storedRootViewController else { return }
        let old = storedRootViewController
        storedRootViewController = newRoot
        let shown = !isHidden
        newRoot?.loadView(placedIn: CGRect(origin: .zero, size: bounds.size))
        let leaving = old?.viewIfLoaded?.superview === self ? old : nil
        UIViewController.transition(from: leaving, to: newRoot, animated: false, shown: shown) {
            leaving?.viewIfLoaded?.removeFromSuperview()
            if let view = newRoot?.viewIfLoaded { insertSubview(view, at: 0) }
        }
        if shown, newRoot != nil { UIViewController.postScreenChanged(in: self) }
    }

    /// Hiding the window makes its root view controller disappear; showing it again, appear.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, let root = storedRootViewController,
                  root.viewIfLoaded?.superview === self else { return }
            if isHidden {
                UIViewController.transition(from: root, to: nil, animated: false, shown: true) {}
            } else {
                UIViewController.transition(from: nil, to: root, animated: false, shown: true) {}
                UIViewController.postScreenChanged(in: self)
            }
        }
    }

    /// A window that changes size resizes its root view controller's view and the presented
    /// ones', as their autoresizing does in UIKit.
    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            let filled = CGRect(origin: .zero, size: frame.size)
            for subview in subviews where subview is PresentationContainerView {
                subview.frame = filled
                for presented in subview.subviews { presented.bookkeeping.viewController?.place(in: filled) }
            }
            if let root = storedRootViewController, root.viewIfLoaded?.superview === self { root.place(in: filled) }
        }
    }

    // MARK: The key window

    /// The window that receives key presses: the last one made key.
    private static weak var keyWindow: UIWindow?

    /// Whether this is the key window.
    open var isKeyWindow: Bool { Self.keyWindow === self }

    /// Makes the window the key window and shows it (a hidden window is shown, and its root view
    /// controller appears).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window: the previous key window hears `resignKey()`, this one
    /// `becomeKey()`.
    open func makeKey() {
        guard Self.keyWindow !== self else { return }
        let previous = Self.keyWindow
        Self.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}
}
