/// The least weighted error of a small system, found without the simplex: the error is convex
/// and linear between the hyperplanes where a constraint starts or stops holding, so over a
/// bounded region its least value is at a point where as many of those hyperplanes meet as
/// there are variables. Every such point is tried; none is missed, so the answer is exact (up
/// to rounding), for systems of two or three variables whose required constraints bound them.
enum BruteForce {
    /// How far a required constraint may miss at a point counted as feasible.
    static let tolerance = 1.0e-7

    /// How far out a system that is not yet bounded is looked at: far beyond any point the
    /// tests' small whole numbers can make a vertex of.
    static let reach = 1_000.0

    /// Whether some point satisfies every required constraint, looked for within ``reach`` of
    /// the origin, so a system not yet bounded (its box half added) is decided too.
    static func isFeasible(_ constraints: [SmallConstraint], variables: Int) -> Bool {
        var bounded = constraints
        for variable in 0..<variables {
            var unit = [Double](repeating: 0, count: variables)
            unit[variable] = 1
            bounded.append(SmallConstraint(coefficients: unit, constant: reach, relation: .greaterThanOrEqual, weight: nil))
            bounded.append(SmallConstraint(coefficients: unit, constant: -reach, relation: .lessThanOrEqual, weight: nil))
        }
        return optimum(of: bounded, variables: variables) != nil
    }

    /// The least weighted error over the points where every required constraint holds, and a
    /// point that has it; nil when no point satisfies the required constraints.
    static func optimum(of constraints: [SmallConstraint], variables: Int) -> (cost: Double, point: [Double])? {
        let planes = constraints.filter { $0.coefficients.contains { $0 != 0 } }
        var best: (cost: Double, point: [Double])?
        forEachSubset(of: planes.count, size: variables) { chosen in
            let rows = chosen.map { planes[$0].coefficients }
            let right = chosen.map { -planes[$0].constant }
            guard let point = solve(rows, right) else { return }
            guard constraints.allSatisfy({ $0.weight != nil || $0.error(at: point) <= tolerance }) else { return }
            let cost = Self.cost(of: constraints, at: point)
            if best.map({ cost < $0.cost }) ?? true { best = (cost, point) }
        }
        return best
    }

    /// The solver's objective at `point`: each non-required constraint's error times its weight.
    static func cost(of constraints: [SmallConstraint], at point: [Double]) -> Double {
        constraints.reduce(0) { $0 + ($1.weight ?? 0) * $1.error(at: point) }
    }

    /// Calls `body` with every `size`-element subset of `0..<count`, in increasing order.
    private static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        guard size <= count else { return }
        var chosen = Array(0..<size)
        while true {
            body(chosen)
            var position = size - 1
            while position >= 0, chosen[position] == count - size + position { position -= 1 }
            if position < 0 { return }
            chosen[position] += 1
            for later in (position + 1)..<size { chosen[later] = chosen[later - 1] + 1 }
        }
    }

    /// The one solution of the square system `rows × x = right` (Gaussian elimination with
    /// partial pivoting); nil when the hyperplanes do not meet in one point.
    private static func solve(_ rows: [[Double]], _ right: [Double]) -> [Double]? {
        let size = rows.count
        var matrix = zip(rows, right).map { $0 + [$1] }
        for column in 0..<size {
            guard let pivot = (column..<size).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1.0e-9 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<size where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                if factor == 0 { continue }
                for entry in column...size { matrix[row][entry] -= factor * matrix[column][entry] }
            }
        }
        return (0..<size).map { matrix[$0][size] / matrix[$0][$0] }
    }
}
