import Foundation

/// Swift's crash backtracer, told never to wait for a key.
///
/// On Linux the Swift runtime catches a crash and, when standard input is a terminal, asks
/// "Press space to interact" and waits up to 30 seconds for a key, with the terminal in whatever
/// mode the program left it. Its settings are read once, from `SWIFT_BACKTRACE`, as the process
/// starts, so they cannot be changed afterwards: the process starts itself again with
/// `interactive=no` added. A user who set `interactive` themselves keeps their choice.
package enum Backtracer {
    /// Restarts the process with a non-interactive backtracer when it would otherwise be
    /// interactive. Call it first thing, before anything is printed or read. Returns only when
    /// no restart was needed (or it was impossible: the backtrace may then wait, nothing worse).
    package static func makeNonInteractive() {
        guard isatty(STDIN_FILENO) == 1 else { return }
        let current = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? ""
        guard let value = setting(adding: current) else { return }
        #if os(Linux)
        guard setenv("SWIFT_BACKTRACE", value, 1) == 0 else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        #endif
    }

    /// `SWIFT_BACKTRACE` with `interactive=no` added, or `nil` when it already says whether to be
    /// interactive (or turns backtraces off).
    static func setting(adding current: String) -> String? {
        let keys = current.split(separator: ",").map {
            $0.split(separator: "=", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        }
        guard !keys.contains("interactive") else { return nil }
        return current.isEmpty ? "interactive=no" : current + ",interactive=no"
    }
}
