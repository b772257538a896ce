import Audit
import Testing

/// Custom actions a plain view passes to every element inside it: each element hears them
/// after its own, and the audit says so on each, as VoiceOver's rotor lists them.
@MainActor
@Suite("Custom actions inherited from a container")
struct InheritedActionAuditTests {
    /// A plain view whose actions repeat a name, around a label with an action of its own that
    /// one of them repeats, a label with none, and an element hiding a button that one of them
    /// offers.
    static let box = """
          - id: box
            type: view
            frame: [0, 0, 40, 6]
            accessibility: { customActions: [{ name: Share }, { name: "share " }, { name: Delete }, { name: Archive }] }
            subviews:
              - { id: first, type: label, frame: [0, 0, 10, 1], text: First, accessibility: { customActions: [{ name: delete }] } }
              - { id: second, type: label, frame: [0, 1, 10, 1], text: Second }
              - id: card
                type: view
                frame: [0, 2, 20, 1]
                accessibility: { element: true, label: Card }
                subviews:
                  - { id: archiveButton, type: button, frame: [12, 0, 8, 1], title: Archive, action: { announce: Archived } }

        """

    @Test("each element is told of the names it hears twice, its own with the inherited, in order of the name")
    func duplicatesOnEachElement() throws {
        let report = try AuditFixtures.audit(Self.box)
        let duplicates = report.findings.filter { $0.rule == .duplicateActionName }.map(\.message)
        #expect(duplicates == [
            "\"First\" (window/box/first) has 2 actions named \"delete\"",
            "\"First\" (window/box/first) has 2 actions named \"Share\"",
            "\"Second\" (window/box/second) has 2 actions named \"Share\"",
            "\"Card\" (window/box/card) has 2 actions named \"Share\"",
        ], "\(report.text(file: "fixture.yaml"))")
    }

    @Test("a control inside an element is reachable through an action its container passes down")
    func inheritedActionReachesHiddenControl() throws {
        let report = try AuditFixtures.audit(Self.box)
        #expect(!report.findings.contains { $0.rule == .hiddenControl }, "\(report.text(file: "fixture.yaml"))")
        let renamed = try AuditFixtures.audit(Self.box.replacingOccurrences(of: "{ name: Archive }", with: "{ name: Keep }"))
        #expect(renamed.findings.contains { $0.rule == .hiddenControl })
    }

    @Test("many labels inside a view with many distinct actions: nothing to report")
    func manyDistinct() throws {
        let actions = (0..<300).map { "{ name: A\($0) }" }.joined(separator: ", ")
        let labels = (0..<300).map { "      - { type: label, frame: [0, \($0 % 6), 10, 1], text: L\($0) }" }.joined(separator: "\n")
        let report = try AuditFixtures.audit("""
              - id: box
                type: view
                frame: [0, 0, 40, 6]
                accessibility: { customActions: [\(actions)] }
                subviews:
            \(labels)

            """)
        #expect(!report.findings.contains { [.duplicateActionName, .sharedDefaultName, .defaultName].contains($0.rule) })
    }
}
