import CellKit
import ScreenReader
import Session

/// Runs a script against a scene headless: each line is one step of a session over the
/// scene's windows (a gesture, then what falls due; a wait; a language), so only `wait` moves
/// virtual time and every run is the same.
@MainActor
public struct ScriptRunner {
    public let scene: Scene
    /// The session the script runs in; listeners added to it hear each step.
    public let session: ScreenSession

    /// A runner for a scene, speaking the scene's language unless `language` is given.
    public init(scene: Scene, language: Language? = nil) {
        self.scene = scene
        session = scene.makeSession(language: language)
    }

    public var finger: Finger { session.finger }

    /// Runs a script (the scene's own by default) from the scene's first element. Each step's
    /// outcome holds what it made the screen reader say and the callbacks it made, in order.
    public func run(_ script: Script? = nil) -> ScriptRun {
        var mark = session.timeline.count
        /// What the session's timeline gained since the last look.
        func taken() -> [TimelineEntry] {
            defer { mark = session.timeline.count }
            return Array(session.timeline[mark...])
        }
        let opening = session.start()
        let openingTimeline = taken()
        let outcomes = ((script ?? scene.script)?.steps ?? []).map { step in
            session.step(step.action)
            return ScriptRun.StepOutcome(step: step, timeline: taken())
        }
        return ScriptRun(opening: opening, outcomes: outcomes, openingTimeline: openingTimeline)
    }
}
