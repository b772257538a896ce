/// `constant + Σ coefficient × variable`, over the solver's variables. A variable is a number
/// chosen by whoever builds the expression (Auto Layout numbers four per view); the solver makes
/// a column for each number the first time a constraint mentions it. One side of a constraint,
/// moved to the left: `lhs == rhs` is held as `lhs - rhs == 0`.
///
/// The terms are a short array sorted by variable, one term a variable, as Kiwi keeps them: a
/// layout's constraint has two to six, and an array of them is one allocation, made and walked
/// in order, where a hashed dictionary for each of 40,000 constraints cost more to make than the
/// presolve that reads them.
public struct LinearExpression: Sendable, Equatable {
    /// One variable and its coefficient.
    public struct Term: Sendable, Equatable {
        /// The variable's number.
        public var variable: Int
        /// What it is multiplied by.
        public var coefficient: Double

        /// A variable times a coefficient.
        public init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, by variable (ascending), one for each variable it mentions; a variable not in
    /// it has coefficient 0. A term whose coefficients summed to 0 is kept (the solver and the
    /// presolve leave out coefficients too small to count).
    public private(set) var terms: [Term]
    /// The part that mentions no variable.
    public var constant: Double

    /// An expression with the given terms and constant.
    ///
    /// - Parameters:
    ///   - terms: Each variable's coefficient.
    ///   - constant: The part that mentions no variable.
    public init(terms: [Int: Double] = [:], constant: Double = 0) {
        self.terms = terms.map { Term(variable: $0.key, coefficient: $0.value) }.sorted { $0.variable < $1.variable }
        self.constant = constant
    }

    /// One variable, times a coefficient.
    ///
    /// - Parameters:
    ///   - variable: The variable's number.
    ///   - coefficient: What it is multiplied by.
    public init(variable: Int, coefficient: Double = 1) {
        terms = [Term(variable: variable, coefficient: coefficient)]
        constant = 0
    }

    /// A constant alone.
    ///
    /// - Parameter constant: The expression's value.
    public init(constant: Double) {
        terms = []
        self.constant = constant
    }

    /// An empty expression with room for `capacity` terms, to be filled with ``add(_:_:)``
    /// without growing.
    ///
    /// - Parameter capacity: How many terms it will hold.
    public init(reservingCapacity capacity: Int) {
        terms = []
        terms.reserveCapacity(capacity)
        constant = 0
    }

    /// The coefficient of a variable (0 when the expression does not mention it).
    ///
    /// - Parameter variable: The variable's number.
    public func coefficient(of variable: Int) -> Double {
        terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    /// Adds `coefficient × variable` in place: to the variable's term when it has one, else as a
    /// new term in its place.
    ///
    /// - Parameters:
    ///   - variable: The variable's number.
    ///   - coefficient: What it is multiplied by.
    public mutating func add(_ variable: Int, _ coefficient: Double) {
        // From the end: terms are mostly added in order, and expressions are short.
        var index = terms.count
        while index > 0, terms[index - 1].variable > variable { index -= 1 }
        if index > 0, terms[index - 1].variable == variable {
            terms[index - 1].coefficient += coefficient
        } else {
            terms.insert(Term(variable: variable, coefficient: coefficient), at: index)
        }
    }

    /// Adds another expression times a number, in place.
    ///
    /// - Parameters:
    ///   - other: The expression added.
    ///   - factor: What it is multiplied by first.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        if other.terms.count <= 2 {
            for term in other.terms { add(term.variable, term.coefficient * factor) }
            return
        }
        // Two sorted lists merged in one pass, however long.
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var mine = 0, theirs = 0
        while mine < terms.count || theirs < other.terms.count {
            if theirs == other.terms.count || (mine < terms.count && terms[mine].variable < other.terms[theirs].variable) {
                merged.append(terms[mine])
                mine += 1
            } else if mine == terms.count || other.terms[theirs].variable < terms[mine].variable {
                let term = other.terms[theirs]
                merged.append(Term(variable: term.variable, coefficient: term.coefficient * factor))
                theirs += 1
            } else {
                var term = terms[mine]
                term.coefficient += other.terms[theirs].coefficient * factor
                merged.append(term)
                mine += 1
                theirs += 1
            }
        }
        terms = merged
    }

    /// The sum of two expressions, term by term.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs)
        return sum
    }

    /// The difference of two expressions, term by term.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// The expression with every coefficient and its constant multiplied by a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = lhs
        for index in product.terms.indices { product.terms[index].coefficient *= rhs }
        product.constant *= rhs
        return product
    }

    /// The expression with a number added to its constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    /// Whether every number in it is finite: a constraint with a NaN or an infinity in it means
    /// nothing, and the solver never sees one.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy(\.coefficient.isFinite)
    }
}
