import CellKit
import Foundation
import Testing
import RotorTestSupport

/// `UIViewPropertyAnimator` on the virtual clock, and controls made with a primary action.
@MainActor
@Suite("Property animators and primary actions", .cellsScreen)
struct PropertyAnimatorTests {
    @Test("the changes are made when the animation starts; the completions run with .end once the duration has passed")
    func animatorRunsOnTheClock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let finger = Finger(windows: [UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))])
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeOut) { view.alpha = 0.5 }
        animator.addAnimations { view.frame.origin.x = 6 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive && view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0.5 && view.frame.origin.x == 6, "VoiceOver reads the final values at once")
        #expect(animator.isRunning && animator.state == .active)
        finger.clock.advance(by: 1.5)
        #expect(ended.isEmpty)
        finger.clock.advance(by: 0.5)
        #expect(ended == [.end])
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 1)
    }

    @Test("stopping without finishing drops the completions; stopping then finishing runs them with the position given")
    func stopAndFinish() {
        let finger = Finger(windows: [UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))])
        var ended: [UIViewAnimatingPosition] = []
        let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear)
        dropped.addCompletion { ended.append($0) }
        dropped.startAnimation()
        dropped.stopAnimation(true)
        finger.clock.runUntilIdle()
        #expect(ended.isEmpty && dropped.state == .inactive)

        let stopped = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7)
        stopped.addCompletion { ended.append($0) }
        stopped.startAnimation()
        stopped.stopAnimation(false)
        #expect(stopped.state == .stopped)
        finger.clock.runUntilIdle()
        #expect(ended.isEmpty, "a stopped animation waits to be finished")
        stopped.finishAnimation(at: .current)
        #expect(ended == [.current])
    }

    @Test("runningPropertyAnimator waits for its delay, then makes its changes")
    func runningAnimatorWithDelay() {
        let finger = Finger(windows: [UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))])
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        var finished = false
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 1, animations: {
            label.text = "Moved"
        }, completion: { _ in finished = true })
        finger.clock.advance(by: 0.5)
        #expect(label.text == nil)
        finger.clock.advance(by: 0.5)
        #expect(label.text == "Moved" && !finished)
        finger.clock.runUntilIdle()
        #expect(finished)
    }

    @Test("an animator's completion waits on the clock of the screen whose views it changes, not the screen made last")
    func animatorFindsItsScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        window.addSubview(label)
        let source = Finger(windows: [window])
        // Another screen made after it, as a capture is made beside its source.
        let other = Finger(windows: [UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))])
        var finished = false
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: {
            label.text = "Moved"
        }, completion: { _ in finished = true })
        #expect(label.text == "Moved")
        other.clock.advance(by: 5)
        #expect(!finished, "the other screen's time is not this screen's")
        source.clock.advance(by: 1)
        #expect(finished)
    }

    @Test("a button made with a primary action shows its title and runs it when tapped")
    func buttonWithPrimaryAction() {
        var sent = 0
        let button = UIButton(primaryAction: UIAction(title: "Share", image: UIImage(systemName: "star")) { _ in sent += 1 })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Share")
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        window.addSubview(button)
        let finger = Finger(windows: [window])
        finger.tap(at: CGPoint(x: 2, y: 0))
        #expect(sent == 1)
        let plain = UIControl(frame: .zero, primaryAction: nil)
        #expect(plain.isAccessibilityElement)
    }
}
