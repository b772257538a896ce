import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Values Swift code may hand the new controls and Auto Layout that no scene file can (scene
/// numbers are range-checked where they are read): layout and drawing must finish with frames
/// a screen reader can use, and must not trap.
@MainActor
@Suite("Hostile values in controls and constraints", .cellsScreen)
struct HostileControlInputTests {
    private func framesAfterDrawing(_ window: UIWindow) -> [CGRect] {
        window.layoutIfNeeded()
        _ = window.renderGrid()
        var frames: [CGRect] = []
        func walk(_ view: UIView) {
            frames.append(view.frame)
            view.subviews.forEach(walk)
        }
        walk(window)
        return frames
    }

    // No time limit: a main-actor test waits for the main actor while the rest of the suite runs,
    // so a limit measured the suite, not this test (it failed at 60 s in a 90 s run). A hang here
    // would still hang the run, which CI's own limit ends.
    @Test("a page control with a billion pages, far wider than the screen, is drawn and read at once")
    func hugePageControl() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 3))
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1))
        control.numberOfPages = 1_000_000_000
        window.addSubview(control)
        _ = window.renderGrid()
        #expect(control.accessibilityValue?.contains("1000000000") == true)
        control.accessibilityIncrement()
        #expect(control.currentPage == 1)
    }

    @Test("constraints with NaN, infinite or enormous constants and multipliers lay out without trapping",
          arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude])
    func hostileConstants(_ value: Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let first = UILabel()
        let second = UILabel()
        first.text = "First"
        second.text = "Second"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: value),
            first.topAnchor.constraint(equalTo: window.topAnchor, constant: value),
            first.widthAnchor.constraint(equalToConstant: value),
            second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: value),
            second.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: value, constant: value),
            second.centerXAnchor.constraint(equalTo: first.centerXAnchor, constant: value),
            second.firstBaselineAnchor.constraint(equalTo: first.lastBaselineAnchor, constant: value),
        ])
        let frames = framesAfterDrawing(window)
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
                "a frame that is not finite would put an element nowhere a finger can reach")
    }

    @Test("constraints that feed each other (a cycle of multipliers, each before the other) settle")
    func cycles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let first = UILabel()
        let second = UILabel()
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        NSLayoutConstraint.activate([
            first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 2),
            second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 2),
            first.heightAnchor.constraint(equalTo: second.heightAnchor, multiplier: 1e12),
            second.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: 1e12, constant: 1),
            first.leadingAnchor.constraint(greaterThanOrEqualTo: second.trailingAnchor),
            second.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor),
        ])
        let frames = framesAfterDrawing(window)
        #expect(!frames.contains { $0.width.isNaN || $0.height.isNaN })
    }

    @Test("a stack view with NaN and infinite spacing in an infinite frame lays out and draws")
    func hostileStack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
        stack.spacing = .nan
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.frame = CGRect(x: 0, y: 0, width: 1e300, height: CGFloat.infinity)
        window.addSubview(stack)
        _ = framesAfterDrawing(window)
        stack.setCustomSpacing(.infinity, after: stack.arrangedSubviews[0])
        stack.spacing = -1e300
        #expect(framesAfterDrawing(window).count == 4)
    }

    @Test("a stepper given NaN bounds and values keeps a number VoiceOver can say")
    func stepperNaN() {
        let stepper = UIStepper()
        stepper.minimumValue = .nan
        stepper.value = .nan
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1, "UIKit takes only a step above 0")
        stepper.value = .infinity
        #expect(!stepper.value.isNaN)
    }

    @Test("transforms and snapshots of NaN and enormous sizes finish")
    func hostileTransforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        label.text = "x"
        window.addSubview(label)
        label.transform = CGAffineTransform(scaleX: .nan, y: 1e300)
        _ = framesAfterDrawing(window)
        label.transform = CGAffineTransform(rotationAngle: .infinity)
        label.center = CGPoint(x: CGFloat.nan, y: .infinity)
        _ = framesAfterDrawing(window)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 1e300))
        let image = renderer.image { context in label.layer.render(in: context.cgContext) }
        #expect(image.size.width >= 1)
        #expect(label.snapshotView(afterScreenUpdates: true) != nil)
    }
}
