import CellKit

/// A scene's `audit.ignore` entries matched against one stop's findings, as
/// `AuditException.covers` matches them, with each entry's view named once for the stop rather
/// than once for each finding: a scene of 4,000 labels each ignored by name took 7.9 s (each
/// finding named every entry's view, twice), and grew with the square of its size.
///
/// An entry covers a finding of its rule when it names no view, or when its view's path now is
/// the finding's view or the finding's element's path. A finding is set aside by the first
/// entry that covers it (`AuditReport.ignoring`); an entry is used when it covers any finding.
@MainActor
struct ExceptionMatcher {
    private let exceptions: [AuditException]
    /// For each rule's id, the entries that name no view, in order.
    private var wholeScreen: [String: [Int]] = [:]
    /// For each rule's id, the entries that name a view, by that view's path now, in order.
    private var byPath: [String: [String: [Int]]] = [:]

    /// Names the views of the entries whose rule some finding has: the others cover nothing.
    init(_ exceptions: [AuditException], findings: [AuditFinding]) {
        self.exceptions = exceptions
        var found = Set<String>()
        for index in findings.indices { found.insert(findings[index].rule.id) }
        // One set of paths for each tree: an entry's view is named in its own tree, as
        // `covers` names it, and the paths of one tree are the same whoever asks.
        var pathsByClock: [ObjectIdentifier: ViewPaths] = [:]
        for index in exceptions.indices {
            let rule = exceptions[index].rule.id
            guard found.contains(rule) else { continue }
            guard let view = exceptions[index].view else {
                wholeScreen[rule, default: []].append(index)
                continue
            }
            let clock = view.treeClock
            let paths = pathsByClock[ObjectIdentifier(clock)] ?? ViewPaths(clock: clock)
            pathsByClock[ObjectIdentifier(clock)] = paths
            byPath[rule, default: [:]][paths.of(view), default: []].append(index)
        }
    }

    /// Sets aside the findings an entry covers, each with the first entry's reason, and marks
    /// in `used` every entry that covers one.
    func apply(to report: AuditReport, used: inout [Bool]) -> AuditReport {
        guard !exceptions.isEmpty, !report.findings.isEmpty else { return report }
        var kept: [AuditFinding] = []
        var ignored = report.ignored
        // The lists of entries that covered a finding, marked used once each at the end: a
        // list of many entries alike is not walked again for every finding it covers.
        var covering: Set<ListKey> = []
        for finding in report.findings {
            let rule = finding.rule.id
            var first: Int?
            func consider(_ key: ListKey, _ list: [Int]?) {
                guard let list, let head = list.first else { return }
                covering.insert(key)
                first = min(first ?? head, head)
            }
            consider(ListKey(rule: rule, path: nil), wholeScreen[rule])
            if let paths = byPath[rule] {
                if let view = finding.view { consider(ListKey(rule: rule, path: view), paths[view]) }
                if let path = finding.element?.path { consider(ListKey(rule: rule, path: path), paths[path]) }
            }
            if let first {
                ignored.append(IgnoredFinding(finding: finding, reason: exceptions[first].reason))
            } else {
                kept.append(finding)
            }
        }
        for key in covering {
            let list = key.path.map { byPath[key.rule]?[$0] ?? [] } ?? wholeScreen[key.rule] ?? []
            for index in list { used[index] = true }
        }
        return AuditReport(findings: kept, actions: report.actions, ignored: ignored)
    }

    /// One list of entries: a rule's whole-screen entries (`path` nil), or those naming a path.
    private struct ListKey: Hashable {
        let rule: String
        let path: String?
    }
}
