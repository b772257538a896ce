import CellKit
import ScreenReader
import Testing
import RotorTestSupport

@MainActor
@Suite("What VoiceOver sees, in its order", .cellsScreen)
struct ElementOrderTests: ReaderSuite {
    let fixture = ReaderFixture()

    func labels() -> [String] {
        ElementCollector().elements(in: [window]).map(\.label)
    }

    @Test func topToBottomThenLeadingToTrailingWithARowTolerance() {
        window.addSubview(labelledView("D", frame: CGRect(x: 0, y: 10, width: 5, height: 1)))
        window.addSubview(labelledView("B", frame: CGRect(x: 20, y: 2, width: 5, height: 1)))
        window.addSubview(labelledView("C", frame: CGRect(x: 0, y: 3, width: 5, height: 1)))
        window.addSubview(labelledView("A", frame: CGRect(x: 0, y: 2.5, width: 5, height: 1)))
        // As VoiceOver on an iPhone (8 points of a 20-point line): a top half a row lower is read
        // after the row, not in it.
        #expect(labels() == ["B", "A", "C", "D"], "tops half a row apart are two rows")
        window.addSubview(labelledView("E", frame: CGRect(x: 10, y: 10.25, width: 5, height: 1)))
        #expect(labels() == ["B", "A", "C", "D", "E"], "tops a quarter of a row apart are one row")
    }

    @Test func aPlainViewsChildrenAreOrderedWithTheirNeighbours() {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        left.addSubview(labelledView("L1", frame: CGRect(x: 0, y: 0, width: 5, height: 1)))
        left.addSubview(labelledView("L2", frame: CGRect(x: 0, y: 15, width: 5, height: 1)))
        window.addSubview(left)
        window.addSubview(labelledView("R", frame: CGRect(x: 30, y: 5, width: 5, height: 1)))
        #expect(labels() == ["L1", "R", "L2"])
    }

    @Test func givenAccessibilityElementsKeepTheirOrderAndFrames() {
        let container = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        let second = UIAccessibilityElement(accessibilityContainer: container)
        second.accessibilityLabel = "second"
        second.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 2, height: 2)
        let first = UIAccessibilityElement(accessibilityContainer: container)
        first.accessibilityLabel = "first"
        first.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 2, height: 2)
        container.accessibilityElements = [first, second]
        window.addSubview(container)
        #expect(labels() == ["first", "second"])
        #expect(first.accessibilityFrame == CGRect(x: 15, y: 10, width: 2, height: 2))
    }

    @Test func hiddenTransparentAndHiddenElementsAreLeftOut() {
        let hidden = labelledView("hidden", frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        hidden.isHidden = true
        let faint = labelledView("faint", frame: CGRect(x: 0, y: 2, width: 5, height: 1))
        faint.alpha = 0.01
        let group = UIView(frame: CGRect(x: 0, y: 4, width: 10, height: 3))
        group.accessibilityElementsHidden = true
        group.addSubview(labelledView("in hidden group", frame: CGRect(x: 0, y: 0, width: 5, height: 1)))
        window.addSubview(hidden)
        window.addSubview(faint)
        window.addSubview(group)
        window.addSubview(labelledView("shown", frame: CGRect(x: 0, y: 8, width: 5, height: 1)))
        #expect(labels() == ["shown"])
    }

    @Test func aModalViewHidesItsSiblings() {
        window.addSubview(labelledView("behind", frame: CGRect(x: 0, y: 0, width: 5, height: 1)))
        let alert = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 5))
        alert.accessibilityViewIsModal = true
        alert.addSubview(labelledView("OK", frame: CGRect(x: 1, y: 1, width: 4, height: 1)))
        window.addSubview(alert)
        #expect(labels() == ["OK"])
    }
}
