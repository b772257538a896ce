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
///    superview, a constant size, a top pinned to the last bottom), and one with two makes the
///    first a multiple of the second plus a constant (`x = a × y + b`: equal widths, a leading
///    edge after a trailing one), so a row of equal widths pinned at both ends is fixed once its
///    last equation leaves one unknown;
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

    /// What a variable is known to be: a value, or a multiple of another (free) variable plus a
    /// constant. A variable with neither is free.
    private enum Known {
        case value(Double)
        case linear(root: Int, scale: Double, offset: Double)
    }

    // Inside, a variable is its place (its number itself when the numbers run from 0 with few
    // gaps, as a layout's do; else its place among them sorted), and a constraint its index:
    // what is known of each is in arrays, not dictionaries, and each constraint's terms and each
    // variable's constraints are runs of one flat array each (`LinearSystem`), not an array
    // apiece. Hashing, scattered
    // storage and an allocation for every constraint made a layout of 10,000 views cost more
    // than a hundred times one of 100.
    /// The constraints, as given, with their constants as changed since.
    public private(set) var system: LinearSystem
    /// Each term's variable, by place: the system's own list when its numbers are the places.
    private let termPlaces: [Int]
    /// The constraints variable `p` is in: `useList[useStart[p]..<useStart[p + 1]]`.
    private let useStart: [Int]
    private let useList: [Int]
    /// The caller's number of each variable, by place (ascending), when they are not the places.
    private let numbers: [Int]
    /// The place of each of the caller's numbers.
    private let places: Places
    private var known: [Known?] = []
    /// The variables each free variable stands for (itself included), so that a change to it
    /// looks again at their constraints; `nil` for a variable that stands for itself only.
    private var members: [[Int]?] = []
    /// The variables fixed by required equalities alone (step 1 before any guess).
    private var forced: [Bool] = []
    /// The required constraints step 1 is done with (each settled a variable or held).
    private var isDone: [Bool] = []
    /// The last run's settlements, in order: a required equality's index (it settled a variable
    /// of its own), or `-1 - variable` for a variable settled by its own constraints (step 2).
    private var settlements: [Int] = []
    /// Where step 2 began among them.
    private var firstGuess = 0
    /// Whether the last run went to its end (no required constraint failed on the way).
    private var settlementsAreComplete = false
    /// A constraint's free variables while it is reduced, kept to save an allocation each time.
    private var scratch: [(variable: Int, coefficient: Double)] = []
    /// Whether a required constraint failed on fixed values: the whole system goes to the simplex.
    public private(set) var failed = false
    /// Substitutions made and constraints looked at: the measure of its work (linear in the
    /// constraints' terms, and a logarithm for each variable's merges).
    public private(set) var work = 0
    /// How many times the constraints' tables were made: once, however many constants change
    /// (``changeConstants(_:)``).
    public private(set) var tablesMade = 0
    /// Whether the last ``changeConstants(_:)`` did the settlements of the run before again, in
    /// their order: then which constraints keep a variable that is not fixed (those
    /// ``reduced(_:)`` gives an expression for) is as after that run, since it depends on the
    /// terms alone, and a caller that noted them need not reduce the others again.
    public private(set) var replayed = false

    /// Below this a coefficient is zero, as in the tableau.
    private static let epsilon = 1.0e-8
    /// How far a required constraint may miss on fixed values, and a constraint that is not
    /// required may miss and count as met: the layout rounds to whole points.
    private static let tolerance = 1.0e-6

    /// Where each of the caller's variable numbers is among the places.
    private enum Places {
        /// Numbers from 0 to below a bound, with few gaps: each is its own place.
        case identity(Int)
        /// Any other numbers: the place of each, ascending by number.
        case sparse([Int: Int])

        func place(of number: Int) -> Int? {
            switch self {
            case .identity(let bound): number >= 0 && number < bound ? number : nil
            case .sparse(let table): table[number]
            }
        }

        /// How many places there are.
        var count: Int {
            switch self {
            case .identity(let bound): bound
            case .sparse(let table): table.count
            }
        }
    }

    /// The caller's number of the variable at a place.
    private func number(at place: Int) -> Int {
        if case .identity = places { return place }
        return numbers[place]
    }

    /// Fixes what it can of `constraints` (steps 1 and 2).
    public init<Constraints: Collection<Constraint>>(_ constraints: Constraints) {
        var system = LinearSystem()
        for constraint in constraints { system.append(constraint.expression, constraint.relation, weight: constraint.weight) }
        self.init(system)
    }

    /// Fixes what it can of the system (steps 1 and 2).
    public init(_ system: LinearSystem) {
        let termNumbers = system.variables
        var lowest = Int.max, highest = Int.min
        for number in termNumbers {
            lowest = min(lowest, number)
            highest = max(highest, number)
        }
        var numbers: [Int] = []
        let places: Places
        let termPlaces: [Int]
        if termNumbers.isEmpty {
            places = .identity(0)
            termPlaces = []
        } else if lowest >= 0, highest / 2 <= termNumbers.count + 32 {
            // Numbers from 0 with few gaps (a layout's four a view): each number is its own place,
            // and a number no constraint mentions is a free variable no constraint holds.
            places = .identity(highest + 1)
            termPlaces = termNumbers
        } else {
            numbers = Set(termNumbers).sorted()
            let table = Dictionary(uniqueKeysWithValues: numbers.enumerated().map { ($1, $0) })
            termPlaces = termNumbers.map { table[$0] ?? 0 }
            places = .sparse(table)
        }
        let count = places.count
        // Each variable's constraints, counted, then placed: each variable's start serves as
        // where its next one goes (ending at the next variable's start), then moves back.
        var useStart = [Int](repeating: 0, count: count + 1)
        for place in termPlaces { useStart[place + 1] += 1 }
        for place in 0..<count { useStart[place + 1] += useStart[place] }
        var useList = [Int](repeating: 0, count: termPlaces.count)
        for index in 0..<system.count {
            for term in system.termStart[index]..<system.termStart[index + 1] {
                let place = termPlaces[term]
                useList[useStart[place]] = index
                useStart[place] += 1
            }
        }
        for place in stride(from: count, to: 0, by: -1) { useStart[place] = useStart[place - 1] }
        if count > 0 { useStart[0] = 0 }
        self.system = system
        self.termPlaces = termPlaces
        self.useStart = useStart
        self.useList = useList
        self.numbers = numbers
        self.places = places
        tablesMade = 1
        run()
    }

    /// How many constraints it was given.
    public var constraintCount: Int { system.count }

    /// Gives constraints new constants and fixes again what it can, with the tables already
    /// made: what a presolve of the changed constraints would find.
    ///
    /// Which constraint settles which variable, and in what order, does not depend on the
    /// constants (only on the terms), with one exception: whether a variable's own constraints
    /// allow one value (step 2's guess), which only a constraint of that variable alone can
    /// change. So when no such change turns a guess on or off, the settlements of the last run
    /// are done again in their order, each from its constraint's new constant (work in the
    /// variables, not in the constraints' queue); otherwise steps 1 and 2 run again. A required
    /// constraint that the new constants break is found by ``check(_:)``, as the caller asks it
    /// before trusting the values.
    ///
    /// - Parameter changes: Each changed constraint's place in the list given, and its
    ///   expression's new constant; a place out of the list is ignored.
    public mutating func changeConstants(_ changes: [(index: Int, constant: Double)]) {
        var replayable = settlementsAreComplete
        for (index, constant) in changes where system.constants.indices.contains(index) {
            let first = system.termStart[index]
            guard system.termStart[index + 1] - first == 1 else {
                system.setConstant(constant, of: index)
                continue
            }
            let variable = termPlaces[first]
            let guessed = onlyValue(of: variable) != nil
            system.setConstant(constant, of: index)
            if (onlyValue(of: variable) != nil) != guessed { replayable = false }
        }
        replayed = replayable && replay()
        if !replayed { run() }
    }

    /// Forgets what is known: every variable free, every constraint to be looked at. The lists
    /// are cleared in place when they
    /// are there already (a changed constant): fresh pages for each would cost more than the
    /// settling.
    private mutating func reset() {
        let count = places.count
        if known.count == count, isDone.count == system.count {
            for place in 0..<count { known[place] = nil }
            for place in 0..<count where members[place] != nil { members[place] = nil }
            for place in 0..<count { forced[place] = false }
            for index in system.constants.indices { isDone[index] = false }
        } else {
            known = Array(repeating: nil, count: count)
            members = Array(repeating: nil, count: count)
            forced = Array(repeating: false, count: count)
            isDone = Array(repeating: false, count: system.count)
        }
        failed = false
        work = 0
    }

    /// Marks the variables fixed so far as forced by the required equalities (step 1's).
    private mutating func markForced() {
        for variable in 0..<places.count {
            if case .value = resolve(variable) { forced[variable] = true }
        }
    }

    /// Steps 1 and 2, from nothing known.
    private mutating func run() {
        reset()
        settlements.removeAll(keepingCapacity: true)
        settlements.reserveCapacity(places.count)
        settlementsAreComplete = false
        // Lowest first, popped from the end; room for each constraint queued again by each of
        // its variables, so that the queue never grows by copying.
        var queue: [Int] = []
        queue.reserveCapacity(system.count + 64)
        for index in system.constants.indices.reversed() where system.weights[index] == nil { queue.append(index) }
        propagate(&queue)
        guard !failed else { return }
        markForced()
        firstGuess = settlements.count
        // Step 2, in the variables' order: each guess is propagated before the next.
        for variable in 0..<places.count {
            guard case .linear(let root, let scale, let offset) = resolve(variable), let value = onlyValue(of: variable) else { continue }
            settlements.append(-1 - variable)
            settle(root, as: .value((value - offset) / scale), &queue)
            propagate(&queue)
            if failed { return }
        }
        settlementsAreComplete = true
    }

    /// The last run's settlements again, in order, from the constants as they are now. Returns
    /// false when one no longer settles as it did (it cannot: the caller then runs again).
    private mutating func replay() -> Bool {
        reset()
        var queue: [Int] = []
        for (position, event) in settlements.enumerated() {
            if position == firstGuess { markForced() }
            if event >= 0 {
                work += system.termStart[event + 1] - system.termStart[event]
                let constant = reduce(event)
                guard settleByEquality(event, constant: constant, &queue, queueing: false) else { return false }
            } else {
                let variable = -1 - event
                guard case .linear(let root, let scale, let offset) = resolve(variable), let value = onlyValue(of: variable)
                else { return false }
                settle(root, as: .value((value - offset) / scale), &queue, queueing: false)
            }
        }
        if settlements.count == firstGuess { markForced() }
        return true
    }

    /// What a variable (a place) is, in terms of a free variable or a value (a free one is itself).
    private mutating func resolve(_ variable: Int) -> Known {
        work += 1
        switch known[variable] {
        case nil:
            return .linear(root: variable, scale: 1, offset: 0)
        case .value(let value):
            return .value(value)
        case .linear(let root, let scale, let offset):
            let resolved: Known
            switch resolve(root) {
            case .value(let value): resolved = .value(scale * value + offset)
            case .linear(let next, let nextScale, let nextOffset):
                resolved = .linear(root: next, scale: scale * nextScale, offset: scale * nextOffset + offset)
            }
            known[variable] = resolved
            return resolved
        }
    }

    /// The constraint in terms of free variables: returns its constant, and leaves each free
    /// variable's coefficient in `scratch` (those too small to count left out).
    private mutating func reduce(_ index: Int) -> Double {
        var constant = system.constants[index]
        var free = scratch
        scratch = []
        free.removeAll(keepingCapacity: true)
        var mayHaveZero = false
        for term in system.termStart[index]..<system.termStart[index + 1] {
            let coefficient = system.coefficients[term]
            switch resolve(termPlaces[term]) {
            case .value(let value):
                constant += value * coefficient
            case .linear(let root, let scale, let offset):
                constant += offset * coefficient
                if let at = free.firstIndex(where: { $0.variable == root }) {
                    free[at].coefficient += scale * coefficient
                    mayHaveZero = true
                } else {
                    let scaled = scale * coefficient
                    if abs(scaled) < Self.epsilon { mayHaveZero = true }
                    free.append((root, scaled))
                }
            }
        }
        // Coefficients too small to count go (rare: a sum that cancels, or a tiny scale).
        if mayHaveZero { free.removeAll { abs($0.coefficient) < Self.epsilon } }
        scratch = free
        return constant
    }

    /// Makes a free variable a value or a multiple of another, and queues again the required
    /// constraints of every variable it stands for.
    private mutating func settle(_ root: Int, as value: Known, _ queue: inout [Int], queueing: Bool = true) {
        known[root] = value
        // A variable that stands for itself alone (most) has no list: none is made for it.
        let moved = members[root]
        members[root] = nil
        if case .linear(let other, _, _) = value {
            // In place: the one standing for fewer joins the other (a logarithm for each).
            if members[other] == nil { members[other] = [other] }
            if let moved { members[other]?.append(contentsOf: moved) } else { members[other]?.append(root) }
        }
        guard queueing else { return }
        if let moved {
            for variable in moved { queueRequired(of: variable, &queue) }
        } else {
            queueRequired(of: root, &queue)
        }
    }

    /// Queues the required constraints a variable is in.
    private mutating func queueRequired(of variable: Int, _ queue: inout [Int]) {
        for use in useStart[variable]..<useStart[variable + 1] where system.weights[useList[use]] == nil {
            work += 1
            queue.append(useList[use])
        }
    }

    /// Settles a free variable of each required equality in the queue that has one or two, and
    /// checks each required constraint that has none.
    private mutating func propagate(_ queue: inout [Int]) {
        while let index = queue.popLast() {
            // A constraint that settled a variable, or held with every variable known, has
            // nothing left to give: its variables only become better known.
            guard !isDone[index] else { continue }
            work += system.termStart[index + 1] - system.termStart[index]
            let constant = reduce(index)
            if scratch.isEmpty {
                if !Self.holds(constant, system.relations[index]) {
                    failed = true
                    return
                }
                isDone[index] = true
            } else if settleByEquality(index, constant: constant, &queue, queueing: true) {
                settlements.append(index)
                isDone[index] = true
            }
        }
    }

    /// Settles a free variable of required equality `index`, just reduced (its constant, and
    /// its free variables in `scratch`), when it has one or two. Returns whether it did.
    private mutating func settleByEquality(_ index: Int, constant: Double, _ queue: inout [Int], queueing: Bool) -> Bool {
        guard system.relations[index] == .equal else { return false }
        switch scratch.count {
        case 1:
            let only = scratch[0]
            settle(only.variable, as: .value(-constant / only.coefficient), &queue, queueing: queueing)
        case 2:
            // The one standing for fewer variables becomes a multiple of the other.
            let (first, second) = (members[scratch[0].variable]?.count ?? 1) <= (members[scratch[1].variable]?.count ?? 1)
                ? (scratch[0], scratch[1]) : (scratch[1], scratch[0])
            settle(first.variable, as: .linear(root: second.variable, scale: -second.coefficient / first.coefficient,
                                               offset: -constant / first.coefficient), &queue, queueing: queueing)
        default:
            return false
        }
        return true
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
        for use in useStart[variable]..<useStart[variable + 1] {
            let index = useList[use], first = system.termStart[index]
            guard system.termStart[index + 1] - first == 1 else { continue }
            work += 1
            let coefficient = system.coefficients[first], bound = -system.constants[index] / coefficient
            // `coefficient × v + constant ≤ 0` bounds v above when the coefficient is positive.
            switch (system.relations[index], coefficient > 0) {
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

    /// A variable's value when the presolve fixed it.
    public mutating func fixedValue(of variable: Int) -> Double? {
        guard let place = places.place(of: variable) else {
            work += 1
            return nil
        }
        if case .value(let value) = resolve(place) { return value }
        return nil
    }

    /// How many of the constraints' variables are fixed.
    public mutating func fixedCount() -> Int {
        (0..<places.count).reduce(0) { count, place in
            if case .value = resolve(place) { count + 1 } else { count }
        }
    }

    /// A variable's value, given the values the simplex found for the free variables.
    public mutating func value(of variable: Int, solved: (Int) -> Double) -> Double {
        guard let place = places.place(of: variable) else {
            work += 1
            return solved(variable)
        }
        return value(atPlace: place, solved: solved)
    }

    /// The value of the variable at a place, given the simplex's values (by the caller's numbers).
    private mutating func value(atPlace place: Int, solved: (Int) -> Double) -> Double {
        switch resolve(place) {
        case .value(let value): value
        case .linear(let root, let scale, let offset): scale * solved(number(at: root)) + offset
        }
    }

    /// The constraint in terms of the free variables, for the simplex; `nil` when every variable
    /// in it is fixed (it needs no solving: ``check(_:)`` looks at it).
    public mutating func reduced(_ index: Int) -> LinearExpression? {
        let constant = reduce(index)
        guard !scratch.isEmpty else { return nil }
        var expression = LinearExpression(reservingCapacity: scratch.count)
        expression.constant = constant
        for term in scratch { expression.add(number(at: term.variable), term.coefficient) }
        return expression
    }

    /// Whether the solution (`solved` gives each free variable's value from the simplex) is the
    /// least-cost one: every required constraint holds, and every one that is not required and
    /// mentions a variable the required equalities did not force is met.
    public mutating func check(_ solved: (Int) -> Double) -> Bool {
        guard !failed else { return false }
        for index in system.constants.indices {
            let span = system.termStart[index]..<system.termStart[index + 1]
            work += span.count
            if system.weights[index] != nil, span.allSatisfy({ forced[termPlaces[$0]] }) { continue }
            var total = system.constants[index]
            for term in span { total += value(atPlace: termPlaces[term], solved: solved) * system.coefficients[term] }
            // A required constraint holds; one that is not is met (no error).
            if !Self.holds(total, system.relations[index]) { return false }
        }
        return true
    }
}
