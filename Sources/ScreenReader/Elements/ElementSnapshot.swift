import CellKit

/// What VoiceOver sees at one generation of the view tree: the elements in visiting order, and
/// what is worked out from all of them (where each one is, whether there are headings and
/// containers), each worked out once.
@MainActor
final class ElementSnapshot {
    let generation: UInt64
    /// The window scene's `windowsVersion` when the walk was made: the windows it walked.
    let windowsVersion: UInt64
    let elements: ElementList
    private(set) lazy var hasHeadings = elements.contains { $0.object.accessibilityTraits.contains(.header) }
    private(set) lazy var hasContainers = elements.contains { $0.semanticContainer != nil }
    /// Where each run of elements in one container starts, with the container, in visiting
    /// order: what the Containers rotor steps through, found once a snapshot (each step went
    /// through every element, and 10,000 steps over 9,000 nested groups took 12 s).
    private(set) lazy var containerStarts: [(index: Int, container: UIResponder)] = {
        var starts: [(index: Int, container: UIResponder)] = []
        var previous: UIResponder?
        for (index, element) in elements.enumerated() {
            let container = element.semanticContainer
            if let container, container !== previous { starts.append((index, container)) }
            previous = container
        }
        return starts
    }()

    init(generation: UInt64, windowsVersion: UInt64, elements: ElementList) {
        self.generation = generation
        self.windowsVersion = windowsVersion
        self.elements = elements
    }

    /// Places of the elements that are not views (`UIAccessibilityElement`s): their frames are
    /// their own, so touch exploration checks each of them. Each run of the list keeps its own,
    /// so a change in one row does not look at every element again.
    private lazy var loose: [Int] = elements.looseElements

    /// The element touch exploration finds at a screen point: of the elements whose frames hold
    /// it, the last in visiting order. Views are found by going down the windows' trees through
    /// the views that may show something there (skipping what is hidden or clipped away), not by
    /// looking at every element: a long table's rows cost no more than a short one's.
    /// The views the way down looks at are counted in `tally`, with the walks': a tree thousands
    /// of views deep costs every touch that many, so a run's touches share the walks' budget.
    func element(at point: CGPoint, in windows: [UIWindow], clock: ViewTreeClock, tally: WalkTally? = nil) -> AccessibleElement? {
        let stamp = clock.currentStamp
        if stamp != keptTouchesStamp || keptTouches.count >= 256 {
            keptTouches = [:]
            keptTouchesStamp = stamp
        }
        let key = TouchKey(x: Double(point.x), y: Double(point.y))
        if let kept = keptTouches[key] { return kept < 0 ? nil : elements[kept] }
        let found = findElement(at: point, in: windows, tally: tally)
        if clock.currentStamp == stamp { keptTouches[key] = found ?? -1 }
        return found.map { elements[$0] }
    }

    /// Places of elements found by touch, by screen point (-1: none), while
    /// `ViewTreeClock.currentStamp` stands still: a touch that moves between elements already found
    /// goes down no tree. (Scrolling moves the stamp; it does not move this snapshot's
    /// generation.)
    private var keptTouches: [TouchKey: Int] = [:]
    private var keptTouchesStamp: UInt64 = 0
    private struct TouchKey: Hashable {
        let x: Double, y: Double
    }

    private func findElement(at point: CGPoint, in windows: [UIWindow], tally: WalkTally?) -> Int? {
        var found = loose.last { elements[$0].frame.contains(point) }
        // Each view with the point in its own coordinates, carried down rather than converted
        // from the screen at every level.
        var pending: [(view: UIView, point: CGPoint)] = windows.map { ($0, $0.point(fromSuperview: point)) }
        var looked = 0
        defer { tally?.viewsVisited &+= looked }
        while let (view, local) = pending.popLast() {
            looked += 1
            guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { continue }
            let inside = view.bounds.contains(local)
            if view.clipsToBounds, !inside { continue }
            // Only a view that is an element can be in the list (others are not looked up), and
            // an element's subviews are not elements.
            if view.isAccessibilityElement {
                if inside, let place = elements.index(of: view), place > (found ?? -1) { found = place }
                continue
            }
            for subview in view.subviewsThatMayShow(at: local) {
                pending.append((subview, subview.point(fromSuperview: local)))
            }
        }
        return found
    }

    /// Where an object is in the visiting order, if it is an element now. The places at and
    /// next to `hint` (where the cursor last was) are looked at first; then each run of the
    /// list, which keeps where its objects are for as long as it lives.
    func index(of object: UIResponder?, near hint: Int? = nil) -> Int? {
        guard let object else { return nil }
        return elements.index(of: object, near: hint)
    }
}
