import CellKit
import Foundation
import Testing
import RotorTestSupport

/// `CGAffineTransform` (Linux Foundation has none) and `UIView.transform` as UIKit documents them.
@MainActor
@Suite("Transforms", .cellsScreen)
struct TransformTests {
    @Test("the matrix forms agree with Core Graphics: translation, scale, rotation, concatenation, inversion")
    func matrices() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: -1))
        #expect(moved == CGPoint(x: 4, y: 1))
        let scaled = CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 2, y: 0.5))
        #expect(scaled == CGPoint(x: 4, y: 1.5))
        // A quarter turn takes +x to +y (clockwise on a screen).
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
        // scaledBy applies the scale first, then the translation.
        let both = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(both) == CGPoint(x: 12, y: 2))
        let then = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(then == both)
        #expect(CGPoint(x: 1, y: 1).applying(both).applying(both.inverted()) == CGPoint(x: 1, y: 1))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat, "a transform that cannot be inverted comes back unchanged")
        #expect(CGAffineTransform(translationX: 1, y: 1).translatedBy(x: 2, y: 0).rotated(by: 0).tx == 3)
    }

    @Test("a translation moves the frame, the drawn cells and the touches; bounds and center stay")
    func translationMovesCells() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        label.text = "Drag"
        label.isUserInteractionEnabled = true
        window.addSubview(label)
        label.transform = CGAffineTransform(translationX: 6, y: 2)
        #expect(label.frame == CGRect(x: 6, y: 2, width: 4, height: 1))
        #expect(label.bounds == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(label.center == CGPoint(x: 2, y: 0.5))
        let context = CellContext(grid: CellGrid(width: 20, height: 4))
        window.render(in: context)
        #expect(context.grid.lines[2].hasPrefix("      Drag"))
        #expect(window.hitTest(CGPoint(x: 7, y: 2), with: nil) === label)
        label.transform = .identity
        #expect(label.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(window.hitTest(CGPoint(x: 7, y: 2), with: nil) === window)
    }

    @Test("a scale about the centre grows the frame; a quarter turn swaps its sides; setting frame moves the centre")
    func scaleAndRotationReportedInTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 4))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 5, y: 8, width: 20, height: 8))
        #expect(view.center == CGPoint(x: 15, y: 12))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 4) < 1e-9 && abs(view.frame.height - 10) < 1e-9)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 10)
        #expect(view.center == CGPoint(x: 2, y: 5), "the centre moved; the size is the view's own")
        #expect(view.bounds.size == CGSize(width: 10, height: 4))
    }
}
