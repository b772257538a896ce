import Dispatch

/// Times an operation as the median of repeated runs: at least `minimumRuns`, more while the
/// runs so far took less than `budget` seconds, at most `maximumRuns`.
package struct Stopwatch: Sendable {
    package var minimumRuns: Int
    package var maximumRuns: Int
    package var budget: Double

    package init(minimumRuns: Int = 5, maximumRuns: Int = 200, budget: Double = 0.5) {
        self.minimumRuns = minimumRuns
        self.maximumRuns = maximumRuns
        self.budget = budget
    }

    /// The median time of `body` in nanoseconds, and how many runs it took. `prepare` runs
    /// before each run, untimed.
    @MainActor
    package func measure<E: Error>(prepare: () throws(E) -> Void, _ body: () throws(E) -> Void) throws(E) -> (median: UInt64, runs: Int) {
        try collect({ () throws(E) -> UInt64 in
            try prepare()
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return DispatchTime.now().uptimeNanoseconds - start
        })
    }

    /// The median of the times `run` reports, in nanoseconds, and how many runs it took: for an
    /// operation that times itself (in another process, or only part of what it does).
    @MainActor
    package func collect<E: Error>(_ run: () throws(E) -> UInt64) throws(E) -> (median: UInt64, runs: Int) {
        // One operation in turns with none other: the rule for how many runs is in one place.
        try collectInTurns(count: 1) { (_: Int) throws(E) -> UInt64 in try run() }[0]
    }

    /// The medians of the times `count` operations report (`run` runs the one at an index),
    /// and how many runs each took, run in turns: a round runs each operation that still needs
    /// runs once, in order, so a slow spell on a shared machine falls on all of them alike
    /// rather than on whichever was being timed then (the bench reports one operation's cost
    /// against another's). Each runs at least `minimumRuns` times, more while its runs so far took
    /// less than `budget` seconds, at most `maximumRuns` times.
    @MainActor
    package func collectInTurns<E: Error>(count: Int, _ run: (Int) throws(E) -> UInt64) throws(E) -> [(median: UInt64, runs: Int)] {
        var times = [[UInt64]](repeating: [], count: max(0, count))
        var totals = [UInt64](repeating: 0, count: max(0, count))
        func needsMore(_ index: Int) -> Bool {
            times[index].count < minimumRuns
                || (totals[index] < UInt64(budget * 1e9) && times[index].count < maximumRuns)
        }
        while times.indices.contains(where: needsMore) {
            for index in times.indices where needsMore(index) {
                let elapsed = try run(index)
                times[index].append(elapsed)
                totals[index] += elapsed
            }
        }
        return times.map { (Self.median($0), $0.count) }
    }

    /// The median time of `body` in nanoseconds, and how many runs it took.
    @MainActor
    package func measure<E: Error>(_ body: () throws(E) -> Void) throws(E) -> (median: UInt64, runs: Int) {
        try measure(prepare: { () throws(E) in }, body)
    }

    /// The middle value (the lower of the two middle ones for an even count).
    package static func median(_ values: [UInt64]) -> UInt64 {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[(values.count - 1) / 2]
    }
}
