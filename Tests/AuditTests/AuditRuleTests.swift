import Audit
import Testing

@Suite("Audit rules")
struct AuditRuleTests {
    @Test("every rule explains itself with a rationale and an example fix")
    func explanations() {
        for rule in AuditRule.allCases {
            #expect(rule.explanation.hasPrefix("\(rule.id) (\(rule.severity.rawValue))"))
            #expect(rule.explanation.contains("Example fix:"))
        }
    }
}
