import CFuzzerDriver
import Foundation

/// What every fuzz target's entry points share: the input copied out of libFuzzer's buffer,
/// the seeds written instead of fuzzing when `ROTOR_FUZZ_SEEDS` names a folder, and the start
/// of libFuzzer's driver.
public enum FuzzEntry {
    /// The signature of `LLVMFuzzerTestOneInput`.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with the process's arguments and exits with its status; first, when
    /// `ROTOR_FUZZ_SEEDS` names a folder, writes `seeds` there instead and exits.
    ///
    /// SwiftPM links a Swift executable's own entry point in as `main`, so libFuzzer's `main`
    /// never runs; each target's `@main` calls this, as libFuzzer's `main` would.
    @MainActor
    public static func main(seeds: () -> [(name: String, bytes: [UInt8])], testOneInput: TestOneInput) -> Never {
        writeSeedsIfAsked(seeds)
        CostBudget.start()
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }

    /// The input's bytes.
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    private static func writeSeedsIfAsked(_ seeds: () -> [(name: String, bytes: [UInt8])]) {
        guard let folder = ProcessInfo.processInfo.environment["ROTOR_FUZZ_SEEDS"], !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let made = seeds()
            for seed in made {
                try Data(seed.bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent(seed.name))
            }
            print("wrote \(made.count) seeds to \(folder)")
            exit(0)
        } catch {
            print("cannot write seeds to \(folder): \(error)")
            exit(2)
        }
    }

    /// Writes a line to standard error at once: the input may crash before a buffer is flushed.
    public static func printNow(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Whether `ROTOR_FUZZ_PRINT` is set: the run target then prints each input it decodes,
    /// to turn a crash file into a regression test.
    /// Read once: the environment read for every input would teach libFuzzer its names.
    public static let printsInputs: Bool =
        ProcessInfo.processInfo.environment["ROTOR_FUZZ_PRINT"].map { !$0.isEmpty } ?? false
}
