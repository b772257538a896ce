/// Findings put in the order of the file: by their line, those without one last, and in the
/// order they were found where lines are equal (a stable sort by line).
///
/// The elements of a screen are visited by place, not in file order, so a long screen's findings
/// come out of order. Sorting the findings themselves with a comparison closure copied each one
/// (its strings and wording) at every move of the merge, and checked at every comparison that it
/// ran on the main actor: a fifth of the audit of 180,000 findings. The keys are sorted instead,
/// two numbers each, and each finding is copied once into its place.
enum FileOrder {
    /// Where a finding goes: its line (`Int.max` without one), then where it was found.
    private struct Key: Comparable {
        let line: Int
        let found: Int

        static func < (a: Key, b: Key) -> Bool {
            a.line != b.line ? a.line < b.line : a.found < b.found
        }
    }

    /// `findings` in file order; the same array when they already are (most screens' are).
    static func sorted(_ findings: [AuditFinding]) -> [AuditFinding] {
        // By index: zipping the findings would copy each one.
        var inOrder = true
        for index in findings.indices.dropFirst() where (findings[index - 1].line ?? .max) > (findings[index].line ?? .max) {
            inOrder = false
            break
        }
        if inOrder { return findings }
        var keys: [Key] = []
        keys.reserveCapacity(findings.count)
        for index in findings.indices { keys.append(Key(line: findings[index].line ?? .max, found: index)) }
        keys.sort()
        var sorted: [AuditFinding] = []
        sorted.reserveCapacity(findings.count)
        for key in keys { sorted.append(findings[key.found]) }
        return sorted
    }
}
