@testable import CellKit
import Foundation
import Testing
import RotorTestSupport

/// Auto Layout's cost on large layouts, counted in the solver's pivots and row updates (never
/// in time): the engine's order and batching keep it linear. The solver on its own is tested in
/// LayoutSolverTests.
@MainActor
@Suite("Auto Layout's cost", .cellsScreen)
struct LayoutEngineCostTests {
    @Test("a thousand views in a chain, each pinned to the last, lay out with work that grows linearly")
    func thousandViewsChain() {
        func layOut(count: Int) -> (pivots: Int, substitutions: Int, last: CGRect) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            var previous: UIView = window
            var views: [UIView] = []
            for index in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let top = index == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor)
                    : view.topAnchor.constraint(equalTo: previous.bottomAnchor)
                NSLayoutConstraint.activate([
                    top,
                    view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                    view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
                    view.heightAnchor.constraint(equalToConstant: 1),
                ])
                previous = view
                views.append(view)
            }
            window.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: window)
            return (engine.pivotCount, engine.substitutionCount, views.last?.frame ?? .zero)
        }
        let small = layOut(count: 100), large = layOut(count: 1_000)
        #expect(large.last == CGRect(x: 1, y: 999, width: 78, height: 1))
        // Ten times the views: about ten times the work, far from the hundred times of a
        // quadratic solver.
        #expect(large.pivots <= max(10, small.pivots * 12))
        #expect(large.substitutions <= max(100, small.substitutions * 12))
    }

    @Test("a stack of labels lays out with pivots that grow linearly; changing one constant costs a few pivots")
    func labelsInAStack() {
        func layOut(count: Int) -> (engine: LayoutEngine, top: NSLayoutConstraint, stack: UIStackView, window: UIWindow) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            let stack = UIStackView(arrangedSubviews: (0..<count).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            })
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            let top = stack.topAnchor.constraint(equalTo: window.topAnchor)
            NSLayoutConstraint.activate([top, stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
            window.layoutIfNeeded()
            #expect(stack.arrangedSubviews.last?.frame == CGRect(x: 0, y: CGFloat(count - 1), width: count > 100 ? 7 : 6, height: 1))
            return (LayoutEngine.engine(for: window), top, stack, window)
        }
        let small = layOut(count: 60).engine.pivotCount
        let (engine, top, stack, window) = layOut(count: 240)
        #expect(engine.pivotCount <= small * 5)
        let built = engine.pivotCount
        top.constant = 3
        window.layoutIfNeeded()
        #expect(stack.frame.minY == 3)
        #expect(engine.pivotCount - built < 10)
    }
}
