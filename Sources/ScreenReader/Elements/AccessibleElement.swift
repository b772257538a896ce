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
        (object.accessibilityLabel ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether this is the same object as another element.
    public func isSame(as other: AccessibleElement?) -> Bool {
        other.map { $0.object === object } ?? false
    }
}
