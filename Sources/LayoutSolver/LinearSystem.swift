/// Constraints, each `expression relation 0`, required or of a weight, kept as flat lists: each
/// constraint's terms are a run of one list of variables and one of coefficients, sorted by
/// variable (Kiwi's shape for a row, for a whole system), and its constant, relation and weight
/// are at its index in lists of their own.
///
/// A layout of 10,000 views gathers 40,000 constraints. Held as one ``LinearExpression`` each,
/// they were 40,000 allocations made, kept and read through a pointer each; here they are a few
/// lists, made and read in order, that ``Presolve`` reads as they are.
public struct LinearSystem: Sendable {
    /// Constraint `i`'s terms are at `termStart[i]..<termStart[i + 1]` of ``variables`` and
    /// ``coefficients``.
    public private(set) var termStart: [Int] = [0]
    /// Each term's variable, by constraint, ascending within each.
    public private(set) var variables: [Int] = []
    /// Each term's coefficient.
    public private(set) var coefficients: [Double] = []
    /// Each constraint's constant.
    public private(set) var constants: [Double] = []
    /// Each constraint's relation to zero.
    public private(set) var relations: [SimplexSolver.Relation] = []
    /// Each constraint's weight in the objective; `nil` when it is required.
    public private(set) var weights: [Double?] = []

    /// Below this a coefficient is zero, as in the solver and the presolve.
    static let epsilon = 1.0e-8

    /// A system of no constraints.
    public init() {}

    /// How many constraints it holds.
    public var count: Int { constants.count }

    /// Makes room for `constraints` constraints of `terms` terms in all, so that appending them
    /// does not copy the lists as they grow.
    ///
    /// - Parameters:
    ///   - constraints: How many constraints will be appended.
    ///   - terms: How many terms they will have in all.
    public mutating func reserveCapacity(constraints: Int, terms: Int) {
        termStart.reserveCapacity(constraints + 1)
        variables.reserveCapacity(terms)
        coefficients.reserveCapacity(terms)
        constants.reserveCapacity(constraints)
        relations.reserveCapacity(constraints)
        weights.reserveCapacity(constraints)
    }

    /// Appends `expression relation 0`, required when `weight` is nil. A term whose coefficient
    /// is too small to count (as the solver and the presolve count) is left out.
    ///
    /// - Parameters:
    ///   - expression: The constraint's expression.
    ///   - relation: How it relates to zero.
    ///   - weight: Its weight in the objective; `nil` for a required constraint.
    public mutating func append(_ expression: LinearExpression, _ relation: SimplexSolver.Relation, weight: Double?) {
        for term in expression.terms where abs(term.coefficient) >= Self.epsilon {
            variables.append(term.variable)
            coefficients.append(term.coefficient)
        }
        termStart.append(variables.count)
        constants.append(expression.constant)
        relations.append(relation)
        weights.append(weight)
    }

    /// Gives constraint `index` a new constant.
    ///
    /// - Parameters:
    ///   - constant: The expression's new constant.
    ///   - index: The constraint's index.
    public mutating func setConstant(_ constant: Double, of index: Int) {
        guard constants.indices.contains(index) else { return }
        constants[index] = constant
    }

    /// Constraint `index`'s expression.
    ///
    /// - Parameter index: The constraint's index.
    public func expression(at index: Int) -> LinearExpression {
        guard constants.indices.contains(index) else { return LinearExpression() }
        var expression = LinearExpression(reservingCapacity: termStart[index + 1] - termStart[index])
        for term in termStart[index]..<termStart[index + 1] { expression.add(variables[term], coefficients[term]) }
        expression.constant = constants[index]
        return expression
    }

    /// Constraint `index`'s terms, as (variable, coefficient) pairs in order.
    ///
    /// - Parameter index: The constraint's index.
    public func terms(at index: Int) -> [(variable: Int, coefficient: Double)] {
        guard constants.indices.contains(index) else { return [] }
        return (termStart[index]..<termStart[index + 1]).map { (variables[$0], coefficients[$0]) }
    }
}

extension LinearSystem {
    /// Whether constraint `index` has the terms of `expression` (those that count), in order:
    /// only its constant may differ.
    ///
    /// - Parameters:
    ///   - expression: The expression compared.
    ///   - index: The constraint's index.
    public func hasTerms(of expression: LinearExpression, at index: Int) -> Bool {
        guard constants.indices.contains(index) else { return false }
        var term = termStart[index]
        for given in expression.terms where abs(given.coefficient) >= Self.epsilon {
            guard term < termStart[index + 1], variables[term] == given.variable, coefficients[term] == given.coefficient
            else { return false }
            term += 1
        }
        return term == termStart[index + 1]
    }
}
