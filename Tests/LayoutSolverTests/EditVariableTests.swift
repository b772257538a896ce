import LayoutSolver
import Testing

/// Suggested values, as Cassowary's edit variables give them. The solver has no edit variables
/// of its own: a suggestion is a strong equality, removed and added again with the new value,
/// which is how Auto Layout changes a constraint's constant (CellKit's `LayoutEngine`). These
/// tests hold that path to what an edit does: the value moves as far as the required
/// constraints let it, the rest follow at least cost, and each suggestion costs a few pivots.
@Suite("Edit variables (suggested values)")
struct EditVariableTests {
    /// The midpoint of a line (Badros, Borning and Stuckey's running example), three variables:
    /// its left end, its midpoint and its right end.
    struct Line {
        static let left = 0, middle = 1, right = 2
        let solver = SimplexSolver()
        private let editHandle = 100

        /// 2 × middle == left + right, left + 10 <= right, right <= 100, left >= 0 (required);
        /// the ends stay at 90 and 100 (weak, the right end twice as firmly).
        init() throws {
            let left = LinearExpression(variable: Self.left), middle = LinearExpression(variable: Self.middle)
            let right = LinearExpression(variable: Self.right)
            try solver.add(1, middle * 2 - left - right, .equal, weight: nil)
            try solver.add(2, left - right + 10, .lessThanOrEqual, weight: nil)
            try solver.add(3, right + -100, .lessThanOrEqual, weight: nil)
            try solver.add(4, left, .greaterThanOrEqual, weight: nil)
            try solver.add(5, left + -90, .equal, weight: Strength.weak)
            try solver.add(6, right + -100, .equal, weight: Strength.weak * 2)
        }

        var values: [Double] { [Self.left, Self.middle, Self.right].map { solver.value(of: $0) } }

        /// Suggests a value for `variable`, replacing the last suggestion for it.
        func suggest(_ value: Double, for variable: Int = Self.middle, strength: Double = Strength.strong) throws {
            let handle = editHandle + variable
            solver.remove(handle)
            try solver.add(handle, LinearExpression(variable: variable) + -value, .equal, weight: strength)
        }

        func stopEditing(_ variable: Int = Self.middle) {
            solver.remove(editHandle + variable)
        }
    }

    @Test("the line rests at its stays: left 90, middle 95, right 100")
    func rest() throws {
        #expect(try Line().values == [90, 95, 100])
    }

    @Test("dragging the midpoint moves the ends as little as their stays cost, within the bounds",
          arguments: [
              // Left at 0 (its bound), the costlier right end as near 100 as that allows.
              (20.0, [0.0, 20, 40]),
              // The right end back at its stay, the left end as near 90 as the midpoint allows.
              (60, [20, 60, 100]),
              // Past the right bound: the midpoint stops where the line cannot go further.
              (200, [90, 95, 100]),
              // Past the left bound: the line at its shortest, against 0.
              (-50, [0, 5, 10]),
          ] as [(Double, [Double])])
    func dragMidpoint(suggested: Double, expected: [Double]) throws {
        let line = try Line()
        try line.suggest(suggested)
        #expect(line.values == expected)
    }

    @Test("suggestions in a row land where each would from rest, and ending the edit returns to the stays")
    func suggestionsInARow() throws {
        let line = try Line()
        var seen: [[Double]] = []
        for value in [20.0, 60, 200, -50, 20, 95] {
            try line.suggest(value)
            seen.append(line.values)
        }
        #expect(seen == [[0, 20, 40], [20, 60, 100], [90, 95, 100], [0, 5, 10], [0, 20, 40], [90, 95, 100]])
        line.stopEditing()
        #expect(line.values == [90, 95, 100])
        #expect(line.solver.constraintCount == 6)
    }

    @Test("two ends edited at once both hold, and the midpoint follows")
    func twoEdits() throws {
        let line = try Line()
        try line.suggest(30, for: Line.left)
        try line.suggest(50, for: Line.right)
        #expect(line.values == [30, 40, 50])
        // Closer than 10 apart cannot hold: the edits, equally strong, miss by 6 between them,
        // and the weak stays choose how: the right end, whose stay weighs more, goes out to 56.
        try line.suggest(46, for: Line.left)
        #expect(line.values == [46, 51, 56])
    }

    @Test("a weak suggestion gives way to a stronger wish")
    func weakSuggestion() throws {
        let line = try Line()
        try line.solver.add(7, LinearExpression(variable: Line.middle) + -50, .equal, weight: Strength.medium)
        try line.suggest(80, strength: Strength.weak)
        #expect(line.values[Line.middle] == 50)
        try line.suggest(80, strength: Strength.strong)
        #expect(line.values[Line.middle] == 80)
    }

    @Test("each suggestion costs a few pivots, however long the chain that follows it")
    func suggestionCost() throws {
        func pivotsPerSuggestion(chain length: Int) throws -> Double {
            let solver = SimplexSolver()
            // x0 stays at 0 (weak); x(i) == x(i-1) + 1 (required); a suggestion moves x0.
            try solver.add(0, LinearExpression(variable: 0), .equal, weight: Strength.weak)
            for index in 1..<length {
                try solver.add(index, LinearExpression(variable: index) - LinearExpression(variable: index - 1) + -1,
                               .equal, weight: nil)
            }
            let before = solver.pivotCount
            let suggestions = 20
            for step in 0..<suggestions {
                solver.remove(-1)
                try solver.add(-1, LinearExpression(variable: 0) + -Double(step * 7 % 50), .equal, weight: Strength.strong)
                #expect(solver.value(of: length - 1) == Double(step * 7 % 50 + length - 1))
            }
            return Double(solver.pivotCount - before) / Double(suggestions)
        }
        let short = try pivotsPerSuggestion(chain: 10), long = try pivotsPerSuggestion(chain: 1_000)
        #expect(long <= 4)
        #expect(long <= short + 1)
    }
}
