import CellKit
import ScreenReader

extension AuditRule {
    public static let pointOverOtherInteraction = AuditRule(
        id: "point-over-other-interaction", severity: .warning,
        summary: "A descriptor's point lies over another view's drag or drop interaction.",
        rationale: """
            VoiceOver acts on a descriptor with its own view's interaction, whatever lies over the \
            point (WWDC 2018-241: the view that actually has the interaction). A finger does not: \
            a long press or a drop there goes to the innermost view under it, here a subview with \
            an interaction of its own (a chip's drag inside a card, a pocket's drop inside a list). \
            VoiceOver users and everyone else then drag or drop different things at one place, \
            and the descriptor's point no longer shows where its drag or drop really is.
            """,
        example: """
            // The point sits on the tag, which has a drag of its own: move it to the card's own part.
            let free = CGPoint(x: card.bounds.maxX - 4, y: card.bounds.midY)
            UIAccessibilityLocationDescriptor(name: "Drag card", point: free, in: card)
            """)
}

/// A drag source or drop point whose point lies over a subview of its view hosting an
/// interaction of the same kind: VoiceOver uses the descriptor's view's, a finger would get the
/// subview's. Checked on what the Actions rotor offers (the app's descriptors and the automatic
/// ones), as a touch at the point would land.
struct PointOverOtherInteractionRule: RuleFamily {
    var rules: [AuditRule] { [.pointOverOtherInteraction] }

    @MainActor
    func checkActions(of element: CheckedElement, in run: AuditRun) {
        // The sources, then the drops, with no list of both made for each row.
        for action in element.sources { check(action, as: .dragSource, of: element, in: run) }
        for action in element.drops { check(action, as: .dropPoint, of: element, in: run) }
    }

    @MainActor
    private func check(_ action: ElementAction, as kind: OfferedAction.Kind, of element: CheckedElement, in run: AuditRun) {
        guard let descriptor = action.descriptor, let view = descriptor.view, kind.isHosted(by: view),
              let other = Self.interactiveView(over: descriptor, in: view, kind: kind, finger: run.finger) else { return }
        let interaction = kind == .dragSource ? "drag" : "drop"
        let point = "(\(AuditWording.number(descriptor.point.x)), \(AuditWording.number(descriptor.point.y)))"
        run.report(.pointOverOtherInteraction, element: element.reference, at: element.element.object,
                   view: run.paths.of(view),
                   message: "the \(kind == .dragSource ? "drag source" : "drop point") \"\(descriptor.name)\" of "
                       + "\(AuditWording.describe(element.reference)) has its point \(point) in \(run.paths.of(view)) "
                       + "over \(run.paths.of(other)), which hosts a \(interaction) interaction of its own: "
                       + "VoiceOver uses \(run.paths.of(view))'s, a finger there would get \(run.paths.of(other))'s",
                   fix: "move the point to a part of \(run.paths.of(view)) that no view with a \(interaction) "
                       + "interaction covers")
    }

    /// The innermost view between a touch at the descriptor's point and the descriptor's view
    /// (that view left out) that hosts an interaction of the kind, if any.
    @MainActor
    static func interactiveView(over descriptor: UIAccessibilityLocationDescriptor, in view: UIView,
                                kind: OfferedAction.Kind, finger: Finger) -> UIView? {
        guard let hit = finger.hitView(at: view.screenPoint(for: descriptor.point)), hit.isDescendant(of: view) else { return nil }
        var current: UIView? = hit
        while let candidate = current, candidate !== view {
            if kind.isHosted(by: candidate) { return candidate }
            current = candidate.superview
        }
        return nil
    }
}
