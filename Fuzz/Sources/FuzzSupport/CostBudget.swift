import CFuzzerDriver
import Foundation

/// A fuzz input that costs far more than its size is a finding, as a crash is: a few hundred
/// bytes of YAML aliases that take seconds and gigabytes, a long word that wraps in quadratic
/// time. libFuzzer's own `-timeout` and `-rss_limit_mb` only catch an input that hangs or runs
/// the process out of memory; each input here is held to a budget of its own, generous next to
/// what any input of at most `fuzz.sh`'s lengths should cost, and one over it stops the process
/// with a message saying what it cost, so libFuzzer keeps the input in `Fuzz/Crashes`.
///
/// The time is the harness's to measure (tests count work instead); the heap's peak is counted
/// through the sanitizer's malloc and free hooks. `ROTOR_FUZZ_BUDGET_SECONDS` and
/// `ROTOR_FUZZ_BUDGET_MB` change the budget (0 turns that half off).
public enum CostBudget {
    /// The longest one input may take.
    public static let seconds: Double = setting("ROTOR_FUZZ_BUDGET_SECONDS") ?? 2
    /// The most the heap may grow while one input runs, in megabytes.
    public static let megabytes: Double = setting("ROTOR_FUZZ_BUDGET_MB") ?? 256

    /// Whether the heap is counted: the hooks are installed the first time this is read.
    private static let countsHeap = rotor_heap_counting_start() != 0

    /// Starts counting the heap, before libFuzzer runs the first input.
    static func start() {
        _ = countsHeap
    }

    /// Runs one input of `size` bytes, and stops the process when it went over the budget.
    public static func check(size: Int, _ body: () -> Void) {
        rotor_heap_reset_peak()
        let before = rotor_heap_live_bytes()
        let clock = ContinuousClock()
        let start = clock.now
        body()
        let elapsed = start.duration(to: clock.now)
        let taken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let grown = Double(rotor_heap_peak_bytes() - before) / 1_000_000
        // The figures after a `/`: `fuzz.sh triage` groups crashes by the message up to one.
        if seconds > 0, taken > seconds {
            fatalError("cost: over the time budget / an input of \(size) bytes took \(format(taken)) s; "
                + "each may take \(format(seconds)) s")
        }
        if countsHeap, megabytes > 0, grown > megabytes {
            fatalError("cost: over the memory budget / an input of \(size) bytes grew the heap by \(format(grown)) MB; "
                + "each may grow it by \(format(megabytes)) MB")
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func setting(_ name: String) -> Double? {
        ProcessInfo.processInfo.environment[name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
