import CellKit
import ScreenReader

extension AuditRule {
    public static let unplacedElement = AuditRule(
        id: "unplaced-element", severity: .warning,
        summary: "An element whose frame is empty or lies outside its container.",
        rationale: """
            An element with an empty frame is skipped when VoiceOver swipes through the screen, \
            and an element that lies wholly outside a view that contains it is never found by \
            touch: a touch outside a view reaches none of its subviews. Both are usually an \
            element built before layout: its frame was read while its container was still zero \
            by zero, or was never set. Elements of one view that lie outside the same container \
            are one finding, naming how many, the first and the last: a view too big for its \
            window is one mistake, however many elements it holds.
            """,
        example: """
            // Give the element its frame when its container is laid out, not when it is made.
            override func layoutSubviews() {
                super.layoutSubviews()
                badgeElement.accessibilityFrameInContainerSpace = badgeLabel.frame
            }
            """)
}

/// Elements VoiceOver lists whose frame on the screen is empty, or does not overlap a view that
/// contains them (up to the window, or the nearest scroll view, whose content VoiceOver scrolls
/// into view). An element only partly outside is not reported: touch still finds the part inside.
///
/// Elements of one view that lie outside the same container are one finding, naming how many,
/// the first and the last: a data table taller than its window has every row below the edge
/// outside it, and one warning a cell (99,962 for 50,000 rows) buried the one mistake, its
/// frame, under a report of 27 MB. An element alone outside is worded as it always was.
struct UnplacedElementRule: RuleFamily {
    var rules: [AuditRule] { [.unplacedElement] }

    /// The container an element lies outside, and the view holding the element (its superview,
    /// or for an accessibility element its container's view).
    struct Key: Hashable {
        let container: ObjectIdentifier
        let holder: ObjectIdentifier?
    }

    /// Elements of one view outside one container, in visiting order.
    struct Group {
        /// Where the first one's finding is among the run's findings.
        let finding: Int
        let container: UIView
        let holder: UIView?
        let first: AuditedElement
        /// The last one met, named only if it is needed.
        var last: CheckedElement
        var count: Int
    }

    /// What the rule keeps while a run judges its screen (`AuditRun.kept(_:)`).
    @MainActor
    final class Outside {
        /// The elements found outside a container so far, by the container and the view
        /// holding them: one finding is worded for each group once the screen is judged.
        @exclusivity(unchecked) var groups: [Group] = []
        /// Where each group is in `groups`: one lookup for each element found outside, changed
        /// in place in the list.
        @exclusivity(unchecked) var groupIndex: [Key: Int] = [:]
        /// The views above the elements, a run at a time, for the climb to the container.
        let containerRuns = ContainerRuns()
    }

    @MainActor
    func checkElement(_ element: CheckedElement, in run: AuditRun) {
        let frame = Edges(element.element.frame)
        guard frame.isFinite else { return }
        if frame.isEmpty {
            run.report(.unplacedElement, element: element.reference, at: element.element.object, view: nil,
                       message: "\(AuditWording.describe(element.reference)) has an empty frame "
                           + "(\(frame.sizeText)), so VoiceOver's swipe skips it and touch never finds it",
                       fix: "give it its frame once its container is laid out (in layoutSubviews or viewDidLayoutSubviews)")
            return
        }
        let outside = run.kept(Outside.init)
        guard let container = Self.containerMissed(by: frame, element: element.element, runs: outside.containerRuns) else { return }
        let holder = (element.element.object as? UIView)?.superview ?? element.element.view
        let key = Key(container: ObjectIdentifier(container), holder: holder.map(ObjectIdentifier.init))
        if let group = outside.groupIndex[key] {
            // Counted, not named: only the group's first and last are worded.
            outside.groups[group].last = element
            outside.groups[group].count += 1
            return
        }
        let path = run.paths.of(container)
        let index = run.report(.unplacedElement, element: element.reference, at: element.element.object, view: path,
                               message: "\(AuditWording.describe(element.reference)) lies outside its container \(path), "
                                   + "so touch never finds it",
                               fix: "place it inside \(path) once that view is laid out (in layoutSubviews or viewDidLayoutSubviews)")
        outside.groupIndex[key] = outside.groups.count
        outside.groups.append(Group(finding: index, container: container, holder: holder, first: element.reference,
                                 last: element, count: 1))
    }

    /// Words each group of more than one element as one finding, in the place of its first's.
    @MainActor
    func checkScreen(in run: AuditRun) {
        let outside = run.kept(Outside.init)
        for group in outside.groups where group.count > 1 {
            let path = run.paths.of(group.container)
            let holderPath = group.holder.map { run.paths.of($0) }
            let which = holderPath.flatMap { $0 == path ? nil : $0 }.map { "\(group.count) elements in \($0) lie outside its container \(path)" }
                ?? "\(group.count) elements lie outside their container \(path)"
            run.reword(findingAt: group.finding, element: group.first, view: path,
                       message: which + ", from \(AuditWording.describe(group.first)) to "
                           + "\(AuditWording.describe(group.last.reference)), so touch never finds them",
                       fix: "place them inside \(path) once that view is laid out (in layoutSubviews or viewDidLayoutSubviews); "
                           + "content larger than \(path) belongs in a scroll view, which VoiceOver scrolls")
        }
        outside.groups = []
        outside.groupIndex = [:]
    }

    /// The first view around the element (its superviews, or for an accessibility element its
    /// container and that view's superviews) that the frame does not overlap, stopping at the
    /// window or at a scroll view. The views are taken a run at a time (`ContainerRuns`): only
    /// the run the frame misses a view of is looked at view by view.
    @MainActor
    static func containerMissed(by frame: Edges, element: AccessibleElement, runs: ContainerRuns) -> UIView? {
        let first: UIView? = (element.object as? UIView)?.superview ?? (element.object is UIView ? nil : element.view)
        return first.flatMap { runs.containerMissed(by: frame, from: $0) }
    }

    /// A rectangle's edges, compared without Foundation's rectangle operations, which trap on a
    /// frame that is not a number.
    struct Edges {
        let left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat

        init(_ rect: CGRect) {
            let x1 = rect.origin.x + rect.size.width, y1 = rect.origin.y + rect.size.height
            left = Swift.min(rect.origin.x, x1)
            right = Swift.max(rect.origin.x, x1)
            top = Swift.min(rect.origin.y, y1)
            bottom = Swift.max(rect.origin.y, y1)
        }

        private init(left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat) {
            self.left = left
            self.right = right
            self.top = top
            self.bottom = bottom
        }

        /// The same rectangle moved across and down.
        func moved(by dx: CGFloat, _ dy: CGFloat) -> Edges {
            dx == 0 && dy == 0 ? self : Edges(left: left + dx, right: right + dx, top: top + dy, bottom: bottom + dy)
        }

        /// Four tests, not a list of four made for each element and each container around it.
        var isFinite: Bool { left.isFinite && right.isFinite && top.isFinite && bottom.isFinite }
        var isEmpty: Bool { !(right > left) || !(bottom > top) }
        /// Whether the two share some area.
        func overlaps(_ other: Edges) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }
        /// "0×0", the size in cells.
        var sizeText: String { "\(Self.number(right - left))×\(Self.number(bottom - top))" }

        private static func number(_ value: CGFloat) -> String {
            value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(Double(value))
        }
    }
}
