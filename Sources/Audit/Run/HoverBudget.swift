import CellKit

/// How much an audit may spend holding drags over drop points, on every screen it audits
/// together, and what it has spent: the drag probe (`DragProbe`) holds each drag that starts
/// over each drop point none has been accepted by, so a screen of n drags and m drop points that
/// refuse them costs n × m hovers, each a scroll to the drop point and a delegate's `canHandle`
/// (100,000 of each fit in a 16 MB scene: 10^10 hovers). The caller says how much
/// (`Scene.auditHoverBudget(within:)` for a file), and the hover that would take the audit past
/// it is not made: the audit stops there (`SceneAuditor`), with one line naming the drop point.
///
/// A hover counts what it costs (`cost(scrolling:over:)`): one, and more for the scroll views it
/// scrolls through to show the drop point, whose cost grows with how many there are and how deep
/// they lie.
@MainActor
final class HoverBudget {
    /// What the hovers may cost in all; `nil` for no limit.
    let limit: Int?
    /// What the hovers made so far cost.
    private(set) var spent = 0
    /// Why the audit stopped, once a hover would have passed the limit.
    private(set) var overrun: Overrun?

    /// The hover the budget did not allow: where its drop point was described, and the line
    /// that says so.
    struct Overrun {
        let line: Int?
        let column: Int?
        let message: String
    }

    init(limit: Int?) {
        self.limit = limit
    }

    /// What holding a drag over a drop point costs, with `scrollViews` the scroll views around
    /// it that are scrolled to show it, innermost first, and `view` the drop point's view: one,
    /// one more for every two scroll views (rounded up), one more for every 64 views between the
    /// innermost and the outermost, which each scroll climbs, and one more for every 256 views
    /// above the drop point's view, which the hit test of each move of the drag descends through
    /// (a scroll leaves no kept hit standing). Measured in a release build, each counts for about
    /// the same time (1.6 µs here): a hover over a well in the window costs 1.6 µs; in one
    /// scroll view 3.0 µs; in 32 nested ones 15 µs; in 32 with 300 plain views between each
    /// two, 131 µs; under 9,000 plain views in one scroll view, 45 µs.
    static func cost(scrolling scrollViews: [UIScrollView], over view: UIView) -> Int {
        let above = view.depthInTree / 256
        guard let inner = scrollViews.first, let outer = scrollViews.last else { return 1 + above }
        let between = max(0, inner.depthInTree - outer.depthInTree - 1)
        return 1 + (scrollViews.count + 1) / 2 + between / 64 + above
    }

    /// How a hover is counted, for the line that stops the audit.
    static let howCounted = "a hover counts one, one more for every two scroll views scrolled to show the drop point, "
        + "one more for every 64 views between them, and one more for every 256 views above the drop point"

    /// Whether a hover of `cost` fits: counts it if so. Once one does not, none does.
    func take(_ cost: Int) -> Bool {
        guard overrun == nil else { return false }
        if let limit, spent > limit - cost { return false }
        spent += cost
        return true
    }

    /// Records the hover `take(_:)` refused, with where its drop point is and what it would
    /// have held there.
    func stop(at location: (line: Int, column: Int)?, holding drag: String, over drop: String) {
        guard overrun == nil, let limit else { return }
        let message = "holding the drag \"\(drag)\" over the drop point \"\(drop)\" would take the audit past \(limit) "
            + "hovers of drags over drop points (\(spent) so far: the audit holds each drag VoiceOver can start over "
            + "each drop point no drag has been accepted by yet, on every screen it shows; \(Self.howCounted)); "
            + "an audit of this file may make at most \(limit)"
        overrun = Overrun(line: location?.line, column: location?.column, message: message)
    }
}
