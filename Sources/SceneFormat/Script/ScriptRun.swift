import ScreenReader

/// What running a script produced: everything said, and each step's outcome.
public struct ScriptRun: Sendable {
    /// One step, what it made the screen reader say, and whether that met its expectation.
    public struct StepOutcome: Sendable {
        public let step: ScriptStep
        public let spoken: [Utterance]
        /// `nil` when the step expects nothing.
        public let passed: Bool?

        /// An outcome of `step`, judged against its expectation.
        public init(step: ScriptStep, spoken: [Utterance]) {
            self.step = step
            self.spoken = spoken
            let joined = Self.joined(spoken)
            self.passed = step.expectation.map { $0.isMet(by: joined) }
        }

        /// What was said, joined as expectations compare it.
        public var spokenText: String { Self.joined(spoken) }

        private static func joined(_ spoken: [Utterance]) -> String {
            spoken.map(\.description).joined(separator: " / ")
        }
    }

    /// What the screen reader said when the scene appeared, before the first step.
    public let opening: [Utterance]
    public let outcomes: [StepOutcome]

    /// Everything said, in order.
    public var transcript: [Utterance] { opening + outcomes.flatMap(\.spoken) }
    public var failures: [StepOutcome] { outcomes.filter { $0.passed == false } }
    public var passed: Bool { failures.isEmpty }
}
