import CellKit
import ScreenReader
import Testing

/// Reading order on a device's screen, whose frames are points: VoiceOver's row tolerance is in
/// points (AccessibilitySnapshot measured 8 on an iPhone, 13 on an iPad), so a label half a point
/// lower than its neighbour is read in its row, and one a line lower starts the next. Written in
/// points: no `.cellsScreen`.
@MainActor
@Suite("Reading order in points")
struct PointsReadingOrderTests {
    private func labels(_ frames: [(String, CGRect)], in window: UIWindow) -> [String] {
        for (name, frame) in frames {
            let label = UILabel(frame: frame)
            label.text = name
            window.addSubview(label)
        }
        return ElementCollector().elements(in: [window]).map(\.label)
    }

    @Test("a label half a point lower is read in its row, leading to trailing")
    func halfAPointLowerStaysInItsRow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let order = labels([("Trailing", CGRect(x: 200, y: 100, width: 100, height: 22)),
                            ("Leading", CGRect(x: 16, y: 100.5, width: 100, height: 22))], in: window)
        #expect(order == ["Leading", "Trailing"])
    }

    @Test("a label a line lower starts the next row, wherever it is across")
    func aLineLowerStartsTheNextRow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let order = labels([("Below", CGRect(x: 16, y: 122, width: 100, height: 22)),
                            ("Above", CGRect(x: 200, y: 100, width: 100, height: 22))], in: window)
        #expect(order == ["Above", "Below"])
    }

    /// A group inside a plain view 12.6 points down, its labels 0.3 and 13.3 points down in it:
    /// 13 apart, the iPad's tolerance, so two rows. Placed on the screen and then back in the
    /// group (12.6 + 13.3 − 12.6, less 12.6 + 0.3 − 12.6), they were 12.999999999999998 apart,
    /// one row, and the lower label, leading, was read first. A group orders its labels where
    /// they are in it.
    @Test("a group orders its elements by where they are in it, whatever lies around it")
    func aGroupOrdersByItsOwnCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let plain = UIView(frame: CGRect(x: 0, y: 12.6, width: 393, height: 200))
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        group.shouldGroupAccessibilityChildren = true
        for (name, frame) in [("Upper trailing", CGRect(x: 50, y: 0.3, width: 100, height: 10)),
                              ("Lower leading", CGRect(x: 0, y: 13.3, width: 40, height: 10))] {
            let label = UILabel(frame: frame)
            label.text = name
            group.addSubview(label)
        }
        plain.addSubview(group)
        window.addSubview(plain)
        #expect(ElementCollector().elements(in: [window]).map(\.label) == ["Upper trailing", "Lower leading"])
    }

    @Test("the tolerance is VoiceOver's 8 points on an iPhone's screen and 13 on an iPad's, 0.4 of a row in cells")
    func toleranceByScreen() {
        let collector = ElementCollector()
        let pad = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(collector.rowTolerance(of: pad) == 13, "the default device is an iPad")
        pad.screen = UIScreen(size: CGSize(width: 40, height: 10), cellMetrics: .cells)
        #expect(collector.rowTolerance(of: pad) == 0.4)
    }
}
