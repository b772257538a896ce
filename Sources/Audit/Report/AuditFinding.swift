/// One problem the audit found: which rule, how much it matters, what it is about, and how to
/// fix it.
public struct AuditFinding: Codable, Sendable, Equatable {
    public let rule: AuditRule
    public let severity: AuditSeverity
    /// The element whose actions are wrong; `nil` when no element is concerned (an interaction
    /// no element exposes).
    public let element: AuditedElement?
    /// The path of the view the finding is about: the descriptor's view, the interaction's host,
    /// the hidden control.
    public let view: String?
    /// 1-based line of the element's (or view's) description in the scene file, when known.
    public let line: Int?
    /// 1-based column, when known.
    public let column: Int?
    /// What is wrong, naming the action, element and view.
    public let message: String
    /// What to change.
    public let fix: String

    public init(rule: AuditRule, element: AuditedElement?, view: String?, line: Int? = nil, column: Int? = nil,
                message: String, fix: String) {
        self.rule = rule
        self.severity = rule.severity
        self.element = element
        self.view = view
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }
}
