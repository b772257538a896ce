import Foundation
import SceneFormat
import Testing
import RotorTestSupport

/// Figures the documents quote from the scene format are the ones it has: the example message for
/// a number out of range (README.md, docs/commands.md, Scenes/README.md), the scene limits, and
/// the table of shipped scenes. A change to any of them fails here until the documents follow.
@Suite("The scene format as the documents show it", .cellsScreen)
struct DocumentedFiguresTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(of document: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    }

    /// The message loading `yaml` under `file` gives, as `rotor` prints it.
    @MainActor
    static func message(loading yaml: String, file: String) -> String? {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: file)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("the example of a number out of range is what loading such a scene says", arguments: [
        // README.md and docs/commands.md: the fourth line's frame, at column 13.
        ("README.md", "x.yaml", """
            window: { size: [40, 12] }
            views:
              - type: view
                frame: [1e19, 0, 5, 1]
            """),
        ("docs/commands.md", "x.yaml", """
            window: { size: [40, 12] }
            views:
              - type: view
                frame: [1e19, 0, 5, 1]
            """),
        // Scenes/README.md: the third view's frame, on line 12 at column 15.
        ("Scenes/README.md", "Scenes/x.yaml", """
            window: { size: [40, 12] }
            views:
              - type: view
                frame: [0, 0, 5, 1]

              - type: view
                frame: [0, 1, 5, 1]

              - type: view
                id: third

                frame:   [1e19, 0, 5, 1]
            """),
    ])
    @MainActor
    func outOfRange(document: String, file: String, yaml: String) throws {
        let said = try #require(Self.message(loading: yaml, file: file), "the scene loads")
        #expect(try Self.text(of: document).contains("`\(said)`"),
                "\(document) should quote the message loading gives: \(said)")
    }

    /// A whole number as the documents write it: 200000 is "200,000".
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    @Test("the scene limits the documents give are the loader's", arguments: ["README.md", "Scenes/README.md", "docs/performance.md"])
    func limits(document: String) throws {
        let limits = SceneLoader.Limits.standard
        let text = try Self.text(of: document)
        #expect(limits.fileSize % 1_000_000 == 0)
        for figure in ["\(limits.fileSize / 1_000_000) MB", "\(Self.grouped(limits.viewCount)) views", "\(Self.grouped(limits.depth)) deep"] {
            #expect(text.contains(figure), "\(document) should give the limit \(figure)")
        }
    }

    @Test("Scenes/README.md's table of scenes lists every shipped scene once, and no other")
    func shippedScenes() throws {
        let text = try Self.text(of: "Scenes/README.md")
        let table = try #require(text.components(separatedBy: "| Scene | What it shows |").dropFirst().first,
                                 "Scenes/README.md has no table of scenes")
        let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let named = rows.flatMap { row in
            (row.split(separator: "|").first ?? "").matches(of: /`([a-z0-9-]+)`/).map { String($0.1) }
        }
        #expect(named.sorted() == SceneLibrary.shipped.map(\.name).sorted())
    }
}
