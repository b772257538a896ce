import CellKit

/// A rule that does not apply to a screen, or to one view of it, and why: a teaching scene that
/// shows a mistake on purpose, a drop meant for other apps' drags.
@MainActor
public struct AuditException {
    public let rule: AuditRule
    /// The view it is limited to: findings about it, about an element it is, or about a view it
    /// names. `nil` for the whole screen.
    public let view: UIView?
    /// Why the rule does not apply.
    public let reason: String

    public init(rule: AuditRule, view: UIView? = nil, reason: String) {
        self.rule = rule
        self.view = view
        self.reason = reason
    }

    /// Whether a finding is one this exception sets aside.
    public func covers(_ finding: AuditFinding) -> Bool {
        covers(finding, paths: nil)
    }

    /// Whether a finding is one this exception sets aside, naming views with an audit run's
    /// paths (`nil`: paths of the view's own screen, kept for this question only).
    func covers(_ finding: AuditFinding, paths: ViewPaths?) -> Bool {
        guard finding.rule == rule else { return false }
        guard let view else { return true }
        let path = (paths ?? ViewPaths(clock: view.treeClock)).of(view)
        return finding.view == path || finding.element?.path == path
    }
}
