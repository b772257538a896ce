import CellKit

/// One stop of the VoiceOver cursor: a view or a `UIAccessibilityElement` that is an element.
@MainActor
public struct AccessibleElement {
    /// The view or accessibility element.
    public let object: UIResponder

    public init(_ object: UIResponder) {
        self.object = object
    }

    /// The element's frame on the screen: its `accessibilityFrame`, or, when that is empty, the
    /// bounds of its `accessibilityPath` (AccessibilitySnapshot's effective frame): what VoiceOver
    /// orders it by.
    public var frame: CGRect {
        let frame = object.accessibilityFrame
        guard frame.isEmpty, let path = object.accessibilityPath, Self.isUsable(path.bounds) else { return frame }
        return path.bounds
    }

    /// Where VoiceOver draws its cursor: around the element's `accessibilityPath` when it has
    /// one, else its frame (AccessibilitySnapshot: VoiceOver prefers the path for the outline).
    public var outline: CGRect {
        guard let path = object.accessibilityPath, Self.isUsable(path.bounds) else { return frame }
        return path.bounds
    }

    /// Whether a rectangle can place an element: not null, every number finite.
    static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// The view the element is, or the view that contains it.
    public var view: UIView? {
        if let view = object as? UIView { return view }
        return (object as? UIAccessibilityElement)?.accessibilityContainer as? UIView
    }

    /// The element's label with surrounding spaces trimmed, or an empty string.
    public var label: String {
        (object.accessibilityLabel ?? "").trimmedOfWhitespace
    }

    /// The objects containing this element, innermost first: superviews for a view, the
    /// container (and its superviews) for an accessibility element.
    public var ancestors: [UIResponder] {
        var result: [UIResponder] = []
        var view: UIView?
        if let own = object as? UIView {
            view = own.superview
        } else {
            (result, view) = containersUpToFirstView
        }
        while let node = view {
            result.append(node)
            view = node.superview
        }
        return result
    }

    /// The innermost container that says what kind of group it is (a list, a landmark, …).
    public var semanticContainer: UIResponder? {
        // Up the containers that are not views; from the first view up, the view's kept walk
        // knows.
        if let view = object as? UIView { return view.nearestTypedContainer }
        let (containers, view) = containersUpToFirstView
        if let typed = containers.first(where: { $0.accessibilityContainerType != .none }) { return typed }
        guard let view else { return nil }
        return view.accessibilityContainerType != .none ? view : view.nearestTypedContainer
    }

    /// The scroll views containing this element, innermost first (from what its view's kept
    /// walk up found: no walk up a deep chain at every move).
    public var enclosingScrollViews: [UIScrollView] {
        if let view = object as? UIView { return view.enclosingScrollViews }
        guard let view = containersUpToFirstView.view else { return [] }
        return ((view as? UIScrollView).map { [$0] } ?? []) + view.enclosingScrollViews
    }

    /// Scrolls the scroll views around the element, innermost first, each as little as shows
    /// it: what VoiceOver does when its cursor moves to the element, so that it is seen.
    ///
    /// - Parameter start: CellKit's own: the offset each scroll view is scrolled from, straight
    ///   to where it ends (the audit starts each element from the offsets the screen was loaded
    ///   with); `nil` scrolls from where each one is.
    public func scrollIntoView(from start: ((UIScrollView) -> CGPoint)? = nil) {
        scrollIntoView(through: enclosingScrollViews, from: start)
    }

    /// Scrolls `scrollViews` (the element's `enclosingScrollViews`, already found by a caller
    /// that needed them too: the audit does for every row of a long table) as
    /// `scrollIntoView(from:)` does.
    ///
    /// Each scroll view is visited once: the element's frame is read once, and each scroll
    /// view's place on the screen is carried from the one inside it (`offset(of:in:)`, the views
    /// between them), as each one's step is. Reading the frame and the scroll view's place again
    /// at every step climbed every scroll view above, after every scroll: a move cost the square
    /// of the nesting (read all through 2,000 nested scroll views took 37 s).
    package func scrollIntoView(through scrollViews: [UIScrollView], from start: ((UIScrollView) -> CGPoint)?) {
        guard let innermost = scrollViews.first else { return }
        let motion = frameMotion
        var frame = self.frame
        // Where the origin of the scroll view being scrolled lies on the screen: it and those
        // around it have not scrolled yet this move.
        var origin = innermost.screenPoint(for: .zero)
        // How far the scroll views already scrolled moved the element's content.
        var shift = CGPoint.zero
        var scrolledSinceRead = false
        for (index, scrollView) in scrollViews.enumerated() {
            var place = frame
            switch motion {
            case .withContent:
                place.origin.x -= shift.x
                place.origin.y -= shift.y
            case .onScreen:
                break
            case .readAgain:
                // A frame the app works out may follow anything: read again after a scroll.
                if scrolledSinceRead {
                    frame = self.frame
                    place = frame
                    scrolledSinceRead = false
                }
            }
            let shown = CGRect(x: place.minX - origin.x, y: place.minY - origin.y, width: place.width, height: place.height)
            // Where this one's coordinates lie in the next one's, read before it scrolls.
            let next = index + 1 < scrollViews.count ? scrollViews[index + 1] : nil
            let step = next.flatMap { Self.offset(of: scrollView, in: $0) }
            let before = scrollView.contentOffset
            if let start {
                scrollView.contentOffset = scrollView.contentOffset(showing: shown, from: start(scrollView))
            } else {
                scrollView.scrollRectToVisible(shown, animated: false)
            }
            let after = scrollView.contentOffset
            if after != before {
                shift.x += after.x - before.x
                shift.y += after.y - before.y
                scrolledSinceRead = true
            }
            guard let next else { return }
            guard let step else {
                // The next one is not above this one (the app moved it): read it where it is.
                origin = next.screenPoint(for: .zero)
                continue
            }
            origin.x -= step.x
            origin.y -= step.y
        }
    }

    /// How an element's frame moves when the scroll views around it scroll.
    enum FrameMotion {
        /// With the content: the frame of a view, or of an accessibility element in its
        /// container view's space, worked out by CellKit.
        case withContent
        /// Not at all: a frame set on the screen (`accessibilityFrame`, or the path's bounds
        /// where the frame is empty).
        case onScreen
        /// As the app's own getter says: read again after each scroll.
        case readAgain
    }

    /// How the element's frame moves as the scroll views around it scroll: known for CellKit's
    /// own classes (only `UIView` and `UIAccessibilityElement` work the frame out, and none the
    /// path); a class of the app's may work out either in a getter of its own.
    var frameMotion: FrameMotion {
        guard TrackedClasses.tracksEveryChange(of: object)
                || String(reflecting: type(of: object)).hasPrefix("CellKit.") else { return .readAgain }
        let ownSize: CGSize
        if let view = object as? UIView {
            guard !view.hasOwnAccessibilityFrame else { return .onScreen }
            ownSize = view.bounds.size
        } else if let element = object as? UIAccessibilityElement, element.isFrameInContainerSpace {
            ownSize = element.accessibilityFrameInContainerSpace.size
        } else {
            return .onScreen
        }
        // An empty frame gives way to the path's bounds, which are on the screen (`frame`).
        if CGRect(origin: .zero, size: ownSize).isEmpty, let path = object.accessibilityPath, Self.isUsable(path.bounds) {
            return .onScreen
        }
        return .withContent
    }

    /// Where the origin of `inner`'s coordinates lies in `outer`'s, `outer` being above it: each
    /// view's frame less its bounds' origin on the way up, as `UIView.screenPoint(for:)` adds
    /// them. `nil` when `outer` is not above `inner`.
    static func offset(of inner: UIView, in outer: UIView) -> CGPoint? {
        var offset = CGPoint.zero
        var view = inner
        while view !== outer {
            let frame = view.frame, bounds = view.bounds
            offset.x += frame.minX - bounds.minX
            offset.y += frame.minY - bounds.minY
            guard let superview = view.superview else { return nil }
            view = superview
        }
        return offset
    }

    /// The custom actions of the containers around this element that are not elements,
    /// innermost first, which VoiceOver offers with the element's own.
    public var containerCustomActions: [UIAccessibilityCustomAction] {
        if let view = object as? UIView { return view.containerCustomActions }
        // Up to the first view one by one; from there up, the view's kept walk knows the rest.
        let (containers, view) = containersUpToFirstView
        let passed = (containers + (view.map { [$0] } ?? [])).filter { !$0.isAccessibilityElement }
            .flatMap { $0.accessibilityCustomActions ?? [] }
        return passed + (view?.containerCustomActions ?? [])
    }

    /// The most containers that are not views followed up from an element: containers that
    /// contain each other are a loop, not a chain, and end the climb rather than hang it.
    private static let deepestContainers = 10_000

    /// Up from an element that is not a view: the objects containing it that are not views
    /// (accessibility elements that list it), innermost first, and the first view containing
    /// them, from which the view's kept walk knows the rest. Every question about an element's
    /// surroundings climbs this part one by one, and only this part.
    var containersUpToFirstView: (containers: [UIResponder], view: UIView?) {
        var containers: [UIResponder] = []
        var current = Self.parent(of: object)
        while let node = current, containers.count < Self.deepestContainers {
            if let view = node as? UIView { return (containers, view) }
            containers.append(node)
            current = Self.parent(of: node)
        }
        return (containers, nil)
    }

    /// Offers something to the element, then to each object containing it up to its window,
    /// innermost first, until `handles` returns `true` (UIKit's route for a magic tap and an
    /// escape): one object at a time, without listing them (a focus 10,000 views deep made a
    /// list of them at each step). Returns how many objects were asked. The containers that are
    /// not views are followed no further than `ancestors` follows them.
    func climb(until handles: (UIResponder) -> Bool) -> Int {
        var asked = 0
        var containers = 0
        var current: UIResponder? = object
        while let node = current {
            asked += 1
            if handles(node) { break }
            if let view = node as? UIView {
                current = view.superview
            } else {
                guard containers < Self.deepestContainers else { break }
                containers += 1
                current = Self.parent(of: node)
            }
        }
        return asked
    }

    /// The object containing another: a view's superview, an accessibility element's container.
    static func parent(of object: UIResponder) -> UIResponder? {
        if let view = object as? UIView { return view.superview }
        return (object as? UIAccessibilityElement)?.accessibilityContainer as? UIResponder
    }

    /// Whether this is the same object as another element.
    public func isSame(as other: AccessibleElement?) -> Bool {
        other.map { $0.object === object } ?? false
    }
}
