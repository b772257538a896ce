import Foundation

/// Text made safe for YAML. Every string from the screen is written double-quoted, with the
/// characters YAML does not allow as they are (controls, the other line breaks, a byte order
/// mark, non-characters) escaped, so the file reads back to exactly the text captured.
enum YAMLQuoting {
    /// The text double-quoted, added to `out` as UTF-8.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        out.append(quote)
        // Most text is printable ASCII with nothing to escape: it is written as it is, without
        // going through it scalar by scalar.
        let plain = text.utf8.allSatisfy { byte in
            (0x20...0x7E).contains(byte) && byte != quote && byte != UInt8(ascii: "\\")
        }
        if plain {
            out.append(contentsOf: text.utf8)
            out.append(quote)
            return
        }
        for scalar in text.unicodeScalars {
            let escaped: String?
            switch scalar {
            case "\"": escaped = "\\\""
            case "\\": escaped = "\\\\"
            case "\n": escaped = "\\n"
            case "\t": escaped = "\\t"
            case "\r": escaped = "\\r"
            default:
                if isPrintable(scalar) && !isBidiControl(scalar) {
                    escaped = nil
                } else if scalar.value <= 0xFF {
                    escaped = "\\x" + hex(scalar.value, digits: 2)
                } else if scalar.value <= 0xFFFF {
                    escaped = "\\u" + hex(scalar.value, digits: 4)
                } else {
                    escaped = "\\U" + hex(scalar.value, digits: 8)
                }
            }
            if let escaped {
                out.append(contentsOf: escaped.utf8)
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        out.append(quote)
    }

    /// Whether text reads back as the same text written plain, in a flow collection or not: an
    /// ASCII letter, then letters, digits, spaces, `_`, `-` and `.`, not ending in a space, and
    /// none of the words YAML reads as a boolean or null. A view written on its own line past
    /// the nesting depth writes such text plain: quotes on its id, its parent's and its label
    /// took a 16 MB scene of 151,000 views past the 16,000,000-byte limit of what can load.
    static func isPlain(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, isLetter(first), bytes.last != UInt8(ascii: " ") else { return false }
        let allowed = bytes.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: " ")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        return allowed && (bytes.count > 5 || !reservedWords.contains(text.lowercased()))
    }

    /// The plain words YAML 1.1 and 1.2 read as booleans or null (none is longer than 5 bytes).
    private static let reservedWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// A mapping key, added to `out` as UTF-8: the capture's keys are plain words; anything else
    /// is quoted.
    static func appendKey(_ key: String, to out: inout [UInt8]) {
        // ASCII letters and digits (the ASCII part of `CharacterSet.alphanumerics`), tested by
        // byte: Foundation's character sets are slow on Linux, and every key written asks.
        let plain = !key.isEmpty && key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        if plain { out.append(contentsOf: key.utf8) } else { appendQuoted(key, to: &out) }
    }

    /// A comment's text on one line: line breaks and controls become spaces (a comment cannot
    /// escape them, and YAML refuses controls even in comments).
    static func comment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isPrintable($0) && !isBidiControl($0) && $0 != "\t" ? $0 : " " }))
    }

    /// Whether text can be written as a literal block (`|`) and read back the same: printable
    /// lines, none starting with a space or ending with spaces, and at most one final line break.
    static func fitsLiteralBlock(_ text: String) -> Bool {
        guard !text.hasPrefix("\n"), !text.hasSuffix("\n\n") else { return false }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.unicodeScalars.allSatisfy({ isPrintable($0) && !isBidiControl($0) && $0 != "\t" && $0 != "\r" }),
                  line.first != " ", line.last != " " else { return false }
        }
        return true
    }

    /// YAML's printable characters (YAML 1.1 §5.1, as libyaml reads them), less the line breaks
    /// it would fold (NEL, LS, PS) and the byte order mark.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: true
        case 0xA0...0xD7FF: scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The marks and overrides that change the direction of the text around them: YAML allows
    /// them, but they would reorder the file's lines on screen (and Rotor shows them as ⁋), so
    /// they are escaped, and the file is text a terminal shows as it is.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
