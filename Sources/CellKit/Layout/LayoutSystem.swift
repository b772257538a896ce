import Foundation
internal import LayoutSolver

/// CellKit's own, for the bench: the linear system the Auto Layout engine hands its solver for a
/// view tree, as numbers (four variables per view, the engine's own constraints and the installed
/// ones, each with its weight), in the order the engine adds them. Another solver given it solves
/// the same layout (`rotor bench` times kiwisolver on it).
package struct LayoutSystem: Sendable, Equatable {
    /// One constraint: `Σ coefficient × variable + constant relation 0`.
    package struct Constraint: Sendable, Equatable {
        /// The engine's handle for it: an installed constraint's, or a negative one of the engine's own.
        package var handle: Int
        /// Each variable's number and coefficient, by variable.
        package var terms: [(variable: Int, coefficient: Double)]
        package var constant: Double
        /// `<=`, `==` or `>=`.
        package var relation: String
        /// Its weight in the objective; `nil` when required.
        package var weight: Double?

        package static func == (lhs: Constraint, rhs: Constraint) -> Bool {
            lhs.handle == rhs.handle && lhs.constant == rhs.constant && lhs.relation == rhs.relation
                && lhs.weight == rhs.weight && lhs.terms.map(\.variable) == rhs.terms.map(\.variable)
                && lhs.terms.map(\.coefficient) == rhs.terms.map(\.coefficient)
        }
    }

    /// The constraints, in the order the engine adds them.
    package var constraints: [Constraint]
    /// How many variables they use (numbered from 0).
    package var variableCount: Int

    init(_ constraints: [Constraint]) {
        self.constraints = constraints
        variableCount = (constraints.flatMap { $0.terms.map(\.variable) }.max() ?? -1) + 1
    }
}

extension LayoutSystem.Constraint {
    init(handle: Int, expression: LinearExpression, relation: SimplexSolver.Relation, weight: Double?) {
        self.handle = handle
        terms = expression.terms.map { ($0.variable, $0.coefficient) }
        constant = expression.constant
        self.relation = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        self.weight = weight
    }
}

extension UIView {
    /// CellKit's own, for the bench: the system the Auto Layout engine of this view's tree hands
    /// its solver, built from the tree as it is now (the tree is laid out again from scratch).
    package func layoutSystem() -> LayoutSystem {
        LayoutEngine.system(of: self)
    }
}
