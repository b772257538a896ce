import CellKit

/// Finds what VoiceOver sees in a window, in the order it visits it.
///
/// A container's `accessibilityElements` are visited in the order given. Otherwise subviews are
/// visited top to bottom, then leading to trailing, views whose tops are within `rowTolerance`
/// counting as one row; each subview's elements stay together. Hidden views, views with alpha at
/// or below 0.01, `accessibilityElementsHidden`, and the siblings of a shown modal view are left
/// out.
@MainActor
public struct ElementCollector {
    /// How far apart (in rows) two tops may be and still count as one row.
    public var rowTolerance: CGFloat = 1

    public init() {}

    /// The elements of the windows, front-most window last, in visiting order.
    public func elements(in windows: [UIWindow]) -> [AccessibleElement] {
        order(windows.filter { !$0.isHidden }.map { ($0.accessibilityFrame, visit($0)) })
    }

    private func visit(_ view: UIView) -> [AccessibleElement] {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return [] }
        if view.isAccessibilityElement { return [AccessibleElement(view)] }
        if let given = view.accessibilityElements { return visit(given) }
        // What VoiceOver reads is what is laid out: a collection view makes its cells here.
        view.layoutIfNeeded()
        var children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
            children = [modal]
        }
        return order(children.map { ($0.accessibilityFrame, visit($0)) })
    }

    private func visit(_ given: [Any]) -> [AccessibleElement] {
        given.flatMap { item -> [AccessibleElement] in
            if let view = item as? UIView { return visit(view) }
            guard let object = item as? UIResponder, !object.accessibilityElementsHidden else { return [] }
            if object.isAccessibilityElement { return [AccessibleElement(object)] }
            return object.accessibilityElements.map(visit) ?? []
        }
    }

    /// Orders groups of elements by their containers' frames: rows top to bottom, then leading
    /// to trailing within a row.
    private func order(_ groups: [(frame: CGRect, elements: [AccessibleElement])]) -> [AccessibleElement] {
        let nonEmpty = groups.filter { !$0.elements.isEmpty }.sorted { $0.frame.minY < $1.frame.minY }
        var rows: [[(frame: CGRect, elements: [AccessibleElement])]] = []
        for group in nonEmpty {
            if let top = rows.last?.first?.frame.minY, group.frame.minY - top <= rowTolerance {
                rows[rows.count - 1].append(group)
            } else {
                rows.append([group])
            }
        }
        return rows.flatMap { row in
            row.enumerated()
                .sorted { ($0.element.frame.minX, $0.offset) < ($1.element.frame.minX, $1.offset) }
                .flatMap(\.element.elements)
        }
    }
}
