/// One row of the simplex tableau, `constant + Σ coefficient × symbol`. A basic
/// row says its basic symbol equals this sum (`SimplexSolver`).
final class SolverRow {
    /// Below this a coefficient is zero: the tableau holds sums of doubles.
    static let epsilon = 1.0e-8

    var constant: Double
    var cells: [SolverSymbol: Double]

    init(constant: Double = 0, cells: [SolverSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    func coefficient(of symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`; a cell that sums to zero is removed. Returns what became of
    /// the cell: whether it is now there (`true`) or gone (`false`).
    @discardableResult
    func add(_ symbol: SolverSymbol, _ coefficient: Double) -> Bool {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon {
            cells.removeValue(forKey: symbol)
            return false
        }
        cells[symbol] = sum
        return true
    }

    /// Multiplies every term and the constant by -1.
    func negate() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Rewrites `0 = self` (with `symbol` in it) as `symbol = …`: the row becomes the symbol's.
    func solve(for symbol: SolverSymbol) {
        let coefficient = -1.0 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= coefficient
        for (other, value) in cells { cells[other] = value * coefficient }
    }

    /// Rewrites `lhs = self` (with `rhs` in it) as `rhs = …`.
    func solve(for lhs: SolverSymbol, and rhs: SolverSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
