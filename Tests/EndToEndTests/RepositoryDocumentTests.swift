import Foundation
import Testing

/// The repository's documents hold together: the README stays a user's document of a readable
/// length that keeps its two set-up commands, no relative link leads nowhere, and DECISIONS.md's
/// index lists every entry, each with its rule and its status. Needs only the checkout.
@Suite("The repository's documents")
struct RepositoryDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(of document: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    }

    /// Every Markdown document with links to check: the top-level ones, the scene format's,
    /// and everything in docs/.
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "ARCHITECTURE.md", "DECISIONS.md", "Scenes/README.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// A heading's anchor as GitHub makes it: lower case, spaces as hyphens, other punctuation
    /// (backticks, slashes, dots, parentheses, apostrophes) left out.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The anchors of a document's headings (outside fenced blocks), a repeated one numbered as
    /// GitHub numbers it (`audit`, `audit-1`).
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var counts: [String: Int] = [:]
        var fenced = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, let heading = line.firstMatch(of: /^#{1,6} (.+)$/) else { continue }
            let anchor = anchor(String(heading.1))
            let count = counts[anchor, default: 0]
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
            counts[anchor] = count + 1
        }
        return anchors
    }

    /// A relative path from a folder of the repository, `..` taken back ("" is the root).
    static func resolved(_ path: String, from folder: String) -> String {
        var components = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(part)
            }
        }
        return components.joined(separator: "/")
    }

    @Test("the README is a user's document of at most 300 lines")
    func readmeLength() throws {
        let lines = try Self.text(of: "README.md").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; move what is not for a user into docs/")
    }

    @Test("the README keeps the two commands a fresh machine runs, as they are")
    func setUpCommands() throws {
        let text = try Self.text(of: "README.md")
        #expect(text.contains("\nswift run rotor "), "README.md's set-up runs `swift run rotor`")
        #expect(text.contains("\nswift test "), "README.md's set-up runs `swift test`")
        #expect(text.contains("libncurses-dev"))
    }

    @Test("every relative link leads to a file, and every anchor to a heading", arguments: documents)
    func links(document: String) throws {
        let text = try Self.text(of: document)
        let folder = document.split(separator: "/").dropLast().joined(separator: "/")
        var checked = 0
        for match in text.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.1)
            if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
            checked += 1
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0].isEmpty ? document : Self.resolved(parts[0], from: folder)
            let file = Self.root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: file.path) else {
                Issue.record("\(document) links to \(target), which is not in the repository")
                continue
            }
            if parts.count == 2, path.hasSuffix(".md") {
                let anchors = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
                #expect(anchors.contains(parts[1]), "\(document) links to \(target), which no heading of \(path) is")
            }
        }
        #expect(checked > 0, "\(document) links to nothing")
    }

    @Test("DECISIONS.md's index lists every entry once, in order, each with its rule and status")
    func decisionsIndex() throws {
        let text = try Self.text(of: "DECISIONS.md")
        let sections = text.components(separatedBy: "\n## ").dropFirst()
        let index = try #require(sections.first { $0.hasPrefix("Index\n") }, "DECISIONS.md has no index")
        let entries = sections.filter { !$0.hasPrefix("Index\n") }
        let titles = entries.map { String($0.prefix { $0 != "\n" }) }
        let listed = index.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^\d+\. \[(.+?)\]\(#([^)]+)\): (.+)$/).map { (title: String($0.1), anchor: String($0.2)) }
        }
        #expect(listed.map(\.title) == titles, "the index and the entries differ")
        #expect(listed.allSatisfy { $0.anchor == Self.anchor($0.title) })
        for (title, entry) in zip(titles, entries) {
            let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 2 && lines[1].hasPrefix("**Rule:** ") && lines[2].hasPrefix("**Status:** "),
                    "the entry \"\(title)\" does not start with its rule and its status")
            if let status = lines.dropFirst(2).first, status.contains("uperseded") {
                #expect(status.contains("Superseded by ["), "the entry \"\(title)\" is superseded without saying by which")
            }
        }
    }
}
