/// CellKit's own: `constant + Σ coefficient × variable`, over the solver's variables (numbered
/// by whoever asks, `SimplexSolver.Variable`). One side of a constraint, moved to the left:
/// `lhs == rhs` is held as `lhs - rhs == 0`.
struct LinearExpression: Sendable {
    var terms: [Int: Double]
    var constant: Double

    init(terms: [Int: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One variable.
    init(variable: Int, coefficient: Double = 1) {
        self.init(terms: [variable: coefficient])
    }

    /// A constant alone.
    init(constant: Double) {
        self.init(terms: [:], constant: constant)
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs.constant
        for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
        return sum
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.mapValues { $0 * rhs }, constant: lhs.constant * rhs)
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// Whether every number in it is finite: a constraint with a NaN or an infinity in it means
    /// nothing, and the solver never sees one.
    var isFinite: Bool {
        constant.isFinite && terms.values.allSatisfy(\.isFinite)
    }
}
