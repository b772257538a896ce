/// One column of the simplex tableau (`SimplexSolver`). External symbols stand
/// for the variables a layout asks about; slack, error and dummy symbols are the solver's own,
/// made for each constraint as Cassowary makes them.
struct SolverSymbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A variable of the layout (an edge or a size).
        case external
        /// An inequality's slack: never negative.
        case slack
        /// How far a non-required constraint is from holding: never negative, and its cost is
        /// in the objective.
        case error
        /// A required equality's marker: it stays zero, so it can never enter the basis.
        case dummy
    }

    /// Made in order, so every choice between symbols is made the same way on every run
    /// (Bland's rule: the lowest number wins a tie, which also keeps the simplex from cycling).
    let id: Int
    let kind: Kind

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }

    /// Whether the symbol may leave or enter the basis in a pivot the objective asks for.
    var isPivotable: Bool { kind == .slack || kind == .error }
}
