import CellKit
import ScreenReader
import Session

/// What running a script produced: everything said, and each step's outcome.
public struct ScriptRun: Sendable {
    /// One step, what it made the screen reader say and the app's delegates get, and whether
    /// that met what the step expects.
    public struct StepOutcome: Sendable {
        /// A `callbacks` line of the step, and whether the step's callbacks met it.
        public struct CallbackCheck: Sendable {
            public let expectation: CallbackExpectation
            public let passed: Bool
        }

        public let step: ScriptStep
        public let spoken: [Utterance]
        /// What happened during the step, in order: what was said and the callbacks
        /// (`TimelineEntry`). Only what was said, when the outcome was made without callbacks.
        public let timeline: [TimelineEntry]
        /// Whether what was said met the step's expectation; `nil` when it has none.
        public let speechPassed: Bool?
        /// The step's `callbacks` lines, each judged.
        public let callbackChecks: [CallbackCheck]

        /// An outcome of `step`, judged against its expectations, from what happened during it.
        public init(step: ScriptStep, timeline: [TimelineEntry]) {
            self.step = step
            self.timeline = timeline
            spoken = timeline.compactMap(\.utterance)
            let joined = Self.joined(spoken)
            speechPassed = step.expectation.map { $0.isMet(by: joined) }
            let callbacks = timeline.compactMap(\.callback)
            callbackChecks = step.callbackExpectations.map { CallbackCheck(expectation: $0, passed: $0.isMet(by: callbacks)) }
        }

        /// An outcome of `step` from what it made the screen reader say, for a step taken
        /// where the callbacks were not kept: a `callbacks` line sees none.
        public init(step: ScriptStep, spoken: [Utterance]) {
            self.init(step: step, timeline: spoken.map(TimelineEntry.said))
        }

        /// The callbacks the app's delegates got during the step, in order.
        public var callbacks: [DragEvent] { timeline.compactMap(\.callback) }

        /// Whether the step met everything it expects (what is said, its `callbacks` lines);
        /// `nil` when it expects nothing.
        public var passed: Bool? {
            guard speechPassed != nil || !callbackChecks.isEmpty else { return nil }
            return speechPassed != false && callbackChecks.allSatisfy(\.passed)
        }

        /// How many checks the step makes: its expectation and its `callbacks` lines.
        public var checkCount: Int { (speechPassed == nil ? 0 : 1) + callbackChecks.count }

        /// What was said, joined as expectations compare it.
        public var spokenText: String { Self.joined(spoken) }

        private static func joined(_ spoken: [Utterance]) -> String {
            spoken.map(\.description).joined(separator: " / ")
        }
    }

    /// What the screen reader said when the scene appeared, before the first step.
    public let opening: [Utterance]
    public let outcomes: [StepOutcome]
    /// What happened as the scene appeared, before the first step: what was said and the
    /// callbacks, in order.
    public let openingTimeline: [TimelineEntry]
    /// Why the run ended before its last step, at the step's place: a limit it reached (a read
    /// all past `Script.Limits.readAllElements`). The steps before it are the outcomes; the
    /// step itself and those after did not finish. `nil` for a run that took every step.
    public let stop: SceneError?

    public init(opening: [Utterance], outcomes: [StepOutcome], openingTimeline: [TimelineEntry]? = nil, stop: SceneError? = nil) {
        self.opening = opening
        self.outcomes = outcomes
        self.openingTimeline = openingTimeline ?? opening.map(TimelineEntry.said)
        self.stop = stop
    }

    /// Everything said, in order.
    public var transcript: [Utterance] { opening + outcomes.flatMap(\.spoken) }
    /// Everything said and every callback, in the order they happened.
    public var timeline: [TimelineEntry] { openingTimeline + outcomes.flatMap(\.timeline) }
    public var failures: [StepOutcome] { outcomes.filter { $0.passed == false } }
    /// Whether every step ran and met what it expects.
    public var passed: Bool { failures.isEmpty && stop == nil }
}
