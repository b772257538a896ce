import Audit
import Foundation
import SceneFormat
import Testing
import RotorTestSupport

@MainActor
@Suite("SARIF (rotor audit --format sarif)", .cellsScreen)
struct SarifLogTests {
    static func log(_ scenes: [String]) throws -> [String: Any] {
        let entries = try scenes.map { name -> AuditDocument.Entry in
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
            return AuditDocument.Entry(file: "Scenes/\(name).yaml", report: try SceneAuditor(scene: scene).audit().report)
        } + [AuditDocument.Entry(file: "missing.yaml", error: "missing.yaml: no such file")]
        let json = try SarifLog(document: AuditDocument(scenes: entries)).json()
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("advice is a note, what audit.ignore sets aside a suppressed result with its reason, an unreadable scene a failed run")
    func shape() throws {
        let log = try Self.log(["bar-graph"])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let advice = try #require(results.first { $0["ruleId"] as? String == "default-name" })
        #expect(advice["level"] as? String == "note")
        let ignored = try #require(results.first { $0["suppressions"] != nil })
        let suppression = try #require((ignored["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "inSource")
        #expect((suppression["justification"] as? String)?.isEmpty == false)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect(invocation["exitCode"] as? Int == 2)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect((notes.first?["message"] as? [String: Any])?["text"] as? String == "missing.yaml: no such file")
    }

    @Test("every rule is described once, in the registry's order, with its rationale and example as help")
    func rules() throws {
        let log = try Self.log([])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.id))
        for (rule, described) in zip(AuditRule.allCases, rules) {
            let help = (described["help"] as? [String: Any])?["text"] as? String ?? ""
            #expect(help.contains(rule.rationale) && help.contains(rule.example))
        }
    }
}
