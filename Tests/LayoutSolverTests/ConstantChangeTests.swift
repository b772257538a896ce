import LayoutSolver
import Testing

/// A constraint's constant changed in place (`setConstant`, what Auto Layout does when an app
/// sets `constant`), checked against brute force on the random systems of
/// `BruteForceDifferentialTests`: a change the required constraints can hold is taken and the
/// answer costs the least there is; one they cannot hold is declined and leaves the solver's
/// solver holding the constraint as it was, its answer still the least-cost one.
@Suite("Changing a constant in place")
struct ConstantChangeTests {
    @Test("a changed constant gives the least-cost answer, or is declined when the required constraints cannot hold it",
          arguments: 1...6 as ClosedRange<UInt64>)
    func againstBruteForce(seed: UInt64) throws {
        var random = SplitMix64(seed: seed + 100)
        var taken = 0, declined = 0
        for trial in 0..<60 {
            let system = BruteForceDifferentialTests.system(&random)
            let solver = SimplexSolver()
            var held: [Int: SmallConstraint] = [:]
            for (handle, constraint) in system.constraints.enumerated() {
                if (try? solver.add(handle, constraint.expression, constraint.relation, weight: constraint.weight)) != nil {
                    held[handle] = constraint
                }
            }
            for change in 0..<4 {
                guard !held.isEmpty else { break }
                let handle = random.pick(held.keys.sorted())
                let context = "seed \(seed), system \(trial) (\(system)), change \(change) of \(handle)"
                guard var changed = held[handle] else { continue }
                changed.constant = Double(random.int(in: -10...10))
                var proposed = held
                proposed[handle] = changed
                let ordered = { (all: [Int: SmallConstraint]) in all.keys.sorted().compactMap { all[$0] } }
                let feasible = BruteForce.isFeasible(ordered(proposed), variables: system.variables)
                if solver.setConstant(changed.expression.constant, of: handle) {
                    taken += 1
                    #expect(feasible, "\(context): took a constant brute force finds infeasible")
                    held = proposed
                    BruteForceDifferentialTests.check(solver, holding: ordered(held), variables: system.variables, context)
                } else {
                    declined += 1
                    // Declined only when it cannot hold, or for a required equality that repeats
                    // others (the engine then removes and adds it).
                    #expect(!feasible || (changed.weight == nil && changed.relation == .equal), "\(context): declined a feasible change")
                    BruteForceDifferentialTests.check(solver, holding: ordered(held), variables: system.variables, context)
                }
            }
        }
        #expect(taken > 0)
        #expect(declined > 0)
    }

    @Test("moving the top of a long chain costs a few pivots, not one per view")
    func chainEdit() throws {
        // tops[i] == tops[i - 1] + 1 (required), the first at a constant.
        func pivots(views: Int) throws -> Int {
            let solver = SimplexSolver()
            try solver.add(0, LinearExpression(variable: 0) + -5, .equal, weight: nil)
            for index in 1..<views {
                try solver.add(index, LinearExpression(variable: index) - LinearExpression(variable: index - 1) + -1,
                               .equal, weight: nil)
                // Each is also held near 0, weakly: errors in the objective.
                try solver.add(-index, LinearExpression(variable: index), .lessThanOrEqual, weight: 1)
            }
            let before = solver.pivotCount
            #expect(solver.setConstant(-8, of: 0))
            #expect(solver.value(of: views - 1) == Double(8 + views - 1))
            return solver.pivotCount - before
        }
        let small = try pivots(views: 50), large = try pivots(views: 500)
        #expect(large <= max(4, small * 2))
    }
}
