/// A finding set aside by an exception, kept so that output can say what was not reported.
public struct IgnoredFinding: Codable, Sendable, Equatable {
    public let finding: AuditFinding
    /// The exception's reason.
    public let reason: String

    public init(finding: AuditFinding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}
