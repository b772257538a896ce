import CellKit
import ScreenReader

extension AuditRule {
    public static let unexposedInteraction = AuditRule(
        id: "unexposed-interaction", severity: .error,
        summary: "A drag or drop interaction that no element exposes.",
        rationale: """
            VoiceOver finds interactions automatically only in an element's own view and its \
            subviews, never in an ancestor. An interaction on a container whose children are the \
            elements, or on an element that set its descriptors to an empty list, cannot be used \
            by a VoiceOver user unless some element's descriptor points at its view.
            """,
        example: """
            // Each row element points at the shelf, which hosts the drag.
            row.accessibilityDragSourceDescriptors = [
                UIAccessibilityLocationDescriptor(name: "Drag \\(row.title)", point: row.center, in: shelf)
            ]
            """)
}

/// Drag and drop interactions on shown views that no element's offered action reaches, with
/// why: the element around it lists descriptors without it, or VoiceOver finds it but leaves it
/// out, or no element's own view contains it. The views beside a shown modal view (the screen
/// under a presented sheet) are passed over, as VoiceOver passes over them: they are judged
/// when they are met again (the audit's tour of the screens).
struct UnexposedInteractionRule: RuleFamily {
    var rules: [AuditRule] { [.unexposedInteraction] }

    @MainActor
    func checkScreen(in run: AuditRun) {
        var pending: [UIView] = run.roots.filter { !$0.isHidden }
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            let subviews = view.subviews
            if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
                pending.append(modal)
            } else {
                // From the last, in place: `+= subviews.reversed()` made a reversed copy of every
                // view's subviews first.
                var index = subviews.endIndex
                while index > subviews.startIndex {
                    index -= 1
                    pending.append(subviews[index])
                }
            }
            for interaction in view.interactions {
                // Whether an element offers the view first: a lookup by the view's identity,
                // where the interaction's delegate is a weak reference to load (for each row of
                // a long table, none of which is in the cache by now).
                if let drag = interaction as? UIDragInteraction {
                    guard !run.offers(.dragSource, on: view), drag.isEnabled, drag.delegate != nil else { continue }
                    report(.dragSource, on: view, in: run)
                } else if let drop = interaction as? UIDropInteraction {
                    guard !run.offers(.dropPoint, on: view), drop.delegate != nil else { continue }
                    report(.dropPoint, on: view, in: run)
                }
            }
        }
    }

    @MainActor
    private func report(_ kind: OfferedAction.Kind, on view: UIView, in run: AuditRun) {
        let interaction = kind == .dragSource ? "drag" : "drop"
        let path = run.paths.of(view)
        // Layout put the view where no touch reaches it: no element could offer it, and no
        // descriptor would help, so the layout is what is reported (once: a descriptor naming
        // the view has its own finding, which says the same).
        let reachability = run.collector.reachability(of: UIAccessibilityLocationDescriptor(name: "", view: view))
        if let laidOut = AuditWording.laidOutOfReach(paths: run.paths, view, reachability) {
            guard !Self.isNamed(view, kind, in: run) else { return }
            run.report(.viewOutOfReach, element: nil, at: view, view: path,
                       message: "the \(interaction) interaction on \(path) is offered by no element, and no touch can reach it: "
                           + laidOut,
                       fix: AuditWording.layoutFix(paths: run.paths, view, reachability))
            return
        }
        // The elements a developer would expect to offer it: those inside the view, or the one
        // the view is part of.
        let near = run.elements(around: view)
        let labels = near.prefix(3).map { "\"\($0.label)\"" }.joined(separator: ", ")
        let fix = near.isEmpty
            ? "make the view (or an element over it) an accessibility element, or give an element a descriptor pointing at \(path)"
            : "give \(labels) \(kind == .dragSource ? "drag source" : "drop point") descriptors pointing at \(path)"
        let why = reason(kind, on: view, near: near, in: run)
        run.report(.unexposedInteraction, element: nil, at: view, view: path,
                   message: "the \(interaction) interaction on \(path) is offered by no element: \(why)", fix: fix)
    }

    /// Whether an element's own descriptors of a kind name a view.
    @MainActor
    private static func isNamed(_ view: UIView, _ kind: OfferedAction.Kind, in run: AuditRun) -> Bool {
        run.elements.contains { element in
            let listed = kind == .dragSource ? element.object.accessibilityDragSourceDescriptors
                : element.object.accessibilityDropPointDescriptors
            return listed?.contains { $0.view === view } ?? false
        }
    }

    /// Why no element offers an interaction: the element whose view contains it lists
    /// descriptors without it, or finds it but VoiceOver leaves the found descriptor out, or no
    /// element's own view contains it.
    @MainActor
    private func reason(_ kind: OfferedAction.Kind, on view: UIView, near: [AccessibleElement],
                        in run: AuditRun) -> String {
        // Only an element that is a view searches its subtree; drawn parts never do.
        let container = near.first { element in
            (element.object as? UIView).map { view.isDescendant(of: $0) } ?? false
        }
        guard let container else {
            return "no descriptor names the view, and VoiceOver looks for interactions only in an element's own view and subviews"
        }
        let listed = kind == .dragSource ? container.object.accessibilityDragSourceDescriptors
            : container.object.accessibilityDropPointDescriptors
        if let listed {
            let element = AuditedElement(label: container.label, path: run.paths.of(container.object))
            let naming = listed.filter { $0.view === view }.count
            // The descriptor rules report why each one naming it is left out.
            switch naming {
            case 0: return "\(AuditWording.describe(element)) lists its own descriptors, which leave it out"
            case 1: return "\(AuditWording.describe(element)) lists a descriptor naming it, which VoiceOver leaves out, "
                + "as the finding on that descriptor says"
            default: return "\(AuditWording.describe(element)) lists \(naming) descriptors naming it, which VoiceOver leaves out, "
                + "as the findings on them say"
            }
        }
        // Judged as the cursor meets the element: scrolled into view.
        run.scrolling.bringIntoView(container)
        let found = UIAccessibilityLocationDescriptor(name: "", view: view)
        switch run.collector.reachability(of: found) {
        case .obscured(let cover):
            return "VoiceOver finds it automatically but leaves it out: at its centre, "
                + AuditWording.obscuring(paths: run.paths, view, by: cover)
        default:
            return "VoiceOver finds it automatically but leaves it out, because its centre is off the screen"
        }
    }
}
