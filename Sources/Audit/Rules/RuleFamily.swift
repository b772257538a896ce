/// A family of rules: the rules it reports (each declared, with its severity, rationale and
/// example, beside the check) and the checks that find them, with their messages and fixes.
/// Rules that one look at the screen finds together (the four ways a descriptor's point fails)
/// are one family; a rule of its own is a family of one.
///
/// The audit walks VoiceOver's elements in visiting order. For each element it calls every
/// family's `checkElement`, then every family's `checkActions`; after the last element, every
/// family's `checkScreen`. Within each step the families run in `RuleRegistry`'s order. Findings
/// are sorted by their line in the scene file, and those on one line keep the order they were
/// found in, so this order is part of what the audit prints.
protocol RuleFamily: Sendable {
    /// The rules this family reports, in the order they are listed.
    var rules: [AuditRule] { get }

    /// Checks an element as VoiceOver speaks it, before any family looks at its actions.
    @MainActor func checkElement(_ element: CheckedElement, in run: AuditRun)

    /// Checks an element's Actions rotor: its custom actions, drag sources and drop points.
    @MainActor func checkActions(of element: CheckedElement, in run: AuditRun)

    /// Checks the screen as a whole, after every element: what no element offers, what the
    /// offered drags and drops do.
    @MainActor func checkScreen(in run: AuditRun)
}

extension RuleFamily {
    @MainActor func checkElement(_ element: CheckedElement, in run: AuditRun) {}
    @MainActor func checkActions(of element: CheckedElement, in run: AuditRun) {}
    @MainActor func checkScreen(in run: AuditRun) {}
}
