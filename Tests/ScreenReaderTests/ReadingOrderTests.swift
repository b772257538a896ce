import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// Elements under plain views are ordered together by place; containers keep theirs together,
/// placed where their first element is; scroll views where they are.
@MainActor
@Suite("Reading order", .cellsScreen)
struct ReadingOrderTests: ReaderSuite {
    let fixture = ReaderFixture(height: 30)

    private func labels() -> [String] {
        ElementCollector().elements(in: [window]).map(\.label)
    }

    /// A plain view holding labels at the given tops, at `x`.
    private func column(_ names: [String], x: CGFloat, tops: [CGFloat], in superview: UIView? = nil) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: 0, width: 20, height: 20))
        for (name, top) in zip(names, tops) {
            view.addSubview(labelledView(name, frame: CGRect(x: 0, y: top, width: 10, height: 1)))
        }
        (superview ?? window).addSubview(view)
        return view
    }

    @Test func twoColumnsOfPlainViewsAreReadRowByRow() {
        _ = column(["Name", "Email", "Phone"], x: 0, tops: [0, 2, 4])
        _ = column(["Jane", "jane@example.com", "555 0100"], x: 20, tops: [0, 2, 4])
        #expect(labels() == ["Name", "Jane", "Email", "jane@example.com", "Phone", "555 0100"])
        reader.start()
        #expect(reader.perform(.swipeRight).map(\.text) == ["Jane"])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Email"])
    }

    @Test func plainViewsNestedDeeplyAreOrderedWithEverythingAroundThem() {
        let outer = UIView(frame: CGRect(x: 2, y: 1, width: 40, height: 20))
        let inner = UIView(frame: CGRect(x: 3, y: 2, width: 30, height: 10))
        inner.addSubview(labelledView("inner, row 6", frame: CGRect(x: 0, y: 3, width: 5, height: 1)))
        outer.addSubview(inner)
        outer.addSubview(labelledView("outer, row 4", frame: CGRect(x: 30, y: 3, width: 5, height: 1)))
        window.addSubview(outer)
        window.addSubview(labelledView("window, row 6", frame: CGRect(x: 50, y: 6, width: 5, height: 1)))
        window.addSubview(labelledView("window, row 5", frame: CGRect(x: 0, y: 5, width: 5, height: 1)))
        #expect(labels() == ["outer, row 4", "window, row 5", "inner, row 6", "window, row 6"])
    }

    @Test func rowsAreFoundInWindowCoordinatesWhateverTheBoundsOfTheViewsBetween() {
        let shifted = UIView(frame: CGRect(x: 0, y: 5, width: 20, height: 10))
        shifted.bounds.origin = CGPoint(x: 0, y: 3)
        // At row 4 of the view's content, which is drawn at row 5 + 4 − 3 = 6 of the window.
        shifted.addSubview(labelledView("B", frame: CGRect(x: 0, y: 4, width: 5, height: 1)))
        window.addSubview(shifted)
        window.addSubview(labelledView("A", frame: CGRect(x: 30, y: 5, width: 5, height: 1)))
        window.addSubview(labelledView("C", frame: CGRect(x: 30, y: 6, width: 5, height: 1)))
        #expect(labels() == ["A", "B", "C"])
    }

    @Test func aListKeepsItsElementsTogetherPlacedWhereItsFirstElementIs() {
        let list = column(["Inbox", "Sent"], x: 0, tops: [3, 9])
        list.accessibilityContainerType = .list
        window.addSubview(labelledView("Above", frame: CGRect(x: 30, y: 1, width: 5, height: 1)))
        window.addSubview(labelledView("Beside", frame: CGRect(x: 30, y: 5, width: 5, height: 1)))
        #expect(labels() == ["Above", "Inbox", "Sent", "Beside"])
    }

    @Test func everyKindOfSemanticContainerKeepsItsElementsTogether() {
        for kind in [UIAccessibilityContainerType.list, .landmark, .semanticGroup, .dataTable] {
            window.subviews.forEach { $0.removeFromSuperview() }
            column(["A1", "A2"], x: 0, tops: [0, 4]).accessibilityContainerType = kind
            _ = column(["B1"], x: 20, tops: [2])
            #expect(labels() == ["A1", "A2", "B1"], "\(kind)")
        }
    }

    @Test func twoListsSideBySideAreReadOneAfterTheOther() {
        column(["Left 1", "Left 2"], x: 0, tops: [0, 2]).accessibilityContainerType = .list
        column(["Right 1", "Right 2"], x: 20, tops: [0, 2]).accessibilityContainerType = .list
        #expect(labels() == ["Left 1", "Left 2", "Right 1", "Right 2"])
    }

    @Test func aContainersPlainSubviewsAreOrderedTogetherWithinIt() {
        let landmark = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        landmark.accessibilityContainerType = .landmark
        _ = column(["Name", "Email"], x: 0, tops: [1, 3], in: landmark)
        _ = column(["Jane", "jane@example.com"], x: 20, tops: [1, 3], in: landmark)
        window.addSubview(landmark)
        window.addSubview(labelledView("After", frame: CGRect(x: 50, y: 2, width: 5, height: 1)))
        #expect(labels() == ["Name", "Jane", "Email", "jane@example.com", "After"])
    }

    /// AccessibilitySnapshot's "container in element stack": a container listing a lower
    /// element first and a higher one second is read, in its listed order, where its higher
    /// element is, between the stack's elements.
    @Test func aViewThatListsItsElementsIsPlacedWhereItsTopElementIsWhateverItListsFirst() {
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 12))
        let tall = UIAccessibilityElement(accessibilityContainer: chart)
        tall.accessibilityLabel = "Tall bar"
        tall.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 2, width: 2, height: 10)
        let short = UIAccessibilityElement(accessibilityContainer: chart)
        short.accessibilityLabel = "Short bar"
        short.accessibilityFrameInContainerSpace = CGRect(x: 2, y: 8, width: 2, height: 4)
        chart.accessibilityElements = [short, tall]
        window.addSubview(chart)
        window.addSubview(labelledView("Card", frame: CGRect(x: 30, y: 3, width: 10, height: 5)))
        window.addSubview(labelledView("Title", frame: CGRect(x: 30, y: 0, width: 10, height: 1)))
        // Listed short first, but placed by the tall bar's top (row 2): after the title, before the card.
        #expect(labels() == ["Title", "Short bar", "Tall bar", "Card"])
        chart.accessibilityElements = [tall, short]
        #expect(labels() == ["Title", "Tall bar", "Short bar", "Card"])
    }

    /// Not by the listing view's own frame: a chart whose frame starts above everything is still
    /// read where its bars are (the talk's scene opens on the card beside its graph).
    @Test func aListingViewIsNotPlacedByItsOwnFrame() {
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 12))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Bar"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 2, y: 5, width: 2, height: 4)
        chart.accessibilityElements = [bar]
        window.addSubview(chart)
        window.addSubview(labelledView("Card", frame: CGRect(x: 30, y: 1, width: 10, height: 5)))
        #expect(labels() == ["Card", "Bar"])
    }

    /// Inside a view with the tab-bar trait, a tab that lists its own elements is placed by its
    /// own frame, as a tab is [3p: AccessibilitySnapshot].
    @Test func aListingTabInsideATabBarTraitViewIsPlacedByItsOwnFrame() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        bar.accessibilityTraits = .tabBar
        let nested = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 4))
        let inner = UIAccessibilityElement(accessibilityContainer: nested)
        inner.accessibilityLabel = "Nested"
        inner.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 2, width: 5, height: 1)
        nested.accessibilityElements = [inner]
        bar.addSubview(labelledView("Plain", frame: CGRect(x: 0, y: 1, width: 10, height: 1)))
        bar.addSubview(nested)
        window.addSubview(bar)
        // Placed by its bar's top (row 0), the nested tab comes before the plain one at row 1.
        #expect(labels() == ["Nested", "Plain"])
        bar.accessibilityTraits = []
        bar.shouldGroupAccessibilityChildren = true
        #expect(labels() == ["Plain", "Nested"])
    }

    @Test func groupedChildrenStayTogether() {
        let group = column(["G1", "G2"], x: 0, tops: [0, 4])
        _ = column(["Other"], x: 20, tops: [2])
        #expect(labels() == ["G1", "Other", "G2"])
        group.shouldGroupAccessibilityChildren = true
        #expect(labels() == ["G1", "G2", "Other"])
    }

    @Test func aTabBarKeepsItsTabsTogether() {
        let bar = column(["First", "Second"], x: 0, tops: [0, 4])
        bar.accessibilityTraits = .tabBar
        _ = column(["Other"], x: 20, tops: [2])
        #expect(labels() == ["First", "Second", "Other"])
    }

    @Test func aScrollViewIsPlacedByItsFrameAndScrollingChangesNoOrder() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 2, width: 20, height: 5))
        scroll.contentSize = CGSize(width: 20, height: 30)
        for row in 0..<10 {
            scroll.addSubview(labelledView("Row \(row)", frame: CGRect(x: 0, y: CGFloat(row * 3), width: 10, height: 1)))
        }
        window.addSubview(scroll)
        window.addSubview(labelledView("Beside", frame: CGRect(x: 30, y: 4, width: 5, height: 1)))
        window.addSubview(labelledView("Above", frame: CGRect(x: 30, y: 0, width: 5, height: 1)))
        let expected = ["Above"] + (0..<10).map { "Row \($0)" } + ["Beside"]
        #expect(labels() == expected)
        reader.start()
        #expect(reader.elements.map(\.label) == expected)
        scroll.contentOffset = CGPoint(x: 0, y: 12)
        #expect(labels() == expected)
        #expect(reader.elements.map(\.label) == expected, "the kept walk agrees")
    }

    @Test func whatMovesIsReorderedByTheKeptWalkAsByAFreshOne() {
        _ = column(["Name", "Email"], x: 0, tops: [0, 2])
        let right = column(["Jane", "jane@example.com"], x: 20, tops: [0, 2])
        reader.start()
        #expect(reader.elements.map(\.label) == ["Name", "Jane", "Email", "jane@example.com"])
        right.frame.origin.y = 1
        #expect(reader.elements.map(\.label) == ["Name", "Jane", "Email", "jane@example.com"],
                "one row lower, each of its labels is still below its neighbour's top")
        right.frame.origin.y = 3
        #expect(reader.elements.map(\.label) == ["Name", "Email", "Jane", "jane@example.com"])
        #expect(reader.elements.map(\.label) == labels())
        right.subviews[1].frame.origin.y = -4
        #expect(reader.elements.map(\.label) == ["jane@example.com", "Name", "Email", "Jane"])
        #expect(reader.elements.map(\.label) == labels())
    }

    @Test func windowsSideBySideAreEachReadWhole() {
        let other = UIWindow(frame: CGRect(x: 60, y: 0, width: 40, height: 20))
        other.addSubview(labelledView("Other app", frame: CGRect(x: 0, y: 0, width: 5, height: 1)))
        _ = column(["Top", "Bottom"], x: 0, tops: [0, 10])
        #expect(ElementCollector().elements(in: [window, other]).map(\.label) == ["Top", "Bottom", "Other app"])
    }
}
