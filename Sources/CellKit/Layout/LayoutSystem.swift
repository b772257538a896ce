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

    init(_ held: [SimplexSolver.HeldConstraint]) {
        constraints = held.map { constraint in
            let relation = switch constraint.relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
            return Constraint(handle: constraint.handle,
                              terms: constraint.expression.terms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                              constant: constraint.expression.constant, relation: relation, weight: constraint.weight)
        }
        variableCount = (constraints.flatMap { $0.terms.map(\.variable) }.max() ?? -1) + 1
    }
}

extension UIView {
    /// CellKit's own, for the bench: the system the Auto Layout engine of this view's tree hands
    /// its solver. With `rebuilding`, the tree is laid out again from scratch first and its engine
    /// keeps the constraints it gives its solver from then on; without, the system as it stands
    /// after any pending layout (so a changed constant shows in it).
    package func layoutSystem(rebuilding: Bool) -> LayoutSystem {
        LayoutEngine.system(of: self, rebuilding: rebuilding)
    }
}
