/// Settles, before the simplex, the variables a layout's constraints pin down one at a time, so
/// the tableau is given only what is left (often nothing).
///
/// A Cassowary tableau keeps every basic variable as a sum over the parametric symbols, so a
/// chain of views (each top the last one's bottom) holds each top as a sum over every
/// constraint above it: a chain of n views is n²/2 cells, and a stack of labels (their heights
/// held by hugging and compression resistance, which are not required) the same over their
/// error symbols. Most of those variables have one value the layout allows, found by
/// substitution in linear time:
///
/// 1. a required equality with one variable not yet known fixes it (a view pinned to its
///    superview, a constant size, a top pinned to the last bottom);
/// 2. then, a variable whose constraints of its own alone (a size `<=`, `>=` or `==` a
///    constant, required or not) allow exactly one value without error (a label's hugging and
///    compression resistance at its intrinsic size) is given that value, and step 1 runs again.
///
/// What is fixed by step 1 is what every solution has. What step 2 fixes is a guess that
/// ``check(_:)`` confirms after the rest is solved: every required constraint holds, and every
/// constraint that is not required and mentions a variable step 1 did not fix is met exactly, so
/// the objective is at its least (only errors step 1 forced are left). When it is not confirmed,
/// or a required constraint fails on the fixed values, the caller solves the whole system as
/// before, so answers and conflict reports are the simplex's.
public struct Presolve {
    /// One constraint, `expression relation 0`, required when `weight` is nil.
    public struct Constraint: Sendable {
        public var expression: LinearExpression
        public var relation: SimplexSolver.Relation
        public var weight: Double?

        public init(_ expression: LinearExpression, _ relation: SimplexSolver.Relation, weight: Double?) {
            self.expression = expression
            self.relation = relation
            self.weight = weight
        }
    }

    /// The constraints, as given.
    public let constraints: [Constraint]
    /// Each fixed variable's value.
    public private(set) var fixed: [Int: Double] = [:]
    /// The variables fixed by required equalities alone (step 1 before any guess).
    private var forced: Set<Int> = []
    /// Whether a required constraint failed on fixed values: the whole system goes to the simplex.
    public private(set) var failed = false
    /// Substitutions made and constraints looked at: the measure of its work (linear in the
    /// constraints' terms).
    public private(set) var work = 0

    /// Below this a coefficient is zero, as in the tableau.
    private static let epsilon = 1.0e-8
    /// How far a required constraint may miss on fixed values, and a constraint that is not
    /// required may miss and count as met: the layout rounds to whole points.
    private static let tolerance = 1.0e-6

    private var terms: [[(variable: Int, coefficient: Double)]]
    private var unknown: [Int]
    private var uses: [Int: [Int]] = [:]

    /// Fixes what it can of `constraints` (steps 1 and 2).
    public init(_ constraints: [Constraint]) {
        self.constraints = constraints
        terms = constraints.map { constraint in
            constraint.expression.terms.filter { abs($0.value) >= Self.epsilon }.sorted { $0.key < $1.key }
                .map { (variable: $0.key, coefficient: $0.value) }
        }
        unknown = terms.map(\.count)
        for (index, list) in terms.enumerated() {
            for term in list { uses[term.variable, default: []].append(index) }
        }
        var queue = constraints.indices.filter { isPinning($0) || (unknown[$0] == 0 && constraints[$0].weight == nil) }
        propagate(&queue)
        guard !failed else { return }
        forced = Set(fixed.keys)
        // Step 2, in the variables' order: each guess is propagated before the next.
        for variable in uses.keys.sorted() where fixed[variable] == nil {
            guard let value = onlyValue(of: variable) else { continue }
            fix(variable, value, &queue)
            propagate(&queue)
            if failed { return }
        }
    }

    /// Whether the constraint is a required equality with one unknown variable.
    private func isPinning(_ index: Int) -> Bool {
        unknown[index] == 1 && constraints[index].weight == nil && constraints[index].relation == .equal
    }

    /// The constraint's value with every fixed variable in, and its one unknown term if any.
    private func evaluate(_ index: Int) -> (value: Double, free: (variable: Int, coefficient: Double)?) {
        var value = constraints[index].expression.constant
        var free: (variable: Int, coefficient: Double)?
        for term in terms[index] {
            if let known = fixed[term.variable] { value += known * term.coefficient } else { free = term }
        }
        return (value, free)
    }

    private mutating func fix(_ variable: Int, _ value: Double, _ queue: inout [Int]) {
        fixed[variable] = value
        for index in uses[variable] ?? [] {
            work += 1
            unknown[index] -= 1
            if isPinning(index) || (unknown[index] == 0 && constraints[index].weight == nil) { queue.append(index) }
        }
    }

    /// Fixes the variable of each pinning equality in the queue, and checks each required
    /// constraint whose variables are all fixed.
    private mutating func propagate(_ queue: inout [Int]) {
        while let index = queue.popLast() {
            work += terms[index].count
            let (value, free) = evaluate(index)
            if let free {
                guard isPinning(index) else { continue }
                fix(free.variable, -value / free.coefficient, &queue)
            } else if !Self.holds(value, constraints[index].relation) {
                failed = true
                return
            }
        }
    }

    private static func holds(_ value: Double, _ relation: SimplexSolver.Relation) -> Bool {
        switch relation {
        case .equal: abs(value) <= tolerance
        case .lessThanOrEqual: value <= tolerance
        case .greaterThanOrEqual: value >= -tolerance
        }
    }

    /// The one value a variable's constraints of its own (one variable each) allow without
    /// error, when there is exactly one; `nil` when they allow none or more than one.
    private mutating func onlyValue(of variable: Int) -> Double? {
        var low = -Double.infinity, high = Double.infinity
        for index in uses[variable] ?? [] where terms[index].count == 1 {
            work += 1
            let coefficient = terms[index][0].coefficient, bound = -constraints[index].expression.constant / coefficient
            // `coefficient × v + constant ≤ 0` bounds v above when the coefficient is positive.
            switch (constraints[index].relation, coefficient > 0) {
            case (.equal, _):
                low = max(low, bound)
                high = min(high, bound)
            case (.lessThanOrEqual, true), (.greaterThanOrEqual, false): high = min(high, bound)
            case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): low = max(low, bound)
            }
        }
        guard low.isFinite, high.isFinite, abs(high - low) <= Self.tolerance else { return nil }
        return low
    }

    /// The constraint with the fixed variables' values in its constant, for the simplex; `nil`
    /// when every variable in it is fixed (it needs no solving: ``check(_:)`` looks at it).
    public func reduced(_ index: Int) -> LinearExpression? {
        guard unknown[index] > 0 else { return nil }
        var expression = LinearExpression(constant: constraints[index].expression.constant)
        for term in terms[index] {
            if let known = fixed[term.variable] {
                expression.constant += known * term.coefficient
            } else {
                expression.terms[term.variable] = term.coefficient
            }
        }
        return expression
    }

    /// Whether the solution (`value` gives each variable's, fixed or solved) is the least-cost
    /// one: every required constraint holds, and every one that is not required and mentions a
    /// variable the required equalities did not force is met.
    public mutating func check(_ value: (Int) -> Double) -> Bool {
        guard !failed else { return false }
        for (index, constraint) in constraints.enumerated() {
            work += terms[index].count
            if constraint.weight != nil, terms[index].allSatisfy({ forced.contains($0.variable) }) { continue }
            var total = constraint.expression.constant
            for term in terms[index] { total += (fixed[term.variable] ?? value(term.variable)) * term.coefficient }
            // A required constraint holds; one that is not is met (no error).
            if !Self.holds(total, constraint.relation) { return false }
        }
        return true
    }
}
