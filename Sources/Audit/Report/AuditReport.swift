/// What an audit of one screen found: the findings, and the drag sources and drop points
/// VoiceOver offers.
public struct AuditReport: Codable, Sendable, Equatable {
    public let findings: [AuditFinding]
    /// Every drag source and drop point in the Actions rotors of the screen's elements, in
    /// visiting order.
    public let actions: [OfferedAction]
    /// Findings set aside by exceptions, with why.
    public let ignored: [IgnoredFinding]

    public init(findings: [AuditFinding], actions: [OfferedAction], ignored: [IgnoredFinding] = []) {
        self.findings = findings
        self.actions = actions
        self.ignored = ignored
    }

    /// The report with the findings an exception covers moved to `ignored`, with the first
    /// covering exception's reason.
    @MainActor
    public func ignoring(_ exceptions: [AuditException]) -> AuditReport {
        // Most scenes ignore nothing: their findings are not copied one by one.
        guard !exceptions.isEmpty else { return self }
        var kept: [AuditFinding] = []
        var ignored = self.ignored
        for finding in findings {
            if let exception = exceptions.first(where: { $0.covers(finding) }) {
                ignored.append(IgnoredFinding(finding: finding, reason: exception.reason))
            } else {
                kept.append(finding)
            }
        }
        return AuditReport(findings: kept, actions: actions, ignored: ignored)
    }

    /// How many findings have a severity.
    public func count(of severity: AuditSeverity) -> Int {
        // Counted in place: a filter copied every finding of the severity into a new list,
        // three times for each report's summary and counts.
        var count = 0
        for index in findings.indices where findings[index].severity == severity { count += 1 }
        return count
    }

    /// Whether nothing above advice was found.
    public var passes: Bool {
        findings.allSatisfy { $0.severity == .advice }
    }

    /// The findings as a compiler would print them, one a line with the fix under it, then a
    /// summary line: `file:line:column: error: message [rule-id]`.
    public func text(file: String) -> String {
        lines(file: file).joined(separator: "\n")
    }

    /// The lines of `text(file:)`: a message holding a line break (a label from a scene) stays
    /// one line when printed through `TextOutput`, which shows the break as ␊.
    public func lines(file: String) -> [String] {
        var lines: [String] = []
        for finding in findings {
            var place = file
            if let line = finding.line, line > 0 {
                place += ":\(line)" + (finding.column.map { $0 > 0 ? ":\($0)" : "" } ?? "")
            }
            let screen = finding.screenPlace.map { $0 + ": " } ?? ""
            lines.append("\(place): \(finding.severity.rawValue): \(screen)\(finding.message) [\(finding.rule.id)]")
            lines.append("    fix: \(finding.fix)")
        }
        lines.append("\(file): \(summary)")
        return lines
    }

    /// `no problems`, or counts by severity: `3 errors, 1 warning, 2 advice`.
    public var summary: String {
        let errors = count(of: .error), warnings = count(of: .warning), advice = count(of: .advice)
        var extras: [String] = []
        if advice > 0 { extras.append("\(advice) advice") }
        if !ignored.isEmpty { extras.append("\(ignored.count) ignored by the scene's audit.ignore") }
        guard errors + warnings > 0 else {
            return extras.isEmpty ? "no problems" : "no problems (\(extras.joined(separator: ", ")))"
        }
        let counts = ["\(errors) error\(errors == 1 ? "" : "s")", "\(warnings) warning\(warnings == 1 ? "" : "s")"]
        return (counts + extras).joined(separator: ", ")
    }
}
