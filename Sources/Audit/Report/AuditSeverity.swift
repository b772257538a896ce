/// How much a finding matters. Errors and warnings fail an audit; advice does not.
public enum AuditSeverity: String, Codable, Sendable, CaseIterable, Comparable {
    /// Something a person would otherwise not notice to name better.
    case advice
    /// VoiceOver users can do the thing, but badly: two actions that sound alike, no label.
    case warning
    /// A drag or drop VoiceOver users cannot reach, or an action that does nothing.
    case error

    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
