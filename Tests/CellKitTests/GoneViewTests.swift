import CellKit
import Testing
import RotorTestSupport

/// What UIKit holds weakly lets go of a view once the view is gone, and a view's subviews and
/// layer outlive it safely. CellKit holds these references without Swift's `weak`
/// (`ViewReference`), so each is checked here as an app would meet it.
@MainActor
@Suite("References to a view that has gone", .cellsScreen)
struct GoneViewTests {
    /// Makes a view inside a window, lets `keep` take what outlives it, then lets the view go.
    private func withGoneView<Kept>(_ keep: (UIView, UIWindow) -> Kept) -> (kept: Kept, window: UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        var view: UIView? = UIView(frame: CGRect(x: 1, y: 1, width: 8, height: 2))
        guard let made = view else { return (keep(UIView(), window), window) }
        window.addSubview(made)
        let kept = keep(made, window)
        made.removeFromSuperview()
        view = nil
        return (kept, window)
    }

    @Test func aDescriptorWhoseViewHasGoneHasNoView() {
        let (descriptor, _) = withGoneView { view, _ in UIAccessibilityLocationDescriptor(name: "Drag row", view: view) }
        #expect(descriptor.view == nil)
        #expect(descriptor.name == "Drag row")
    }

    @Test func aDescriptorWhileItsViewLivesNamesIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        let descriptor = UIAccessibilityLocationDescriptor(name: "Drop", point: CGPoint(x: 1, y: 1), in: view)
        #expect(descriptor.view === view)
    }

    @Test func anInteractionKeptByTheAppLosesItsViewWhenTheViewGoes() {
        let target = EmptyDropDelegate()
        let (interactions, _) = withGoneView { view, _ -> (UIDragInteraction, UIDropInteraction) in
            let drag = UIDragInteraction(delegate: EmptyDragDelegate.shared)
            let drop = UIDropInteraction(delegate: target)
            view.addInteraction(drag)
            view.addInteraction(drop)
            #expect(drag.view === view && drop.view === view)
            return (drag, drop)
        }
        #expect(interactions.0.view == nil)
        #expect(interactions.1.view == nil)
    }

    @Test func aSubviewOutlivingItsSuperviewHasNoSuperviewAndCanMove() {
        let (child, window) = withGoneView { view, _ -> UILabel in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
            label.text = "Row"
            view.addSubview(label)
            #expect(label.window != nil)
            return label
        }
        #expect(child.superview == nil)
        #expect(child.window == nil)
        window.addSubview(child)
        #expect(child.superview === window)
        #expect(child.window === window)
        #expect(window.renderGrid().lines[0].hasPrefix("Row"))
    }

    @Test func aLayerOutlivingItsViewTakesSublayers() {
        let (layer, _) = withGoneView { view, _ in view.layer }
        let sublayer = CALayer(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        layer.addSublayer(sublayer)
        #expect(layer.sublayers?.count == 1)
        sublayer.removeFromSuperlayer()
        #expect(layer.sublayers?.isEmpty ?? true)
    }

    @Test func aRemovedViewsKeptWalkForgetsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let row = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
        do {
            let table = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
            table.addSubview(row)
            window.addSubview(table)
            #expect(row.window === window)
            table.removeFromSuperview()
        }
        #expect(row.window == nil)
        #expect(row.superview == nil)
    }
}

/// A drag delegate that offers nothing: the interactions above only need one to exist.
@MainActor
private final class EmptyDragDelegate: UIDragInteractionDelegate {
    static let shared = EmptyDragDelegate()
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] { [] }
}

/// A drop delegate that takes nothing.
@MainActor
private final class EmptyDropDelegate: UIDropInteractionDelegate {}
