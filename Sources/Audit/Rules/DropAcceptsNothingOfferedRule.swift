extension AuditRule {
    public static let dropAcceptsNothingOffered = AuditRule(
        id: "drop-accepts-nothing-offered", severity: .warning,
        summary: "A drop point that accepts none of the types the scene's drags offer.",
        rationale: """
            The audit holds each drag VoiceOver can start over each drop point. A drop point that \
            none of them can drop on (its delegate's canHandle refuses every one) is offered to the \
            user during every drag and always fails. Either it expects types no drag offers, or \
            the drag sources offer the wrong types. Scenes with no drag at all are not checked.
            """,
        example: """
            // Accept what the drags offer, or offer what the drop expects.
            func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
                session.hasItemsConforming(toTypeIdentifiers: [UTType.url.identifier, UTType.plainText.identifier])
            }
            """)
}

/// A drop point VoiceOver offers on which none of the drags it can start can drop: held there
/// by the probe, each leaves some other view (or none) the drop target.
struct DropAcceptsNothingOfferedRule: RuleFamily {
    var rules: [AuditRule] { [.dropAcceptsNothingOffered] }

    @MainActor
    func checkScreen(in run: AuditRun) {
        let probe = run.probe
        // With no drag to offer, a drop point can only be meant for other apps' drags.
        guard probe.liftedCount > 0 else { return }
        for index in probe.refusingDrops {
            let drop = run.offered[index]
            run.report(.dropAcceptsNothingOffered, element: drop.action.element, at: drop.object, view: drop.action.view,
                       message: "the drop point \"\(drop.action.name)\" of \(AuditWording.describe(drop.action.element)) "
                           + "accepts none of the drags VoiceOver can start here, so choosing it always cancels the drag",
                       fix: "accept the types the drags offer in canHandle, or offer the type the drop expects")
        }
    }
}
