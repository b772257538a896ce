import ArgumentParser
import CellKit
import Foundation
import TerminalUI

/// `rotor`: a terminal screen-reader simulator for accessible drag and drop.
@main
struct Rotor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotor",
        abstract: "A terminal screen-reader simulator for accessible drag and drop.",
        discussion: """
            With no subcommand, opens the default scene (wwdc-story) in the terminal. \
            SCENE is a path to a scene file or the name of a shipped scene (the scenes are built \
            into rotor; when ROTOR_SCENES names a folder, a name means a scene in that folder \
            instead). Exit status: 0 ok; 1 a failed expectation or audit finding; 2 unusable input \
            or nothing to test; 64 a command line that cannot be used; 74 output that could not be \
            written; 128 + N after signal N.
            """,
        version: RotorVersion.current,
        subcommands: [Play.self, Demo.self, Run.self, Test.self, AuditCommand.self, SnapshotCommand.self, BenchCommand.self, List.self],
        defaultSubcommand: Play.self
    )

    /// Parses and runs the command as ArgumentParser's own `main()` does, with its messages and
    /// exit statuses (64 for a usage error, 0 for help), but printed through `Console`: its
    /// messages echo what was typed (an unknown option, a bad value), which may hold anything.
    static func main() {
        // Before anything is read or printed: a crash must never leave the backtrace waiting
        // for a key in a terminal (it may restart the process once, with the same arguments).
        Backtracer.makeNonInteractive()
        Foundation.exit(status(running: Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs a command line and returns the exit status, having printed what it had to say.
    static func status(running arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as OutputError {
            Console.complain(failure.description)
            return ExitStatus.outputFailed
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            guard !message.isEmpty else { return code.rawValue }
            // A line at each of its line breaks, as `print` would have written it.
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            do {
                // Help (and what else ends cleanly) is the output asked for; errors are not.
                if code == .success {
                    try Console.say(lines: lines)
                } else {
                    try TextOutput.standardError.write(lines: lines)
                }
            } catch {
                Console.complain(error.description)
                return ExitStatus.outputFailed
            }
            return code.rawValue
        }
    }
}
