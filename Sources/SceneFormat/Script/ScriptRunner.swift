import CellKit
import ScreenReader
import Session

/// Runs a script against a scene headless: each line is one step of a session over the
/// scene's windows (a gesture, then what falls due; a wait; a language), so only `wait` moves
/// virtual time and every run is the same.
@MainActor
public struct ScriptRunner {
    public let scene: Scene
    /// The session the script runs in; listeners added to it hear each step, and each
    /// utterance as it is said.
    public let session: ScreenSession
    /// What a run may cost: its read alls cost at most `limits.readAllElements` in all, its
    /// walks of the screen look at `limits.walkedViews` views at most (`RunBudget`).
    public let limits: Script.Limits

    /// A runner for a scene, speaking the scene's language unless `language` is given.
    public init(scene: Scene, language: Language? = nil, limits: Script.Limits = .standard) {
        self.scene = scene
        self.limits = limits
        session = scene.makeSession(language: language)
    }

    public var finger: Finger { session.finger }

    /// The elements a run's read alls may read in all (`Scene.readAllBudget(within:)`).
    public var readAllBudget: Int { scene.readAllBudget(within: limits.readAllElements) }

    /// Runs a script (the scene's own by default) from the scene's first element. Each step's
    /// outcome holds what it made the screen reader say and the callbacks it made, in order.
    ///
    /// The run keeps a budget (`RunBudget`). Its read alls share one budget
    /// (`ReadAllProgress.cost`): each is given what is left; one that can be seen to pass it is
    /// refused before its first word, and one that reaches it as it reads stops there. Its walks
    /// of the screen look at `limits.walkedViews` views at most in all, and the step that takes
    /// them past it is the last. Either ends the run with one line (`ScriptRun.stop`), so a run
    /// costs at most its budget, whatever the screen holds.
    public func run(_ script: Script? = nil) -> ScriptRun {
        let file = (script ?? scene.script)?.file ?? scene.file
        var mark = session.timelineCount
        /// What the session's timeline gained since the last look.
        func taken() -> [TimelineEntry] {
            defer { mark = session.timelineCount }
            return Array(session.timeline(since: mark))
        }
        var budget = RunBudget(scene: scene, session: session, limits: limits)
        let opening = session.start()
        let openingTimeline = taken()
        var outcomes: [ScriptRun.StepOutcome] = []
        for step in (script ?? scene.script)?.steps ?? [] {
            budget.lend(to: session)
            session.step(step.action)
            if let overrun = budget.charge(session) {
                let stop = SceneError(file: file, line: step.line, column: step.column, keyPath: "",
                                      message: Self.message(overrun, of: step, budget: budget))
                session.readAllLimit = nil
                return ScriptRun(opening: opening, outcomes: outcomes, openingTimeline: openingTimeline, stop: stop)
            }
            outcomes.append(ScriptRun.StepOutcome(step: step, timeline: taken()))
        }
        session.readAllLimit = nil
        return ScriptRun(opening: opening, outcomes: outcomes, openingTimeline: openingTimeline)
    }

    /// The one line that ends a run whose step passed its budget.
    static func message(_ overrun: RunBudget.Overrun, of step: ScriptStep, budget: RunBudget) -> String {
        switch overrun {
        case .readAll(let progress, let left):
            let limit = budget.readAllLimit
            return "\(step.actionText) would take the run past \(limit) elements "
                + "read aloud by read all\(howCounted(progress, left: left)); "
                + "a run's read alls are limited to \(limit) in all"
        case .walks(let visited):
            let limit = budget.walkLimit
            return "\(step.actionText) took the run past \(limit) views looked at by VoiceOver's walks of the screen "
                + "(\(visited) so far: a screen pushed, a tab shown or any other change VoiceOver must walk again "
                + "counts its views each time, a touch or a tap the views it passes through, an action the views it hides or shows, a focus the actions, drag sources, input labels and custom content past 64 it reads); a run's walks are limited to \(limit) views in all"
        case .speech(let said):
            let limit = budget.speechLimit
            return "\(step.actionText) took the run past \(limit) bytes of speech (\(said) so far: a step says all the "
                + "element it lands on holds, each time); a run of this file may say at most \(limit) bytes in all"
        }
    }

    /// How a read all that reached the limit was counted, for its one line: refused before its
    /// first word, what it was seen to cost; stopped part-way, what counted besides its elements.
    static func howCounted(_ progress: ReadAllProgress, left: Int) -> String {
        if let foreseen = progress.foreseen {
            let rows = progress.foreseenRows > 0
                ? ", counting \(progress.foreseenRows) rows past the screen at \(ReadAllProgress.scrolledRowCost) "
                    + "each for the row, its scroll and the walk of the screen after it" : ""
            return " (it would cost at least \(foreseen)\(rows), and \(left) \(left == 1 ? "is" : "are") left), so it read nothing"
        }
        var counted: [String] = []
        if progress.walking > 0 {
            counted.append("each walk of the screen as it scrolled counting as 7 and one for every 150 elements it found")
        }
        if progress.wording > 0 { counted.append("every 40 characters said as one more") }
        return counted.isEmpty ? "" : " (" + counted.joined(separator: ", ") + ")"
    }
}
