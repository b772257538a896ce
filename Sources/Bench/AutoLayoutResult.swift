/// Auto Layout's cost on one screen of one shape and size (`AutoLayoutBench`), beside
/// kiwisolver's on the same system when it was measured.
package struct AutoLayoutResult: Sendable, Equatable, Encodable {
    /// `stack`, `chain` or `grid` (`AutoLayoutScreen.Shape`).
    package let shape: String
    package let views: Int
    /// The first layout pass: the median, in nanoseconds, and the runs.
    package let firstNanoseconds: UInt64
    package let firstRuns: Int
    /// One constant changed and the screen laid out again.
    package let editNanoseconds: UInt64
    package let editRuns: Int
    /// What the engine handed its solver: its constraints.
    package let constraints: Int
    /// kiwisolver's time for the same system: every constraint added in the same order and the
    /// variables updated; the edit, the changed constraint removed and added with its new constant.
    package var kiwiFirstNanoseconds: UInt64?
    package var kiwiEditNanoseconds: UInt64?
    /// Whether kiwisolver was stopped at the script's time limit: its figure is a lower bound,
    /// and the ratio an upper one.
    package var kiwiFirstIsLowerBound = false
    package var kiwiEditIsLowerBound = false

    package init(shape: String, views: Int, first: (median: UInt64, runs: Int), edit: (median: UInt64, runs: Int),
                constraints: Int) {
        self.shape = shape
        self.views = views
        firstNanoseconds = first.median
        firstRuns = first.runs
        editNanoseconds = edit.median
        editRuns = edit.runs
        self.constraints = constraints
    }

    /// Rotor's time over kiwisolver's for the first pass and the edit, when kiwisolver ran.
    package var firstRatio: Double? { Self.ratio(firstNanoseconds, kiwiFirstNanoseconds) }
    package var editRatio: Double? { Self.ratio(editNanoseconds, kiwiEditNanoseconds) }

    private static func ratio(_ mine: UInt64, _ theirs: UInt64?) -> Double? {
        guard let theirs, theirs > 0 else { return nil }
        return Double(mine) / Double(theirs)
    }

    enum CodingKeys: String, CodingKey {
        case shape, views, constraints
        case firstNanoseconds = "first_ns"
        case firstRuns = "first_runs"
        case editNanoseconds = "edit_ns"
        case editRuns = "edit_runs"
        case kiwiFirstNanoseconds = "kiwi_first_ns"
        case kiwiEditNanoseconds = "kiwi_edit_ns"
        case kiwiFirstIsLowerBound = "kiwi_first_over_limit"
        case kiwiEditIsLowerBound = "kiwi_edit_over_limit"
    }
}
