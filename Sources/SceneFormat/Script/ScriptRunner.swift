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
    /// What a run may cost: its read alls cost at most `limits.readAllElements` in all.
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
    /// The run's read alls share one budget (`ReadAllProgress.cost`): each is given what is
    /// left; one that can be seen to pass it is refused before its first word, and one that
    /// reaches it as it reads stops there, either ending the run with one line
    /// (`ScriptRun.stop`), so a run costs at most its budget, whatever the screen holds.
    public func run(_ script: Script? = nil) -> ScriptRun {
        let file = (script ?? scene.script)?.file ?? scene.file
        var mark = session.timelineCount
        /// What the session's timeline gained since the last look.
        func taken() -> [TimelineEntry] {
            defer { mark = session.timelineCount }
            return Array(session.timeline(since: mark))
        }
        let opening = session.start()
        let openingTimeline = taken()
        var outcomes: [ScriptRun.StepOutcome] = []
        let limit = readAllBudget
        var budget = limit
        for step in (script ?? scene.script)?.steps ?? [] {
            session.readAllLimit = budget
            session.step(step.action)
            if let progress = session.lastReadAll {
                budget -= progress.cost
                if progress.stoppedAtLimit {
                    let stop = SceneError(file: file, line: step.line, column: step.column, keyPath: "",
                                          message: "\(step.actionText) would take the run past \(limit) elements "
                                            + "read aloud by read all\(Self.howCounted(progress, left: budget + progress.cost)); "
                                            + "a run's read alls are limited to \(limit) in all")
                    session.readAllLimit = nil
                    return ScriptRun(opening: opening, outcomes: outcomes, openingTimeline: openingTimeline, stop: stop)
                }
            }
            outcomes.append(ScriptRun.StepOutcome(step: step, timeline: taken()))
        }
        session.readAllLimit = nil
        return ScriptRun(opening: opening, outcomes: outcomes, openingTimeline: openingTimeline)
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
