/// CellKit's own: the rows a view of cells showed at its last layout, in order, as a queue open
/// at both ends: a scroll takes rows off either end and puts rows on either end, each at a cost
/// that does not grow with the rows on screen.
///
/// Two stacks: the front's elements are kept reversed, so both ends are the ends of arrays. An
/// end that runs out takes half of the other's (a copy of half the rows, paid for by the pops
/// that emptied it).
struct KeptOrder<Element>: RandomAccessCollection, MutableCollection {
    /// The first rows, last first.
    private var front: [Element] = []
    /// The rest, in order.
    private var back: [Element] = []

    init() {}

    init(_ elements: [Element]) {
        back = elements
    }

    var startIndex: Int { 0 }
    var endIndex: Int { front.count + back.count }

    subscript(position: Int) -> Element {
        get { position < front.count ? front[front.count - 1 - position] : back[position - front.count] }
        set {
            if position < front.count {
                front[front.count - 1 - position] = newValue
            } else {
                back[position - front.count] = newValue
            }
        }
    }

    /// Takes the first row off.
    mutating func popFirst() -> Element? {
        if front.isEmpty { rebalance(intoFront: true) }
        return front.popLast()
    }

    /// Takes the last row off.
    mutating func popLast() -> Element? {
        if back.isEmpty { rebalance(intoFront: false) }
        return back.popLast()
    }

    /// Puts rows before the first, in their order.
    mutating func prepend(contentsOf elements: [Element]) {
        front.append(contentsOf: elements.reversed())
    }

    /// Puts rows after the last, in their order.
    mutating func append(contentsOf elements: [Element]) {
        back.append(contentsOf: elements)
    }

    /// Moves half the rows of the other end to an end that ran out.
    private mutating func rebalance(intoFront: Bool) {
        if intoFront {
            let moved = (back.count + 1) / 2
            front = Array(back[..<moved].reversed())
            back.removeFirst(moved)
        } else {
            let moved = (front.count + 1) / 2
            back = Array(front[..<moved].reversed())
            front.removeFirst(moved)
        }
    }
}
