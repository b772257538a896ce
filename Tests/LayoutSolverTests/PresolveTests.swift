import LayoutSolver
import Testing

/// The presolve (`Presolve`): what it fixes before the simplex, in work that grows linearly, and
/// the guesses its check turns down so that the caller solves the whole system.
@Suite("Presolve")
struct PresolveTests {
    /// A chain: x0 == 5, then each x[i] == x[i-1] + 1 (required), in reverse order of the chain
    /// so that each one's variable is known only once the later ones are.
    static func chain(_ count: Int) -> [Presolve.Constraint] {
        var constraints = [Presolve.Constraint(LinearExpression(variable: 0) + -5, .equal, weight: nil)]
        for index in (1..<count).reversed() {
            constraints.append(Presolve.Constraint(LinearExpression(variable: index) - LinearExpression(variable: index - 1) + -1,
                                                   .equal, weight: nil))
        }
        return constraints
    }

    @Test("a chain of required equalities is fixed whole, in work that grows linearly")
    func chainIsFixed() {
        let small = Presolve(Self.chain(100))
        var large = Presolve(Self.chain(1_000))
        #expect(!large.failed)
        #expect(large.fixedCount() == 1_000)
        #expect(large.fixedValue(of: 999) == Double(5 + 999))
        #expect(large.reduced(5) == nil)
        #expect(large.work <= small.work * 12)
    }

    @Test("sizes held at one value by hugging and compression resistance are fixed, and the check confirms them")
    func sizesAreGuessed() {
        // top0 == 0; h[i] <= 3 and >= 3 (not required); top[i] == top[i-1] + h[i-1]; the last bottom free.
        var constraints = [Presolve.Constraint(LinearExpression(variable: 0), .equal, weight: nil)]
        let count = 50
        for index in 0..<count {
            let height = LinearExpression(variable: 1_000 + index)
            constraints.append(Presolve.Constraint(height + -3, .lessThanOrEqual, weight: 10))
            constraints.append(Presolve.Constraint(height + -3, .greaterThanOrEqual, weight: 1_000))
            if index > 0 {
                constraints.append(Presolve.Constraint(LinearExpression(variable: index) - LinearExpression(variable: index - 1)
                    - LinearExpression(variable: 1_000 + index - 1), .equal, weight: nil))
            }
        }
        var presolve = Presolve(constraints)
        #expect(presolve.fixedValue(of: count - 1) == Double(3 * (count - 1)))
        #expect(presolve.check { _ in 0 })
    }

    @Test("a row of equal widths pinned at both ends is fixed through its equations of two unknowns")
    func equalWidths() {
        // l0 == 0; w[i] == w0; l[i] == l[i-1] + w[i-1]; l9 + w9 == 100.
        let left = { LinearExpression(variable: $0) }, width = { LinearExpression(variable: 100 + $0) }
        var constraints = [Presolve.Constraint(left(0), .equal, weight: nil)]
        for index in 1..<10 {
            constraints.append(.init(width(index) - width(0), .equal, weight: nil))
            constraints.append(.init(left(index) - left(index - 1) - width(index - 1), .equal, weight: nil))
        }
        constraints.append(.init(left(9) + width(9) + -100, .equal, weight: nil))
        var presolve = Presolve(constraints)
        #expect(presolve.fixedValue(of: 100 + 5) == 10)
        #expect(presolve.fixedValue(of: 9) == 90)
        #expect(presolve.check { _ in 0 })
    }

    @Test("a guess that forces another size off its own is turned down, and so is a required constraint that fails")
    func guessesAreChecked() {
        // h0 and h1 each held at 3, not required; h0 + h1 == 10 required: no answer meets both.
        let h0 = LinearExpression(variable: 0), h1 = LinearExpression(variable: 1)
        var presolve = Presolve([
            .init(h0 + -3, .lessThanOrEqual, weight: 1), .init(h0 + -3, .greaterThanOrEqual, weight: 1),
            .init(h1 + -3, .lessThanOrEqual, weight: 1), .init(h1 + -3, .greaterThanOrEqual, weight: 1),
            .init(h0 + h1 + -10, .equal, weight: nil),
        ])
        #expect(!presolve.check { _ in 0 })
        // x == 1 and x == 2, both required.
        let x = LinearExpression(variable: 0)
        let conflict = Presolve([.init(x + -1, .equal, weight: nil), .init(x + -2, .equal, weight: nil)])
        #expect(conflict.failed)
    }
}
