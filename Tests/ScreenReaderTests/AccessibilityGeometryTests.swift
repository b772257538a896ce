import CellKit
@testable import ScreenReader
import Testing
import RotorTestSupport

/// An element's own geometry, set apart from its view's frame, as UIKit lets an app set it:
/// `accessibilityFrame` (VoiceOver orders and outlines by it), `accessibilityPath` (the cursor
/// goes around it; the order reads it only when the frame is empty) and
/// `accessibilityActivationPoint` anywhere (a double tap touches there).
@MainActor
@Suite("Accessibility frames, paths and activation points", .cellsScreen)
struct AccessibilityGeometryTests: ReaderSuite {
    let fixture = ReaderFixture()

    @Test("a view's accessibilityFrame, once set, stays where it was set when the view moves, as in UIKit")
    func aSetFrameStays() {
        let view = labelledView("Badge", frame: CGRect(x: 2, y: 2, width: 4, height: 1))
        window.addSubview(view)
        #expect(view.accessibilityFrame == CGRect(x: 2, y: 2, width: 4, height: 1), "the view's frame on the screen")
        view.accessibilityFrame = CGRect(x: 10, y: 6, width: 3, height: 1)
        view.frame.origin = CGPoint(x: 0, y: 0)
        #expect(view.accessibilityFrame == CGRect(x: 10, y: 6, width: 3, height: 1))
        #expect(view.accessibilityPath == nil)
    }

    @Test("VoiceOver orders by the accessibilityFrame the app set, not the view's frame")
    func theOrderFollowsTheSetFrame() {
        let first = labelledView("First", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let second = labelledView("Second", frame: CGRect(x: 0, y: 3, width: 10, height: 1))
        window.addSubview(first)
        window.addSubview(second)
        reader.start()
        #expect(reader.focusedElement?.label == "First")
        first.accessibilityFrame = CGRect(x: 0, y: 6, width: 10, height: 1)
        reader.start()
        #expect(reader.focusedElement?.label == "Second", "First now says it is below Second")
        #expect(reader.perform(.swipeRight).map(\.text) == ["First"])
    }

    @Test("the cursor goes around the accessibilityPath; the order reads the path only when the frame is empty")
    func thePathOutlinesTheElement() throws {
        let ring = labelledView("Ring", frame: CGRect(x: 0, y: 4, width: 10, height: 2))
        window.addSubview(ring)
        window.addSubview(labelledView("Top", frame: CGRect(x: 0, y: 2, width: 10, height: 1)))
        ring.accessibilityPath = UIBezierPath(ovalIn: CGRect(x: 1, y: 0, width: 6, height: 1))
        reader.start()
        #expect(reader.focusedElement?.label == "Top", "the frame, not the path at the top, orders the ring")
        reader.perform(.swipeRight)
        let focused = try #require(reader.focusedElement)
        #expect(focused.outline == CGRect(x: 1, y: 0, width: 6, height: 1))
        #expect(focused.frame == CGRect(x: 0, y: 4, width: 10, height: 2))
        ring.accessibilityFrame = .zero
        reader.start()
        #expect(reader.focusedElement?.label == "Ring", "with no frame, the path's bounds place it first")
    }

    @Test("a double tap touches the activation point, even outside the element")
    func theActivationPointMayBeOutside() {
        let caption = labelledView("Volume", frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        let control = UIButton(frame: CGRect(x: 10, y: 0, width: 6, height: 1))
        control.isAccessibilityElement = false
        var taps = 0
        control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(caption)
        window.addSubview(control)
        caption.accessibilityActivationPoint = CGPoint(x: 12, y: 0.5)
        reader.start()
        reader.perform(.doubleTap)
        #expect(taps == 1, "the tap lands on the control beside the caption")
    }
}
