import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Values CellKit works out from what it is given (a sum, a quotient by zero) can be anything;
/// turning one into whole cells never traps.
@MainActor
@Suite("Saturating conversion", .cellsScreen)
struct SaturatingConversionTests {
    nonisolated static let limit = Int.saturationLimit

    @Test(arguments: [
        (Double.nan, 0), (Double.infinity, limit), (-Double.infinity, -limit), (1e19, limit), (-1e19, -limit),
        (Double.greatestFiniteMagnitude, limit), (3.7, 3), (-3.7, -3), (0, 0), (-0.0, 0),
        (Double(limit), limit), (Double(limit) - 1, limit - 1), (Double.leastNonzeroMagnitude, 0),
    ])
    func aDoubleClampsInsteadOfTrapping(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test func floatsAndCGFloatsClampToo() {
        #expect(Int(saturating: Float.nan) == 0)
        #expect(Int(saturating: Float.infinity) == Self.limit)
        #expect(Int(saturating: -Float.greatestFiniteMagnitude) == -Self.limit)
        #expect(Int(saturating: Float(1e39)) == Self.limit, "1e39 is infinite as a Float")
        #expect(Int(saturating: Float(2.5)) == 2)
        #expect(Int(saturating: CGFloat.nan) == 0)
        #expect(Int(saturating: -CGFloat.infinity) == -Self.limit)
        #expect(Int(saturating: CGFloat(12.9)) == 12)
    }

    /// A slider whose range is infinite (its value and maximum 1e39 and 1e40, both infinite as
    /// Floats) speaks and draws instead of stopping the program.
    @Test func aSliderWithAnInfiniteRangeSpeaksAndDraws() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        slider.maximumValue = Float(1e40)
        slider.value = Float(1e39)
        window.addSubview(slider)
        #expect(slider.accessibilityValue == "0%")
        #expect(window.renderGrid().lines == ["●─────────"])
    }

    /// Views with frames no terminal shows (huge, infinite, not a number) draw what of them is
    /// in view, and only that: a box's edges are walked inside the grid, not along their length.
    @Test func viewsWithUnreasonableFramesDrawWhatShows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        let huge = UIView(frame: CGRect(x: -1e15, y: 0, width: 2e15, height: 1e15))
        huge.layer.borderWidth = 1
        window.addSubview(huge)
        let slider = UISlider(frame: CGRect(x: 0, y: 2, width: 1e15, height: 1))
        slider.value = 1
        window.addSubview(slider)
        for frame in [CGRect(x: CGFloat.nan, y: 0, width: 3, height: 1), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
                      CGRect(x: 0, y: 1, width: 1e300, height: CGFloat.nan)] {
            let label = UILabel(frame: frame)
            label.text = "x"
            window.addSubview(label)
        }
        let lines = window.renderGrid().lines
        #expect(lines[0].hasSuffix("───────"), "the box's top edge, across the grid")
        #expect(lines[2] == "━━━━━━━━", "the slider's filled track, the thumb far to the right")
    }

    /// A flow layout whose items take no room (a zero width and spacing) counts a line's items
    /// as many as can be, and still lays out its items.
    @Test func aFlowLayoutOfEmptyItemsDoesNotDivideByZero() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 0, height: 1)
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 4), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(count: 5)
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(layout.itemsPerLine == Self.limit)
        #expect(collection.visibleCells.count == 0, "items no wide take no cells")
        layout.minimumInteritemSpacing = .nan
        collection.setNeedsLayout()
        #expect(layout.itemsPerLine == 1)
    }
}

/// A data source of `count` plain cells.
@MainActor
private final class CountingSource: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
