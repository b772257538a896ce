import CellKit

/// One stop of the VoiceOver cursor: a view or a `UIAccessibilityElement` that is an element.
@MainActor
public struct AccessibleElement {
    /// The view or accessibility element.
    public let object: UIResponder

    public init(_ object: UIResponder) {
        self.object = object
    }

    /// The element's frame on the screen.
    public var frame: CGRect { object.accessibilityFrame }

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
        var current = Self.parent(of: object)
        while let node = current {
            result.append(node)
            current = Self.parent(of: node)
        }
        return result
    }

    /// The innermost container that says what kind of group it is (a list, a landmark, …).
    public var semanticContainer: UIResponder? {
        // Up the parents that are not views one by one; from the first view up, the view's kept
        // walk knows.
        if let view = object as? UIView { return view.nearestTypedContainer }
        var current = Self.parent(of: object)
        while let node = current {
            if node.accessibilityContainerType != .none { return node }
            if let view = node as? UIView { return view.nearestTypedContainer }
            current = Self.parent(of: node)
        }
        return nil
    }

    /// The scroll views containing this element, innermost first (from what its view's kept
    /// walk up found: no walk up a deep chain at every move).
    public var enclosingScrollViews: [UIScrollView] {
        var object = object
        while !(object is UIView) {
            guard let parent = Self.parent(of: object) else { return [] }
            object = parent
            if let scrollView = object as? UIScrollView { return [scrollView] + scrollView.enclosingScrollViews }
        }
        return (object as? UIView)?.enclosingScrollViews ?? []
    }

    /// The custom actions of the containers around this element that are not elements,
    /// innermost first, which VoiceOver offers with the element's own.
    public var containerCustomActions: [UIAccessibilityCustomAction] {
        var passed: [UIAccessibilityCustomAction] = []
        var current = object
        while true {
            // From the first view up, the view's kept walk knows the rest.
            if let view = current as? UIView { return passed + view.containerCustomActions }
            guard let parent = Self.parent(of: current) else { return passed }
            if !parent.isAccessibilityElement { passed += parent.accessibilityCustomActions ?? [] }
            current = parent
        }
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
