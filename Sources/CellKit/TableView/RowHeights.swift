import Foundation

/// CellKit's own: the heights of a section's rows when they differ, kept as a Fenwick tree (a
/// binary indexed tree) of them. A row's top, the row at an offset, and a new height for one row
/// each take a step per doubling of the rows, so a row measured in a table of 100,000 moves the
/// rows below it without a walk over them.
struct RowHeights {
    /// The tree, from index 1: entry `i` holds the sum of the `i & -i` heights ending at row `i - 1`.
    private var tree: [CGFloat]
    private var heights: [CGFloat]
    /// The sum of every height.
    private(set) var total: CGFloat

    /// The rows' heights, top to bottom (each at least 0).
    init(_ heights: [CGFloat]) {
        self.heights = heights
        var tree = [0] + heights
        // Each entry adds itself to the next entry that covers it: a linear build.
        for index in tree.indices.dropFirst() {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
        self.tree = tree
        total = heights.reduce(0, +)
    }

    var count: Int { heights.count }

    /// A height a cell measured for its row, as a row may have it: at least 0 and at most
    /// 100,000 points (a cell's content can ask for any height; a terminal shows a few hundred
    /// lines). A table's rows and a compositional list's alike.
    static func measured(_ height: CGFloat) -> CGFloat {
        min(max(0, height), 100_000)
    }

    /// A row's height.
    func height(_ row: Int) -> CGFloat { heights[row] }

    /// The offset of a row's top from the first row's: the heights of the rows above it.
    func top(_ row: Int) -> CGFloat {
        var sum: CGFloat = 0
        var index = min(row, heights.count)
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// Gives a row a new height (at least 0); the rows below move with it.
    mutating func setHeight(_ height: CGFloat, at row: Int) {
        guard heights.indices.contains(row) else { return }
        let change = max(0, height) - heights[row]
        heights[row] += change
        total += change
        var index = row + 1
        while index < tree.count {
            tree[index] += change
            index += index & -index
        }
    }

    /// The last row whose top is at or above `offset` (from the first row's top): the row whose
    /// band holds it, the last row past the end. Walks down the tree from its largest power of two.
    func row(at offset: CGFloat) -> Int {
        guard !heights.isEmpty else { return 0 }
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        var found = 0, remaining = offset
        while step > 0 {
            let next = found + step
            if next <= heights.count, tree[next] <= remaining {
                found = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(found, heights.count - 1)
    }
}
