import CellKit

/// Names views and accessibility elements by their place in the tree, from the window:
/// `window/planner/lunch`. A view is named by its accessibility identifier (a scene's `id`), or
/// by its type and its index among its siblings: `UILabel[1]`.
@MainActor
enum ViewPath {
    /// How many names a path keeps before leaving its middle out.
    static let longest = 8

    static func of(_ object: AnyObject) -> String {
        var names: [String] = []
        var current: AnyObject? = object
        while let node = current {
            names.append(name(of: node))
            current = parent(of: node)
        }
        names.reverse()
        guard names.count > longest else { return names.joined(separator: "/") }
        return (names.prefix(2) + ["…(\(names.count - 5) more)"] + names.suffix(3)).joined(separator: "/")
    }

    private static func parent(of object: AnyObject) -> AnyObject? {
        if let view = object as? UIView { return view.superview }
        return (object as? UIAccessibilityElement)?.accessibilityContainer
    }

    private static func name(of object: AnyObject) -> String {
        if let identifier = (object as? UIResponder)?.accessibilityIdentifier, !identifier.isEmpty {
            return identifier
        }
        if let view = object as? UIView {
            if view is UIWindow { return "window" }
            let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
            return "\(type(of: view))[\(index)]"
        }
        if let element = object as? UIAccessibilityElement {
            let siblings = (element.accessibilityContainer as? UIResponder)?.accessibilityElements ?? []
            let index = siblings.firstIndex { ($0 as AnyObject) === element } ?? 0
            return "elements[\(index)]"
        }
        return "\(type(of: object))"
    }
}
