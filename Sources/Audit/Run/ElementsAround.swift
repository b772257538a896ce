import CellKit
import ScreenReader

/// The elements around a view, as `UnexposedInteractionRule` names them in a finding: those
/// whose views contain the view or lie inside it, in visiting order. Only what a finding says
/// is kept for each view: the first three (their labels suggest where a descriptor belongs)
/// and the first that is a view containing it (the element whose own descriptors were meant
/// to offer it).
///
/// Each view's answer is built from its superview's and its subviews' answers, each worked
/// out once: looking down each view's subtree and up its superviews made the audit of a chain
/// of 4,000 nested views, each with a drag no element offers, take 1.4 s, growing with the
/// square of its depth.
@MainActor
final class ElementsAround {
    /// The three smallest of some places in visiting order, smallest first; `Int.max` where
    /// there are fewer.
    struct FirstThree {
        var places: (Int, Int, Int) = (.max, .max, .max)

        static let none = FirstThree()

        /// These and `place`.
        func adding(_ place: Int) -> FirstThree {
            var (a, b, c) = places
            if place < a {
                (a, b, c) = (place, a, b)
            } else if place < b {
                (b, c) = (place, b)
            } else if place < c {
                c = place
            }
            return FirstThree(places: (a, b, c))
        }

        /// These and `other`'s: no list is made, for each of a long screen's views.
        func adding(_ other: FirstThree) -> FirstThree {
            guard other.places.0 != .max else { return self }
            var result = adding(other.places.0)
            if other.places.1 != .max { result = result.adding(other.places.1) }
            if other.places.2 != .max { result = result.adding(other.places.2) }
            return result
        }

        var list: [Int] { [places.0, places.1, places.2].filter { $0 != .max } }
    }

    /// What a finding says of the elements around a view.
    struct Near {
        /// The first three elements around the view, in visiting order.
        let first: [AccessibleElement]
        /// The first element that is a view containing the view (or the view itself).
        let container: AccessibleElement?
    }

    private let elements: [AccessibleElement]
    /// Each view's own elements' places (the elements it is, or contains as accessibility
    /// elements).
    private var own: [ObjectIdentifier: FirstThree] = [:]
    /// For each view that is an element, its place.
    private var asElement: [ObjectIdentifier: Int] = [:]
    /// Worked out so far: the first elements of each view and its subtree, and of the views
    /// above it with the first of them that is a view element (the view's own included).
    private var below: [ObjectIdentifier: FirstThree] = [:]
    private var above: [ObjectIdentifier: (first: FirstThree, container: Int)] = [:]
    /// The tree and stamp what is worked out was met at: a change to the tree (a scroll that
    /// lays out other cells) starts it afresh.
    private var stamp: (clock: ObjectIdentifier, stamp: UInt64)?

    init(_ elements: [AccessibleElement]) {
        self.elements = elements
        for index in elements.indices {
            guard let view = elements[index].view else { continue }
            let key = ObjectIdentifier(view)
            own[key] = (own[key] ?? .none).adding(index)
            if elements[index].object === view, asElement[key] == nil { asElement[key] = index }
        }
    }

    func near(_ view: UIView) -> Near {
        let clock = view.treeClock
        let now = (ObjectIdentifier(clock), clock.currentStamp)
        if stamp.map({ $0.clock != now.0 || $0.stamp != now.1 }) ?? true {
            below.removeAll(keepingCapacity: true)
            above.removeAll(keepingCapacity: true)
            stamp = now
        }
        let first = firstBelow(view).adding(firstAbove(view).first)
        let container = firstAbove(view).container
        return Near(first: first.list.map { elements[$0] }, container: container == .max ? nil : elements[container])
    }

    /// The first elements of the view and the views inside it, each subtree met once.
    private func firstBelow(_ view: UIView) -> FirstThree {
        if let known = below[ObjectIdentifier(view)] { return known }
        // After its subviews, in a list rather than by recursion: a tree may be 10,000 deep.
        var pending: [(view: UIView, expanded: Bool)] = [(view, false)]
        while let (node, expanded) = pending.popLast() {
            let key = ObjectIdentifier(node)
            if below[key] != nil { continue }
            if expanded {
                var first = own[key] ?? .none
                for subview in node.subviews { first = first.adding(below[ObjectIdentifier(subview)] ?? .none) }
                below[key] = first
            } else {
                pending.append((node, true))
                for subview in node.subviews where below[ObjectIdentifier(subview)] == nil { pending.append((subview, false)) }
            }
        }
        return below[ObjectIdentifier(view)] ?? .none
    }

    /// The first elements of the views above the view, and the first view element of those
    /// views and the view itself, each view above met once.
    private func firstAbove(_ view: UIView) -> (first: FirstThree, container: Int) {
        if let known = above[ObjectIdentifier(view)] { return known }
        var chain: [UIView] = [view]
        while let top = chain.last, let parent = top.superview, above[ObjectIdentifier(parent)] == nil {
            chain.append(parent)
        }
        var answer: (first: FirstThree, container: Int) = (.none, .max)
        if let top = chain.last, let parent = top.superview, let known = above[ObjectIdentifier(parent)] {
            let key = ObjectIdentifier(parent)
            answer = (known.first.adding(own[key] ?? .none), known.container)
        }
        for node in chain.reversed() {
            let key = ObjectIdentifier(node)
            let mine = (answer.first, min(answer.container, asElement[key] ?? .max))
            above[key] = mine
            answer = (mine.0.adding(own[key] ?? .none), mine.1)
        }
        return above[ObjectIdentifier(view)] ?? (.none, .max)
    }
}
