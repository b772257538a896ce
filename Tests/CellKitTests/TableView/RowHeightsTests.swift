@testable import CellKit
import Foundation
import Testing

/// The tree a table keeps its rows' heights in answers as a running total would, whatever the
/// heights and however they change: checked against a plain sum on random tables.
@Suite("Row heights")
struct RowHeightsTests {
    @Test("tops, the row at an offset, and changed heights agree with a running total")
    func agreesWithARunningTotal() {
        var generator = SystemRandomNumberGenerator()
        for count in [1, 2, 3, 7, 8, 9, 64, 100] {
            var heights = (0..<count).map { _ in CGFloat(Int.random(in: 0...3, using: &generator) * 22) }
            var tree = RowHeights(heights)
            for _ in 0..<20 {
                let row = Int.random(in: 0..<count, using: &generator)
                let height = CGFloat(Int.random(in: 0...4, using: &generator) * 11)
                heights[row] = height
                tree.setHeight(height, at: row)
                var top: CGFloat = 0
                for index in 0..<count {
                    #expect(tree.top(index) == top && tree.height(index) == heights[index])
                    // The row whose band holds a point of it (a row of no height holds none).
                    if heights[index] > 0 { #expect(tree.row(at: top + heights[index] / 2) == index) }
                    top += heights[index]
                }
                #expect(tree.total == top)
                #expect(tree.row(at: top + 100) == count - 1, "past the end: the last row")
            }
        }
    }
}
