@testable import CellKit
import Foundation
import Testing
import RotorTestSupport

/// The Cassowary solver on its own, and its cost on large layouts, counted in pivots and row
/// updates (never in time).
@MainActor
@Suite("The constraint solver", .cellsScreen)
struct SimplexSolverTests {
    @Test("equalities, inequalities and weights give the least-cost solution")
    func smallSystem() throws {
        let solver = SimplexSolver()
        // x + y == 10 (required), x >= 2 (required), x == 8 (weight 1), y == 6 (weight 100).
        try solver.add(1, LinearExpression(terms: [0: 1, 1: 1], constant: -10), .equal, weight: nil)
        try solver.add(2, LinearExpression(terms: [0: 1], constant: -2), .greaterThanOrEqual, weight: nil)
        try solver.add(3, LinearExpression(terms: [0: 1], constant: -8), .equal, weight: 1)
        try solver.add(4, LinearExpression(terms: [1: 1], constant: -6), .equal, weight: 100)
        #expect(solver.value(of: 0) == 4)
        #expect(solver.value(of: 1) == 6)
        solver.remove(4)
        #expect(solver.value(of: 0) == 8)
        #expect(solver.value(of: 1) == 2)
    }

    @Test("a required constraint that cannot hold is refused with those it conflicts with, and leaves the rest standing")
    func unsatisfiable() throws {
        let solver = SimplexSolver()
        try solver.add(1, LinearExpression(terms: [0: 1], constant: -5), .equal, weight: nil)
        try solver.add(2, LinearExpression(terms: [1: 1], constant: -1), .equal, weight: nil)
        #expect(throws: SimplexSolver.Failure.unsatisfiable(conflicting: [1])) {
            try solver.add(3, LinearExpression(terms: [0: 1], constant: -7), .greaterThanOrEqual, weight: nil)
        }
        #expect(solver.value(of: 0) == 5)
        #expect(solver.constraintCount == 2)
        #expect(throws: SimplexSolver.Failure.notFinite) {
            try solver.add(4, LinearExpression(terms: [0: .nan]), .equal, weight: nil)
        }
    }

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
