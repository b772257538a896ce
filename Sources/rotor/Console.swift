import RotorOutput

/// Everything the command line prints goes through here, and from here through `TextOutput`:
/// each line made visible (text from a scene, or an argument, never reaches the terminal raw),
/// JSON escaped instead, and a failed write an `OutputError` that ends the command with
/// `ExitStatus.outputFailed` (see `Rotor.main`). Nothing in this target prints any other way.
enum Console {
    /// One line on standard output.
    static func say(_ line: String) throws(OutputError) {
        try TextOutput.standardOutput.write(line: line)
    }

    /// Lines on standard output.
    static func say(lines: some Sequence<String>) throws(OutputError) {
        try TextOutput.standardOutput.write(lines: lines)
    }

    /// Text of this program's own making (help, a rule's explanation, a benchmark's table) on
    /// standard output, a line at each of its line breaks.
    static func say(text: String) throws(OutputError) {
        try say(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// A JSON document on standard output.
    static func say(json: String) throws(OutputError) {
        try TextOutput.standardOutput.write(json: json)
    }

    /// A JSON document on standard output, made a piece at a time: `make` hands each piece to
    /// the function it is given, which escapes it as `say(json:)` escapes a whole document
    /// (scalar by scalar, so a document escapes the same in pieces) and writes it at once,
    /// then the newline. A document of 150 MB is never held whole, as text or as bytes.
    static func say(jsonPieces make: ((String) throws -> Void) throws -> Void) throws {
        let output = TextOutput.standardOutput.file
        try make { piece in try output.write(Array(VisibleText.escapingJSON(piece).utf8)) }
        try output.write([UInt8(ascii: "\n")])
    }

    /// One line on standard error, after `rotor: `. When standard error itself cannot be written
    /// there is nowhere left to say so; the exit status still tells.
    static func complain(_ message: String) {
        try? TextOutput.standardError.write(line: "rotor: " + message)
    }

    /// Lines on standard error, each after `rotor: `, written together rather than a write
    /// each (`TextOutput.write(lines:)`).
    static func complain(lines messages: some Sequence<String>) {
        try? TextOutput.standardError.write(lines: messages.lazy.map { "rotor: " + $0 })
    }

    /// A note on standard error without the `rotor: ` prefix (progress as a command works).
    static func note(_ message: String) {
        try? TextOutput.standardError.write(line: message)
    }
}
