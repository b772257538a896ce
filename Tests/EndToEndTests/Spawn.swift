import Foundation

/// Runs a program and waits for it, its output going through files.
///
/// Spawned directly and waited for with `waitpid`: tmux's server outlives the client that starts
/// it and keeps what it inherited open, which makes Foundation's `Process` wait for ever.
enum Spawn {
    struct Result {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        /// Standard output and standard error, as written: invalid UTF-8 stays visible here.
        let outputBytes: [UInt8]
        let errorBytes: [UInt8]

        /// Standard output as text (invalid UTF-8 shown as U+FFFD).
        var output: String { String(decoding: outputBytes, as: UTF8.self) }
        var errors: String { String(decoding: errorBytes, as: UTF8.self) }
    }

    /// - Parameters:
    ///   - standardOutput: a path to send standard output to instead of capturing it (`/dev/full`).
    ///   - environment: variables to set (or override) for the program.
    static func run(_ arguments: [String], capturing: Bool = true, directory: String? = nil,
                    standardOutput: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("rotor-spawn-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        let outputPath = base + ".out", errorPath = base + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let output = standardOutput ?? (capturing ? outputPath : "/dev/null")
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, capturing ? errorPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // A shell changes directory first: glibc's addchdir is not visible to Swift.
        let command = directory.map { ["sh", "-c", "cd \"$0\" && exec \"$@\"", $0] + arguments } ?? arguments
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, given in given }
        var envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command[0], &actions, nil, &argv, &envp)
        guard spawned == 0 else { throw NSError(domain: "spawn", code: Int(spawned)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // The wait status: a signal in the low 7 bits, else the exit status in the next 8.
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        func read(_ path: String) -> [UInt8] {
            guard capturing, let data = FileManager.default.contents(atPath: path) else { return [] }
            return [UInt8](data)
        }
        return Result(status: code, outputBytes: standardOutput == nil ? read(outputPath) : [], errorBytes: read(errorPath))
    }
}
