import Foundation

/// RotorTesting's article "Getting Started with Rotor"
/// (Sources/RotorTesting/RotorTesting.docc/GettingStartedWithRotor.md), read by the suites that
/// run its code, so that what it shows is what compiles and what it prints.
public struct GettingStartedArticle {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let path = root.appendingPathComponent("Sources/RotorTesting/RotorTesting.docc/GettingStartedWithRotor.md").path

    /// The lines of each block fenced as ```` ```language ````, in the article's order.
    public static func blocks(fencedAs language: String) throws -> [[String]] {
        try DocumentationPage(path: path).blocks(fencedAs: language)
    }

    /// Lines as the article shows a screen: trailing spaces dropped, and the empty lines at the
    /// end.
    public static func shown(_ lines: [String]) -> [String] {
        let trimmed = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return Array(trimmed.reversed().drop { $0.isEmpty }.reversed())
    }

    /// Whether `block`'s lines are, in order, consecutive lines of the file at `path` (from the
    /// package's root), leading and trailing spaces aside. Imports are left out of both: the
    /// article's package imports its own module where the suites import RotorTestSupport.
    public static func quotes(_ block: [String], from path: String) throws -> Bool {
        let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let quoted = code(block)
        guard !quoted.isEmpty else { return false }
        return DocumentationPage.isQuoted(quoted, in: code(source))
    }

    private static func code(_ lines: [String]) -> [String] {
        lines.filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return !line.hasPrefix("import ") && !line.hasPrefix("@testable import ")
        }
    }
}
