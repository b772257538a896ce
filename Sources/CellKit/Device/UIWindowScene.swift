import Foundation

/// A scene of windows on one screen, as UIKit's `UIWindowScene`: the screen the windows are on
/// and the windows themselves.
///
/// On iOS the system makes window scenes and hands them to a scene delegate; CellKit has no
/// system, so a test or a host makes one for a screen (CellKit's own initializer) and makes its
/// window with `UIWindow(windowScene:)`. A `DragSystem` (and so a session) made for windows that
/// have no scene puts them on a new one.
///
/// The scene is what one screen owns, in one place (CellKit's own, `package`): its windows, back
/// to front; the virtual clock its app's work and animations run on; the callback log; and
/// touches (which window and view a screen point lands on, plain taps and long presses). What
/// the views of its windows share (the counters kept answers are checked against, the first
/// responder, Auto Layout's log) is its windows' joined tree (`treeClock`). Drag sessions are
/// drag and drop's (`DragSystem`).
@preconcurrency @MainActor
open class UIWindowScene: UIResponder {
    private let storedScreen: UIScreen
    /// The windows, back to front. Held strongly, as a screen shows its windows whoever else
    /// keeps them (UIKit's app keeps its window in its scene delegate; CellKit has none).
    @exclusivity(unchecked) private var storedWindows: [UIWindow] = []

    /// A window scene on `screen` (CellKit's own): `UIScreen.main` unless given.
    public init(screen: UIScreen = UIScreen.main) {
        storedScreen = screen
        super.init()
        screen.lastWindowScene = self
        windowsDidChange()
    }

    /// The screen that shows the scene.
    open var screen: UIScreen { storedScreen }

    /// The scene's windows, back to front.
    open var windows: [UIWindow] { storedWindows }

    /// The scene's key window: the last of its windows made key, or nil.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// Whether `show(_:)` is setting its windows' scenes: it has put them in place itself.
    private var showing = false

    /// A window set to this scene joins it, in front.
    func add(_ window: UIWindow) {
        guard !showing, !storedWindows.contains(where: { $0 === window }) else { return }
        storedWindows.append(window)
        windowsDidChange()
    }

    func remove(_ window: UIWindow) {
        guard !showing else { return }
        let count = storedWindows.count
        storedWindows.removeAll { $0 === window }
        if storedWindows.count != count { windowsDidChange() }
    }

    /// CellKit's own: puts exactly `windows` on the scene, back to front (a screen's list, as a
    /// `DragSystem` is given it). Windows on another scene move to this one.
    package func show(_ windows: [UIWindow]) {
        // The list is put in place whole, and its windows' scenes set after: joining or leaving
        // one by one looked the window up in the list each time (20,000 windows took 10 s).
        let shown = Set(windows.map { ObjectIdentifier($0) })
        let leaving = storedWindows.filter { !shown.contains(ObjectIdentifier($0)) && $0.windowScene === self }
        storedWindows = windows
        showing = true
        for window in leaving { window.windowScene = nil }
        for window in windows where window.windowScene !== self { window.windowScene = self }
        showing = false
        windowsDidChange()
    }

    // MARK: Time and the log

    /// CellKit's own: the time item providers load on, `sessionDidTransferItems` waits on, and
    /// animators run on (they find it through the views they change).
    package var virtualClock = VirtualClock()

    /// CellKit's own: every delegate callback made on the scene's screen, in UIKit's order.
    package var callbackLog = DragEventLog()

    // MARK: The windows' tree

    /// CellKit's own: the clock every kept answer about this screen is checked against
    /// (`ViewTreeClock`): its windows' clocks, merged into one. It has taken in the app's code
    /// that the virtual clock ran since it was last asked.
    package var treeClock: ViewTreeClock {
        let resolved = joinedClock.resolved
        if virtualClock.tasksRun != tasksSeen {
            tasksSeen = virtualClock.tasksRun
            resolved.listedElementsMayHaveChanged()
        }
        return resolved
    }
    @exclusivity(unchecked) private var joinedClock = ViewTreeClock()
    @exclusivity(unchecked) private var tasksSeen: UInt64 = 0

    /// Puts every window on the screen's clock, and says which window a point is in may have
    /// changed.
    /// CellKit's own: a count that moves whenever the scene's list of windows changes (a window
    /// joins, leaves or the list is put in place), so what is kept about the windows is checked
    /// against one number, not against the list: a screen of 20,000 windows compared its list at
    /// each element a read all said.
    package private(set) var windowsVersion: UInt64 = 0

    private func windowsDidChange() {
        windowsVersion &+= 1
        // The first window's clock becomes the screen's, so its views keep theirs as it is.
        if let first = storedWindows.first {
            let clock = first.treeClock
            clock.merge(joinedClock)
            joinedClock = clock
        }
        for window in storedWindows.dropFirst() { joinedClock.merge(window.treeClock) }
        joinedClock.resolved.tree.windowScene = self
        joinedClock.resolved.rootDidChange()
    }

    // MARK: Touches

    /// CellKit's own: whether hit tests are kept for the next touch at the same point
    /// (`hitView(at:)`). A probe that touches each point once or twice and scrolls between
    /// (row by row down a long table) turns it off: every answer kept on the views it
    /// went through would be dropped unread. Only the last answer is then kept, while nothing on
    /// the screen moves (`ViewTreeClock.currentStamp`).
    package var keepsHits = true
    @exclusivity(unchecked) private var lastHit: (point: CGPoint, stamp: UInt64, isNone: Bool)?
    @exclusivity(unchecked) private var lastHitReference = ViewReference(nil)
    /// The views touches landed on, by screen point.
    private var keptHits = KeptHits()

    /// CellKit's own: the front-most shown window containing a screen point.
    package func window(at point: CGPoint) -> UIWindow? {
        // A loop: a closure isolated to the main actor checks the executor at each call, and
        // this is asked at every touch, descriptor and drag.
        for window in storedWindows.reversed() where !window.isHidden && window.frame.contains(point) { return window }
        return nil
    }

    /// CellKit's own: the view a touch at a screen point lands on.
    ///
    /// A hit test goes down the tree to the deepest view under the point: the answer is kept for
    /// each point until a view the test went through, or one of their subviews, changes in a way
    /// that can move where touches land (`KeptHit`), so asking again about a view deep in a tree
    /// (whether a descriptor's point is covered, at every swipe) costs no walk, and a change
    /// elsewhere on the screen does not make it walk again.
    package func hitView(at point: CGPoint) -> UIView? {
        guard keepsHits else {
            let treeClock = self.treeClock
            let stamp = treeClock.currentStamp
            if let last = lastHit, last.point == point, last.stamp == stamp, last.isNone || lastHitReference.view != nil {
                return lastHitReference.view
            }
            var hit: UIView?
            if let window = window(at: point) { hit = window.hitTest(window.pointFromScreen(point), with: nil) }
            // A hit test may lay views out (a collection view's cells): kept only if nothing moved.
            lastHit = treeClock.currentStamp == stamp ? (point, stamp, hit == nil) : nil
            lastHitReference = ViewReference(hit)
            return hit
        }
        let treeClock = self.treeClock
        let epoch = treeClock.epoch, roots = treeClock.rootChanges
        if keptHits.epoch != epoch || keptHits.rootChanges != roots { keptHits.forgetAll(epoch: epoch, rootChanges: roots) }
        let key = KeptHits.Key(point)
        if let kept = keptHits.hits[key], kept.isValid, kept.view != nil || kept.isNone { return kept.view }
        guard let window = window(at: point) else { return nil }
        let record = KeptHit()
        let outer = treeClock.recordingHit
        treeClock.recordingHit = record
        let hit = window.hitTest(window.pointFromScreen(point), with: nil)
        treeClock.recordingHit = outer
        record.view = hit
        record.isNone = hit == nil
        // A hit test may lay views out (a collection view's cells): an answer found while the
        // tree changed under it is not kept.
        if record.isValid, treeClock.epoch == epoch, treeClock.rootChanges == roots {
            keptHits.keep(record, at: key)
        } else {
            record.isValid = false
        }
        return hit
    }

    /// CellKit's own: a plain tap on `hit`, the view under a screen point, as the tap
    /// recognizers from it outwards and the views' own handling (a control's action) see it.
    /// Returns whether the tap did anything.
    package func plainTap(on hit: UIView, at point: CGPoint) -> Bool {
        var view: UIView? = hit
        while let current = view {
            // A view's tap recognizers see the tap before the view's own handling (a control's
            // action), which a recognised gesture cancels, as `cancelsTouchesInView` does.
            if let recognizers = current.gestureRecognizers {
                var recognised = false
                var cancels = false
                for recognizer in recognizers where recognizer.recognize(.tap, at: point) {
                    recognised = true
                    cancels = cancels || recognizer.cancelsTouchesInView
                }
                if recognised {
                    if !cancels { _ = current.handleSimulatedTap(at: current.pointFromScreen(point)) }
                    return true
                }
            }
            if current.handleSimulatedTap(at: current.pointFromScreen(point)) { return true }
            view = current.superview
        }
        // A tap nothing above took reaches the view as touches, as UIKit delivers them to the
        // hit view (an app's own `touchesEnded(_:with:)` handles it).
        guard let window = hit.window else { return false }
        return TouchDelivery.tap(hit, at: window.pointFromScreen(point), in: window, timestamp: virtualClock.now)
    }

    /// CellKit's own: a long press that lifted no drag, as the long-press recognizers from the
    /// touched view outwards see it: the innermost view with one that recognises takes it.
    /// Returns whether one did.
    package func recognizeLongPress(at point: CGPoint) -> Bool {
        var view = hitView(at: point)
        while let current = view {
            var recognised = false
            for recognizer in current.gestureRecognizers ?? [] where recognizer.recognize(.longPress, at: point) {
                recognised = true
            }
            if recognised { return true }
            if showContextMenu(of: current, at: point) { return true }
            view = current.superview
        }
        return false
    }

    /// A long press on a view with a context menu interaction shows the menu its delegate gives
    /// for the place pressed, as UIKit does; no menu (nil, or one with nothing to choose) shows
    /// nothing and the press goes on outwards.
    private func showContextMenu(of view: UIView, at point: CGPoint) -> Bool {
        guard let window = view.window else { return false }
        let inWindow = window.pointFromScreen(point)
        for case let interaction as UIContextMenuInteraction in view.interactions {
            guard let delegate = interaction.delegate,
                  let configuration = delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: view.pointFromScreen(point)),
                  let menu = configuration.makeMenu() else { continue }
            if ContextMenuPresentation.show(menu, of: configuration, for: interaction, at: inWindow, in: window) != nil { return true }
        }
        guard let configuration = view.contextMenuConfiguration(at: view.pointFromScreen(point)),
              let menu = configuration.makeMenu() else { return false }
        return ContextMenuPresentation.show(menu, of: configuration, for: nil, at: inWindow, in: window) != nil
    }
}
