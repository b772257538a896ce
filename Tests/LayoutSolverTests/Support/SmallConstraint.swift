import LayoutSolver

/// A constraint over a few variables as the differential test writes it down:
/// `Σ coefficients[i] × x_i + constant  relation  0`, required when `weight` is nil.
struct SmallConstraint: CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: SimplexSolver.Relation
    var weight: Double?

    /// What the solver is given: variable `i` is the solver's variable `i`.
    var expression: LinearExpression {
        var terms: [Int: Double] = [:]
        for (variable, coefficient) in coefficients.enumerated() where coefficient != 0 { terms[variable] = coefficient }
        return LinearExpression(terms: terms, constant: constant)
    }

    /// The left side at `point`.
    func value(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far the constraint is from holding at `point`: the error the solver's objective
    /// weighs (0 where it holds).
    func error(at point: [Double]) -> Double {
        let value = value(at: point)
        switch relation {
        case .lessThanOrEqual: return max(0, value)
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    var description: String {
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\($0.element)·x\($0.offset)" }
        let relation = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        let strength = weight.map { "weight \($0)" } ?? "required"
        return "\(terms.joined(separator: " + ")) + \(constant) \(relation) 0 (\(strength))"
    }
}
