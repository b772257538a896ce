import Foundation

/// CellKit's own (UIKit keeps nothing like it): where a view's subviews are, sorted along the
/// axis they spread over, so that hit testing and drawing find the few subviews at a point or
/// in the visible rectangle without looking at every one (a long table's rows).
///
/// A view keeps its index until a subview is added, removed, moved or resized, or changes
/// whether it can draw outside its frame; only views with many subviews have one.
///
/// A class: a view hands its index to every hit test, and a struct of five arrays would be
/// retained and released array by array each time.
@MainActor
final class SubviewIndex {
    /// The fewest subviews worth an index: below it, looking at each one is as quick.
    static let minimumCount = 32

    /// True when the subviews are sorted by their tops, false by their leading edges.
    private let vertical: Bool
    /// Places in `subviews`, sorted by where each frame starts along the axis.
    private let order: [Int]
    /// Where each frame in `order` starts along the axis.
    private let starts: [CGFloat]
    /// A tree over `order` (leaves from `leafBase`, node `n`'s children `2n` and `2n + 1`): the
    /// furthest any frame beneath a node ends along the axis, so a search skips whole runs of
    /// frames that end before the point.
    private let furthestEnds: [CGFloat]
    private let leafBase: Int
    /// The furthest any frame in `order` up to each place ends along the axis: a search from
    /// the point backwards stops where nothing earlier reaches it (at once, for a table's rows).
    private let furthestSoFar: [CGFloat]
    /// Places of the subviews that may draw outside their frames (they do not clip, and hold
    /// subviews or sublayers): they are drawn wherever the visible rectangle is.
    private let overflowing: [Int]

    init(subviews: [UIView]) {
        // Loops, not `map` with key paths: a closure isolated to the main actor checks the
        // executor each time it is called, twice for every row of a long table.
        var frames: [CGRect] = []
        frames.reserveCapacity(subviews.count)
        var overflowing: [Int] = []
        for (place, subview) in subviews.enumerated() {
            frames.append(subview.frame)
            if subview.mayDrawOutsideFrame { overflowing.append(place) }
        }
        func spread(_ edge: (CGRect) -> CGFloat) -> CGFloat {
            var low = CGFloat.infinity, high = -CGFloat.infinity
            for frame in frames {
                low = min(low, edge(frame))
                high = max(high, edge(frame))
            }
            return frames.isEmpty ? 0 : high - low
        }
        // A table's rows spread down, a strip's items across.
        let vertical = spread(\.minY) >= spread(\.minX)
        func start(_ place: Int) -> CGFloat { vertical ? frames[place].minY : frames[place].minX }
        func end(_ place: Int) -> CGFloat { vertical ? frames[place].maxY : frames[place].maxX }
        // Subviews added in the order they are laid out (a table's rows) are sorted already:
        // checking that costs a pass, sorting them again many.
        var order = Array(frames.indices)
        var isSorted = true
        for place in order.dropFirst() where start(place - 1) > start(place) {
            isSorted = false
            break
        }
        if !isSorted { order.sort { start($0) < start($1) } }
        var leafBase = 1
        while leafBase < order.count { leafBase *= 2 }
        var furthestEnds = [CGFloat](repeating: -.infinity, count: 2 * leafBase)
        var furthestSoFar: [CGFloat] = []
        furthestSoFar.reserveCapacity(order.count)
        for (position, place) in order.enumerated() {
            furthestEnds[leafBase + position] = end(place)
            furthestSoFar.append(max(furthestSoFar.last ?? -.infinity, end(place)))
        }
        for node in stride(from: leafBase - 1, through: 1, by: -1) {
            furthestEnds[node] = max(furthestEnds[2 * node], furthestEnds[2 * node + 1])
        }
        self.vertical = vertical
        self.order = order
        var starts: [CGFloat] = []
        starts.reserveCapacity(order.count)
        for place in order { starts.append(start(place)) }
        self.starts = starts
        self.furthestEnds = furthestEnds
        self.furthestSoFar = furthestSoFar
        self.leafBase = leafBase
        self.overflowing = overflowing
    }

    /// Places (ascending, so back to front) of the subviews whose frames may contain the point
    /// (the caller checks each frame), and with `overflowing`, of those that may draw outside
    /// their frames.
    func places(at point: CGPoint, overflowing includesOverflowing: Bool = false) -> [Int] {
        let along = vertical ? point.y : point.x
        let found = places(startingBefore: along.nextUp, endingAfter: along)
        return includesOverflowing ? adding(overflowing, to: found) : found
    }

    /// Places (ascending) of the subviews that may show inside a rectangle: those whose frames
    /// reach into it along the axis, and those that may draw outside their frames.
    func places(drawingIn rect: CGRect) -> [Int] {
        let found = vertical ? places(startingBefore: rect.maxY, endingAfter: rect.minY)
            : places(startingBefore: rect.maxX, endingAfter: rect.minX)
        return adding(overflowing, to: found)
    }

    private func adding(_ more: [Int], to found: [Int]) -> [Int] {
        more.isEmpty ? found : Array(Set(found).union(more)).sorted()
    }

    /// Places (ascending) of the frames that start before `upper` and end after `lower` along
    /// the axis.
    private func places(startingBefore upper: CGFloat, endingAfter lower: CGFloat) -> [Int] {
        // Frames sorted at or past `cut` start too late.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < upper { low = middle + 1 } else { high = middle }
        }
        // Back from the cut, while some frame up to the position still reaches past `lower`;
        // a run of frames that all end before it is stepped over whole, as the largest node
        // of the tree that ends at the position and reaches no further.
        var found: [Int] = []
        var position = low - 1
        while position >= 0, furthestSoFar[position] > lower {
            var node = leafBase + position
            if furthestEnds[node] > lower {
                found.append(order[position])
                position -= 1
                continue
            }
            var width = 1
            while node > 1, node & 1 == 1, furthestEnds[node >> 1] <= lower {
                node >>= 1
                width <<= 1
            }
            position -= width
        }
        return found.count > 1 ? found.sorted() : found
    }
}
