import Audit
import Foundation
import Testing
import RotorTestSupport

@Suite("Audit rules", .cellsScreen)
struct AuditRuleTests {
    @Test("every rule explains itself with a rationale and an example fix")
    func explanations() {
        for rule in AuditRule.allCases {
            #expect(rule.explanation.hasPrefix("\(rule.id) (\(rule.severity.rawValue))"))
            #expect(rule.explanation.contains("Example fix:"))
        }
    }

    @Test("the rules are listed once each, in docs/audit.md's order, and each is found by its id")
    func registry() {
        let ids = AuditRule.allCases.map(\.id)
        #expect(ids == [
            "descriptor-without-interaction", "point-outside-view", "point-obscured", "point-off-screen",
            "view-out-of-reach", "point-over-other-interaction",
            "unexposed-interaction", "drag-without-items", "duplicate-action-name", "shared-default-name",
            "default-name", "missing-label", "hidden-control", "drop-accepts-nothing-offered", "unplaced-element",
        ])
        for rule in AuditRule.allCases {
            #expect(AuditRule(id: rule.id) == rule)
        }
        #expect(AuditRule(id: "missing-lable") == nil)
        #expect(AuditRule.unknownMessage(for: "missing-lable").hasSuffix("The rules are: " + ids.joined(separator: ", ")))
    }

    @Test("in JSON a rule is its id; an id that names no rule does not decode")
    func json() throws {
        let encoded = try JSONEncoder().encode([AuditRule.pointObscured])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["point-obscured"]"#)
        #expect(try JSONDecoder().decode([AuditRule].self, from: encoded) == [.pointObscured])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([AuditRule].self, from: Data(#"["point-obscurd"]"#.utf8))
        }
    }

    @Test("a descriptor naming a view whose drag interaction is turned off says so, and how to fix it")
    @MainActor
    func aDisabledDragInteractionIsNamedAsSuch() throws {
        let report = try AuditFixtures.audit("""
              - id: note
                type: label
                frame: [0, 0, 10, 1]
                text: Note
                drag: { text: Note, enabled: false }
                accessibility: { dragSources: [{ name: Drag note }] }
            """)
        let finding = try #require(report.findings.first { $0.rule == .descriptorWithoutInteraction })
        #expect(finding.message.contains("whose drag interaction is disabled (isEnabled is false)"))
        #expect(finding.fix.hasPrefix("enable the drag interaction"))
    }
}
