import CellKit
import Foundation
import SceneFormat
import ScreenReader
import Session

/// Plays a script as a presentation: each step's gesture is named in the status line, then
/// performed, the VoiceOver cursor and the drag glide to their new places, and what was said
/// stays in the captions long enough to be heard. Space pauses and resumes, → performs the next
/// step at once, q quits.
///
/// The player keeps its own presentation time and is moved on by `advance(by:)`: the terminal
/// feeds it the wall clock, tests feed it numbers, so its timing is tested without sleeping. The
/// scene's clock moves only during the script's `wait` steps, by exactly what they say, so a demo
/// says what `rotor run` says.
@MainActor
package final class DemoPlayer {
    /// Where the presentation is.
    package enum Phase: Equatable, Sendable {
        /// The first element's speech, before the first step.
        case opening
        /// The step's name shows; it has not happened yet.
        case leading(step: Int)
        /// A `wait` step: the scene's time passes.
        case waiting(step: Int)
        /// The step happened: the cursor glides, then what it said is heard.
        case showing(step: Int)
        /// Every step has been played; the last frame stays until q.
        case finished
    }

    /// The slowest and fastest speeds a demo plays at.
    nonisolated package static let speeds: ClosedRange<Double> = 0.1...100

    /// Why `speed` cannot be played at, or `nil` when it can.
    nonisolated package static func problem(withSpeed speed: Double) -> String? {
        guard !speed.isFinite || !speeds.contains(speed) else { return nil }
        return "the speed must be a number from \(speeds.lowerBound) to \(Int(saturating: speeds.upperBound)) "
            + "(1 is normal, 2 twice as fast); found \(speed)"
    }

    package let app: TerminalApp
    package let script: Script
    /// Presentation seconds that pass per wall-clock second: 2 plays twice as fast.
    package let speed: Double
    package let pacing: DemoPacing

    package private(set) var phase: Phase = .opening
    package private(set) var isPaused = false
    /// Presentation seconds played so far (at speed 1).
    package private(set) var elapsed: TimeInterval = 0
    /// Each step played so far, with what it said and whether that is what the script expects.
    package private(set) var outcomes: [ScriptRun.StepOutcome] = []

    private var phaseElapsed: TimeInterval = 0
    private var phaseLength: TimeInterval = 0
    /// What the step under way has said so far.
    private var said: [Utterance] = []
    /// Where the step under way began in the session's timeline: its callbacks are checked too.
    private var stepStart = 0
    /// Where the cursor and the drag were before the step, and where they are after it.
    private var glide = Glide()
    /// The scene-clock instants a `wait` step runs from and to.
    private var waitSpan: (start: TimeInterval, end: TimeInterval) = (0, 0)

    private struct Glide {
        var cursorFrom: CGRect?
        var cursorTo: CGRect?
        var dragFrom: CGPoint?
        var dragTo: CGPoint?
    }

    /// A player for `script` on `app`'s scene.
    /// - Throws: `DemoError` when `speed` is outside `speeds`.
    package init(app: TerminalApp, script: Script, speed: Double = 1, pacing: DemoPacing = DemoPacing()) throws(DemoError) {
        if let problem = Self.problem(withSpeed: speed) { throw DemoError(problem) }
        self.app = app
        self.script = script
        self.speed = speed
        self.pacing = pacing
    }

    private var steps: [ScriptStep] { script.steps }
    private var session: ScreenSession { app.session }
    private var reader: ScreenReader { session.screenReader }

    /// Shows the scene and speaks its first element; the first step follows once it is heard.
    package func start() {
        app.start()
        phase = .opening
        phaseElapsed = 0
        phaseLength = pacing.dwell(for: session.captions, wordsPerMinute: reader.wordsPerMinute)
        refresh()
    }

    package var isFinished: Bool { phase == .finished }

    // MARK: Time

    /// Lets `seconds` of wall-clock time pass at the demo's speed. Nothing moves while paused.
    package func advance(by seconds: TimeInterval) {
        guard !isPaused, seconds > 0 else { return }
        var left = seconds * speed
        while left > 0, phase != .finished {
            let remaining = phaseLength - phaseElapsed
            if left < remaining {
                phaseElapsed += left
                elapsed += left
                if case .waiting = phase { letSceneTimePass() }
                left = 0
            } else {
                elapsed += remaining
                left -= remaining
                completePhase()
            }
        }
        refresh()
    }

    /// Pauses, or resumes where it paused.
    package func togglePause() {
        isPaused.toggle()
        refresh()
    }

    /// Performs the next step at once, with its glide done, whatever the current phase has left
    /// (a wait's time passes in full). While paused, the demo stays paused on it.
    package func step() {
        let target: Int
        switch phase {
        case .finished: return
        case .opening: target = 0
        case .leading(let step), .waiting(let step): target = step
        case .showing(let step): target = step + 1
        }
        while phase != .finished, phase != .showing(step: target) {
            elapsed += phaseLength - phaseElapsed
            completePhase()
        }
        if case .showing = phase {
            let skipped = min(phaseLength, pacing.motion) - phaseElapsed
            if skipped > 0 {
                phaseElapsed += skipped
                elapsed += skipped
            }
        }
        refresh()
    }

    /// Handles a key: Space pauses and resumes, → steps, q quits (returns false). Other keys do
    /// nothing, so a stray key cannot change the scene mid-presentation.
    @discardableResult
    package func handle(_ event: TerminalEvent) -> Bool {
        guard case .key(let key) = event else { return true }
        switch key {
        case .space: togglePause()
        case .right: step()
        case .character("q"): return false
        default: break
        }
        return true
    }

    /// Runs the demo in the terminal until q or a trapped signal; returns the exit status as
    /// `TerminalApp.run(signals:)` does.
    package func run(signals: SignalTrap) throws(TerminalError) -> Int32 {
        try app.run(signals: signals, pollingEvery: 1.0 / 30, begin: start, tick: { elapsed in
            // A demo moves every turn (gliding cursor, captions timed to speech): always redraw.
            self.advance(by: elapsed)
            return true
        }, handle: handle)
    }

    // MARK: Phases

    /// Ends the current phase and enters the next.
    private func completePhase() {
        switch phase {
        case .opening:
            begin(step: 0)
        case .leading(let index):
            perform(index)
        case .waiting(let index):
            said += session.wait(until: waitSpan.end)
            show(index)
        case .showing(let index):
            outcomes.append(ScriptRun.StepOutcome(step: steps[index], timeline: Array(session.timeline(since: stepStart))))
            begin(step: index + 1)
        case .finished:
            break
        }
    }

    private func begin(step index: Int) {
        guard steps.indices.contains(index) else {
            phase = .finished
            return
        }
        enter(.leading(step: index), lasting: pacing.lead)
    }

    private func perform(_ index: Int) {
        said = []
        stepStart = session.timelineCount
        glide = Glide(cursorFrom: reader.focusedElement?.frame, dragFrom: session.finger.location)
        switch steps[index].action {
        case .gesture, .language, .actionsVerbosity, .hints, .curtain, .app:
            said = app.step(steps[index].action)
            show(index)
        case .wait(let seconds):
            // Spread over the presentation in slices of `wait(until:)`, ending on the same
            // instant as `ScriptRunner`'s one whole wait.
            let now = session.clock.now
            waitSpan = (now, now + max(0, seconds))
            enter(.waiting(step: index), lasting: max(0, seconds))
        }
    }

    private func show(_ index: Int) {
        glide.cursorTo = reader.focusedElement?.frame
        glide.dragTo = session.finger.location
        // A drop ends the drag where it was: the marker lands there before it goes.
        if glide.dragTo == nil { glide.dragTo = glide.dragFrom }
        let dwell = pacing.dwell(for: said, wordsPerMinute: reader.wordsPerMinute)
        enter(.showing(step: index), lasting: max(pacing.motion, dwell))
    }

    private func enter(_ next: Phase, lasting length: TimeInterval) {
        phase = next
        phaseElapsed = 0
        phaseLength = length
    }

    /// Moves the scene's clock as far into the wait as the presentation is.
    private func letSceneTimePass() {
        said += session.wait(until: min(waitSpan.end, waitSpan.start + phaseElapsed))
    }

    // MARK: What is drawn

    /// The status line's demo part, the key reminder, and the glide's current frame.
    package var overlay: DemoOverlay {
        let total = steps.count
        let mark = isPaused ? "⏸" : "▶"
        let keys = isFinished ? "q quits" : isPaused ? "Space plays · → steps · q quits" : "Space pauses · q quits"
        switch phase {
        case .opening:
            return DemoOverlay(status: "\(mark) 0/\(total)", keys: keys)
        case .leading(let index), .waiting(let index):
            return DemoOverlay(status: "\(mark) \(index + 1)/\(total) \(steps[index].actionText)", keys: keys)
        case .showing(let index):
            let progress = pacing.motion > 0 ? min(1, phaseElapsed / pacing.motion) : 1
            // Smoothstep: the glide eases in and out, as VoiceOver's cursor does.
            let eased = progress * progress * (3 - 2 * progress)
            let drag = progress < 1 || session.finger.isDragging ? Self.mix(glide.dragFrom, glide.dragTo, eased) : nil
            return DemoOverlay(status: "\(mark) \(index + 1)/\(total) \(steps[index].actionText)", keys: keys,
                               cursorFrame: progress < 1 ? Self.mix(glide.cursorFrom, glide.cursorTo, eased) : nil,
                               dragLocation: drag)
        case .finished:
            let differing = outcomes.filter { $0.passed == false }.count
            let verdict = differing == 0 ? "all as scripted" : "\(differing) not as scripted (rotor test says which)"
            return DemoOverlay(status: "■ done: \(total) steps, \(verdict)", keys: keys)
        }
    }

    private func refresh() {
        app.state.demo = overlay
    }

    /// A point part-way from `from` to `to`.
    private static func mix(_ from: CGPoint?, _ to: CGPoint?, _ t: Double) -> CGPoint? {
        guard let to else { return nil }
        guard let from else { return to }
        return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
    }

    /// A frame part-way from `from` to `to`, on whole cells.
    private static func mix(_ from: CGRect?, _ to: CGRect?, _ t: Double) -> CGRect? {
        guard let to else { return nil }
        guard let from else { return to }
        func blend(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a + (b - a) * t).rounded() }
        return CGRect(x: blend(from.minX, to.minX), y: blend(from.minY, to.minY),
                      width: blend(from.width, to.width), height: blend(from.height, to.height))
    }
}
