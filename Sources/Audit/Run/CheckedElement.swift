import CellKit
import ScreenReader

/// An element as the rules see it: VoiceOver's element, how findings name it, and what its
/// Actions rotor holds, worked out once for every check.
@MainActor
struct CheckedElement {
    let element: AccessibleElement
    /// Its own custom actions (its row's swipe actions first), without its containers'.
    let ownCustom: [ElementAction]
    /// The custom actions of the containers around it that are not elements, innermost first,
    /// which VoiceOver offers after its own: one list that every element inside a container
    /// shares, judged once for all of them (`InheritedActions`), not made into each element's.
    let inherited: [UIAccessibilityCustomAction]
    /// Every drag source descriptor VoiceOver looks at for it (its own, found, or its cell's),
    /// each offered or left out with the reason: VoiceOver's own answer, not worked out again.
    let consideredSources: [ConsideredDescriptor]
    /// Every drop point descriptor VoiceOver looks at for it, as `consideredSources`.
    let consideredDrops: [ConsideredDescriptor]
    /// Its drag sources, as VoiceOver offers them when no drag is held.
    let sources: [ElementAction]
    /// Its drop points, as VoiceOver offers them while a drag is held.
    let drops: [ElementAction]
    private let naming: Naming

    init(_ element: AccessibleElement, collector: ActionCollector, paths: ViewPaths) {
        self.element = element
        naming = Naming(element, paths: paths)
        ownCustom = collector.ownCustomActions(for: element)
        inherited = element.containerCustomActions
        consideredSources = collector.consideredDragSources(for: element)
        consideredDrops = collector.consideredDropPoints(for: element)
        sources = ActionCollector.offered(in: consideredSources)
        drops = ActionCollector.offered(in: consideredDrops)
    }

    /// How many custom actions its Actions rotor lists: its own and its containers'.
    var customCount: Int { ownCustom.count + inherited.count }

    /// The element as findings name it: its label and its path from the window. Worked out when
    /// first asked for, once: most elements of a long screen are named by no finding and offer
    /// no drag, and naming each was a sixth of auditing a long data table and of touring a deep
    /// stack.
    var reference: AuditedElement { naming.reference }

    /// How the element is named, kept once asked for.
    @MainActor
    private final class Naming {
        private let element: AccessibleElement
        private let paths: ViewPaths
        private var named: AuditedElement?

        init(_ element: AccessibleElement, paths: ViewPaths) {
            self.element = element
            self.paths = paths
        }

        var reference: AuditedElement {
            if let named { return named }
            let made = AuditedElement(label: element.label, path: paths.of(element.object))
            named = made
            return made
        }
    }
}
