import RotorOutput

/// CellKit's own: what a constraint can relate, a view or a layout guide (UIKit takes `Any`).
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose tree the item is in: the view itself, or a guide's owning view.
    var layoutOwningView: UIView? { get }
    /// How the item is named in conflict messages.
    var layoutName: String { get }
}

extension UIView: LayoutItem {
    var layoutOwningView: UIView? { self }

    /// The class, and the accessibility identifier when there is one (made visible: it may come
    /// from a scene file). No addresses: the same screen names its views the same on every run.
    var layoutName: String {
        let name = String(describing: type(of: self))
        guard let identifier = accessibilityIdentifier, !identifier.isEmpty else { return name }
        return "\(name)'\(VisibleText.sanitize(identifier))'"
    }
}
