import LayoutSolver
import Testing

/// Variables and the linear expressions made of them: what a constraint is written in.
@Suite("Variables and expressions")
struct VariableExpressionTests {
    let x = Variables.x, y = Variables.y

    @Test("an expression adds, subtracts and scales term by term")
    func arithmetic() {
        let expression = (x * 2 + y) - (x + 3) + 0.5
        #expect(expression == LinearExpression(terms: [0: 1, 1: 1], constant: -2.5))
        #expect(x * 3 == LinearExpression(variable: 0, coefficient: 3))
        #expect((x + y) * -2 == LinearExpression(terms: [0: -2, 1: -2]))
        #expect(LinearExpression(constant: 4) + x == LinearExpression(terms: [0: 1], constant: 4))
    }

    @Test("a variable no constraint mentions is 0")
    func unmentionedVariable() throws {
        let solver = SimplexSolver()
        #expect(solver.value(of: 0) == 0)
        try solver.add(1, x + -7, .equal, weight: nil)
        #expect(solver.value(of: 1) == 0)
        #expect(solver.value(of: 42) == 0)
    }

    @Test("a variable takes the value its constraints give it, whatever number names it")
    func valuesFromConstraints() throws {
        let solver = SimplexSolver()
        // 2x == 7, x + x seen as one term, and variables named by any Int.
        try solver.add(1, x * 2 + -7, .equal, weight: nil)
        try solver.add(2, y + y + -10, .equal, weight: nil)
        try solver.add(3, LinearExpression(variable: -5) + -1, .equal, weight: nil)
        try solver.add(4, LinearExpression(variable: .max) - x, .equal, weight: nil)
        #expect(solver.value(of: 0) == 3.5)
        #expect(solver.value(of: 1) == 5)
        #expect(solver.value(of: -5) == 1)
        #expect(solver.value(of: .max) == 3.5)
    }

    @Test("a term that cancels to zero mentions nothing")
    func cancelledTerm() throws {
        let solver = SimplexSolver()
        // x - x + y == 4: only y is constrained; x keeps the value of an unmentioned variable.
        try solver.add(1, x - x + y + -4, .equal, weight: nil)
        #expect(solver.value(of: 1) == 4)
        #expect(solver.value(of: 0) == 0)
        // x is free: a weak wish moves it, which it could not if the cancelled term tied it to y.
        try solver.add(2, x + -9, .equal, weight: Strength.weak)
        #expect(solver.value(of: 0) == 9)
        #expect(solver.value(of: 1) == 4)
    }

    @Test("an under-constrained variable sits where its constraints meet, not anywhere")
    func underConstrained() throws {
        let solver = SimplexSolver()
        // x >= 5 and y <= -3, and nothing else: each at its bound, as a view with only a
        // leading >= 5 sits at 5.
        try solver.add(1, x + -5, .greaterThanOrEqual, weight: nil)
        try solver.add(2, y + 3, .lessThanOrEqual, weight: nil)
        #expect(solver.value(of: 0) == 5)
        #expect(solver.value(of: 1) == -3)
    }

    @Test("an expression with a NaN or an infinity in it is not finite")
    func finiteness() {
        #expect((x + y + 3).isFinite)
        #expect(!(x + .nan).isFinite)
        #expect(!(x * .infinity).isFinite)
        #expect(!LinearExpression(terms: [3: -.infinity]).isFinite)
    }
}
