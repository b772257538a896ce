import CellKit
import SceneFormat
import Session
import ScreenReader

/// Steps performed on a scene as `ScriptRunner` performs them (a gesture, then what falls due
/// now; `wait` moves the virtual clock), checking after each what must always hold of the drag
/// VoiceOver holds. A broken promise stops the process, so libFuzzer keeps the input.
@MainActor
public struct CheckedRun {
    public let scene: Scene
    public let session: ScreenSession

    public init(scene: Scene) {
        self.scene = scene
        session = scene.makeSession()
    }

    public func perform(_ steps: [ScriptStep.Action]) {
        // The run keeps `rotor run`'s budget: the step that passes it ends the run.
        var budget = RunBudget(scene: scene, session: session)
        session.start()
        check(after: "the opening")
        for (index, action) in steps.enumerated() {
            budget.lend(to: session)
            let spoken = session.step(action)
            if budget.charge(session) != nil { break }
            // What `rotor run` and `rotor test` print of the step.
            let step = ScriptStep(action: action, expectation: nil, line: index + 1)
            _ = ScriptRun.StepOutcome(step: step, spoken: spoken).spokenText
            _ = step.scriptText
            check(after: "step \(index + 1)")
            if index % 32 == 31 { Viewport.draw(scene) }
        }
        Viewport.draw(scene)
        guard session.finger.isDragging else { return }
        session.step(.gesture(.escape))
        precondition(!session.finger.isDragging, "escape left a drag held")
        check(after: "the closing escape")
    }

    /// VoiceOver has one finger: one drag at most.
    private func check(after place: String) {
        let sessions = session.finger.system.activeSessions.count
        precondition(sessions <= 1, "\(sessions) drag sessions in flight after \(place)")
    }
}
