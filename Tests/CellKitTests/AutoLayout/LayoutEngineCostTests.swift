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

/// The presolve on the shapes the bench measures: the chain and the stack of labels are settled
/// before the simplex, in work that grows linearly, and give the frames the simplex gave.
@MainActor
@Suite("Auto Layout's presolve", .cellsScreen)
struct LayoutPresolveCostTests {
    @Test("a chain of pinned views and a stack of labels are settled by the presolve in linear work")
    func settledLinearly() {
        func chain(_ count: Int) -> (work: Int, solver: Int, presolved: Bool, last: CGRect) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
            var previous: UIView?
            for _ in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                NSLayoutConstraint.activate([
                    previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) } ?? view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -1),
                    view.heightAnchor.constraint(equalToConstant: 1),
                ])
                previous = view
            }
            root.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: root)
            return (engine.presolveWork, engine.solverConstraintCount, engine.usedPresolve, previous?.frame ?? .zero)
        }
        func stack(_ count: Int) -> (work: Int, solver: Int, presolved: Bool, last: CGRect) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: count + 2))
            let stack = UIStackView(arrangedSubviews: (0..<count).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            })
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
            root.layoutIfNeeded()
            let engine = LayoutEngine.engine(for: root)
            return (engine.presolveWork, engine.solverConstraintCount, engine.usedPresolve, stack.arrangedSubviews.last?.frame ?? .zero)
        }
        let smallChain = chain(100), largeChain = chain(1_000)
        #expect(largeChain.presolved && largeChain.solver == 0)
        #expect(largeChain.last == CGRect(x: 1, y: 999, width: 38, height: 1))
        #expect(largeChain.work <= smallChain.work * 12)
        let smallStack = stack(100), largeStack = stack(1_000)
        #expect(largeStack.presolved && largeStack.solver == 0)
        #expect(largeStack.last == CGRect(x: 0, y: 999, width: 40, height: 1))
        #expect(largeStack.work <= smallStack.work * 12)
    }
}
