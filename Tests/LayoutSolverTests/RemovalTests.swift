import LayoutSolver
import Testing

/// Taking constraints out: the solution is the one the constraints left give, as if the removed
/// ones had never been added.
@Suite("Removing constraints")
struct RemovalTests {
    let x = Variables.x, y = Variables.y

    /// Stays x == 0 (weight 1) and y == 0 (weight 2), then x + y >= 10 (required), x <= 4
    /// (required), y <= 3 (strong, which cannot hold): each step has one cheapest answer.
    static let steps: [(LinearExpression, SimplexSolver.Relation, Double?)] = [
        (Variables.x, .equal, 1), (Variables.y, .equal, 2),
        (Variables.x + Variables.y + -10, .greaterThanOrEqual, nil),
        (Variables.x + -4, .lessThanOrEqual, nil),
        (Variables.y + -3, .lessThanOrEqual, Strength.strong),
    ]

    func values(_ solver: SimplexSolver) -> [Double] { [solver.value(of: 0), solver.value(of: 1)] }

    @Test("removing constraints last first goes back through the answers they were added through")
    func lastFirst() throws {
        let solver = SimplexSolver()
        var added: [[Double]] = []
        for (handle, (expression, relation, weight)) in Self.steps.enumerated() {
            try solver.add(handle, expression, relation, weight: weight)
            added.append(values(solver))
        }
        #expect(added == [[0, 0], [0, 0], [10, 0], [4, 6], [4, 6]])
        var removed: [[Double]] = []
        for handle in Self.steps.indices.reversed().dropFirst() {
            solver.remove(handle + 1)
            removed.append(values(solver))
        }
        #expect(removed == Array(added.dropLast().reversed()))
    }

    @Test("removing any one constraint gives what a solver that never had it gives")
    func anyOne() throws {
        for removed in Self.steps.indices {
            let solver = SimplexSolver(), fresh = SimplexSolver()
            for (handle, (expression, relation, weight)) in Self.steps.enumerated() {
                try solver.add(handle, expression, relation, weight: weight)
                if handle != removed { try fresh.add(handle, expression, relation, weight: weight) }
            }
            solver.remove(removed)
            #expect(values(solver) == values(fresh), "without constraint \(removed)")
            #expect(solver.constraintCount == Self.steps.count - 1)
            #expect(!solver.contains(removed))
        }
    }

    @Test("removing a handle the solver does not hold, or one already removed, changes nothing")
    func unknownHandle() throws {
        let solver = SimplexSolver()
        for (handle, (expression, relation, weight)) in Self.steps.enumerated() {
            try solver.add(handle, expression, relation, weight: weight)
        }
        solver.remove(3)
        let before = (values(solver), solver.constraintCount, solver.pivotCount)
        solver.remove(3)
        solver.remove(99)
        #expect(values(solver) == before.0)
        #expect(solver.constraintCount == before.1)
        #expect(solver.pivotCount == before.2)
    }

    @Test("emptied and filled again, the solver answers as a new one does")
    func emptiedAndFilled() throws {
        let solver = SimplexSolver(), fresh = SimplexSolver()
        for round in 0..<3 {
            for (handle, (expression, relation, weight)) in Self.steps.enumerated().reversed() {
                try solver.add(handle, expression, relation, weight: weight)
            }
            #expect(values(solver) == [4, 6], "round \(round)")
            for handle in [2, 0, 4, 1, 3] { solver.remove(handle) }
            #expect(solver.constraintCount == 0)
        }
        // A constraint on its own after all that: as in a solver that never held another.
        try solver.add(0, x * 2 + y + -8, .equal, weight: nil)
        try fresh.add(0, x * 2 + y + -8, .equal, weight: nil)
        try solver.add(1, y + -2, .greaterThanOrEqual, weight: Strength.weak)
        try fresh.add(1, y + -2, .greaterThanOrEqual, weight: Strength.weak)
        #expect(values(solver) == values(fresh))
        #expect(isClose(2 * solver.value(of: 0) + solver.value(of: 1), 8))
    }

    @Test("removing a required constraint frees what it held, for a weaker one to take")
    func requiredGoes() throws {
        let solver = SimplexSolver()
        try solver.add(1, x - y, .equal, weight: nil)
        try solver.add(2, y + -20, .equal, weight: nil)
        try solver.add(3, x + -5, .equal, weight: Strength.weak)
        #expect(values(solver) == [20, 20])
        solver.remove(1)
        #expect(values(solver) == [5, 20])
        solver.remove(2)
        #expect(solver.value(of: 0) == 5)
    }
}
