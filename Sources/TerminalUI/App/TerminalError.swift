/// Why the terminal could not be used: no terminal on standard input and output, or one curses
/// cannot start on. Its description is one line a person can act on.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
