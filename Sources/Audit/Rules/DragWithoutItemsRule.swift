extension AuditRule {
    public static let dragWithoutItems = AuditRule(
        id: "drag-without-items", severity: .error,
        summary: "A drag source whose point yields no items.",
        rationale: """
            VoiceOver starts a drag by long-pressing at the descriptor's point. When the drag \
            interaction's delegate returns no items there (a point between the bars of a graph, \
            past the last row of a list), the action is offered but does nothing.
            """,
        example: """
            // Point at the bar itself, where itemsForBeginning returns its item.
            UIAccessibilityLocationDescriptor(name: "Drag bar data", point: bar.position, in: graphView)
            """)
}

/// A drag source VoiceOver offers whose long press, as the probe makes it, starts no drag.
struct DragWithoutItemsRule: RuleFamily {
    var rules: [AuditRule] { [.dragWithoutItems] }

    @MainActor
    func checkScreen(in run: AuditRun) {
        for index in run.probe.silentSources {
            let source = run.offered[index]
            run.report(.dragWithoutItems, element: source.action.element, at: source.object, view: source.action.view,
                       message: "the drag source \"\(source.action.name)\" of \(AuditWording.describe(source.action.element)) "
                           + "starts no drag: the drag interaction gives no items at its point",
                       fix: "point the descriptor at a place that has something to drag (itemsForBeginning returns items there)")
        }
    }
}
