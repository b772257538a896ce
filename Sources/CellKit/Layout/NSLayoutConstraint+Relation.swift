// The solver is an implementation detail: CellKit users see UIKit's API, never its numbers.
internal import LayoutSolver

extension NSLayoutConstraint {
    /// How the first attribute relates to the second: at most, exactly, or at least.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }

        var solverRelation: SimplexSolver.Relation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }
}
