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
///   describe, so the run stops within one screen's walk of the limit.
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

    /// Why a step ended the run.
    public enum Overrun {
        /// A read all passed what was left; `left` is what was left before it.
        case readAll(ReadAllProgress, left: Int)
        /// The run's walks of the screen have looked at `visited` views, past `walkLimit`.
        case walks(visited: Int)
    }

    /// The budget of a run on `scene` in `session`, from now: its read alls as the file's size
    /// allows within `limits.readAllElements`, its walks `limits.walkedViews`.
    public init(scene: Scene, session: ScreenSession, limits: Script.Limits = .standard) {
        readAllLimit = scene.readAllBudget(within: limits.readAllElements)
        readAllLeft = readAllLimit
        walkLimit = limits.walkedViews
        walkStart = session.screenReader.viewsVisited
    }

    /// The views the run's walks have looked at so far.
    public func viewsVisited(in session: ScreenSession) -> Int {
        session.screenReader.viewsVisited &- walkStart
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
        let visited = viewsVisited(in: session)
        return visited > walkLimit ? .walks(visited: visited) : nil
    }
}
