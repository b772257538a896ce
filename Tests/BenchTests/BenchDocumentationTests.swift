import Bench
import Foundation
import Testing

/// What docs/performance.md says `rotor bench` does with its defaults is what it does: the sizes
/// and depths of the scenes it generates, and the longest walk it measures. (The timings beside
/// them are a dated run on a named machine; no test can hold those.)
@MainActor
@Suite("The bench as docs/performance.md describes it")
struct BenchDocumentationTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/performance.md")

    /// A whole number as the document writes it: 10000 is "10,000".
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    /// Numbers listed as the document lists them: "1,000, 10,000 and 100,000".
    static func listed(_ numbers: [Int]) -> String {
        let words = numbers.map(grouped)
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }

    @Test("the default sizes, depths and walk length are the ones the document gives")
    func defaults() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let bench = Benchmark(directory: FileManager.default.temporaryDirectory)
        #expect(text.contains("generates scenes of \(Self.listed(bench.sizes)) views"))
        #expect(text.contains("a deep tree (\(Self.listed(bench.depths)) views nested"))
        #expect(text.contains("up to \(Benchmark.walkLength) moves"))
    }
}
