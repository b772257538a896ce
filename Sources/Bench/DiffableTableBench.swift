import CellKit
import Foundation
import ScreenReader
import Session

/// Measures VoiceOver's gestures on a table view over a diffable data source built in Swift
/// (`DiffableTableScreen`), at each size: a swipe to the next row, the focused row's actions,
/// and a reorder through the Actions rotor (the first row dropped before the third), so the
/// bench shows whether a gesture on 100,000 rows costs what it does on 1,000.
@MainActor
package struct DiffableTableBench: RowGestureBench {
    /// The name `--shapes` and the report give it.
    package nonisolated static let shape = "diffableTable"

    /// The sizes, in rows.
    package var sizes: [Int]
    package var stopwatch: Stopwatch

    package init(sizes: [Int], stopwatch: Stopwatch = Stopwatch()) {
        self.sizes = sizes
        self.stopwatch = stopwatch
    }

    /// One size.
    package func measure(rows: Int) throws(BenchError) -> [BenchResult] {
        let screen = DiffableTableScreen(rows: rows)
        let session = ScreenSession(windows: [screen.window], keeping: [screen.rows])
        return try Self.measureGestures(on: session, rows: rows, shape: Self.shape, stopwatch: stopwatch)
    }

    /// Starts the session and times its gestures on a list of `rows` rows: a swipe to the next
    /// row, the focused row's actions, and a reorder through the Actions rotor. Every row bench
    /// (this one, the SwiftUI list's) measures its screen with this, so their figures compare.
    package static func measureGestures(on session: ScreenSession, rows: Int, shape: String,
                                        stopwatch: Stopwatch) throws(BenchError) -> [BenchResult] {
        let reader = session.screenReader
        session.start()
        func result(_ operation: String, _ timing: (median: UInt64, runs: Int)) -> BenchResult {
            BenchResult(operation: operation, scene: shape, views: rows, medianNanoseconds: timing.median, runs: timing.runs)
        }
        // Swipes walk down the rows, scrolling as VoiceOver does; back to the first after the last.
        let moveOn = {
            if let last = reader.elements.last, reader.focusedElement?.isSame(as: last) ?? true {
                session.perform(.firstElement)
            }
        }
        var results = [result("next", stopwatch.measure(prepare: moveOn) { session.perform(.swipeRight) })]
        session.perform(.firstElement)
        results.append(result("actions", stopwatch.measure(prepare: {
            moveOn()
            session.perform(.swipeRight)
        }) {
            _ = reader.focusedElement.map(ActionCollector(finger: reader.finger, language: reader.language).actions(for:))
        }))
        results.append(result("drag-drop", try stopwatch.measure(prepare: { () throws(BenchError) in
            try focusFirstRowsActions(session, rows: rows, shape: shape)
        }) { () throws(BenchError) in
            try reorder(session, rows: rows, shape: shape)
        }))
        return results
    }

    /// Focuses the first row and turns the rotor to Actions (`shape` names the screen in errors;
    /// the SwiftUI list's bench reorders its rows the same way).
    package static func focusFirstRowsActions(_ session: ScreenSession, rows: Int, shape: String = shape) throws(BenchError) {
        session.perform(.firstElement)
        for _ in 0..<RotorSetting.allCases.count where session.screenReader.rotor.setting != .actions {
            session.perform(.rotateClockwise)
        }
        guard session.screenReader.rotor.setting == .actions else {
            throw BenchError("\(shape)-\(rows): the rotor never offered Actions")
        }
    }

    /// Starts the focused first row's drag (the first action of the rotor's named "Drag…"), drops it before the third row, waits for the drop
    /// to land.
    package static func reorder(_ session: ScreenSession, rows: Int, shape: String = shape) throws(BenchError) {
        // The rotor's first action is the drag on a diffable table's row; a SwiftUI row offers
        // its named actions ("Move up") before it.
        var said: [Utterance] = []
        for _ in 0..<6 {
            said = session.perform(.swipeDown)
            if said.contains(where: { $0.text.hasPrefix("Drag") }) { break }
        }
        said += session.perform(.doubleTap)
        guard said.contains(where: { $0.text.hasPrefix("Drag started") }) else {
            throw BenchError("\(shape)-\(rows): the drag did not start; heard \(said.map(\.text))")
        }
        session.perform(.swipeRight)
        session.perform(.swipeRight)
        for _ in 0..<6 {
            said = session.perform(.swipeDown)
            if said.contains(where: { $0.text.hasPrefix("Drop before") }) { break }
        }
        said = session.perform(.doubleTap) + session.waitUntilIdle()
        guard said.contains(where: { $0.text.hasPrefix("Dropped") }) else {
            throw BenchError("\(shape)-\(rows): the drop did not happen; heard \(said.map(\.text))")
        }
    }
}
