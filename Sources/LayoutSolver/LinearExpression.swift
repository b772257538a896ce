/// `constant + Σ coefficient × variable`, over the solver's variables. A variable is a number
/// chosen by whoever builds the expression (Auto Layout numbers four per view); the solver makes
/// a column for each number the first time a constraint mentions it. One side of a constraint,
/// moved to the left: `lhs == rhs` is held as `lhs - rhs == 0`.
public struct LinearExpression: Sendable, Equatable {
    /// Each variable's coefficient; a variable not in it has coefficient 0.
    public var terms: [Int: Double]
    /// The part that mentions no variable.
    public var constant: Double

    /// An expression with the given terms and constant.
    ///
    /// - Parameters:
    ///   - terms: Each variable's coefficient.
    ///   - constant: The part that mentions no variable.
    public init(terms: [Int: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One variable, times a coefficient.
    ///
    /// - Parameters:
    ///   - variable: The variable's number.
    ///   - coefficient: What it is multiplied by.
    public init(variable: Int, coefficient: Double = 1) {
        self.init(terms: [variable: coefficient])
    }

    /// A constant alone.
    ///
    /// - Parameter constant: The expression's value.
    public init(constant: Double) {
        self.init(terms: [:], constant: constant)
    }

    /// The sum of two expressions, term by term.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs.constant
        for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
        return sum
    }

    /// The difference of two expressions, term by term.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// The expression with every coefficient and its constant multiplied by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.mapValues { $0 * rhs }, constant: lhs.constant * rhs)
    }

    /// The expression with a number added to its constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// Whether every number in it is finite: a constraint with a NaN or an infinity in it means
    /// nothing, and the solver never sees one.
    public var isFinite: Bool {
        constant.isFinite && terms.values.allSatisfy(\.isFinite)
    }
}
