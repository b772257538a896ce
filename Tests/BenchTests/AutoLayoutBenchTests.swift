import Bench
import CellKit
import Foundation
import Testing

/// The bench's Auto Layout screens (`AutoLayoutScreen`, `AutoLayoutBench`) and the systems it
/// hands kiwisolver: each screen lays out where UIKit would put it, its edit moves it, and the
/// system and its edit are the engine's. Never a figure's size.
@MainActor
@Suite("Auto Layout in the bench")
struct AutoLayoutBenchTests {
    @Test("each screen lays out as built, and its edit moves it and back", arguments: AutoLayoutScreen.Shape.allCases)
    func screensLayOut(shape: AutoLayoutScreen.Shape) throws {
        let screen = AutoLayoutScreen(shape, views: 30)
        screen.layOut()
        let views: [UIView] = shape == .stack ? (screen.root.subviews.first as? UIStackView)?.arrangedSubviews ?? [] : screen.root.subviews
        #expect(views.count == 30)
        let last = try #require(views.last)
        let placed = last.convert(last.bounds, to: screen.root)
        switch shape {
        case .stack:
            // Each label as wide as the container, below the one before (a label's height is
            // the screen's line height).
            #expect(placed.width == 40 && placed.height > 0)
            for (above, below) in zip(views, views.dropFirst()) { #expect(below.frame.minY == above.frame.maxY) }
        case .chain: #expect(placed == CGRect(x: 1, y: 29, width: 38, height: 1))
        case .grid: #expect(placed == CGRect(x: 90, y: 4, width: 10, height: 2))
        }
        screen.edit()
        #expect(last.convert(last.bounds, to: screen.root) != placed)
        screen.edit()
        #expect(last.convert(last.bounds, to: screen.root) == placed)
    }

    @Test("the system for kiwisolver is the engine's, with the edited constraint's new constant")
    func systemForKiwi() throws {
        let measured = AutoLayoutBench(sizes: [12], shapes: [.chain], stopwatch: Stopwatch(minimumRuns: 1, maximumRuns: 1, budget: 0))
            .run()
        let only = try #require(measured.first)
        #expect(only.result.shape == "chain" && only.result.views == 12)
        // Four required constraints a view and four for the container's frame.
        #expect(only.result.constraints == 12 * 4 + 4)
        #expect(only.system.constraints.count == only.result.constraints)
        let edit = try #require(only.system.edit)
        // The middle view's height goes from 1 to 2: `height - 2 == 0`.
        #expect(edit.constant == -2)
    }

    @Test("the report prints Rotor's time over kiwisolver's, or the one line that says why there is none")
    func reportRatios() {
        var result = AutoLayoutResult(shape: "stack", views: 100, first: (2_000_000, 3), edit: (1_000_000, 3), constraints: 708)
        let skipped = BenchReport(results: [], memory: [], autoLayout: [result], kiwiNote: "kiwisolver comparison skipped: python3 cannot import kiwisolver (pip install kiwisolver)")
        #expect(skipped.text.contains("kiwisolver comparison skipped"))
        result.kiwiFirstNanoseconds = 4_000_000
        result.kiwiEditNanoseconds = 60_000_000_000
        result.kiwiEditIsLowerBound = true
        let text = BenchReport(results: [], memory: [], autoLayout: [result]).text
        #expect(text.contains("×0.50"))
        #expect(text.contains(">60.00 s"))
        #expect(text.contains("<×0.00"))
    }
}
