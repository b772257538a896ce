import CFuzzerDriver
import Foundation

/// A fuzz input that costs far more than its size is a finding, as a crash is: a few hundred
/// bytes of YAML aliases that take seconds and gigabytes, a long word that wraps in quadratic
/// time, a short table whose spans or row count make millions of cells. libFuzzer's own
/// `-timeout` and `-rss_limit_mb` only catch an input that hangs or runs the process out of
/// memory; each input here is held to a budget of its own, and one over it stops the process
/// with a message saying what it cost, so libFuzzer keeps the input in `Fuzz/Crashes`.
///
/// The budget is a base plus an allowance for each byte of the input, and nothing else: what
/// the input makes (views, rows, cells, screens, utterances) is what is being judged, so it
/// earns no allowance. The base covers starting a scene at all, a shipped one included; each
/// byte of text (a scene, a script) adds a little; each step the run target's gesture tape
/// takes (one byte of it at least, at most `GestureTape.maximumSteps` of them) adds more in
/// place of its first byte's share, as it is a whole gesture on the screen (a read all reads
/// every element of it). The figures are generous next to
/// what any shipped scene or script costs (docs/fuzzing.md gives both, and `fuzz.sh costs
/// TARGET` measures them), so a finding is an input whose cost outgrows its size, not a large
/// input.
///
/// The time is the harness's to measure (tests count work instead); the heap's peak is counted
/// through the sanitizer's malloc and free hooks. The environment changes each figure:
/// `ROTOR_FUZZ_BUDGET_SECONDS` and `ROTOR_FUZZ_BUDGET_MB` the base (0 turns that half of the
/// check off), `…_SECONDS_PER_KB` and `…_MB_PER_KB` what a kilobyte of text adds, and
/// `…_SECONDS_PER_STEP` and `…_MB_PER_STEP` what a step of a gesture tape adds. With
/// `ROTOR_FUZZ_COSTS` set, each input's cost is printed as a share of its budget (1 is all of
/// it) instead of being judged.
public enum CostBudget {
    /// The longest any input may take.
    public static let seconds: Double = setting("ROTOR_FUZZ_BUDGET_SECONDS") ?? 1
    /// What each kilobyte of text adds to the time an input may take.
    public static let secondsPerKilobyte: Double = setting("ROTOR_FUZZ_BUDGET_SECONDS_PER_KB") ?? 0.25
    /// What each step of a gesture tape adds to the time.
    public static let secondsPerStep: Double = setting("ROTOR_FUZZ_BUDGET_SECONDS_PER_STEP") ?? 0.004
    /// The most the heap may grow while any input runs, in megabytes.
    public static let megabytes: Double = setting("ROTOR_FUZZ_BUDGET_MB") ?? 64
    /// What each kilobyte of text adds to the heap's growth, in megabytes.
    public static let megabytesPerKilobyte: Double = setting("ROTOR_FUZZ_BUDGET_MB_PER_KB") ?? 8
    /// What each step of a gesture tape adds to the heap's growth, in megabytes.
    public static let megabytesPerStep: Double = setting("ROTOR_FUZZ_BUDGET_MB_PER_STEP") ?? 0.064

    /// What an input of `size` bytes may cost that took `steps` steps of a gesture tape (each a
    /// byte of it at least).
    public static func allowance(size: Int, steps taken: Int = 0) -> (seconds: Double, megabytes: Double) {
        let steps = Double(min(max(0, taken), size)), kilobytes = (Double(size) - steps) / 1024
        return (seconds + kilobytes * secondsPerKilobyte + steps * secondsPerStep,
                megabytes + kilobytes * megabytesPerKilobyte + steps * megabytesPerStep)
    }

    /// Whether the heap is counted: the hooks are installed the first time this is read.
    private static let countsHeap = rotor_heap_counting_start() != 0
    /// Whether each input's cost is printed (`ROTOR_FUZZ_COSTS`).
    private static let printsCosts = ProcessInfo.processInfo.environment["ROTOR_FUZZ_COSTS"].map { !$0.isEmpty } ?? false

    /// Starts counting the heap, before libFuzzer runs the first input.
    static func start() {
        _ = countsHeap
    }

    /// Runs one input of `size` bytes, and stops the process when it went over the budget.
    /// `body` returns how many steps of a gesture tape it took (0 for text).
    public static func check(size: Int, _ body: () -> Int) {
        rotor_heap_reset_peak()
        let before = rotor_heap_live_bytes()
        let clock = ContinuousClock()
        let start = clock.now
        let steps = body()
        let elapsed = start.duration(to: clock.now)
        let taken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let grown = Double(rotor_heap_peak_bytes() - before) / 1_000_000
        let allowed = allowance(size: size, steps: steps)
        if printsCosts {
            let share = max(taken / allowed.seconds, grown / allowed.megabytes)
            FuzzEntry.printNow("cost: share \(format(share)) of the budget: \(size) bytes (\(steps) steps), \(format(taken)) s of "
                + "\(format(allowed.seconds)), \(format(grown)) MB of \(format(allowed.megabytes))")
            // Measuring, not judging: `fuzz.sh costs` wants every input's figure.
            return
        }
        // The figures after a `/`: `fuzz.sh triage` groups crashes by the message up to one.
        if seconds > 0, taken > allowed.seconds {
            fatalError("cost: over the time budget / an input of \(size) bytes (\(steps) steps) took \(format(taken)) s; "
                + "it may take \(format(allowed.seconds)) s")
        }
        if countsHeap, megabytes > 0, grown > allowed.megabytes {
            fatalError("cost: over the memory budget / an input of \(size) bytes (\(steps) steps) grew the heap by \(format(grown)) MB; "
                + "it may grow it by \(format(allowed.megabytes)) MB")
        }
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    private static func setting(_ name: String) -> Double? {
        ProcessInfo.processInfo.environment[name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
