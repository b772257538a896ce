import CellKit
import ScreenReader

/// Runs a script against a scene headless: a screen reader over the scene's windows performs
/// each gesture, and what falls due runs after each; only `wait` moves virtual time, so every
/// run is the same.
@MainActor
public struct ScriptRunner {
    public let session: SceneSession

    /// A runner for a scene, speaking the scene's language unless `language` is given.
    public init(scene: Scene, language: Language? = nil) {
        session = SceneSession(scene: scene, language: language)
    }

    public var scene: Scene { session.scene }
    public var finger: Finger { session.finger }

    /// Runs a script (the scene's own by default) from the scene's first element.
    public func run(_ script: Script? = nil) -> ScriptRun {
        let opening = session.start() + session.settle()
        var outcomes: [ScriptRun.StepOutcome] = []
        for step in (script ?? scene.script)?.steps ?? [] {
            var spoken: [Utterance] = []
            switch step.action {
            case .gesture(let gesture):
                spoken = session.perform(gesture) + session.settle()
            case .wait(let seconds):
                spoken = session.wait(seconds)
            case .language(let language):
                spoken = [session.switchLanguage(to: language)]
            }
            outcomes.append(ScriptRun.StepOutcome(step: step, spoken: spoken))
        }
        return ScriptRun(opening: opening, outcomes: outcomes)
    }
}
