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
    /// The tree's depth: a search holds at most two nodes a level.
    private let depth: Int
    /// Places of the subviews that may draw outside their frames (they do not clip, and hold
    /// subviews or sublayers): they are drawn wherever the visible rectangle is.
    private let overflowing: [Int]

    init(subviews: [UIView]) {
        let frames = subviews.map(\.frame)
        func spread(_ edge: (CGRect) -> CGFloat) -> CGFloat {
            let edges = frames.map(edge)
            return (edges.max() ?? 0) - (edges.min() ?? 0)
        }
        // A table's rows spread down, a strip's items across.
        let vertical = spread(\.minY) >= spread(\.minX)
        let order = frames.indices.sorted {
            vertical ? frames[$0].minY < frames[$1].minY : frames[$0].minX < frames[$1].minX
        }
        var leafBase = 1
        while leafBase < order.count { leafBase *= 2 }
        var furthestEnds = [CGFloat](repeating: -.infinity, count: 2 * leafBase)
        for (position, place) in order.enumerated() {
            furthestEnds[leafBase + position] = vertical ? frames[place].maxY : frames[place].maxX
        }
        for node in stride(from: leafBase - 1, through: 1, by: -1) {
            furthestEnds[node] = max(furthestEnds[2 * node], furthestEnds[2 * node + 1])
        }
        self.vertical = vertical
        self.order = order
        self.starts = order.map { vertical ? frames[$0].minY : frames[$0].minX }
        self.furthestEnds = furthestEnds
        self.leafBase = leafBase
        depth = leafBase.trailingZeroBitCount + 1
        self.overflowing = subviews.indices.filter { subviews[$0].mayDrawOutsideFrame }
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
        let cut = low
        var found: [Int] = []
        var pending: [(node: Int, first: Int, width: Int)] = []
        pending.reserveCapacity(2 * depth)
        pending.append((1, 0, leafBase))
        while let (node, first, width) = pending.popLast() {
            guard first < cut, furthestEnds[node] > lower else { continue }
            if width == 1 {
                found.append(order[first])
            } else {
                pending.append((2 * node, first, width / 2))
                pending.append((2 * node + 1, first + width / 2, width / 2))
            }
        }
        return found.count > 1 ? found.sorted() : found
    }
}
