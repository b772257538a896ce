import ScreenReader

/// An element as the rules see it: VoiceOver's element, how findings name it, and what its
/// Actions rotor holds, worked out once for every check.
@MainActor
struct CheckedElement {
    let element: AccessibleElement
    /// The element as findings name it: its label and its path from the window.
    let reference: AuditedElement
    /// Its custom actions, its own and its containers'.
    let custom: [ElementAction]
    /// Every drag source descriptor VoiceOver looks at for it (its own, found, or its cell's),
    /// each offered or left out with the reason: VoiceOver's own answer, not worked out again.
    let consideredSources: [ConsideredDescriptor]
    /// Every drop point descriptor VoiceOver looks at for it, as `consideredSources`.
    let consideredDrops: [ConsideredDescriptor]
    /// Its drag sources, as VoiceOver offers them when no drag is held.
    let sources: [ElementAction]
    /// Its drop points, as VoiceOver offers them while a drag is held.
    let drops: [ElementAction]

    init(_ element: AccessibleElement, collector: ActionCollector, paths: ViewPaths) {
        self.element = element
        reference = AuditedElement(label: element.label, path: paths.of(element.object))
        custom = collector.customActions(for: element)
        consideredSources = collector.consideredDragSources(for: element)
        consideredDrops = collector.consideredDropPoints(for: element)
        sources = ActionCollector.offered(in: consideredSources)
        drops = ActionCollector.offered(in: consideredDrops)
    }
}
