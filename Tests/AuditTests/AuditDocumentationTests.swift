import Audit
import Foundation
import Testing
import RotorTestSupport

/// What the documents quote from the audit is what the audit prints today: the example lines and
/// summary of the shipped `broken` scene (in the README and docs/audit.md), the JSON example's
/// counts, finding and action, and the rules table. The README once said 7 errors and 5 warnings
/// long after the audit found 8 and 7; a change to a rule or to `broken.yaml` now fails here
/// until the documents say what a user will see.
@MainActor
@Suite("The audit as the documents show it", .cellsScreen)
struct AuditDocumentationTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The documents that quote `rotor audit broken`.
    nonisolated static let documents = ["README.md", "docs/audit.md"]
    /// How `rotor audit` names the shipped scene, from the repository's root.
    nonisolated static let file = "Scenes/broken.yaml"

    static func text(of document: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    }

    /// The lines of each fenced block (```` ``` ```` with or without a language), in order.
    static func fencedBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// What `rotor audit broken` prints on standard output, line by line.
    static func printedLines() throws -> [String] {
        try AuditFixtures.auditShipped("broken", file: file).report.lines(file: file)
    }

    @Test("every line a document quotes from the audit of broken is a line it prints, fixes under their findings, and the summary last", arguments: documents)
    func quotedLines(document: String) throws {
        let printed = try Self.printedLines()
        let summary = try #require(printed.last)
        let quoted = Self.fencedBlocks(in: try Self.text(of: document))
            .filter { block in block.contains { $0.hasPrefix(Self.file + ":") } }
        #expect(!quoted.isEmpty, "\(document) quotes no output of `rotor audit broken`")
        for block in quoted {
            for (index, line) in block.enumerated() {
                guard let place = printed.firstIndex(of: line) else {
                    Issue.record("\(document) quotes a line `rotor audit broken` does not print:\n\(line)")
                    continue
                }
                if line.hasPrefix("    fix: ") {
                    #expect(index > 0 && place > 0 && block[index - 1] == printed[place - 1],
                            "\(document): the fix is quoted under another finding than the one it belongs to:\n\(line)")
                }
            }
            #expect(block.last == summary, "\(document) ends its example with \(block.last ?? "nothing"); the audit's summary is \(summary)")
        }
    }

    @Test("the JSON example's counts, finding and action are the audit's")
    func jsonExample() throws {
        let report = try AuditFixtures.auditShipped("broken", file: Self.file).report
        let example = try #require(Self.fencedBlocks(in: try Self.text(of: "docs/audit.md"))
            .first { block in block.contains { $0.contains(#""exit_status""#) } }?.joined(separator: "\n"),
            "docs/audit.md has no JSON example")

        let counts = try #require(example.firstMatch(of: /"counts": \{"error": (\d+), "warning": (\d+), "advice": (\d+)\}/),
                                  "the JSON example has no counts")
        #expect([Int(counts.1), Int(counts.2), Int(counts.3)]
                == [report.count(of: .error), report.count(of: .warning), report.count(of: .advice)],
                "the JSON example's counts differ from the audit's")

        let finding = try #require(example.firstMatch(
            of: /\{"rule": "([a-z-]+)".*?"element": \{"label": "([^"]+)", "path": "([^"]+)"\}.*?"line": (\d+) \| null, "column": (\d+) \| null/
                .dotMatchesNewlines()), "the JSON example has no finding")
        #expect(report.findings.contains { found in
            found.rule.id == String(finding.1) && found.element?.label == String(finding.2)
                && found.element?.path == String(finding.3) && found.line == Int(finding.4) && found.column == Int(finding.5)
        }, "the audit has no finding \(finding.1) on \(finding.3) at \(finding.4):\(finding.5), as the JSON example shows")

        let action = try #require(example.firstMatch(
            of: /"name": "([^"]+)", "is_automatic": (true|false), "view": "([^"]+)", "works": (true|false)/),
            "the JSON example has no action")
        #expect(report.actions.contains { offered in
            offered.name == String(action.1) && offered.isAutomatic == (action.2 == "true")
                && offered.view == String(action.3) && offered.works == (action.4 == "true")
        }, "the audit offers no action \"\(action.1)\" on \(action.3) as the JSON example shows it")
    }

    @Test("the rules table lists the registry's rules, in its order, each with its severity")
    func rulesTable() throws {
        let rows = try Self.text(of: "docs/audit.md").split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^\| `([a-z-]+)` \| (error|warning|advice) \|/).map { "\($0.1) \($0.2)" }
        }
        #expect(rows == AuditRule.allCases.map { "\($0.id) \($0.severity.rawValue)" })
    }
}
