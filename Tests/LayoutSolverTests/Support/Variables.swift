import LayoutSolver

/// The variables the textbook problems name, each a number of the solver's.
enum Variables {
    static let x = LinearExpression(variable: 0)
    static let y = LinearExpression(variable: 1)
    static let z = LinearExpression(variable: 2)
}

/// Whether two solver values are the same up to the rounding of the tableau's sums.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1.0e-9) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}
