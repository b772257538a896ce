import CellKit
import Testing
import RotorTestSupport

@MainActor
@Suite("Hit testing by UIKit's rules", .cellsScreen)
struct HitTestingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let front = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))

    init() {
        window.addSubview(back)
        window.addSubview(front)
    }

    @Test func frontMostSubviewWins() {
        #expect(window.hitTest(CGPoint(x: 6, y: 6), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 1, y: 1), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 35, y: 18), with: nil) === window)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 6, y: 6), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 6, y: 6), with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 6, y: 6), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 6, y: 6), with: nil) === back)
    }

    @Test func aSubviewStickingOutOfItsSuperviewIsNotHitOutsideIt() {
        let child = UIView(frame: CGRect(x: 15, y: 0, width: 10, height: 3))
        back.addSubview(child)
        #expect(window.hitTest(CGPoint(x: 16, y: 1), with: nil) === child)
        // (22, 1) is inside the child's frame but outside `back`, and `front` does not reach there.
        #expect(window.hitTest(CGPoint(x: 22, y: 1), with: nil) === window)
    }

    @Test func convertingPointsBetweenViewsAndTheScreen() {
        let inner = UIView(frame: CGRect(x: 2, y: 3, width: 5, height: 5))
        front.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 8, y: 9))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: back) == CGPoint(x: 8, y: 9))
        #expect(back.convert(CGPoint(x: 8, y: 9), to: inner) == CGPoint(x: 1, y: 1))
        window.frame.origin = CGPoint(x: 40, y: 0)
        #expect(inner.screenPoint(for: .zero) == CGPoint(x: 47, y: 8))
        #expect(inner.pointFromScreen(CGPoint(x: 47, y: 8)) == .zero)
    }
}
