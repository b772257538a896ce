import Foundation

/// The `rotor` binary built next to the tests, run as a user runs it: for tests of what a
/// command writes (`rotor export`, `rotor test`). `Scripts/check.sh` and CI build it first.
public enum RotorBinary {
    /// The binary; `nil` when it is not built.
    public static var url: URL? {
        let url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("rotor")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs `rotor` with the arguments in the folder; its exit status, and what it printed on
    /// standard output and standard error together.
    public static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }
}
