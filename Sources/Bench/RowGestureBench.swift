/// A bench shape that times gestures on a screen of rows at several sizes (`diffableTable`,
/// `swiftUIList`): each gives its name and how to measure one size, and shares how the sizes
/// are run.
@MainActor
package protocol RowGestureBench {
    /// The name `--shapes` and the report give it.
    nonisolated static var shape: String { get }
    /// The sizes, in rows.
    var sizes: [Int] { get }
    /// One size.
    func measure(rows: Int) throws(BenchError) -> [BenchResult]
}

extension RowGestureBench {
    /// Every size, smallest first; `progress` hears each as it starts.
    package func run(progress: (String) -> Void = { _ in }) throws(BenchError) -> [BenchResult] {
        var results: [BenchResult] = []
        for rows in sizes.sorted() {
            progress("\(Self.shape)-\(rows)")
            results += try measure(rows: rows)
        }
        return results
    }
}
