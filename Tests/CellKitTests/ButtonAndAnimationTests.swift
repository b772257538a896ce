import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Buttons made and titled as UIKit code does, and block animations, which cells run at once.
@MainActor
@Suite("Buttons by type, title colours, and animations run at once", .cellsScreen)
struct ButtonAndAnimationTests {
    @Test("UIButton(type:) makes a button of that type with a zero frame; titles and colours fall back to normal's")
    func buttonsByType() throws {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system && button.frame == .zero)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        button.setTitle("Add", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        #expect(button.title(for: .highlighted) == "Add")
        #expect(button.titleColor(for: .selected) == .red)
        #expect(button.accessibilityLabel == "Add")
        button.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        window.addSubview(button)
        let grid = window.renderGrid()
        #expect(grid.lines[0].contains("[ Add ]"))
        let a = try #require(grid[3, 0])
        #expect(a.character == "A" && a.style.foreground == UIColor.red.cellColor)
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
    }

    @Test("on a screen, animate makes the changes at once and runs the completion when the delay and duration have passed on its clock")
    func animationCompletesOnTheScreensClock() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        window.addSubview(label)
        let finger = Finger(windows: [window])
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 1, options: [], animations: { label.alpha = 0.2 },
                       completion: { finished.append($0) })
        #expect(label.alpha == 0.2, "VoiceOver finds the final value at once")
        finger.clock.advance(by: 1)
        #expect(finished.isEmpty, "the animation is still running")
        finger.clock.advance(by: 0.5)
        #expect(finished == [true])
    }

    @Test("off any screen, animate runs the changes at once and then the completion with true, in every form")
    func animationsRunAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { view.center = CGPoint(x: 10, y: 5) }) { finished.append($0) }
        #expect(view.frame.origin == CGPoint(x: 8, y: 4.5))
        UIView.animate(withDuration: 1, delay: 2, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { view.isHidden = true }, completion: { finished.append($0) })
        #expect(view.isHidden)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                       animations: { view.isHidden = false }, completion: nil)
        #expect(!view.isHidden)
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve,
                          animations: { view.backgroundColor = .red }, completion: { finished.append($0) })
        #expect(finished == [true, true, true])
    }
}
