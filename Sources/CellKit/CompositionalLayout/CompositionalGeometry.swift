import Foundation

/// The arithmetic compositional layouts share: lengths kept finite and within bounds, insets,
/// and the cells a layout item holds.
@MainActor
enum CompositionalGeometry {
    /// The longest length, in cells, any dimension, spacing or inset is taken as.
    nonisolated static let limit: CGFloat = 1_000_000

    /// A length as a layout uses it: NaN and negatives are 0, anything past `limit` is `limit`.
    nonisolated static func clamped(_ value: CGFloat) -> CGFloat {
        guard !value.isNaN, value > 0 else { return 0 }
        return min(value, limit)
    }

    /// `rect` less clamped insets, never narrower or shorter than nothing.
    static func inset(_ rect: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
        let top = clamped(insets.top), leading = clamped(insets.leading)
        let bottom = clamped(insets.bottom), trailing = clamped(insets.trailing)
        return CGRect(x: rect.minX + leading, y: rect.minY + top,
                      width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
    }

    /// The cell frames `item` holds when given `slot`: its own frame less its insets, or a
    /// group's cells.
    static func leaves(of item: NSCollectionLayoutItem, in slot: CGRect, budget: inout Int) -> [CGRect] {
        let area = inset(slot, by: item.contentInsets)
        if let group = item as? NSCollectionLayoutGroup {
            return group.leafFrames(in: area, budget: &budget)
        }
        guard budget > 0 else { return [] }
        budget -= 1
        return [area]
    }

    /// A frame on whole cells: each edge rounded on its own, so that neighbours sharing an edge
    /// keep sharing it and fractional widths add up to the whole (five fifths of 42 columns are
    /// 8, 9, 8, 9, 8 wide, not five 8s with 2 columns lost).
    nonisolated static func rounded(_ rect: CGRect) -> CGRect {
        let minX = rect.minX.rounded(), maxX = rect.maxX.rounded()
        let minY = rect.minY.rounded(), maxY = rect.maxY.rounded()
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
