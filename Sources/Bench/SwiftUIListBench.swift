import CellKit
import Foundation
import ScreenReader
import Session

/// Measures VoiceOver's gestures on a SwiftUI `List` (`SwiftUIListScreen`) at each size, as
/// `DiffableTableBench` does on a diffable table: a swipe to the next row, the focused row's
/// actions, and a reorder through the Actions rotor (the first row dropped before the third,
/// which runs the `ForEach`'s `onMove` and so changes the model's state), so the bench shows
/// whether a gesture on 100,000 rows costs what it does on 1,000.
@MainActor
package struct SwiftUIListBench: RowGestureBench {
    /// The name `--shapes` and the report give it.
    package nonisolated static let shape = "swiftUIList"

    /// The sizes, in rows.
    package var sizes: [Int]
    package var stopwatch: Stopwatch

    package init(sizes: [Int], stopwatch: Stopwatch = Stopwatch()) {
        self.sizes = sizes
        self.stopwatch = stopwatch
    }

    /// One size.
    package func measure(rows: Int) throws(BenchError) -> [BenchResult] {
        let screen = SwiftUIListScreen(rows: rows)
        let session = ScreenSession(windows: [screen.window], keeping: [screen.controller, screen.rows])
        return try DiffableTableBench.measureGestures(on: session, rows: rows, shape: Self.shape, stopwatch: stopwatch)
    }
}
