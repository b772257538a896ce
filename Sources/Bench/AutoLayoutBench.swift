import CellKit
import Foundation

/// Measures Auto Layout on screens built through UIKit's API (`AutoLayoutScreen`): the first
/// layout pass and one changed constant, at each size, and hands the same systems to kiwisolver
/// (`KiwiComparison`) when it can.
@MainActor
package struct AutoLayoutBench {
    /// The sizes, in views.
    package var sizes: [Int]
    package var shapes: [AutoLayoutScreen.Shape]
    package var stopwatch: Stopwatch

    package init(sizes: [Int] = [100, 1_000, 10_000], shapes: [AutoLayoutScreen.Shape] = AutoLayoutScreen.Shape.allCases,
                stopwatch: Stopwatch = Stopwatch(minimumRuns: 3, maximumRuns: 50, budget: 0.3)) {
        self.sizes = sizes
        self.shapes = shapes
        self.stopwatch = stopwatch
    }

    /// A measured screen and the systems kiwisolver is given for it.
    package struct Measured {
        package var result: AutoLayoutResult
        package var system: KiwiComparison.System
    }

    /// Every shape at every size, smallest first; `progress` hears each as it starts.
    package func run(progress: (String) -> Void = { _ in }) -> [Measured] {
        var measured: [Measured] = []
        for shape in AutoLayoutScreen.Shape.allCases where shapes.contains(shape) {
            for views in sizes.sorted() {
                progress("\(shape.rawValue)-\(views)")
                measured.append(measure(shape, views: views))
            }
        }
        return measured
    }

    /// One shape at one size.
    package func measure(_ shape: AutoLayoutScreen.Shape, views: Int) -> Measured {
        // Each first pass needs a screen never laid out: it is built before the run, untimed.
        var screen = AutoLayoutScreen(shape, views: views)
        var built = false
        let first = stopwatch.measure(prepare: {
            if built { screen = AutoLayoutScreen(shape, views: views) }
            built = true
        }) {
            screen.layOut()
        }
        let edit = stopwatch.measure { screen.edit() }
        // The system as the engine builds it, and the changed constant (the edit moves between
        // two constants: after an even number of edits the screen is as built).
        if edit.runs % 2 == 1 { screen.edit() }
        let before = screen.root.layoutSystem()
        screen.edit()
        let after = screen.root.layoutSystem()
        screen.edit()
        let result = AutoLayoutResult(shape: shape.rawValue, views: views, first: first, edit: edit,
                                      constraints: before.constraints.count)
        return Measured(result: result, system: KiwiComparison.System(shape: shape.rawValue, views: views,
                                                                      before: before, after: after))
    }
}
