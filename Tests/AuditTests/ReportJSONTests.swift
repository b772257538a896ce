import Audit
import Foundation
import SceneFormat
import Testing
import RotorTestSupport

/// `rotor audit --format json` and `sarif` write their documents as they go: the text must be
/// what `JSONEncoder` prints from the same values, byte for byte, whatever the scene's names
/// hold.
@MainActor
@Suite("Audit JSON and SARIF written as JSONEncoder writes them", .cellsScreen)
struct ReportJSONTests {
    /// A scene whose labels, names and reasons hold what JSON escapes, and what it does not.
    static let awkward = """
          - id: card
            type: view
            frame: [0, 0, 20, 3]
            accessibility: { element: true, label: "Tab\\there \\"quoted\\" back\\\\slash/ \\u0001 \\u007F ÷ 😀", dragSources: [{ name: "a\\nb", view: title }] }
            drag: { text: card }
            subviews:
              - { id: title, type: label, frame: [1, 1, 10, 1], text: Card, interactive: true }
          - { id: unnamed, type: view, frame: [0, 4, 8, 1], accessibility: { element: true } }
          - { id: quiet, type: view, frame: [0, 5, 8, 1], accessibility: { element: true } }
        audit:
          ignore:
            - { rule: missing-label, view: quiet, because: "a \\"reason\\"\\r\\n" }

        """

    static func document() throws -> AuditDocument {
        var entries = try ["broken", "bar-graph"].map { name -> AuditDocument.Entry in
            let scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
            return AuditDocument.Entry(file: "Scenes/\(name).yaml", report: try SceneAuditor(scene: scene).audit().report)
        }
        entries.append(AuditDocument.Entry(file: "/tmp/a b:c.yaml", report: try AuditFixtures.audit(awkward)))
        entries.append(AuditDocument.Entry(file: "missing.yaml", error: "missing.yaml: no such \"file\""))
        return AuditDocument(scenes: entries)
    }

    static func encoded(_ value: some Encodable, snakeCase: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("--format json")
    func json() throws {
        let document = try Self.document()
        #expect(try document.json() == Self.encoded(document, snakeCase: true))
    }

    @Test("--format sarif")
    func sarif() throws {
        let log = SarifLog(document: try Self.document())
        #expect(try log.json() == Self.encoded(log, snakeCase: false))
    }

    @Test("no scene, and a scene without findings: empty lists")
    func empty() throws {
        let clean = AuditDocument(scenes: [AuditDocument.Entry(file: "clean.yaml", report: AuditReport(findings: [], actions: []))])
        for document in [AuditDocument(scenes: []), clean] {
            #expect(try document.json() == Self.encoded(document, snakeCase: true))
            let log = SarifLog(document: document)
            #expect(try log.json() == Self.encoded(log, snakeCase: false))
        }
    }
}
