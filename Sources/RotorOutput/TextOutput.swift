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

    /// Writes a text of lines, each ended by a line feed (a last line without one is given
    /// one): the same bytes as `write(lines:)` of its lines. Text with nothing to make visible
    /// (most of it: a scene's export) is written as it is, in writes of about 64 KB, without
    /// being split into a string a line and put back together: splitting a 16 MB export was
    /// 2–6 % of it.
    public func write(linesOf text: String) throws(OutputError) {
        guard !Self.needsReplacing(text) else {
            var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if text.utf8.last == UInt8(ascii: "\n") { lines.removeLast() }
            try write(lines: lines.lazy.map { String(Substring($0)) })
            return
        }
        let endsOpen = !text.isEmpty && text.utf8.last != UInt8(ascii: "\n")
        // A native string's bytes are read in place, a chunk copied at a time; any other is
        // copied whole first. The closure's error is carried out as a result:
        // `withContiguousStorageIfAvailable` rethrows untyped.
        let outcome = text.utf8.withContiguousStorageIfAvailable { bytes in
            Result { () throws(OutputError) in try write(chunksOf: bytes, endingOpenLine: endsOpen) }
        } ?? Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(OutputError) in try write(chunksOf: bytes, endingOpenLine: endsOpen) }
        }
        try outcome.get()
    }

    private func write(chunksOf bytes: UnsafeBufferPointer<UInt8>, endingOpenLine: Bool) throws(OutputError) {
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Self.chunkSize)
            var chunk = Array(bytes[start..<end])
            if end == bytes.count, endingOpenLine { chunk.append(UInt8(ascii: "\n")) }
            try file.write(chunk)
            start = end
        }
    }

    /// Whether a scalar of the text other than its line feeds is one `VisibleText.sanitize`
    /// replaces: looked for by byte, and by scalar only past ASCII.
    private static func needsReplacing(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if (byte < 0x20 && byte != UInt8(ascii: "\n")) || byte == 0x7F { return true }
        }
        return !ascii && text.unicodeScalars.contains { $0 != "\n" && !VisibleText.isVisible($0) }
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
