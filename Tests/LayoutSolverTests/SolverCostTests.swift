import LayoutSolver
import Testing

/// The solver's work, counted in pivots and row updates (never in time): a layout of a thousand
/// views must not cost the square of its size.
@Suite("The solver's work")
struct SolverCostTests {
    /// x0 == 0, then x(i) == x(i-1) + 1 for each next variable (a column of views, each below
    /// the last), all required; optionally in one batch, as Auto Layout builds a tree.
    static func chain(_ length: Int, batched: Bool) throws -> SimplexSolver {
        let solver = SimplexSolver()
        if batched { solver.beginBatch() }
        try solver.add(0, LinearExpression(variable: 0), .equal, weight: nil)
        for index in 1..<length {
            try solver.add(index, LinearExpression(variable: index) - LinearExpression(variable: index - 1) + -1,
                           .equal, weight: nil)
            // Each link wishes to be longer (weak): optimised away, but it puts errors in the
            // objective, as a view's intrinsic size does.
            try solver.add(-index, LinearExpression(variable: index) - LinearExpression(variable: index - 1) + -2,
                           .equal, weight: Strength.weak)
        }
        if batched { solver.endBatch() }
        return solver
    }

    @Test("a chain ten times as long costs about ten times the work, not a hundred", arguments: [false, true])
    func linearChain(batched: Bool) throws {
        let small = try Self.chain(100, batched: batched), large = try Self.chain(1_000, batched: batched)
        #expect(large.value(of: 999) == 999)
        #expect(large.pivotCount <= max(10, small.pivotCount * 12))
        #expect(large.substitutionCount <= max(100, small.substitutionCount * 12))
    }

    @Test("a batch is not optimised until it ends, then answers as adding one by one does")
    func batch() throws {
        let solver = SimplexSolver()
        solver.beginBatch()
        #expect(solver.isBatching)
        try solver.add(1, Variables.x + -10, .lessThanOrEqual, weight: nil)
        try solver.add(2, Variables.x + -7, .equal, weight: Strength.weak)
        try solver.add(3, Variables.x + -4, .greaterThanOrEqual, weight: nil)
        solver.endBatch()
        #expect(!solver.isBatching)
        #expect(solver.value(of: 0) == 7)
    }
}
