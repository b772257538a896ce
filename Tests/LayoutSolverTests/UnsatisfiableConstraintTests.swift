import LayoutSolver
import Testing

/// Required constraints that cannot hold together with those already in: refused, with the
/// constraints they conflict with, and the solver left as it was.
@Suite("Unsatisfiable required constraints")
struct UnsatisfiableConstraintTests {
    let x = Variables.x, y = Variables.y

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

    @Test("x == 5 then x == 7, both required: the second is refused, naming the first")
    func twoEqualities() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -5, .equal, weight: nil)
        #expect(throws: SimplexSolver.Failure.unsatisfiable(conflicting: [1])) {
            try solver.add(2, x + -7, .equal, weight: nil)
        }
        #expect(solver.value(of: 0) == 5)
    }

    @Test("x >= 10 then x <= 5, both required: the second is refused, naming the first")
    func twoInequalities() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -10, .greaterThanOrEqual, weight: nil)
        #expect(throws: SimplexSolver.Failure.unsatisfiable(conflicting: [1])) {
            try solver.add(2, x + -5, .lessThanOrEqual, weight: nil)
        }
        #expect(solver.value(of: 0) == 10)
    }

    @Test("a conflict through several constraints names those it goes through, not the bystanders")
    func conflictThroughSeveral() throws {
        let solver = SimplexSolver()
        // x + y == 10, x >= 6, z == 1 (a bystander); then y >= 6 cannot hold.
        try solver.add(1, x + y + -10, .equal, weight: nil)
        try solver.add(2, x + -6, .greaterThanOrEqual, weight: nil)
        try solver.add(3, Variables.z + -1, .equal, weight: nil)
        do {
            try solver.add(4, y + -6, .greaterThanOrEqual, weight: nil)
            Issue.record("y >= 6 was accepted, with x + y == 10 and x >= 6")
        } catch SimplexSolver.Failure.unsatisfiable(let conflicting) {
            #expect(Set(conflicting) == [1, 2])
        } catch {
            Issue.record("refused as \(error), not as unsatisfiable")
        }
    }

    @Test("a refused constraint leaves no trace: its handle is free, and what follows solves as if it had never come")
    func noTrace() throws {
        let refused = SimplexSolver(), clean = SimplexSolver()
        for solver in [refused, clean] {
            try solver.add(1, x + y + -10, .equal, weight: nil)
            try solver.add(2, x + -2, .greaterThanOrEqual, weight: nil)
            try solver.add(3, x + -8, .equal, weight: Strength.weak)
        }
        #expect(throws: SimplexSolver.Failure.self) {
            try refused.add(4, x + -1, .lessThanOrEqual, weight: nil)
        }
        #expect(!refused.contains(4))
        #expect(refused.constraintCount == 3)
        for solver in [refused, clean] {
            try solver.add(4, y + -6, .equal, weight: Strength.medium)
            try solver.add(5, y + -7, .lessThanOrEqual, weight: nil)
        }
        #expect(refused.value(of: 0) == clean.value(of: 0))
        #expect(refused.value(of: 1) == clean.value(of: 1))
        #expect([refused.value(of: 0), refused.value(of: 1)] == [4, 6])
        refused.remove(4)
        clean.remove(4)
        #expect([refused.value(of: 0), refused.value(of: 1)] == [clean.value(of: 0), clean.value(of: 1)])
    }

    @Test("a constraint that cannot hold but is not required is broken as little as its weight allows, never refused")
    func brokenNotRefused() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -5, .equal, weight: nil)
        try solver.add(2, x + -7, .greaterThanOrEqual, weight: Strength.strong)
        try solver.add(3, x + -7, .equal, weight: Strength.strong)
        #expect(solver.value(of: 0) == 5)
        #expect(solver.constraintCount == 3)
    }

    @Test("a required constraint of constants alone is refused when it is false, kept when true")
    func constantsAlone() throws {
        let solver = SimplexSolver()
        try solver.add(1, LinearExpression(constant: -1), .lessThanOrEqual, weight: nil)
        try solver.add(2, LinearExpression(constant: 0), .equal, weight: nil)
        #expect(throws: SimplexSolver.Failure.self) {
            try solver.add(3, LinearExpression(constant: 5), .equal, weight: nil)
        }
        #expect(throws: SimplexSolver.Failure.self) {
            try solver.add(4, LinearExpression(constant: 5), .lessThanOrEqual, weight: nil)
        }
        #expect(solver.constraintCount == 2)
    }

    @Test("numbers that are not finite are refused, in the expression or the weight",
          arguments: [(LinearExpression(terms: [0: .nan]), 1.0), (LinearExpression(constant: .infinity), 1),
                      (LinearExpression(variable: 0), .infinity), (LinearExpression(variable: 0), .nan)])
    func notFinite(expression: LinearExpression, weight: Double) throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -3, .equal, weight: Strength.weak)
        #expect(throws: SimplexSolver.Failure.notFinite) {
            try solver.add(2, expression, .equal, weight: weight)
        }
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: 0) == 3)
    }
}
