import Foundation
@testable import SceneFormat
import Testing
import RotorTestSupport

/// The key tables of `Scenes/README.md` are the ones the schema makes, so a key cannot be left
/// undocumented. After changing the schema: `UPDATE_SNAPSHOTS=1 swift test --filter
/// SchemaDocumentationTests` writes them into the README.
@MainActor
@Suite("The README's key tables follow the schema", .cellsScreen)
struct SchemaDocumentationTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes").appendingPathComponent("README.md")

    static func readmeText() throws -> String {
        try String(contentsOf: readme, encoding: .utf8)
    }

    /// The README's text from the tables' first marker to the line after the last.
    static func tables(in text: String) -> Range<String.Index>? {
        guard let start = text.range(of: SchemaDocumentation.start),
              let end = text.range(of: SchemaDocumentation.end, range: start.upperBound..<text.endIndex) else { return nil }
        let after = text[end.upperBound...].first == "\n" ? text.index(after: end.upperBound) : end.upperBound
        return start.lowerBound..<after
    }

    @Test func theREADMEsKeyTablesAreTheOnesTheSchemaMakes() throws {
        let text = try Self.readmeText()
        guard let range = Self.tables(in: text) else {
            Issue.record("Scenes/README.md has lost the markers around its key tables:\n\(SchemaDocumentation.start)\n\(SchemaDocumentation.end)")
            return
        }
        let made = SchemaDocumentation.markdown()
        var updated = text
        updated.replaceSubrange(range, with: made)
        let actual = Self.readme.appendingPathExtension("actual")
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try updated.write(to: Self.readme, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: actual)
            return
        }
        if text[range] == made[...] {
            try? FileManager.default.removeItem(at: actual)
        } else {
            try updated.write(to: actual, atomically: true, encoding: .utf8)
            Issue.record("""
                Scenes/README.md's key tables differ from the schema's; see \(actual.path), and write them with
                UPDATE_SNAPSHOTS=1 swift test --filter SchemaDocumentationTests
                """)
        }
    }

    @Test func everyKeyOfTheSchemaHasARowInItsMappingsTableInTheREADME() throws {
        let text = try Self.readmeText()
        var rows: [String: [String]] = [:]
        var heading = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" }.dropFirst())
            } else if line.hasPrefix("| `"), let name = line.dropFirst(3).split(separator: "`").first {
                rows[heading, default: []].append(String(name))
            }
        }
        let sections = SchemaWalk().sections
        #expect(sections.count > 20)
        for section in sections {
            #expect(rows[section.schema.title] ?? [] == section.schema.keys.map(\.name),
                    "the README's table for \(section.schema.title)")
        }
    }

    @Test func everyLinkWithinTheREADMELeadsToAHeading() throws {
        let text = try Self.readmeText()
        var anchors: Set<String> = []
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let anchor = SchemaDocumentation.anchor(String(line.drop { $0 == "#" }.dropFirst()))
            // GitHub numbers a repeated heading's anchor: `audit`, `audit-1`.
            let count = counts[anchor, default: 0]
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
            counts[anchor] = count + 1
        }
        let links = text.ranges(of: /\]\(#([^)]+)\)/).map { String(text[$0].dropFirst(3).dropLast()) }
        #expect(links.count > 20)
        for link in links {
            #expect(anchors.contains(link), "the README links to #\(link), which no heading is")
        }
    }

    /// The walk meets each mapping once by its title, so two mappings with one title would
    /// leave the second's keys out of the README and of the every-key check.
    @Test func noTwoMappingsOfTheSchemaShareATitle() {
        var keysByTitle: [String: [String]] = [:]
        var clashes: [String] = []
        var viewsSeen = false
        func visit(_ kind: ValueKind) {
            if kind.holdsViews, !viewsSeen {
                viewsSeen = true
                visit(.mapping(CommonViewKeys.schema))
                for type in SceneSchema.viewTypes { visit(.mapping(SceneSchema.ownMapping(of: type))) }
            }
            for schema in kind.mappings {
                if let names = keysByTitle[schema.title] {
                    if names != schema.names { clashes.append(schema.title) }
                    continue
                }
                keysByTitle[schema.title] = schema.names
                for key in schema.keys { visit(key.kind) }
            }
        }
        visit(.mapping(SceneSchema.topLevel))
        #expect(keysByTitle.count == SchemaWalk().sections.count)
        #expect(clashes.isEmpty, "titles of more than one mapping: \(clashes)")
    }

    @Test func anchorsAreMadeAsGitHubMakesThem() {
        #expect(SchemaDocumentation.anchor("`accessibility.elements` (each)") == "accessibilityelements-each")
        #expect(SchemaDocumentation.anchor("Every view") == "every-view")
        #expect(SchemaDocumentation.anchor("`collectionView` `drop`") == "collectionview-drop")
    }
}
