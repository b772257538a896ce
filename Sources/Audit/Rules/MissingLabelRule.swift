extension AuditRule {
    public static let missingLabel = AuditRule(
        id: "missing-label", severity: .warning,
        summary: "An element with no label.",
        rationale: """
            An element without a label is spoken by its traits alone ("Image", "Button"), and its \
            automatic drag and drop names become "Drag" and "Drop into" with nothing after them.
            """,
        example: """
            shareView.accessibilityLabel = "Share recipe"
            """)
}

/// An element VoiceOver speaks without a label.
struct MissingLabelRule: RuleFamily {
    var rules: [AuditRule] { [.missingLabel] }

    @MainActor
    func checkElement(_ element: CheckedElement, in run: AuditRun) {
        guard element.element.label.isEmpty else { return }
        run.report(.missingLabel, element: element.reference, at: element.element.object, view: nil,
                   message: "\(AuditWording.describe(element.reference)) has no label, so VoiceOver speaks only its traits",
                   fix: "set its accessibilityLabel to what it shows")
    }
}
