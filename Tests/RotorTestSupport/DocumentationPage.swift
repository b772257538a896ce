import Foundation
import Testing

/// A page of a module's DocC catalog (`Sources/MODULE/Documentation.docc/`), read by the tests
/// that run its code, so that what a page shows is what compiles and what it prints.
public struct DocumentationPage {
    public let path: String

    /// The page at `path`.
    public init(path: String) {
        self.path = path
    }

    /// `file` in `module`'s catalog (`catalog`, `Documentation.docc` unless named otherwise),
    /// found from the test's own path (`Tests/SUITE/FILE.swift`).
    public init(module: String, file: String, catalog: String = "Documentation.docc", testFile: String = #filePath) {
        path = URL(fileURLWithPath: testFile)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/\(module)/\(catalog)/\(file)").path
    }

    /// The lines of each block fenced as ```` ```language ````, in page order.
    public func blocks(fencedAs language: String) throws -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines)
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// Block `index` of those fenced as `language`; an issue when the page has no such block.
    public func block(_ index: Int, fencedAs language: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let all = try blocks(fencedAs: language)
        guard all.indices.contains(index) else {
            Issue.record("\(path) has \(all.count) blocks fenced as \(language), not \(index + 1)", sourceLocation: sourceLocation)
            return []
        }
        return all[index]
    }

    /// Records an issue, with the block the page should show, unless block `index` of those
    /// fenced as `language` is `actual` line for line.
    public func expectBlock(_ index: Int, fencedAs language: String, toBe actual: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shown = try block(index, fencedAs: language, sourceLocation: sourceLocation)
        if shown != actual {
            Issue.record("""
                block \(index + 1) fenced as \(language) in \(path) is not what the code gives; it gives:
                ```\(language)
                \(actual.joined(separator: "\n"))
                ```
                """, sourceLocation: sourceLocation)
        }
    }

    /// Records an issue for each Swift block of the page whose lines are not, in order, lines of
    /// the test file or of one of `files` (paths from the test file's folder), leading and
    /// trailing spaces aside. Returns the number of Swift blocks.
    @discardableResult
    public func expectSwiftBlocksQuoted(from files: [String] = [], testFile: String = #filePath,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        let paths = [testFile] + files.map { folder.appendingPathComponent($0).path }
        let sources = try paths.map { path in
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let blocks = try blocks(fencedAs: "swift")
        for block in blocks where !sources.contains(where: { Self.isQuoted(block, in: $0) }) {
            Issue.record("the block of \(path) starting \"\(block.first?.trimmingCharacters(in: .whitespaces) ?? "")\" is in none of \(paths)",
                         sourceLocation: sourceLocation)
        }
        return blocks.count
    }

    /// Whether `block`'s lines are, in order, consecutive lines of `source`, leading and trailing
    /// spaces aside.
    public static func isQuoted(_ block: [String], in source: [String]) -> Bool {
        let quoted = block.map { $0.trimmingCharacters(in: .whitespaces) }
        let lines = source.map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.indices.contains { lines[$0...].starts(with: quoted) }
    }

    /// Lines as a page shows them: trailing spaces dropped (a grid's lines keep theirs).
    public static func trimmingTrailingSpaces(_ lines: [String]) -> [String] {
        lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
