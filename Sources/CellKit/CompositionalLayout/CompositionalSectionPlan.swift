import Foundation

/// One section of a compositional layout as `prepare()` worked it out: its group's cells once,
/// and where each repetition of the group goes, so an item's frame comes from its index and a
/// section of 100,000 items costs what the items on screen cost.
struct CompositionalSectionPlan {
    /// The cells of one group, relative to the group's origin, unrounded.
    let leaves: [CGRect]
    let itemCount: Int
    /// Where the first group's origin is, in the collection view's content.
    let firstGroup: CGPoint
    /// From one group's origin to the next, along the scrolling direction.
    let stride: CGFloat
    let horizontal: Bool
    /// The section's extent along the scrolling direction: where it starts and ends.
    let start: CGFloat
    let end: CGFloat
    /// The content's extent across the scrolling direction, which frames are clipped to.
    let across: CGFloat
    /// The section's headers and footers (its top and bottom boundary items), on whole cells.
    var supplementaries: [(kind: String, frame: CGRect)] = []

    var groupCount: Int {
        // Written so that an item count near `Int.max` cannot overflow.
        leaves.isEmpty ? 0 : itemCount / leaves.count + (itemCount % leaves.count == 0 ? 0 : 1)
    }

    /// The frame of `item`, on whole cells, clipped to the content across the scrolling direction.
    func frame(item: Int) -> CGRect {
        let group = item / leaves.count, leaf = leaves[item % leaves.count]
        let offset = CGFloat(group) * stride
        var frame = leaf.offsetBy(dx: firstGroup.x + (horizontal ? offset : 0), dy: firstGroup.y + (horizontal ? 0 : offset))
        // [sim] Sideways-scrolling sections are laid out in place; what passes the edge is cut.
        if horizontal {
            let top = min(max(frame.minY, 0), across), bottom = min(max(frame.maxY, 0), across)
            frame = CGRect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
        } else {
            let left = min(max(frame.minX, 0), across), right = min(max(frame.maxX, 0), across)
            frame = CGRect(x: left, y: frame.minY, width: right - left, height: frame.height)
        }
        return CompositionalGeometry.rounded(frame)
    }

    /// The items whose groups meet the span `low..<high` along the scrolling direction.
    func items(along low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard !leaves.isEmpty, stride > 0 else { return 0..<0 }
        let origin = horizontal ? firstGroup.x : firstGroup.y
        let extent = leaves.reduce(CGFloat(0)) { max($0, horizontal ? $1.maxX : $1.maxY) } + 1
        let first = max(0, Int(saturating: ((low - origin - extent) / stride).rounded(.down)))
        let last = min(groupCount - 1, Int(saturating: ((high - origin) / stride).rounded(.up)))
        guard first <= last else { return 0..<0 }
        let end = last + 1 <= itemCount / leaves.count ? (last + 1) * leaves.count : itemCount
        return min(itemCount, first * leaves.count)..<end
    }
}
