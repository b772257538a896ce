import LayoutSolver
import Testing

/// Constraints of each relation, required or of a strength: required ones always hold, the rest
/// as far as their weights allow.
@Suite("Constraints and strengths")
struct ConstraintStrengthTests {
    let x = Variables.x, y = Variables.y

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

    @Test("each relation holds against a weak wish to break it",
          arguments: [(SimplexSolver.Relation.lessThanOrEqual, 10.0, 3.0),
                      (.lessThanOrEqual, -10, -10),
                      (.greaterThanOrEqual, -10, 3),
                      (.greaterThanOrEqual, 10, 10),
                      (.equal, 10, 3),
                      (.equal, -10, 3)])
    func relations(relation: SimplexSolver.Relation, wish: Double, expected: Double) throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -3, relation, weight: nil)
        try solver.add(2, x + -wish, .equal, weight: Strength.weak)
        #expect(solver.value(of: 0) == expected)
    }

    /// Badros, Borning and Stuckey's first example: x <= y, y == x + 3, and weak wishes for
    /// both to be 10. Two answers cost the same (x = 10, y = 13 and x = 7, y = 10).
    func tiedSystem() throws -> SimplexSolver {
        let solver = SimplexSolver()
        try solver.add(1, x - y, .lessThanOrEqual, weight: nil)
        try solver.add(2, y - x + -3, .equal, weight: nil)
        try solver.add(3, x + -10, .equal, weight: Strength.weak)
        try solver.add(4, y + -10, .equal, weight: Strength.weak)
        return solver
    }

    @Test("x <= y, y == x + 3, x == 10 weak, y == 10 weak: one of the two cheapest answers, the same on every run")
    func tiedWishes() throws {
        let solver = try tiedSystem()
        let answer = (solver.value(of: 0), solver.value(of: 1))
        #expect(answer == (10, 13) || answer == (7, 10))
        let again = try tiedSystem()
        #expect((again.value(of: 0), again.value(of: 1)) == answer)
    }

    @Test("a stronger wish decides the tie: x >= 10 strong gives x = 10, y = 13; y <= 10 strong gives x = 7, y = 10")
    func strongerWishDecides() throws {
        let first = try tiedSystem()
        try first.add(5, x + -10, .greaterThanOrEqual, weight: Strength.strong)
        #expect(first.value(of: 0) == 10)
        #expect(first.value(of: 1) == 13)
        let second = try tiedSystem()
        try second.add(5, y + -10, .lessThanOrEqual, weight: Strength.strong)
        #expect(second.value(of: 0) == 7)
        #expect(second.value(of: 1) == 10)
    }

    @Test("required beats strong beats medium beats weak, and each takes over when the one above goes")
    func strengthOrder() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -1, .equal, weight: Strength.weak)
        try solver.add(2, x + -2, .equal, weight: Strength.medium)
        try solver.add(3, x + -3, .equal, weight: Strength.strong)
        #expect(solver.value(of: 0) == 3)
        try solver.add(4, x + -4, .equal, weight: nil)
        #expect(solver.value(of: 0) == 4)
        var seen: [Double] = []
        for handle in [4, 3, 2] {
            solver.remove(handle)
            seen.append(solver.value(of: 0))
        }
        #expect(seen == [3, 2, 1])
    }

    @Test("the order constraints are added in does not change a solution that is the only cheapest")
    func orderDoesNotMatter() throws {
        // x + y == 20 required, x >= 3 required, x == 0 medium, y == 0 weak: x = 3, y = 17.
        let constraints: [(LinearExpression, SimplexSolver.Relation, Double?)] = [
            (x + y + -20, .equal, nil), (x + -3, .greaterThanOrEqual, nil),
            (x, .equal, Strength.medium), (y, .equal, Strength.weak),
        ]
        let orders = [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]]
        for order in orders {
            let solver = SimplexSolver()
            for index in order {
                let (expression, relation, weight) = constraints[index]
                try solver.add(index, expression, relation, weight: weight)
            }
            #expect(solver.value(of: 0) == 3, "order \(order)")
            #expect(solver.value(of: 1) == 17, "order \(order)")
        }
    }

    @Test("strengths are weights that add up, not ranks: three weak wishes outweigh one of weight 2")
    func weightsAddUp() throws {
        let solver = SimplexSolver()
        for handle in 1...3 { try solver.add(handle, x, .equal, weight: Strength.weak) }
        try solver.add(4, x + -10, .equal, weight: 2)
        #expect(solver.value(of: 0) == 0)
        // But a thousand weak wishes still lose to one strong one, a thousand times heavier each.
        let strong = SimplexSolver()
        try strong.add(0, x + -10, .equal, weight: Strength.strong)
        for handle in 1...1_000 { try strong.add(handle, x, .equal, weight: Strength.weak) }
        #expect(strong.value(of: 0) == 10)
    }

    @Test("a weak inequality holds when nothing opposes it and gives way to a stronger one")
    func weakInequality() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -10, .greaterThanOrEqual, weight: Strength.weak)
        #expect(solver.value(of: 0) == 10)
        try solver.add(2, x + -4, .lessThanOrEqual, weight: Strength.medium)
        #expect(solver.value(of: 0) == 4)
    }
}
