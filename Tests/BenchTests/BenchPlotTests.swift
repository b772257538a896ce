import Bench
import Foundation
import Testing

@Suite("rotor bench --plot")
struct BenchPlotTests {
    /// Figures of docs/performance.md's shape: a cost that stays flat, one that grows with the scene, and
    /// a shape measured at one size only.
    static let report = BenchReport(results: [
        BenchResult(operation: "next", scene: "collection", views: 1000, medianNanoseconds: 13_800, runs: 9),
        BenchResult(operation: "next", scene: "collection", views: 10000, medianNanoseconds: 9_400, runs: 9),
        BenchResult(operation: "next", scene: "collection", views: 100_000, medianNanoseconds: 9_660, runs: 9),
        BenchResult(operation: "load", scene: "collection", views: 1000, medianNanoseconds: 446_600, runs: 9),
        BenchResult(operation: "load", scene: "collection", views: 100_000, medianNanoseconds: 27_070_000, runs: 9),
        BenchResult(operation: "next", scene: "deep", views: 1000, medianNanoseconds: 1_550_000, runs: 9),
        BenchResult(operation: "render", scene: "deep", views: 1000, medianNanoseconds: 0, runs: 9),
    ], memory: [])

    @Test("the 1k→100k ratio is the largest scene's cost over the smallest's, marked on each panel")
    func ratios() throws {
        let plot = BenchPlot(report: Self.report)
        let next = try #require(plot.ratio("next", shape: "collection"))
        #expect(next.from == 1000 && next.to == 100_000)
        #expect(abs(next.ratio - 0.7) < 0.001)
        #expect(plot.ratio("next", shape: "deep") == nil, "one size: nothing to compare")
        let svg = plot.text
        #expect(svg.contains(">1k→100k ×0.70</text>"))
        #expect(svg.contains(">1k→100k ×60.61</text>"), "load grows with the file, and the plot says so")
        #expect(svg.contains(">not measured</text>"), "an operation without figures is a panel saying so")
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 4)
    }

    @Test("a zero or missing figure draws nothing off the chart, and the axes are whole decades")
    func axes() {
        let svg = BenchPlot(report: Self.report).text
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(svg.contains(">10 µs</text>") && svg.contains(">1k</text>") && svg.contains(">100k</text>"))
    }
}
