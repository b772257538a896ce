import Audit
import Foundation
import RotorTestSupport
import SceneFormat
import Testing

@MainActor
@Suite("Auditing the shipped scenes", .cellsScreen)
struct ShippedSceneAuditTests {
    @Test("the broken scene triggers every rule, as its golden report shows")
    func brokenTriggersEverything() throws {
        let result = try AuditFixtures.auditShipped("broken", file: "Scenes/broken.yaml")
        #expect(Set(result.report.findings.map(\.rule)) == Set(AuditRule.allCases))
        #expect(!result.report.passes)
        #expect(result.staleIgnores.isEmpty)
        Golden.assertMatches(result.report.text(file: "Scenes/broken.yaml"), named: "broken.txt")
    }

    nonisolated static let others = SceneLibrary.sceneNames.filter { $0 != "broken" }

    @Test("every other shipped scene audits clean", arguments: others)
    func othersAreClean(_ name: String) throws {
        let result = try AuditFixtures.auditShipped(name)
        #expect(result.report.passes, "\(result.report.text(file: name))")
        #expect(result.staleIgnores.isEmpty, "\(result.staleIgnores)")
        // What a scene sets aside, it says why.
        #expect(result.report.ignored.allSatisfy { !$0.reason.isEmpty })
    }

    @Test("an ignore naming no rule is refused where it is written, with the nearest rule")
    func unknownIgnoredRule() throws {
        let scene = try AuditFixtures.scene("""
              - { id: tip, type: label, frame: [0, 0, 10, 1], text: Tip }
            audit:
              ignore:
                - { rule: missing-lable, because: a typo }
            """)
        #expect(throws: SceneError.self) { try SceneAuditor(scene: scene).audit() }
        do {
            _ = try SceneAuditor(scene: scene).audit()
        } catch {
            #expect(error.line == 6 && error.column == 7)
            #expect(error.message.contains("did you mean 'missing-label'?"))
        }
    }

    @Test("an ignore that sets nothing aside is reported as stale; one that does, hides only its view's findings")
    func ignoresAreScoped() throws {
        let scene = try AuditFixtures.scene("""
              - { id: a, type: view, frame: [0, 0, 10, 2], accessibility: { element: true } }
              - { id: b, type: view, frame: [12, 0, 10, 2], accessibility: { element: true } }
            audit:
              ignore:
                - { rule: missing-label, view: a, because: a is decoration }
                - { rule: hidden-control, because: nothing hides a control here }
            """)
        let result = try SceneAuditor(scene: scene).audit()
        #expect(result.report.findings.map(\.rule) == [.missingLabel])
        #expect(result.report.findings.first?.element?.path == "window/b")
        #expect(result.report.ignored.map(\.reason) == ["a is decoration"])
        #expect(result.staleIgnores.map(\.line) == [8])
    }

    @Test("the JSON decodes with the shape docs/audit.md documents")
    func jsonShape() throws {
        let result = try AuditFixtures.auditShipped("broken", file: "broken.yaml")
        let document = AuditDocument(scenes: [AuditDocument.Entry(file: "broken.yaml", report: result.report),
                                              AuditDocument.Entry(file: "missing.yaml", error: "missing.yaml: no such file")])
        let json = try document.json()
        #expect(try AuditDocument.decode(json) == document)

        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["scenes", "exit_status"])
        #expect(object["exit_status"] as? Int == 2)
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(Set(scenes[0].keys) == ["file", "findings", "actions", "counts", "ignored"])
        #expect(Set(scenes[1].keys) == ["file", "error"])
        let counts = try #require(scenes[0]["counts"] as? [String: Int])
        #expect(Set(counts.keys) == ["error", "warning", "advice"])
        let findings = try #require(scenes[0]["findings"] as? [[String: Any]])
        for finding in findings {
            #expect(Set(finding.keys).isSubset(of: ["rule", "severity", "element", "view", "line", "column", "message", "fix"]))
            #expect(["error", "warning", "advice"].contains(finding["severity"] as? String ?? ""))
            if let element = finding["element"] as? [String: Any] {
                #expect(Set(element.keys) == ["label", "path"])
            }
        }
        let actions = try #require(scenes[0]["actions"] as? [[String: Any]])
        for action in actions {
            #expect(Set(action.keys) == ["element", "kind", "name", "is_automatic", "view", "works"])
            #expect(["drag-source", "drop-point"].contains(action["kind"] as? String ?? ""))
        }
    }

    @Test("exit status: 0 with advice only, 1 with a warning, 2 when a scene cannot be read")
    func exitStatus() throws {
        let advice = try AuditFixtures.audit("  - { id: tip, type: label, frame: [0, 0, 20, 1], text: Tip, drag: { text: whisk } }\n")
        #expect(AuditDocument(scenes: [AuditDocument.Entry(file: "a", report: advice)]).exitStatus == 0)
        let warning = try AuditFixtures.audit("  - { id: p, type: view, frame: [0, 0, 10, 3], accessibility: { element: true } }\n")
        #expect(AuditDocument(scenes: [AuditDocument.Entry(file: "a", report: advice),
                                       AuditDocument.Entry(file: "b", report: warning)]).exitStatus == 1)
        #expect(AuditDocument(scenes: [AuditDocument.Entry(file: "b", report: warning),
                                       AuditDocument.Entry(file: "c", error: "c: unreadable")]).exitStatus == 2)
    }
}
