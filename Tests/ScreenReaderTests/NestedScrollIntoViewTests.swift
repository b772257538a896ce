import CellKit
import ScreenReader
import Testing

/// A view whose frame for VoiceOver is worked out by a getter of the app's own (here, its own
/// place on the screen): the screen reader cannot know what it follows, and reads it again.
@MainActor
private final class ComputedFrameView: UIView {
    override var accessibilityFrame: CGRect {
        get { screenRect(for: bounds) }
        set { super.accessibilityFrame = newValue }
    }
}

/// VoiceOver scrolls every scroll view around the element its cursor moves to, innermost first,
/// each as little as shows the element: deep nests scroll each one as UIKit's
/// `scrollRectToVisible(_:animated:)` would, given the element's frame as it is at that scroll.
@MainActor
@Suite("Scroll views inside scroll views, scrolled into view")
struct NestedScrollIntoViewTests: ReaderSuite {
    let fixture = ReaderFixture()

    /// How the element in each scroll view gives its frame.
    enum Kind: CaseIterable, CustomStringConvertible {
        /// A view: its frame follows it.
        case view
        /// A view whose `accessibilityFrame` was set on the screen: it stays there.
        case frameSetOnScreen
        /// A `UIAccessibilityElement` placed in its container view's space.
        case elementInContainerSpace
        /// A view of the app's class that works its frame out itself.
        case computedFrame

        var description: String {
            switch self {
            case .view: "a view"
            case .frameSetOnScreen: "a frame set on the screen"
            case .elementInContainerSpace: "an element in its container's space"
            case .computedFrame: "a frame the app works out"
            }
        }
    }

    /// `depth` scroll views, each inside the one before, 10×5 cells at (1, 1) in the one around
    /// it, with content 24×12 and an element (labelled "E" and its level) somewhere in it that
    /// may lie outside what it shows. Returns the scroll views, outermost first, and the
    /// elements by label.
    private func nest(depth: Int, kind: Kind, in root: UIView) -> ([UIScrollView], [String: UIResponder]) {
        var scrollViews: [UIScrollView] = []
        var elements: [String: UIResponder] = [:]
        var around = root
        for level in 0..<depth {
            let scrollView = UIScrollView(frame: CGRect(x: 1, y: level == 0 ? 2 : 1, width: 10, height: 5))
            scrollView.contentSize = CGSize(width: 24, height: 12)
            around.addSubview(scrollView)
            let rect = CGRect(x: (level * 5) % 18, y: 3 + (level * 3) % 8, width: 4, height: 1)
            let label = "E\(level)"
            switch kind {
            case .view, .frameSetOnScreen:
                let view = labelledView(label, frame: rect)
                scrollView.addSubview(view)
                elements[label] = view
            case .computedFrame:
                let view = ComputedFrameView(frame: rect)
                view.isAccessibilityElement = true
                view.accessibilityLabel = label
                scrollView.addSubview(view)
                elements[label] = view
            case .elementInContainerSpace:
                let holder = UIView(frame: rect.insetBy(dx: -1, dy: 0))
                let element = UIAccessibilityElement(accessibilityContainer: holder)
                element.accessibilityLabel = label
                element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 0, width: 4, height: 1)
                holder.accessibilityElements = [element]
                scrollView.addSubview(holder)
                elements[label] = element
            }
            scrollViews.append(scrollView)
            around = scrollView
        }
        if kind == .frameSetOnScreen {
            for case let view as UIView in elements.values { view.accessibilityFrame = view.screenRect(for: view.bounds) }
        }
        return (scrollViews, elements)
    }

    /// What UIKit's scrolling gives, step by step: each scroll view around the element, innermost
    /// first, scrolled by `scrollRectToVisible(_:animated:)` to the element's frame read then.
    private func scrollAsUIKit(_ object: UIResponder) {
        let element = AccessibleElement(object)
        for scrollView in element.enclosingScrollViews {
            let frame = element.frame
            scrollView.scrollRectToVisible(CGRect(origin: scrollView.pointFromScreen(frame.origin), size: frame.size),
                                           animated: false)
        }
    }

    @Test(arguments: Kind.allCases)
    func eachMoveScrollsEveryScrollViewAroundTheElementAsUIKitWould(kind: Kind) {
        let depth = 40
        let (scrollViews, _) = nest(depth: depth, kind: kind, in: window)
        // The same nest, off the screen reader's screen, scrolled the way UIKit would.
        let twin = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let (twinScrollViews, twinElements) = nest(depth: depth, kind: kind, in: twin)
        reader.start()
        var visited: Set<String> = []
        for _ in 0...depth {
            guard let label = reader.focusedElement?.label, let twinElement = twinElements[label] else { break }
            visited.insert(label)
            scrollAsUIKit(twinElement)
            #expect(scrollViews.map(\.contentOffset) == twinScrollViews.map(\.contentOffset), "on \(label), \(kind)")
            #expect(scrollViews.contains { $0.contentOffset != .zero } || label == "E0", "the nest scrolled")
            _ = reader.perform(.swipeRight)
        }
        #expect(visited.count == depth, "every element was visited")
    }

    /// 1,000 scroll views, each inside the one before and filling it, with an element in the
    /// deepest below what it shows: moving there scrolls the deepest as little as shows it, and
    /// no other (each shows the deepest whole).
    @Test func aThousandNestedScrollViewsAreEachScrolledAsUIKitWould() {
        var around: UIView = window
        var scrollViews: [UIScrollView] = []
        for _ in 0..<1_000 {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
            scrollView.contentSize = CGSize(width: 20, height: 10)
            around.addSubview(scrollView)
            scrollViews.append(scrollView)
            around = scrollView
        }
        around.addSubview(labelledView("Deep", frame: CGRect(x: 0, y: 8, width: 5, height: 1)))
        reader.start()
        #expect(reader.focusedElement?.label == "Deep")
        // Rows 4 to 8 of the deepest's content show, its label on the last of them.
        #expect(scrollViews.last?.contentOffset == CGPoint(x: 0, y: 4))
        #expect(scrollViews.dropLast().allSatisfy { $0.contentOffset == .zero })
        #expect(reader.focusedElement?.frame == CGRect(x: 0, y: 4, width: 5, height: 1))
    }
}
