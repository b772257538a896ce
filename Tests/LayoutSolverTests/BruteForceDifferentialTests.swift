import LayoutSolver
import Testing

/// The solver against brute force on random small systems (two or three variables held in a
/// box, a few required constraints and a few weighted ones, small whole numbers): whether it
/// accepts each required constraint, and the cost of its answer, after adding, after removing
/// some constraints and after adding them back. The systems come from a seeded generator, so a
/// failure names a system that fails the same way on every run.
@Suite("Against brute force")
struct BruteForceDifferentialTests {
    /// A random system: its variables' count, then its constraints in the order they are added.
    struct System: CustomStringConvertible {
        var variables: Int
        var constraints: [SmallConstraint]

        var description: String {
            "\(variables) variables: " + constraints.map(\.description).joined(separator: "; ")
        }
    }

    /// A box from -10...0 to 0...10 on each variable first, so every system is bounded; then
    /// 0 to 3 required constraints (sometimes one of them twice) and 1 to 5 weighted ones,
    /// shuffled, with coefficients in -3...3 and constants in -10...10.
    static func system(_ random: inout SplitMix64) -> System {
        let variables = random.int(in: 2...3)
        var box: [SmallConstraint] = []
        for variable in 0..<variables {
            var unit = [Double](repeating: 0, count: variables)
            unit[variable] = 1
            box.append(SmallConstraint(coefficients: unit, constant: Double(random.int(in: 0...10)),
                                       relation: .greaterThanOrEqual, weight: nil))
            box.append(SmallConstraint(coefficients: unit, constant: -Double(random.int(in: 0...10)),
                                       relation: .lessThanOrEqual, weight: nil))
        }
        func constraint(weight: Double?, _ random: inout SplitMix64) -> SmallConstraint {
            let coefficients = (0..<variables).map { _ in Double(random.int(in: -3...3)) }
            // Equalities one time in five: a required one is often infeasible.
            let relation: SimplexSolver.Relation = random.pick([.lessThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual,
                                                                .greaterThanOrEqual, .equal])
            return SmallConstraint(coefficients: coefficients, constant: Double(random.int(in: -10...10)),
                                   relation: relation, weight: weight)
        }
        var rest: [SmallConstraint] = []
        for _ in 0..<random.int(in: 0...3) { rest.append(constraint(weight: nil, &random)) }
        // Half the time one required constraint is said twice (scaled by 1, 2 or -1, which turns
        // an inequality round): a redundant pair, either of which may be removed later.
        if !rest.isEmpty, random.int(in: 0...1) == 1 {
            var copy = random.pick(rest)
            let factor = Double(random.pick([1, 2, -1]))
            copy.coefficients = copy.coefficients.map { $0 * factor }
            copy.constant *= factor
            if factor < 0 {
                copy.relation = switch copy.relation {
                case .lessThanOrEqual: .greaterThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .lessThanOrEqual
                }
            }
            rest.append(copy)
        }
        for _ in 0..<random.int(in: 1...5) { rest.append(constraint(weight: random.pick([1, 2, 3, 10, 100]), &random)) }
        for index in rest.indices.reversed() { rest.swapAt(index, random.int(in: 0...index)) }
        return System(variables: variables, constraints: box + rest)
    }

    /// The solver's answer to the constraints it holds, checked against brute force: every
    /// required one holds, and its weighted error is the least there is.
    static func check(_ solver: SimplexSolver, holding held: [SmallConstraint], variables: Int, _ context: String) {
        let point = (0..<variables).map { solver.value(of: $0) }
        for constraint in held where constraint.weight == nil {
            #expect(constraint.error(at: point) <= 1.0e-6, "\(context): \(constraint) misses by \(constraint.error(at: point)) at \(point)")
        }
        guard let best = BruteForce.optimum(of: held, variables: variables) else {
            Issue.record("\(context): brute force finds the accepted constraints infeasible")
            return
        }
        let cost = BruteForce.cost(of: held, at: point)
        #expect(abs(cost - best.cost) <= 1.0e-6 * max(1, best.cost),
                "\(context): the solver's \(point) costs \(cost); \(best.point) costs \(best.cost)")
    }

    @Test("the solver accepts what brute force finds feasible, and its answer costs the least there is",
          arguments: 1...8 as ClosedRange<UInt64>)
    func againstBruteForce(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var refusals = 0, removals = 0
        for trial in 0..<60 {
            let system = Self.system(&random)
            let context = "seed \(seed), system \(trial) (\(system))"
            let solver = SimplexSolver()
            let batched = random.int(in: 0...1) == 1
            if batched { solver.beginBatch() }
            // Handle → constraint, for those the solver holds.
            var held: [Int: SmallConstraint] = [:]
            for (handle, constraint) in system.constraints.enumerated() {
                // A weighted constraint never makes a system infeasible: only a required one is looked at.
                let feasible = constraint.weight != nil
                    || BruteForce.isFeasible(Array(held.values) + [constraint], variables: system.variables)
                do {
                    try solver.add(handle, constraint.expression, constraint.relation, weight: constraint.weight)
                    #expect(feasible, "\(context): accepted \(constraint), which brute force finds infeasible")
                    held[handle] = constraint
                } catch {
                    refusals += 1
                    #expect(!feasible, "\(context): refused \(constraint) (\(error)), which brute force finds feasible")
                    if case SimplexSolver.Failure.unsatisfiable(let conflicting) = error {
                        #expect(conflicting.allSatisfy { held[$0] != nil }, "\(context): names \(conflicting), not all held")
                    } else {
                        Issue.record("\(context): refused as \(error)")
                    }
                }
            }
            if batched { solver.endBatch() }
            let ordered = { held.keys.sorted().compactMap { held[$0] } }
            Self.check(solver, holding: ordered(), variables: system.variables, "\(context), added")

            // Take out some of what is not the box (which keeps the system bounded)...
            let box = 2 * system.variables
            let removed = held.keys.sorted().filter { $0 >= box && random.int(in: 0...2) == 0 }
            for handle in removed {
                solver.remove(handle)
                held[handle] = nil
                removals += 1
            }
            Self.check(solver, holding: ordered(), variables: system.variables, "\(context), removed \(removed)")

            // ...and put it back under new handles.
            for handle in removed {
                let constraint = system.constraints[handle]
                try solver.add(handle + 1_000, constraint.expression, constraint.relation, weight: constraint.weight)
                held[handle + 1_000] = constraint
            }
            Self.check(solver, holding: ordered(), variables: system.variables, "\(context), added back")
        }
        // The systems exercise both paths: some required constraints are refused, some removed.
        #expect(refusals > 0)
        #expect(removals > 0)
    }
}
