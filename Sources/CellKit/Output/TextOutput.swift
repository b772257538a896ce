/// Where every line Rotor prints for people goes: each line is made visible first
/// (`VisibleText.sanitize`), so nothing a scene holds reaches a terminal raw, and a write that
/// fails is an `OutputError`, never lost.
///
/// A line is written with its newline; a line break inside it (text from a scene) shows as ␊,
/// so the program's own line breaks are the only ones. JSON goes through `write(json:)`, which
/// escapes instead of replacing, so the document stays the same JSON.
package final class TextOutput {
    /// The file written to.
    public let file: OutputFile

    public init(_ file: OutputFile) {
        self.file = file
    }

    /// Lines on standard output.
    public static var standardOutput: TextOutput { TextOutput(.standardOutput) }
    /// Lines on standard error.
    public static var standardError: TextOutput { TextOutput(.standardError) }

    /// Creates (or empties) a file for lines of text.
    public convenience init(creatingAt path: String) throws(OutputError) {
        self.init(try OutputFile(creatingAt: path))
    }

    /// Writes one line, made visible, and its newline.
    public func write(line: String) throws(OutputError) {
        try write(lines: CollectionOfOne(line))
    }

    /// Writes lines, each made visible and ended by a newline, at once.
    public func write(lines: some Sequence<String>) throws(OutputError) {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += VisibleText.sanitize(line).utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        guard !bytes.isEmpty else { return }
        try file.write(bytes)
    }

    /// Writes a JSON document and a newline: what would need replacing is escaped (`\uXXXX`),
    /// so the document parses to exactly the same values.
    public func write(json: String) throws(OutputError) {
        let safe = VisibleText.escapingJSON(json)
        try write(lines: safe.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Closes a file this object's `OutputFile` opened; see `OutputFile.close()`.
    public func close() throws(OutputError) {
        try file.close()
    }
}
