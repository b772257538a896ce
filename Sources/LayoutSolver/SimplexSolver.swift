/// The Cassowary constraint solver (Badros, Borning and Stuckey, 2001), the algorithm UIKit's
/// Auto Layout engine is built on, in our own code: an incremental simplex
/// over linear equalities and inequalities, each required or of a strength (its weight in the
/// objective). Required constraints always hold, or one that cannot is refused with the
/// constraints it conflicts with; the others are satisfied as far as their weights allow, by
/// minimising the weighted sum of how far each is from holding.
///
/// Adding and removing a constraint changes the tableau in place (a few pivots), so a layout
/// that changes one constant does not start again. Every choice between symbols is made by
/// their numbers (Bland's rule), so the same constraints added in the same order give the same
/// answer on every run, ambiguous layouts included.
///
/// The tableau keeps, for each symbol, the basic rows it appears in (`columns`), so a pivot
/// touches only the rows that hold the entering symbol, not every row: a layout of a thousand
/// views solves in work proportional to its constraints' links, not their square.
///
/// A constraint is `expression relation 0`, added under a handle (a number the caller chooses,
/// by which it is removed and named in a conflict); a variable is a number too
/// (``LinearExpression``). The solver needs nothing but the standard library.
public final class SimplexSolver {
    /// How a constraint's expression relates to zero.
    public enum Relation: Sendable, Equatable {
        /// The expression is at most zero.
        case lessThanOrEqual
        /// The expression is zero.
        case equal
        /// The expression is at least zero.
        case greaterThanOrEqual
    }

    /// Why a constraint was refused.
    public enum Failure: Error, Equatable {
        /// A required constraint that cannot hold together with the required ones already in;
        /// `conflicting` are the handles of those it conflicts with, as far as the tableau tells.
        case unsatisfiable(conflicting: [Int])
        /// The handle is already in use.
        case duplicate
        /// A number in it is not finite.
        case notFinite
    }

    /// What the solver keeps for a constraint it holds.
    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol?
        /// The weight of its error in the objective; `nil` for a required constraint.
        var weight: Double?
        /// Its expression's constant, and the marker's coefficient in the row as made (before
        /// the row is negated): a change of constant is a shift of the marker (`setConstant`).
        var constant: Double = 0
        var markerCoefficient: Double = 1
    }

    private var rows: [SolverSymbol: SolverRow] = [:]
    /// For each symbol, the basic symbols whose rows hold it.
    private var columns: [SolverSymbol: Set<SolverSymbol>] = [:]
    private var objective = SolverRow()
    /// The objective's symbols changed since it was last found optimal: only these can have
    /// become negative.
    private var objectiveCandidates: Set<SolverSymbol> = []
    /// Restricted basic symbols whose rows have turned negative, for the dual simplex.
    private var infeasible: [SolverSymbol] = []
    /// While the dual simplex runs, substitutions note the rows they turn negative.
    private var isDualOptimizing = false
    private var variables: [Int: SolverSymbol] = [:]
    private var tags: [Int: Tag] = [:]
    /// Which constraint each marker and error symbol was made for.
    private var owners: [SolverSymbol: Int] = [:]
    private var nextSymbol = 0

    /// Pivots made so far: the measure of the solver's work (each costs the rows it touches).
    public private(set) var pivotCount = 0
    /// Row updates made so far by substitution: the other measure of the solver's work.
    public private(set) var substitutionCount = 0

    /// A solver that holds no constraint; every variable is 0.
    public init() {}

    /// How many constraints the solver holds.
    public var constraintCount: Int { tags.count }

    /// Whether the solver holds a constraint under `handle`.
    ///
    /// - Parameter handle: The number the constraint was added under.
    public func contains(_ handle: Int) -> Bool { tags[handle] != nil }

    /// The variable's value in the current solution (0 for one no constraint mentions).
    ///
    /// - Parameter variable: The variable's number, as the expressions give it.
    public func value(of variable: Int) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Adding and removing

    /// Adds `expression relation 0` under `handle`, required when `weight` is nil. A refused
    /// constraint leaves the solver as it was.
    ///
    /// - Parameters:
    ///   - handle: A number no constraint the solver holds has.
    ///   - expression: The constraint's expression, every number in it finite.
    ///   - relation: How the expression relates to zero.
    ///   - weight: How much the constraint's error costs in the objective (a positive, finite
    ///     number); `nil` for a required constraint.
    /// - Throws: ``Failure/duplicate`` for a handle in use, ``Failure/notFinite`` for a NaN or an
    ///   infinity, ``Failure/unsatisfiable(conflicting:)`` for a required constraint that cannot
    ///   hold with the required ones already in.
    public func add(_ handle: Int, _ expression: LinearExpression, _ relation: Relation, weight: Double?) throws(Failure) {
        guard tags[handle] == nil else { throw .duplicate }
        guard expression.isFinite, weight?.isFinite ?? true else { throw .notFinite }
        var (row, tag) = makeRow(expression, relation, weight: weight)
        tag.constant = expression.constant
        owners[tag.marker] = handle
        if let other = tag.other { owners[other] = handle }
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < SolverRow.epsilon else {
                // Required equalities alone, which cannot all hold: the conflict is exactly them
                // (less the new one's own marker: it does not conflict with itself).
                let conflicting = row.cells.keys.sorted().compactMap { owners[$0] }.filter { $0 != handle }
                forget(tag)
                throw .unsatisfiable(conflicting: unique(conflicting))
            }
            subject = tag.marker
        }
        tags[handle] = tag
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            install(row, for: subject)
        } else {
            let (satisfied, involved) = addWithArtificialVariable(row)
            if !satisfied {
                // Take it out again: the tableau is left as if it had never been added.
                remove(handle)
                throw .unsatisfiable(conflicting: unique(involved.filter { $0 != handle }))
            }
        }
        if !isBatching { optimizeObjective() }
    }

    /// While true, `add` keeps the tableau feasible but leaves optimising to `endBatch()`: a
    /// layout built from scratch optimises once, at the end, instead of after every constraint.
    public private(set) var isBatching = false

    /// Starts adding constraints without optimising after each (``isBatching``).
    public func beginBatch() {
        isBatching = true
    }

    /// Ends a batch and optimises once: the values are the least-cost solution again.
    public func endBatch() {
        isBatching = false
        optimizeObjective()
    }

    /// Removes the constraint under `handle`, if the solver holds it, and optimises.
    ///
    /// - Parameter handle: The number the constraint was added under.
    public func remove(_ handle: Int) {
        guard let tag = tags.removeValue(forKey: handle) else { return }
        if let weight = tag.weight {
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                if let row = rows[error] {
                    addToObjective(row, times: -weight)
                } else {
                    addToObjective(error, -weight)
                }
            }
        }
        if let row = uninstall(tag.marker) {
            _ = row
        } else if let leaving = markerLeavingRow(for: tag.marker), let row = uninstall(leaving) {
            row.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, with: row)
        }
        forget(tag)
        optimizeObjective()
    }

    /// Changes the constant of the expression held under `handle` in place, as Kiwi moves an
    /// edit variable: the tableau is the same but for its constants (the constraint's marker
    /// shifted by the change), and the rows that turn infeasible are mended by the dual simplex,
    /// a few pivots near the change, where removing and adding it again re-derives its row from
    /// every row its terms are in. Returns false, changing nothing, when it cannot: no such
    /// handle, a batch under way, a required equality that repeats others (its marker is basic),
    /// or a change that the required constraints cannot hold (the caller removes and adds it
    /// again, which reports the conflict).
    ///
    /// - Parameters:
    ///   - constant: The expression's new constant (finite).
    ///   - handle: The number the constraint was added under.
    public func setConstant(_ constant: Double, of handle: Int) -> Bool {
        guard var tag = tags[handle], !isBatching, constant.isFinite else { return false }
        let delta = constant - tag.constant
        if delta == 0 { return true }
        if tag.marker.kind == .dummy, rows[tag.marker] != nil { return false }
        guard shift(tag, by: delta / tag.markerCoefficient) else {
            // A required equality that repeats others would stop holding.
            _ = shift(tag, by: -delta / tag.markerCoefficient)
            infeasible = []
            return false
        }
        guard dualOptimize() else {
            // The required constraints cannot hold with it: back to the old constant, which they
            // could (the dual simplex finds that basis's values again).
            _ = shift(tag, by: -delta / tag.markerCoefficient)
            _ = dualOptimize()
            optimizeObjective()
            return false
        }
        tag.constant = constant
        tags[handle] = tag
        optimizeObjective()
        return true
    }

    /// Replaces the marker `m` of `tag` by `m + amount` throughout the tableau: only constants
    /// change. The restricted rows that turn negative are noted for the dual simplex. Returns
    /// false when a dummy's row (a required equality that repeats others, always 0) moves off
    /// zero: no pivot can mend that.
    @discardableResult
    private func shift(_ tag: Tag, by amount: Double) -> Bool {
        infeasible = []
        var dummiesHold = true
        let marker = tag.marker
        if let row = rows[marker] {
            row.constant -= amount
            if row.constant < 0 { infeasible.append(marker) }
            return true
        }
        for basic in columns[marker] ?? [] {
            guard let row = rows[basic] else { continue }
            row.constant += row.coefficient(of: marker) * amount
            if basic.kind == .dummy, abs(row.constant) >= SolverRow.epsilon { dummiesHold = false }
            if basic.kind != .external, row.constant < 0 { infeasible.append(basic) }
        }
        objective.constant += objective.coefficient(of: marker) * amount
        // Lowest symbols first, popped from the end: the same order on every run.
        infeasible.sort(by: >)
        return dummiesHold
    }

    /// The dual simplex: pivots each restricted row that is negative back to feasibility while the
    /// objective stays optimal. Returns false when a row cannot be mended (no symbol can enter).
    private func dualOptimize() -> Bool {
        isDualOptimizing = true
        defer { isDualOptimizing = false }
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < -SolverRow.epsilon else { continue }
            var best: (ratio: Double, symbol: SolverSymbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol) { continue }
                best = (ratio, symbol)
            }
            guard let entering = best?.symbol else {
                infeasible = []
                return false
            }
            _ = uninstall(leaving)
            pivotCount += 1
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            install(row, for: entering)
        }
        return true
    }

    private func forget(_ tag: Tag) {
        owners.removeValue(forKey: tag.marker)
        if let other = tag.other { owners.removeValue(forKey: other) }
    }

    private func unique(_ handles: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return handles.filter { seen.insert($0).inserted }
    }

    // MARK: Rows

    private func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbol += 1
        return SolverSymbol(id: nextSymbol, kind: kind)
    }

    private func symbol(for variable: Int) -> SolverSymbol {
        if let known = variables[variable] { return known }
        let made = newSymbol(.external)
        variables[variable] = made
        return made
    }

    /// The constraint as a row in terms of the current parametric symbols, with its slack,
    /// error or dummy symbols, and its errors' cost added to the objective.
    private func makeRow(_ expression: LinearExpression, _ relation: Relation, weight: Double?) -> (SolverRow, Tag) {
        let row = SolverRow(constant: expression.constant)
        // In the expression's order (by variable), so that symbols are numbered the same way on every run.
        for term in expression.terms where abs(term.coefficient) >= SolverRow.epsilon {
            let coefficient = term.coefficient
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.constant += basic.constant * coefficient
                for (cell, value) in basic.cells { row.add(cell, value * coefficient) }
            } else {
                row.add(symbol, coefficient)
            }
        }
        var tag: Tag
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, weight: weight, markerCoefficient: sign)
            if let weight {
                let error = newSymbol(.error)
                row.add(error, -sign)
                addToObjective(error, weight)
                tag.other = error
            }
        case .equal:
            if let weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, weight)
                addToObjective(minus, weight)
                tag = Tag(marker: plus, other: minus, weight: weight, markerCoefficient: -1)
            } else {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, weight: nil, markerCoefficient: 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol the new row can be solved for at once: an external one, else its own slack or
    /// error when negative (so the row stays feasible). Of the external ones, the one in the
    /// fewest rows (a variable seen for the first time is in none): solving for it rewrites only
    /// those rows, where the oldest symbol (Cassowary's usual choice) may be in every row, and a
    /// long chain of views would then cost the square of its length in rewrites.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
        var best: (rows: Int, symbol: SolverSymbol)?
        for symbol in row.cells.keys where symbol.kind == .external {
            let count = columns[symbol]?.count ?? 0
            if let current = best, count > current.rows || (count == current.rows && symbol > current.symbol) { continue }
            best = (count, symbol)
        }
        if let best { return best.symbol }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Adds a row no symbol can take at once through an artificial variable, minimised to zero
    /// if the row can hold. Returns whether it could, and the constraints its row was in terms
    /// of when it could not.
    private func addWithArtificialVariable(_ row: SolverRow) -> (Bool, [Int]) {
        let artificialSymbol = newSymbol(.slack)
        install(row.copy(), for: artificialSymbol)
        let artificialObjective = row.copy()
        optimize(artificialObjective, tracked: false)
        let satisfied = abs(artificialObjective.constant) < SolverRow.epsilon
        var involved: [Int] = []
        if !satisfied {
            let basicCells = rows[artificialSymbol]?.cells.keys.sorted() ?? []
            involved = (artificialObjective.cells.keys.sorted() + basicCells).compactMap { owners[$0] }
        }
        if let basic = uninstall(artificialSymbol) {
            if !basic.cells.isEmpty {
                // Of the row's pivotable symbols, the one in the fewest rows: solving for it
                // rewrites only those (the oldest may be in every row of a long stack).
                let pivotable = basic.cells.keys.filter(\.isPivotable)
                let fewest = pivotable.min { (columns[$0]?.count ?? 0, $0.id) < (columns[$1]?.count ?? 0, $1.id) }
                guard let entering = fewest else {
                    return (false, involved)
                }
                basic.solve(for: artificialSymbol, and: entering)
                substitute(entering, with: basic)
                install(basic, for: entering)
            }
        }
        // The artificial symbol goes from every row and the objective.
        if let holding = columns.removeValue(forKey: artificialSymbol) {
            for basic in holding { rows[basic]?.cells.removeValue(forKey: artificialSymbol) }
        }
        objective.cells.removeValue(forKey: artificialSymbol)
        return (satisfied, involved)
    }

    private func install(_ row: SolverRow, for basic: SolverSymbol) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    private func uninstall(_ basic: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every basic row that holds it and in the objective.
    private func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        if let holding = columns.removeValue(forKey: symbol) {
            for basic in holding {
                guard let target = rows[basic], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
                substitutionCount += 1
                target.constant += row.constant * coefficient
                if isDualOptimizing, basic.kind != .external, target.constant < -SolverRow.epsilon { infeasible.append(basic) }
                for (cell, value) in row.cells {
                    if target.add(cell, value * coefficient) {
                        columns[cell, default: []].insert(basic)
                    } else {
                        columns[cell]?.remove(basic)
                    }
                }
            }
        }
        if let coefficient = objective.cells[symbol] {
            objective.cells.removeValue(forKey: symbol)
            objectiveCandidates.remove(symbol)
            addToObjective(row, times: coefficient)
        }
    }

    private func addToObjective(_ symbol: SolverSymbol, _ value: Double) {
        objective.add(symbol, value)
        objectiveCandidates.insert(symbol)
    }

    private func addToObjective(_ row: SolverRow, times coefficient: Double) {
        objective.constant += row.constant * coefficient
        for (cell, value) in row.cells { addToObjective(cell, value * coefficient) }
    }

    // MARK: Optimising

    private func optimizeObjective() {
        optimize(objective, tracked: true)
    }

    /// Pivots until no symbol in `target` can lower it. The objective's candidates are the only
    /// symbols that can have turned negative since it was last optimal; an artificial row is
    /// searched whole.
    private func optimize(_ target: SolverRow, tracked: Bool) {
        while true {
            let entering: SolverSymbol?
            if tracked {
                var best: SolverSymbol?
                var settled: [SolverSymbol] = []
                for candidate in objectiveCandidates {
                    if objective.coefficient(of: candidate) < -SolverRow.epsilon, candidate.kind != .dummy {
                        if best.map({ candidate < $0 }) ?? true { best = candidate }
                    } else {
                        settled.append(candidate)
                    }
                }
                // Those found not negative stay so until a change to them adds them again.
                for symbol in settled { objectiveCandidates.remove(symbol) }
                entering = best
            } else {
                entering = target.cells.filter { $0.value < -SolverRow.epsilon && $0.key.kind != .dummy }.keys.min()
            }
            guard let entering else { return }
            guard let leaving = leavingRow(for: entering), let row = uninstall(leaving) else {
                // Unbounded: cannot happen for an objective of errors, which are never negative.
                return
            }
            pivotCount += 1
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            if !tracked, let coefficient = target.cells.removeValue(forKey: entering) {
                target.constant += row.constant * coefficient
                for (cell, value) in row.cells { target.add(cell, value * coefficient) }
            }
            install(row, for: entering)
        }
    }

    /// The row that limits how far `entering` can grow: the least ratio, ties to the lowest symbol.
    private func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
        var best: (ratio: Double, symbol: SolverSymbol)?
        for basic in columns[entering] ?? [] where basic.kind != .external {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.symbol) { continue }
            best = (ratio, basic)
        }
        return best?.symbol
    }

    /// The row to pivot a removed constraint's marker in through: a required equality's row
    /// (a dummy made basic because its constraint repeats others), else a restricting row with
    /// the least ratio, else any restricting row, else an external one.
    ///
    /// A dummy's row holds only dummies, at zero, so leaving through it moves no value. Through
    /// any other row the marker takes a value, and a dummy row that holds the marker would take
    /// it too: the repeated equality would stop holding once the one it repeats was removed.
    private func markerLeavingRow(for marker: SolverSymbol) -> SolverSymbol? {
        var first: (Double, SolverSymbol)?, second: (Double, SolverSymbol)?, third: SolverSymbol?
        for basic in (columns[marker] ?? []).sorted() {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if basic.kind == .dummy {
                return basic
            } else if basic.kind == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.0 }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.0 }) ?? true { second = (ratio, basic) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }
}
