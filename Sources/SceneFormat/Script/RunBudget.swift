import ScreenReader
import Session

/// What a run of a script may spend, and what it has spent ([sim]: VoiceOver has neither limit;
/// a terminal answering a file must end in time proportional to it). Two things a step can make
/// cost far more than its line:
/// - **Read all** reads what the screen holds: a run's read alls share `readAllLimit` elements
///   read aloud (`Scene.readAllBudget(within:)`); each is lent what is left, and one that can be
///   seen to pass it is refused before its first word (`ReadAllForesight`).
/// - **Walks of the screen**: each time the screen changes where VoiceOver cannot keep what it
///   found (a screen pushed or presented, a tab shown, a plain view's subviews moved), the next
///   step walks the views that came. A line of a few bytes (`app push big`) can make a walk of
///   200,000 views, and 10,000 such lines half an hour of walking: a run's walks look at
///   `walkLimit` views at most in all (`ScreenReader.viewsVisited`), and the step that takes
///   them past it ends the run. No step walks more than the largest screen a scene may
///   describe, so the run stops within one screen's walk of the limit. The views an action
///   hides or shows count too (`EffectTally`): each tap sets every one of them.
/// - **Speech**: what a step says is what its element holds, and an element may hold what the
///   run has made it hold: a list a drop appends a 100 KB text to, visited after each of 200
///   drops, said 2 GB from a 108 KB file in 20 s. A run says `speechLimit` bytes at most
///   (`Scene.speechBudget(within:)`), and the step that takes it past ends the run.
///
/// `ScriptRunner` and the fuzz harness's runs keep one each, so both stop where the other would.
@MainActor
public struct RunBudget {
    /// The elements the run's read alls may read aloud in all.
    public let readAllLimit: Int
    /// What is left of `readAllLimit`.
    public private(set) var readAllLeft: Int
    /// The views the run's walks of the screen may look at in all.
    public let walkLimit: Int
    /// The screen reader's count when the run began.
    private let walkStart: Int
    /// The bytes of speech (UTF-8) the run may say in all.
    public let speechLimit: Int
    /// The bytes of speech the run has said so far, and the timeline's count when last counted.
    public private(set) var speechSaid = 0
    private var speechMark: Int
    /// The views the scene's actions hide and show, and their count when the run began.
    private let effects: EffectTally
    private let effectStart: Int

    /// Why a step ended the run.
    public enum Overrun {
        /// A read all passed what was left; `left` is what was left before it.
        case readAll(ReadAllProgress, left: Int)
        /// The run's walks of the screen have looked at `visited` views, past `walkLimit`.
        case walks(visited: Int)
        /// The run has said `said` bytes of speech, past `speechLimit`.
        case speech(said: Int)
    }

    /// The budget of a run on `scene` in `session`, from now: its read alls as the file's size
    /// allows within `limits.readAllElements`, its walks `limits.walkedViews`.
    public init(scene: Scene, session: ScreenSession, limits: Script.Limits = .standard) {
        readAllLimit = scene.readAllBudget(within: limits.readAllElements)
        readAllLeft = readAllLimit
        walkLimit = limits.walkedViews
        walkStart = session.screenReader.viewsVisited
        speechLimit = scene.speechBudget(within: limits.speechBytes)
        speechMark = session.timelineCount
        effects = scene.effectTally
        effectStart = effects.viewsChanged
    }

    /// The views the run's walks have looked at so far, with those its actions hid or showed.
    public func viewsVisited(in session: ScreenSession) -> Int {
        (session.screenReader.viewsVisited &- walkStart) &+ (effects.viewsChanged &- effectStart)
    }

    /// Before a step: lends its read all (if it is one) what is left.
    public func lend(to session: ScreenSession) {
        session.readAllLimit = readAllLeft
    }

    /// After a step: takes what it spent, and says why the run must end there, if it must.
    public mutating func charge(_ session: ScreenSession) -> Overrun? {
        if let progress = session.lastReadAll {
            let left = readAllLeft
            readAllLeft -= progress.cost
            if progress.stoppedAtLimit { return .readAll(progress, left: left) }
        }
        for entry in session.timeline(since: speechMark) {
            if let utterance = entry.utterance { speechSaid &+= utterance.text.utf8.count }
        }
        speechMark = session.timelineCount
        if speechSaid > speechLimit { return .speech(said: speechSaid) }
        let visited = viewsVisited(in: session)
        return visited > walkLimit ? .walks(visited: visited) : nil
    }
}
