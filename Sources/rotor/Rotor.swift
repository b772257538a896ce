import ArgumentParser
import Foundation
import RotorOutput
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
        subcommands: [Play.self, Demo.self, Run.self, Test.self, AuditCommand.self, SnapshotCommand.self, ExportCommand.self, BenchCommand.self, List.self],
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
            let message = visibleMessage(for: error, arguments: arguments)
            guard !message.isEmpty else { return code.rawValue }
            // A line at each of its line breaks, as `print` would have written it: the
            // message's own, as the arguments it quotes hold none any more.
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

    /// ArgumentParser's whole message for `error` (its own, or a `ValidationError` of ours),
    /// with every argument it quotes as `TextOutput` would show it: the message is split into
    /// lines at its line breaks, and a line break inside a quoted argument
    /// (`--language $'a\nrotor: 0 failed'`) would otherwise start a line of its own, forged.
    ///
    /// The command line is parsed again with each argument made visible, and that error's
    /// message is used: it quotes the arguments as they were typed, whatever the message's
    /// shape (an unknown option, a value, a `--key=value`, a suggestion). Should the visible
    /// command line parse (an error that came from running, or from a control character itself),
    /// the arguments are replaced in the message where they appear instead.
    static func visibleMessage(for error: any Error, arguments: [String]) -> String {
        let visible = arguments.map(VisibleText.sanitize)
        guard visible != arguments else { return fullMessage(for: error) }
        do {
            _ = try parseAsRoot(visible)
        } catch {
            // The status is the first error's; only the words are this one's.
            return fullMessage(for: error)
        }
        var message = fullMessage(for: error)
        // Whole arguments first, then the parts of `--key=value`; longest first, so no part of
        // an argument is replaced before the argument itself.
        var pieces = Set<String>()
        for argument in arguments where VisibleText.sanitize(argument) != argument {
            pieces.insert(argument)
            if let equals = argument.firstIndex(of: "=") {
                pieces.insert(String(argument[..<equals]))
                pieces.insert(String(argument[argument.index(after: equals)...]))
            }
        }
        for piece in pieces.sorted(by: { $0.count > $1.count }) where VisibleText.sanitize(piece) != piece {
            message = message.replacingOccurrences(of: piece, with: VisibleText.sanitize(piece))
        }
        return message
    }
}
