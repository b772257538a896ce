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

    /// Lines written to `file`, which this object closes only when `close()` is called.
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

    /// Writes lines, each made visible and ended by a newline, in writes of about 64 KB: a
    /// long sequence is never held as one buffer.
    public func write(lines: some Sequence<String>) throws(OutputError) {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += VisibleText.sanitize(line).utf8
            bytes.append(UInt8(ascii: "\n"))
            if bytes.count >= Self.chunkSize {
                try file.write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        guard !bytes.isEmpty else { return }
        try file.write(bytes)
    }

    /// How many bytes are gathered before they are written.
    private static let chunkSize = 1 << 16

    /// Writes a JSON document and a newline: what would need replacing is escaped (`\uXXXX`),
    /// so the document parses to exactly the same values.
    public func write(json: String) throws(OutputError) {
        // Escaped, every scalar left is visible but the line breaks: the lines need no more,
        // and the text is written as it is, not split into a copy of each line.
        var bytes = Array(VisibleText.escapingJSON(json).utf8)
        bytes.append(UInt8(ascii: "\n"))
        try file.write(bytes)
    }

    /// Closes a file this object's `OutputFile` opened; see `OutputFile.close()`.
    public func close() throws(OutputError) {
        try file.close()
    }
}
