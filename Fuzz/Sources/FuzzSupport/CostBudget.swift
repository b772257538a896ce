import CellKit
import CFuzzerDriver
import Foundation
import SceneFormat

/// A fuzz input that costs far more than its size is a finding, as a crash is: a few hundred
/// bytes of YAML aliases that take seconds and gigabytes, a long word that wraps in quadratic
/// time. libFuzzer's own `-timeout` and `-rss_limit_mb` only catch an input that hangs or runs
/// the process out of memory; each input here is held to a budget of its own, and one over it
/// stops the process with a message saying what it cost, so libFuzzer keeps the input in
/// `Fuzz/Crashes`.
///
/// The budget is a base, generous next to what any input of at most `fuzz.sh`'s lengths costs
/// (2 s, 256 MB), and an allowance for the scene the input built: a scene of many views costs
/// what its views cost, and aliases may make thousands of views from a few bytes within the
/// scene limits. Each unit of work the target reports (a view, per pass over the scene) adds
/// 200 µs and 32 KB. A scene that is refused, or a word in one label, gets the base only.
///
/// The time is the harness's to measure (tests count work instead); the heap's peak is counted
/// through the sanitizer's malloc and free hooks. `ROTOR_FUZZ_BUDGET_SECONDS` and
/// `ROTOR_FUZZ_BUDGET_MB` change the base (0 turns that half of the check off).
public enum CostBudget {
    /// The longest one input may take, before its allowance.
    public static let seconds: Double = setting("ROTOR_FUZZ_BUDGET_SECONDS") ?? 2
    /// The most the heap may grow while one input runs, in megabytes, before its allowance.
    public static let megabytes: Double = setting("ROTOR_FUZZ_BUDGET_MB") ?? 256
    /// What each unit of work the input stands for adds to the budget.
    static let secondsPerUnit = 0.000_2, megabytesPerUnit = 0.032

    /// Whether the heap is counted: the hooks are installed the first time this is read.
    private static let countsHeap = rotor_heap_counting_start() != 0

    /// Starts counting the heap, before libFuzzer runs the first input.
    static func start() {
        _ = countsHeap
    }

    /// Runs one input of `size` bytes, and stops the process when it went over the budget.
    /// `body` returns the units of work the input stands for: the views of the scene it built,
    /// times the passes over it (`views(in:)`); 0 when it built none.
    public static func check(size: Int, _ body: () -> Int) {
        rotor_heap_reset_peak()
        let before = rotor_heap_live_bytes()
        let clock = ContinuousClock()
        let start = clock.now
        let units = max(0, body())
        let elapsed = start.duration(to: clock.now)
        let taken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let grown = Double(rotor_heap_peak_bytes() - before) / 1_000_000
        let allowed = (seconds: seconds + Double(units) * secondsPerUnit, megabytes: megabytes + Double(units) * megabytesPerUnit)
        // The figures after a `/`: `fuzz.sh triage` groups crashes by the message up to one.
        if seconds > 0, taken > allowed.seconds {
            fatalError("cost: over the time budget / an input of \(size) bytes (\(units) units of work) took "
                + "\(format(taken)) s; it may take \(format(allowed.seconds)) s")
        }
        if countsHeap, megabytes > 0, grown > allowed.megabytes {
            fatalError("cost: over the memory budget / an input of \(size) bytes (\(units) units of work) grew the "
                + "heap by \(format(grown)) MB; it may grow it by \(format(allowed.megabytes)) MB")
        }
    }

    /// How many views a scene's windows hold, windows included.
    @MainActor
    public static func views(in scene: Scene) -> Int {
        var count = 0
        var pending: [UIView] = scene.windows
        while let view = pending.popLast() {
            count += 1
            pending += view.subviews
        }
        return count
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func setting(_ name: String) -> Double? {
        ProcessInfo.processInfo.environment[name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
