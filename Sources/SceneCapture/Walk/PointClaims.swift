#if canImport(UIKit)
import UIKit
#else
import CellKit
#endif

/// Points claimed by rectangles in turn: each rectangle takes the points inside it that no
/// earlier one took, so every point ends with the first rectangle that holds it, as a search of
/// the rectangles in order for each point would find, without that search's points × rectangles.
///
/// The points are kept in a k-d tree (split at the median, by x then y), each node with the box
/// its points lie in and how many are still free: a rectangle visits only the nodes whose boxes
/// it meets and that have a free point, and a point is claimed once. An export's drag regions are
/// the layers of a view, each named by the first of its elements over the layer's centre: a bar
/// graph of 10,000 bars made 100,000,000 such tests (3.5 s), one of 40,000 over a minute.
struct PointClaims {
    /// The points, reordered into the tree's ranges; `places[i]` is the point's index as given.
    private var points: [CGPoint] = []
    private var places: [Int] = []
    /// Per node, in heap order (children of `n` at `2n + 1`, `2n + 2`): its points' box.
    private var boxes: [CGRect] = []
    /// Per node: how many of its points are still free.
    private var free: [Int] = []
    /// Per point, as given: the rectangle that claimed it.
    private(set) var owners: [Int?]
    /// Ranges no larger than this are leaves, their points tested one by one.
    private static let leafSize = 8

    /// The points, none claimed yet. A point that is not finite lies in no rectangle (a
    /// rectangle's `contains` is false for it) and is left out.
    init(_ given: [CGPoint]) {
        owners = Array(repeating: nil, count: given.count)
        for (place, point) in given.enumerated() where point.x.isFinite && point.y.isFinite {
            points.append(point)
            places.append(place)
        }
        guard !points.isEmpty else { return }
        var nodes = 1
        while nodes < 2 * points.count { nodes *= 2 }
        boxes = Array(repeating: .null, count: 2 * nodes)
        free = Array(repeating: 0, count: 2 * nodes)
        build(node: 0, range: 0..<points.count, byX: true)
    }

    /// Sorts `range` on one axis, splits it at its middle, and notes each node's box and count.
    private mutating func build(node: Int, range: Range<Int>, byX: Bool) {
        free[node] = range.count
        var box = CGRect.null
        for index in range { box = box.union(CGRect(origin: points[index], size: .zero)) }
        boxes[node] = box
        guard range.count > Self.leafSize else { return }
        let order = Array(range).sorted { byX ? points[$0].x < points[$1].x : points[$0].y < points[$1].y }
        let sortedPoints = order.map { points[$0] }, sortedPlaces = order.map { places[$0] }
        points.replaceSubrange(range, with: sortedPoints)
        places.replaceSubrange(range, with: sortedPlaces)
        let middle = range.lowerBound + range.count / 2
        build(node: 2 * node + 1, range: range.lowerBound..<middle, byX: !byX)
        build(node: 2 * node + 2, range: middle..<range.upperBound, byX: !byX)
    }

    /// Gives rectangle `owner` every free point inside `rect` (by `CGRect.contains`).
    mutating func claim(_ rect: CGRect, as owner: Int) {
        // No point lies in a rectangle with a bound that is not a number.
        guard !points.isEmpty, !rect.minX.isNaN, !rect.maxX.isNaN, !rect.minY.isNaN, !rect.maxY.isNaN else { return }
        _ = claim(rect, as: owner, node: 0, range: 0..<points.count)
    }

    /// Claims in one node's range; returns how many it claimed there.
    private mutating func claim(_ rect: CGRect, as owner: Int, node: Int, range: Range<Int>) -> Int {
        let box = boxes[node]
        // `contains` holds only points within the rectangle's bounds: a box wholly outside them
        // holds none.
        guard free[node] > 0, box.maxX >= rect.minX, box.minX <= rect.maxX, box.maxY >= rect.minY,
              box.minY <= rect.maxY else { return 0 }
        var claimed = 0
        if range.count > Self.leafSize {
            let middle = range.lowerBound + range.count / 2
            claimed = claim(rect, as: owner, node: 2 * node + 1, range: range.lowerBound..<middle)
                + claim(rect, as: owner, node: 2 * node + 2, range: middle..<range.upperBound)
        } else {
            for index in range where owners[places[index]] == nil && rect.contains(points[index]) {
                owners[places[index]] = owner
                claimed += 1
            }
        }
        free[node] -= claimed
        return claimed
    }
}
