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
    package func scrollIntoView(through scrollViews: [UIScrollView], from start: ((UIScrollView) -> CGPoint)?) {
        for scrollView in scrollViews {
            // Read at each step: scrolling the inner view moved the element on the screen; its
            // place in an outer scroll view's content does not depend on that one's own offset.
            let frame = self.frame
            let shown = CGRect(origin: scrollView.pointFromScreen(frame.origin), size: frame.size)
            if let start {
                scrollView.contentOffset = scrollView.contentOffset(showing: shown, from: start(scrollView))
            } else {
                scrollView.scrollRectToVisible(shown, animated: false)
            }
        }
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
