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

    /// A stack: top0 == 0; each height held at 3 by a pair not required; each top the last
    /// bottom (required), as a stack of labels is.
    static func stack(_ count: Int) -> [Presolve.Constraint] {
        var constraints = [Presolve.Constraint(LinearExpression(variable: 0), .equal, weight: nil)]
        for index in 0..<count {
            let height = LinearExpression(variable: 1_000 + index)
            constraints.append(Presolve.Constraint(height + -3, .lessThanOrEqual, weight: 10))
            constraints.append(Presolve.Constraint(height + -3, .greaterThanOrEqual, weight: 1_000))
            if index > 0 {
                constraints.append(Presolve.Constraint(LinearExpression(variable: index) - LinearExpression(variable: index - 1)
                    - LinearExpression(variable: 1_000 + index - 1), .equal, weight: nil))
            }
        }
        return constraints
    }

    @Test("changed constants fix what a presolve of the changed constraints fixes, and the same settlements cost less work")
    func changedConstants() {
        let count = 200
        var original = Self.stack(count)
        var presolve = Presolve(original)
        let firstWork = presolve.work
        func matchesFresh(_ constraints: [Presolve.Constraint], _ presolve: inout Presolve) -> Bool {
            var fresh = Presolve(constraints)
            let variables = Array(0..<count) + Array(1_000..<(1_000 + count))
            return variables.allSatisfy { presolve.fixedValue(of: $0) == fresh.fixedValue(of: $0) }
                && presolve.check { _ in 0 } == fresh.check { _ in 0 }
        }
        // The stack's top moves: every top moves with it, settled as before.
        original[0].expression.constant = -5
        presolve.changeConstants([(0, -5)])
        #expect(presolve.fixedValue(of: count - 1) == Double(5 + 3 * (count - 1)))
        #expect(matchesFresh(original, &presolve))
        #expect(presolve.work < firstWork)
        // The first height's hugging moves to 4: it no longer has one value of its own (no
        // guess), so the steps run again and the check turns the answer down, as a fresh
        // presolve's does.
        original[1].expression.constant = -4
        presolve.changeConstants([(1, -4)])
        #expect(presolve.fixedValue(of: 1_000) == nil)
        #expect(matchesFresh(original, &presolve))
        // And back: one value again.
        original[1].expression.constant = -3
        presolve.changeConstants([(1, -3)])
        #expect(presolve.fixedValue(of: 1_000) == 3)
        #expect(matchesFresh(original, &presolve))
        // A required constraint the new constants break: the check says so.
        original.append(Presolve.Constraint(LinearExpression(variable: count - 1) + -Double(5 + 3 * (count - 1)), .equal, weight: nil))
        var pinned = Presolve(original)
        #expect(pinned.check { _ in 0 })
        pinned.changeConstants([(0, 0)])
        #expect(!pinned.check { _ in 0 })
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
