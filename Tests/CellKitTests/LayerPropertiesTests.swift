import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Core Animation's corner, mask and shadow properties as UIKit code sets them on a view's layer.
@MainActor
@Suite("Layer corners, masks and shadows", .cellsScreen)
struct LayerPropertiesTests {
    @Test("corner radius and shadow properties keep Core Animation's defaults and what is set")
    func keptProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.shadowColor == nil && view.layer.shadowOpacity == 0)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3) && view.layer.shadowRadius == 3)
        view.layer.cornerRadius = 8
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.5
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 4
        #expect(view.layer.cornerRadius == 8 && view.layer.shadowOpacity == 0.5 && view.layer.shadowRadius == 4)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: 2) && view.layer.shadowColor != nil)
    }

    @Test("a layer asked for late has the view's frame and alpha, and follows the frame after")
    func layerMadeLateFollowsTheView() {
        let view = UIView(frame: CGRect(x: 2, y: 1, width: 4, height: 2))
        view.frame = CGRect(x: 3, y: 2, width: 6, height: 3)
        view.alpha = 0.5
        view.clipsToBounds = true
        #expect(view.layer.frame == CGRect(x: 3, y: 2, width: 6, height: 3))
        #expect(view.layer.opacity == 0.5 && view.layer.masksToBounds)
        view.center = CGPoint(x: 10, y: 10)
        #expect(view.layer.frame == view.frame)
        #expect(view.layer === view.layer)
    }

    @Test("a border and a background colour set on a layer asked for late are drawn")
    func layerMadeLateIsDrawn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
        window.addSubview(box)
        #expect(window.renderGrid().lines[0].trimmingCharacters(in: .whitespaces).isEmpty)
        box.layer.borderWidth = 1
        #expect(window.renderGrid().lines[0].hasPrefix("┌────┐"))
    }

    @Test("a view's layer's masksToBounds is its clipsToBounds: one property, set from either side")
    func masksToBoundsIsClipsToBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
    }

    @Test("masking a view's layer cuts off a subview that sticks out, as clipsToBounds does")
    func maskingClipsSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        label.text = "Overflowing"
        box.addSubview(label)
        window.addSubview(box)
        #expect(window.renderGrid().lines[0].hasPrefix("Overflowi"))
        box.layer.masksToBounds = true
        #expect(window.renderGrid().lines[0].trimmingCharacters(in: .whitespaces) == "Over")
    }

    @Test("a sublayer masking its bounds cuts off its own sublayers")
    func sublayerMasks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let outer = CALayer()
        outer.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        let inner = CALayer()
        inner.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
        inner.backgroundColor = UIColor.red.cgColor
        outer.addSublayer(inner)
        window.layer.addSublayer(outer)
        #expect(window.renderGrid().lines[0].hasPrefix("██████"))
        outer.masksToBounds = true
        #expect(window.renderGrid().lines[0].trimmingCharacters(in: .whitespaces) == "██")
    }
}
