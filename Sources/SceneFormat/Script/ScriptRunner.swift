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

    /// Runs a script (the scene's own by default) from the scene's first element.
    public func run(_ script: Script? = nil) -> ScriptRun {
        let opening = session.start()
        let outcomes = ((script ?? scene.script)?.steps ?? []).map { step in
            ScriptRun.StepOutcome(step: step, spoken: session.step(step.action))
        }
        return ScriptRun(opening: opening, outcomes: outcomes)
    }
}
