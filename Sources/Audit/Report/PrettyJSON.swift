/// JSON written as it is made, byte for byte as `JSONEncoder` prints it with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two spaces a level, `"key" : value`, an empty
/// array or object as its brackets around an empty line, `"` `\` and control characters
/// escaped (`\b \t \n \f \r` short, the rest `\u00xx`), everything else as it is.
///
/// `rotor audit --format json` and `sarif` print through it (`AuditDocument.json(writingTo:)`,
/// `SarifLog.json(writingTo:)`), a piece at a time (`piece()`): `JSONEncoder` builds a tree of
/// every value, then the whole text, and a document of 180,000 findings took 5.3 s and 500 MB
/// as JSON, 7.7 s and 1 GB as SARIF (151 MB of text, held once as a string and again as
/// bytes to write). The
/// caller writes each object's keys in sorted order (the keys are its own, all ASCII, so in
/// the order `.sortedKeys` gives them), and leaves out the keys of `nil` values, as
/// `encodeIfPresent` does.
struct PrettyJSON {
    /// The text so far.
    private(set) var text = ""
    /// For each open array or object, whether it has a member yet.
    private var open: [Bool] = []
    /// Whether a key was just written, so the value follows it on its line.
    private var afterKey = false

    /// Each level's indentation, made once.
    private var indents: [String] = [""]

    /// How long the text grows before `piece()` hands it out: about 64 KB.
    static let pieceLength = 1 << 16

    init() {
        text.reserveCapacity(Self.pieceLength + Self.pieceLength / 4)
    }

    /// The text so far, taken out once it is a piece's length (`nil` before), so a document
    /// is written a piece at a time and never held whole.
    mutating func piece() -> String? {
        guard text.utf8.count >= Self.pieceLength else { return nil }
        return rest()
    }

    /// The text so far, taken out.
    mutating func rest() -> String {
        let taken = text
        text = ""
        text.reserveCapacity(Self.pieceLength + Self.pieceLength / 4)
        return taken
    }

    mutating func beginObject() {
        startValue()
        text.append("{")
        open.append(false)
    }

    mutating func endObject() {
        close("}")
    }

    mutating func beginArray() {
        startValue()
        text.append("[")
        open.append(false)
    }

    mutating func endArray() {
        close("]")
    }

    /// A key of the object open: its value is written next.
    mutating func key(_ name: String) {
        startMember()
        text.append("\"")
        text.append(name)
        text.append("\" : ")
        afterKey = true
    }

    mutating func string(_ value: String) {
        startValue()
        appendEscaped(value)
    }

    mutating func int(_ value: Int) {
        startValue()
        text.append(String(value))
    }

    mutating func bool(_ value: Bool) {
        startValue()
        text.append(value ? "true" : "false")
    }

    /// A key and its string value; nothing when the value is `nil`.
    mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// A key and its number; nothing when the value is `nil`.
    mutating func member(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        int(value)
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Where a value starts: after its key, or on a line of its own in the array open.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !open.isEmpty {
            startMember()
        }
    }

    /// A new line for the next member of the container open, after a comma when it has one.
    private mutating func startMember() {
        guard let last = open.indices.last else { return }
        text.append(open[last] ? ",\n" : "\n")
        open[last] = true
        indent(open.count)
    }

    private mutating func close(_ bracket: String) {
        let hadMembers = open.popLast() ?? false
        text.append(hadMembers ? "\n" : "\n\n")
        indent(open.count)
        text.append(bracket)
    }

    private mutating func indent(_ levels: Int) {
        while indents.count <= levels { indents.append(indents[indents.count - 1] + "  ") }
        text.append(indents[levels])
    }

    /// A string in quotes, escaped as `JSONEncoder` escapes it: most strings have nothing to
    /// escape and are appended whole.
    private mutating func appendEscaped(_ value: String) {
        text.append("\"")
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            text.append(value)
            text.append("\"")
            return
        }
        // Byte by byte: what is escaped is ASCII, and the bytes between are copied as they are.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        text.append(String(decoding: bytes, as: UTF8.self))
        text.append("\"")
    }
}
