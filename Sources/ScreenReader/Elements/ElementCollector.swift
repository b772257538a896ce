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

    /// What earlier walks found, kept per subtree; `nil` walks everything every time.
    let cache: ElementCache?

    public init() {
        cache = nil
    }

    /// A collector that keeps what it finds in each subtree and walks again only the subtrees
    /// that changed since.
    init(cache: ElementCache) {
        self.cache = cache
    }

    /// The elements of the windows, front-most window last, in visiting order.
    public func elements(in windows: [UIWindow]) -> [AccessibleElement] {
        order(windows.filter { !$0.isHidden }.map { ($0, visit($0).elements) })
    }

    /// What a subtree holds: its elements, and whether they came in part from a container's
    /// `accessibilityElements` (which may be computed, and so change when the app's code runs).
    private typealias Found = (elements: [AccessibleElement], readsComputedElements: Bool)

    /// A view whose subviews are still being visited, with the groups found so far.
    private struct Pending {
        let view: UIView
        let children: [UIView]
        var next = 0
        var groups: [(view: UIView, elements: [AccessibleElement])] = []
        var readsComputedElements = false
    }

    /// A view's elements. The tree is walked with a stack of its own rather than by recursion,
    /// so a tree thousands of views deep cannot run out of the thread's stack.
    private func visit(_ root: UIView) -> Found {
        if let settled = elementsWithoutSubviews(of: root) { return settled }
        if let kept = cache?.elements(of: root, rowTolerance: rowTolerance) { return kept }
        var stack = [Pending(view: root, children: children(of: root))]
        while var top = stack.popLast() {
            if top.next < top.children.count {
                let child = top.children[top.next]
                top.next += 1
                if let settled = elementsWithoutSubviews(of: child) ?? cache?.elements(of: child, rowTolerance: rowTolerance) {
                    top.groups.append((child, settled.elements))
                    top.readsComputedElements = top.readsComputedElements || settled.readsComputedElements
                    stack.append(top)
                } else {
                    stack.append(top)
                    stack.append(Pending(view: child, children: children(of: child)))
                }
                continue
            }
            let found = order(top.groups)
            // A chain of single children (a deep tree) is not kept link by link: walking one
            // again costs no more than looking each link up would.
            if top.children.count > 1 || stack.isEmpty {
                cache?.keep(found, of: top.view, readsComputedElements: top.readsComputedElements,
                            rowTolerance: rowTolerance)
            }
            guard !stack.isEmpty else { return (found, top.readsComputedElements) }
            stack[stack.count - 1].groups.append((top.view, found))
            stack[stack.count - 1].readsComputedElements = stack[stack.count - 1].readsComputedElements
                || top.readsComputedElements
        }
        return ([], false)
    }

    /// A view's elements when its subviews need no visit: none when it is hidden, itself when it
    /// is an element, the ones it lists; `nil` when its subviews must be visited.
    private func elementsWithoutSubviews(of view: UIView) -> Found? {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return ([], false) }
        if view.isAccessibilityElement { return ([AccessibleElement(view)], false) }
        if let given = view.accessibilityElements { return (visit(given), true) }
        return nil
    }

    /// The subviews VoiceOver visits: all of them, or only a shown modal one.
    private func children(of view: UIView) -> [UIView] {
        // What VoiceOver reads is what is laid out: a collection view makes its cells here.
        view.layoutIfNeeded()
        let children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
            return [modal]
        }
        return children
    }

    private func visit(_ given: [Any]) -> [AccessibleElement] {
        given.flatMap { item -> [AccessibleElement] in
            if let view = item as? UIView { return visit(view).elements }
            guard let object = item as? UIResponder, !object.accessibilityElementsHidden else { return [] }
            if object.isAccessibilityElement { return [AccessibleElement(object)] }
            return object.accessibilityElements.map(visit) ?? []
        }
    }

    /// Orders groups of elements by their containers' frames: rows top to bottom, then leading
    /// to trailing within a row.
    private func order(_ groups: [(view: UIView, elements: [AccessibleElement])]) -> [AccessibleElement] {
        let found = groups.filter { !$0.elements.isEmpty }
        // A lone group needs no frame: a deep tree's chain of single children is walked without
        // working out where each view is on the screen.
        if found.count <= 1 { return found.first?.elements ?? [] }
        // The groups are siblings: their frames in their superview's coordinates order them as
        // their places on the screen would, without a walk to the screen for each.
        let frames = found.map(\.view.frame)
        let byTop = found.indices.sorted { frames[$0].minY < frames[$1].minY }
        var result: [AccessibleElement] = []
        result.reserveCapacity(found.reduce(0) { $0 + $1.elements.count })
        var rowStart = 0
        while rowStart < byTop.count {
            let top = frames[byTop[rowStart]].minY
            var rowEnd = rowStart + 1
            while rowEnd < byTop.count, frames[byTop[rowEnd]].minY - top <= rowTolerance { rowEnd += 1 }
            if rowEnd - rowStart == 1 {
                // A row of one group (a table's row): nothing to order across.
                result += found[byTop[rowStart]].elements
            } else {
                let row = byTop[rowStart..<rowEnd].enumerated()
                    .sorted { (frames[$0.element].minX, $0.offset) < (frames[$1.element].minX, $1.offset) }
                for member in row { result += found[member.element].elements }
            }
            rowStart = rowEnd
        }
        return result
    }
}
