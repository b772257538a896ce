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
            by zero, or was never set.
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
struct UnplacedElementRule: RuleFamily {
    var rules: [AuditRule] { [.unplacedElement] }

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
        guard let container = Self.containerMissed(by: frame, element: element.element) else { return }
        let path = run.paths.of(container)
        run.report(.unplacedElement, element: element.reference, at: element.element.object, view: path,
                   message: "\(AuditWording.describe(element.reference)) lies outside its container \(path), "
                       + "so touch never finds it",
                   fix: "place it inside \(path) once that view is laid out (in layoutSubviews or viewDidLayoutSubviews)")
    }

    /// The first view around the element (its superviews, or for an accessibility element its
    /// container and that view's superviews) that the frame does not overlap, stopping at the
    /// window or at a scroll view.
    @MainActor
    static func containerMissed(by frame: Edges, element: AccessibleElement) -> UIView? {
        var current: UIView? = (element.object as? UIView)?.superview
            ?? (element.object is UIView ? nil : element.view)
        while let container = current, !(container is UIScrollView) {
            let area = Edges(container.screenRect(for: container.bounds))
            // A container still zero by zero holds nothing a touch can reach.
            if area.isFinite, !frame.overlaps(area) { return container }
            if container is UIWindow { return nil }
            current = container.superview
        }
        return nil
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

        var isFinite: Bool { [left, right, top, bottom].allSatisfy(\.isFinite) }
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
