import Dispatch

/// Times an operation as the median of repeated runs: at least `minimumRuns`, more while the
/// runs so far took less than `budget` seconds, at most `maximumRuns`.
public struct Stopwatch: Sendable {
    public var minimumRuns: Int
    public var maximumRuns: Int
    public var budget: Double

    public init(minimumRuns: Int = 5, maximumRuns: Int = 200, budget: Double = 0.5) {
        self.minimumRuns = minimumRuns
        self.maximumRuns = maximumRuns
        self.budget = budget
    }

    /// The median time of `body` in nanoseconds, and how many runs it took. `prepare` runs
    /// before each run, untimed.
    @MainActor
    public func measure<E: Error>(prepare: () throws(E) -> Void, _ body: () throws(E) -> Void) throws(E) -> (median: UInt64, runs: Int) {
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
    public func collect<E: Error>(_ run: () throws(E) -> UInt64) throws(E) -> (median: UInt64, runs: Int) {
        var times: [UInt64] = []
        var total: UInt64 = 0
        while times.count < minimumRuns || (total < UInt64(budget * 1e9) && times.count < maximumRuns) {
            let elapsed = try run()
            times.append(elapsed)
            total += elapsed
        }
        return (Self.median(times), times.count)
    }

    /// The median time of `body` in nanoseconds, and how many runs it took.
    @MainActor
    public func measure<E: Error>(_ body: () throws(E) -> Void) throws(E) -> (median: UInt64, runs: Int) {
        try measure(prepare: { () throws(E) in }, body)
    }

    /// The middle value (the lower of the two middle ones for an even count).
    public static func median(_ values: [UInt64]) -> UInt64 {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[(values.count - 1) / 2]
    }
}
