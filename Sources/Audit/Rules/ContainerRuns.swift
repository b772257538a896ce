import CellKit

/// The views above an element, as `UnplacedElementRule` climbs them to find the container the
/// element lies outside, taken in runs of up to `length` views with each run's edges met once:
/// whether a frame overlaps every view of a run is then four comparisons, and so is whether it
/// overlaps every view up to where the climb stops (the common case: it lies inside them all).
/// Finding the container costs the runs above the element and the views of one run, not a look
/// at every view above it: a tree 9,000 views deep with 100,000 labels at its bottom made the
/// audit look at 900 million containers (over a minute).
///
/// A run never holds a scroll view (the climb stops there) and ends at a window. What is kept
/// is good while the view tree's generation stays the same (any change to a frame, a bounds, a
/// superview or a layout moves it) and is kept in the coordinates the screen had when it was
/// met: scrolling moves every view of a climb alike, as all lie inside the same scroll view's
/// content, so a frame is moved back by how far that content has moved since (`translation`)
/// and compared with the same runs. The audit scrolls each element into view, and starting the
/// runs afresh at every scroll cost each element the depth of the views above it (800 elements
/// under 9,000 plain views in one scroll view: 3.6 s). Where the move is not a whole number of
/// cells (a fractional offset, whose sums may round differently), the runs start afresh as
/// before.
@MainActor
final class ContainerRuns {
    /// The most views in one run.
    static let length = 64

    /// The edges that the areas of some views all share a side with: the least right and
    /// bottom edges and the greatest left and top edges among them. A frame overlaps every one
    /// of the areas when it overlaps these four edges, whether or not the areas meet.
    struct SharedEdges {
        let left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat

        /// The edges of no view: every frame overlaps them.
        static let none = SharedEdges(left: -.infinity, right: .infinity, top: -.infinity, bottom: .infinity)

        /// These and a view's area; an area that is not a number holds nothing to compare with.
        func adding(_ area: UnplacedElementRule.Edges) -> SharedEdges {
            guard area.isFinite else { return self }
            return SharedEdges(left: max(left, area.left), right: min(right, area.right),
                               top: max(top, area.top), bottom: min(bottom, area.bottom))
        }

        /// These and the edges of other views.
        func adding(_ other: SharedEdges) -> SharedEdges {
            SharedEdges(left: max(left, other.left), right: min(right, other.right),
                        top: max(top, other.top), bottom: min(bottom, other.bottom))
        }

        /// Whether a frame overlaps the area of every view these edges were met from.
        func overlapsEveryView(_ frame: UnplacedElementRule.Edges) -> Bool {
            frame.left < right && left < frame.right && frame.top < bottom && top < frame.bottom
        }
    }

    /// A run of views, from one view up to the run's top, and what lies above it.
    struct Run {
        /// The edges of the run's views.
        let edges: SharedEdges
        /// The edges of every view from this one up to where the climb stops: when a frame
        /// overlaps them, it lies inside every container and nothing more is looked at.
        let edgesToTheTop: SharedEdges
        /// The view above the run: `nil` when the run ends at a window or the top of the tree.
        let next: UIView?
        /// The view's place in its run, counted from the run's top (0).
        let level: Int
        /// The scroll view whose content the climb lies in, `nil` when it ends at the top of the
        /// tree: how far its content has moved is how far every view of the run has.
        let anchor: UIScrollView?
    }

    private var runs: [ObjectIdentifier: Run] = [:]
    /// For each view a climb started from, the container the last one found and the edges of
    /// the views below that container: the next element of the same view whose frame overlaps
    /// those and misses that container lies outside it too, found without a climb (a view of
    /// 100,000 labels outside one container 9,000 views up).
    private var lastFound: [ObjectIdentifier: (container: UIView, below: SharedEdges)] = [:]
    /// The tree, and its generation, epoch and changes of roots, the runs were met at.
    private var stamp: (clock: ObjectIdentifier, generation: UInt64, epoch: UInt64, roots: UInt64)?
    /// Where the content of each scroll view a climb stopped at was on the screen when its views
    /// were first met: what is kept is in the coordinates of that moment.
    private var contentOrigins: [ObjectIdentifier: CGPoint] = [:]

    /// The first view from `first` up (stopping at the window or at a scroll view) whose area
    /// `frame` does not overlap.
    func containerMissed(by frame: UnplacedElementRule.Edges, from first: UIView) -> UIView? {
        guard !(first is UIScrollView) else { return nil }
        startAfresh(ifChanged: first)
        var firstRun = run(from: first)
        var moved = translation(of: firstRun.anchor)
        if moved == nil {
            // Scrolled by a part of a cell: met afresh, where nothing has moved.
            startAfresh()
            firstRun = run(from: first)
            moved = translation(of: firstRun.anchor)
        }
        let shift = moved ?? .zero
        // The frame where it was when the runs were met.
        let frame = frame.moved(by: -shift.x, -shift.y)
        if firstRun.edgesToTheTop.overlapsEveryView(frame) { return nil }
        if let last = lastFound[ObjectIdentifier(first)], last.below.overlapsEveryView(frame) {
            let area = Self.area(of: last.container, movedBack: shift)
            if area.isFinite, !frame.overlaps(area) { return last.container }
        }
        var below = SharedEdges.none
        var current: UIView? = first
        while let start = current, !(start is UIScrollView) {
            let run = run(from: start)
            guard !run.edges.overlapsEveryView(frame) else {
                below = below.adding(run.edges)
                current = run.next
                continue
            }
            // The container is in this run: its views one by one.
            var view: UIView? = start
            while let container = view, container !== run.next {
                let area = Self.area(of: container, movedBack: shift)
                // A container still zero by zero holds nothing a touch can reach.
                if area.isFinite, !frame.overlaps(area) {
                    lastFound[ObjectIdentifier(first)] = (container, below)
                    return container
                }
                if container is UIWindow { return nil }
                below = below.adding(area)
                view = container.superview
            }
            current = run.next
        }
        return nil
    }

    /// The view's area on the screen, moved back by `shift`: where it was when the runs were met.
    private static func area(of view: UIView, movedBack shift: CGPoint) -> UnplacedElementRule.Edges {
        UnplacedElementRule.Edges(view.screenRect(for: view.bounds)).moved(by: -shift.x, -shift.y)
    }

    /// Forgets what was kept when the tree of `view` has changed since it was kept. Scrolling
    /// is not such a change (`translation(of:)`).
    private func startAfresh(ifChanged view: UIView) {
        let clock = view.treeClock
        let now = (clock: ObjectIdentifier(clock), generation: clock.currentGeneration, epoch: clock.epoch,
                   roots: clock.rootChanges)
        if stamp.map({ $0.clock != now.clock || $0.generation != now.generation || $0.epoch != now.epoch
                          || $0.roots != now.roots }) ?? true {
            startAfresh()
            stamp = now
        }
    }

    /// Forgets every run, and where every scroll view's content was.
    private func startAfresh() {
        runs.removeAll(keepingCapacity: true)
        lastFound.removeAll(keepingCapacity: true)
        contentOrigins.removeAll(keepingCapacity: true)
    }

    /// How far the content of `anchor` has moved on the screen since its views were first met:
    /// zero outside any scroll view; `nil` when it is not a whole number of cells, so that
    /// moving what was kept by it could round differently from the screen's own sums.
    private func translation(of anchor: UIScrollView?) -> CGPoint? {
        guard let anchor else { return .zero }
        let now = anchor.screenPoint(for: .zero)
        let key = ObjectIdentifier(anchor)
        guard let then = contentOrigins[key] else {
            contentOrigins[key] = now
            return .zero
        }
        let shift = CGPoint(x: now.x - then.x, y: now.y - then.y)
        return Self.isWhole(shift.x) && Self.isWhole(shift.y) ? shift : nil
    }

    /// Whether a value is a whole number small enough that adding it to a cell's coordinate is exact.
    private static func isWhole(_ value: CGFloat) -> Bool {
        value.rounded() == value && abs(value) < 1e15
    }

    /// The run that starts at `view`, which is not a scroll view, in the tree as it was when
    /// `startAfresh` last looked.
    private func run(from view: UIView) -> Run {
        if let kept = runs[ObjectIdentifier(view)] { return kept }
        // Climb to a view whose run is known or that starts a run at the top, then work the
        // runs out downwards, each from the one above: every view is met once.
        var path: [UIView] = [view]
        while let last = path.last, !Self.startsAtTop(last), let parent = last.superview,
              runs[ObjectIdentifier(parent)] == nil {
            path.append(parent)
        }
        var above = path.last.flatMap { $0.superview }.flatMap { runs[ObjectIdentifier($0)] }
        if let last = path.last, Self.startsAtTop(last) { above = nil }
        // Every view of the path lies in the content of the same scroll view, if any.
        let anchor = above?.anchor ?? path.last.flatMap { $0.superview as? UIScrollView }
        let shift = translation(of: anchor) ?? .zero
        var found: Run?
        for current in path.reversed() {
            let area = Self.area(of: current, movedBack: shift)
            let level = above.map { ($0.level + 1) % Self.length } ?? 0
            // A run's top: the top of the tree, a window, the view under a scroll view, or
            // every `length`th view down.
            let run = Run(edges: (level == 0 ? SharedEdges.none : above?.edges ?? .none).adding(area),
                          edgesToTheTop: (above?.edgesToTheTop ?? .none).adding(area),
                          next: level == 0 ? (current is UIWindow ? nil : current.superview) : above?.next,
                          level: level, anchor: anchor)
            runs[ObjectIdentifier(current)] = run
            above = run
            found = run
        }
        return found ?? Run(edges: .none, edgesToTheTop: .none, next: nil, level: 0, anchor: nil)
    }

    /// Whether a run starting at `view` goes no higher: at a window, at the top of the tree, or
    /// under a scroll view, where the climb stops.
    private static func startsAtTop(_ view: UIView) -> Bool {
        view is UIWindow || view.superview == nil || view.superview is UIScrollView
    }
}
