import CellKit
import ScreenReader

/// What every stop of an audit's tour judges with: one finger (on one drag system of the
/// audit's own), the action collector on it, and the view paths. A tour of 40,000 pushed
/// screens made each of these 40,000 times, and named the same views' types again at each stop;
/// they hold nothing a stop leaves behind (each probe cancels its drag, and the paths keep
/// nothing past a change to the tree), so one set serves every stop.
@MainActor
final class AuditTools {
    let finger: Finger
    let collector: ActionCollector
    /// How findings name views and elements.
    let paths: ViewPaths
    /// The hovers the drag probes of every stop may make in all.
    let hovers: HoverBudget

    /// - Parameter hoverLimit: how many times the stops' drag probes may hold a drag over a drop
    ///   point in all (`HoverBudget`); `nil` for no limit.
    init(windows: [UIWindow], language: Language, hoverLimit: Int? = nil) {
        hovers = HoverBudget(limit: hoverLimit)
        // A finger of the audit's own, on a system of its own: its probes leave no trace in a
        // session someone else drives. Nothing reads its callbacks, so none are written out.
        finger = Finger(windows: windows, log: DragEventLog(recording: false))
        // Each point is touched once, and scrolling comes between: a kept hit would never be read.
        finger.system.keepsHits = false
        paths = ViewPaths(clock: finger.system.treeClock)
        collector = ActionCollector(finger: finger, language: language)
    }
}
