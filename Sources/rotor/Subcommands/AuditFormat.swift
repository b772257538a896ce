import ArgumentParser

/// How `rotor audit` prints its findings: for people, for programs, or for code-scanning services.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    /// One finding a line, as a compiler prints one.
    case text
    /// The document docs/audit.md shows.
    case json
    /// SARIF 2.1.0.
    case sarif
}
