import Foundation

/// A container that shows one page (a view controller, or two side by side with a mid spine)
/// at a time, turned by a swipe (`.scroll`) or a page curl (`.pageCurl`). Pages come from
/// `setViewControllers(_:direction:animated:completion:)` and, as the user turns them, from the
/// data source's `viewControllerBefore`/`viewControllerAfter`.
///
/// As in UIKit: the shown pages are its children and fill its view; a turn the user makes asks
/// the data source for the next page, tells the delegate it will transition, shows the page and
/// tells the delegate it finished; a page set in code tells the delegate nothing. VoiceOver reads
/// the shown page's elements; a three-finger scroll turns the page (`accessibilityScroll(_:)`
/// on the page view controller's view) and, when the data source gives `presentationCount` and
/// `presentationIndex`, VoiceOver says "Page N of M".
///
/// CellKit's own choices:
/// - [sim] A turn is immediate (there is no drag to follow): the delegate's
///   `willTransitionTo` and `didFinishAnimating` are called one after the other, the turn
///   completed.
/// - [sim] After a turn VoiceOver says "Page N of M", the data source's `presentationIndex`
///   read after the turn plus one, of its `presentationCount` (the numbers UIKit's page
///   indicator shows), then moves to the new page's first element and reads it; without those
///   numbers it only moves and reads.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How a page turns.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over, like a book's.
        case pageCurl = 0
        /// Pages slide by, side by side.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Where the spine of a page curl is.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Keys for the options the initializer takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (an `Int` or `NSNumber`), for `.pageCurl`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (a `CGFloat` or `NSNumber`), for `.scroll`.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// Gives the pages before and after the one shown. Held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told about turns the user makes. Held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.min` for a page curl unless the options say otherwise, `.none`
    /// for scrolling.
    open private(set) var spineLocation: SpineLocation
    /// The space between pages while scrolling, in points.
    let interPageSpacing: CGFloat
    /// Whether a page's back is shown (the next view controller) when it curls. Kept.
    open var isDoubleSided = false

    /// The gesture recognizers that turn pages: none in CellKit, where a person's finger does
    /// not swipe (VoiceOver's three-finger scroll turns pages).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    private var shown: [UIViewController] = []

    /// The view controllers shown: one page, or two with a mid spine.
    open var viewControllers: [UIViewController]? { shown }

    /// A page view controller of the style and orientation given; `options` may give the spine
    /// location (`.pageCurl`) or the space between pages (`.scroll`).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : Self.spine(options?[.spineLocation]) ?? .min
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value.isFinite ? value : nil
        case let value as Double: value.isFinite ? CGFloat(value) : nil
        case let value as Int: CGFloat(value)
        case let value as NSNumber: value.doubleValue.isFinite ? CGFloat(value.doubleValue) : nil
        default: nil
        }
    }

    private static func spine(_ value: Any?) -> SpineLocation? {
        switch value {
        case let value as SpineLocation: value
        case let value as Int: SpineLocation(rawValue: value)
        case let value as NSNumber: SpineLocation(rawValue: value.intValue)
        default: nil
        }
    }

    // MARK: Pages

    /// Shows `viewControllers` (one, or two with a mid spine) as the current pages. The
    /// delegate is not told, as in UIKit; `completion` is called with `true` once they are shown.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        show(viewControllers ?? [])
        completion?(true)
    }

    private func show(_ pages: [UIViewController]) {
        var unique: [UIViewController] = []
        for page in pages.prefix(spineLocation == .mid ? 2 : 1) where page !== self && !unique.contains(where: { $0 === page }) {
            unique.append(page)
        }
        let old = shown
        let removed = old.filter { page in !unique.contains { $0 === page } }
        let added = unique.filter { page in !old.contains { $0 === page } }
        for page in removed { page.willMove(toParent: nil) }
        for page in added { addChild(page) }
        shown = unique
        if let container = storedView {
            for (index, page) in unique.enumerated() { page.loadView(placedIn: pageFrame(index, of: unique.count)) }
            Self.transition(from: removed.first, to: added.first, animated: false, shown: isShownOrShowing) {
                for page in removed where page.storedView?.superview === container { page.storedView?.removeFromSuperview() }
                for page in added { if let view = page.storedView { container.addSubview(view) } }
            }
        }
        for page in removed { page.removeFromParent() }
        for page in added { page.didMove(toParent: self) }
    }

    /// Turns one page the way the user asked, as a swipe or a three-finger scroll does: the data
    /// source gives the page; the delegate hears of the turn. Returns whether there was a page.
    @discardableResult
    func turnPage(_ direction: NavigationDirection) -> Bool {
        guard let dataSource, let current = direction == .forward ? shown.last : shown.first else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next, next !== current else { return false }
        let previous = shown
        delegate?.pageViewController(self, willTransitionTo: [next])
        show([next])
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    /// "Page N of M" for the page shown, when the data source numbers its pages; else `nil`.
    var pageAnnouncement: String? {
        guard let dataSource else { return nil }
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        guard count > 0, (0..<count).contains(index) else { return nil }
        return "Page \(index + 1) of \(count)"
    }

    // MARK: Views

    /// The controller's view: the shown pages fill it.
    open override func loadView() {
        let container = PageContainerView(frame: proposedViewFrame ?? .zero)
        container.pageViewController = self
        view = container
    }

    /// Where page `index` of `count` goes: the whole view, or a half of it with a mid spine.
    private func pageFrame(_ index: Int, of count: Int) -> CGRect {
        let bounds = CGRect(origin: .zero, size: storedView?.bounds.size ?? .zero)
        guard count == 2 else { return bounds }
        if navigationOrientation == .horizontal {
            let half = (bounds.width / 2).rounded(.down)
            return index == 0 ? CGRect(x: 0, y: 0, width: half, height: bounds.height)
                : CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        }
        let half = (bounds.height / 2).rounded(.down)
        return index == 0 ? CGRect(x: 0, y: 0, width: bounds.width, height: half)
            : CGRect(x: 0, y: half, width: bounds.width, height: bounds.height - half)
    }

    override func installShownChildren() {
        guard let container = storedView else { return }
        for (index, page) in shown.enumerated() {
            page.loadView(placedIn: pageFrame(index, of: shown.count))
            if let view = page.storedView, view.superview !== container { container.addSubview(view) }
        }
    }

    override func layOutContainedViews() {
        guard let container = storedView else { return }
        for (index, page) in shown.enumerated() where page.storedView?.superview === container {
            page.place(in: pageFrame(index, of: shown.count))
        }
    }
}

/// The page view controller's view: it turns pages for VoiceOver's three-finger scroll.
@MainActor
final class PageContainerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let controller = pageViewController else { return false }
        let horizontal = controller.navigationOrientation == .horizontal
        let turn: UIPageViewController.NavigationDirection
        switch direction {
        // A three-finger swipe left moves the content left: the next page, as in UIKit.
        case .left where horizontal, .up where !horizontal, .next: turn = .forward
        case .right where horizontal, .down where !horizontal, .previous: turn = .reverse
        default: return false
        }
        guard controller.turnPage(turn) else { return false }
        if let announcement = controller.pageAnnouncement {
            UIAccessibility.post(notification: .pageScrolled, argument: announcement)
        }
        // The page the cursor was on is gone: VoiceOver moves into the new one.
        UIAccessibility.post(notification: .layoutChanged, argument: controller.viewControllers?.first?.viewIfLoaded)
        return true
    }
}
