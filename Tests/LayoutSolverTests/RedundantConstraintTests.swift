import LayoutSolver
import Testing

/// Constraints that say again what others say: accepted, and each can go without the rest
/// noticing. A handle already in use is refused.
@Suite("Redundant and duplicate constraints")
struct RedundantConstraintTests {
    let x = Variables.x, y = Variables.y

    @Test("the same required equality twice is accepted; it holds until both are gone")
    func sameEqualityTwice() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -10, .equal, weight: nil)
        try solver.add(2, x + -10, .equal, weight: nil)
        try solver.add(3, x + -3, .equal, weight: Strength.weak)
        #expect(solver.value(of: 0) == 10)
        solver.remove(1)
        #expect(solver.value(of: 0) == 10)
        solver.remove(2)
        #expect(solver.value(of: 0) == 3)
    }

    @Test("x == 3, y == 7 and x + y == 10, all required: the third is implied, and any one can go")
    func impliedEquality() throws {
        for removed in 1...3 {
            let solver = SimplexSolver()
            try solver.add(1, x + -3, .equal, weight: nil)
            try solver.add(2, y + -7, .equal, weight: nil)
            try solver.add(3, x + y + -10, .equal, weight: nil)
            #expect([solver.value(of: 0), solver.value(of: 1)] == [3, 7])
            solver.remove(removed)
            #expect([solver.value(of: 0), solver.value(of: 1)] == [3, 7], "without constraint \(removed)")
        }
    }

    @Test("x >= 5 twice and x >= 3, against a weak x == 0: the bound holds while any copy of it does")
    func redundantInequalities() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -5, .greaterThanOrEqual, weight: nil)
        try solver.add(2, x + -5, .greaterThanOrEqual, weight: nil)
        try solver.add(3, x + -3, .greaterThanOrEqual, weight: nil)
        try solver.add(4, x, .equal, weight: Strength.weak)
        #expect(solver.value(of: 0) == 5)
        solver.remove(2)
        #expect(solver.value(of: 0) == 5)
        solver.remove(1)
        #expect(solver.value(of: 0) == 3)
    }

    @Test("an equality that two inequalities already force is accepted: x <= 5, x >= 5, then x == 5")
    func equalityForcedByInequalities() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -5, .lessThanOrEqual, weight: nil)
        try solver.add(2, x + -5, .greaterThanOrEqual, weight: nil)
        try solver.add(3, x + -5, .equal, weight: nil)
        // And one forced through a sum: x + y <= 10, y >= 5, so x == 5 is the most x can be.
        try solver.add(4, x + y + -10, .lessThanOrEqual, weight: nil)
        try solver.add(5, y + -5, .greaterThanOrEqual, weight: nil)
        #expect([solver.value(of: 0), solver.value(of: 1)] == [5, 5])
        solver.remove(1)
        solver.remove(2)
        #expect(solver.value(of: 0) == 5)
    }

    @Test("a handle already in use is refused as a duplicate, and the constraint under it stays")
    func duplicateHandle() throws {
        let solver = SimplexSolver()
        try solver.add(1, x + -4, .equal, weight: nil)
        #expect(throws: SimplexSolver.Failure.duplicate) {
            try solver.add(1, x + -9, .equal, weight: Strength.strong)
        }
        #expect(throws: SimplexSolver.Failure.duplicate) {
            try solver.add(1, x + -4, .equal, weight: nil)
        }
        #expect(solver.value(of: 0) == 4)
        #expect(solver.constraintCount == 1)
        solver.remove(1)
        #expect(!solver.contains(1))
        try solver.add(1, x + -9, .equal, weight: Strength.strong)
        #expect(solver.value(of: 0) == 9)
    }
}
