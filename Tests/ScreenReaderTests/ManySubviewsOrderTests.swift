import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// A view with hundreds of subviews placed in no order (stacks of labels overlapping, rows
/// found out of order, ties at the same place) is read top to bottom, each row leading to
/// trailing, ties in the order the subviews were added: what a swipe through it hears.
@MainActor
@Suite("The order of many subviews placed out of order", .cellsScreen)
struct ManySubviewsOrderTests: ReaderSuite {
    let fixture = ReaderFixture(width: 80, height: 40)

    @Test func manyLabelsOutOfOrderAreReadRowByRowTiesAsAdded() {
        for seed in UInt64(1)...4 {
            var random = SplitMix64(seed: seed)
            var placed: [(top: Int, leading: Int, added: Int, label: String)] = []
            for index in 0..<600 {
                // Few places for many labels: rows and columns are shared, some places exactly.
                let top = Int.random(in: 0..<30, using: &random), leading = Int.random(in: 0..<12, using: &random) * 5
                let label = UILabel(frame: CGRect(x: leading, y: top, width: 4, height: 1))
                label.text = "L\(index)"
                window.addSubview(label)
                placed.append((top, leading, index, "L\(index)"))
            }
            reader.start()
            let expected = placed.sorted { ($0.top, $0.leading, $0.added) < ($1.top, $1.leading, $1.added) }.map(\.label)
            #expect(reader.elements.map(\.label) == expected, "seed \(seed)")
            window.subviews.forEach { $0.removeFromSuperview() }
        }
    }
}
