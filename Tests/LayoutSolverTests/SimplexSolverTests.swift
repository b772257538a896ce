import LayoutSolver
import Testing

/// The Cassowary solver on its own, through its public API.
@Suite("The constraint solver")
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
}
