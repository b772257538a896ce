/// What libyaml makes of a text's characters: which it refuses, which are line breaks, and how
/// it counts lines and columns. The scene reader leaves to Yams every text whose characters it
/// would read differently, and Yams' reader errors are placed by the same count.
enum YAMLText {
    /// Whether libyaml's reader takes the code point anywhere in a text (YAML 1.1's printable
    /// set: tab, LF, CR, U+0020–U+007E, NEL, U+00A0–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF).
    /// Any other refuses the whole text, in a comment as much as in a value.
    static func isPrintable(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Whether libyaml ends a line at the code point: LF, CR (CR LF is one break), NEL, LS, PS.
    static func isBreak(_ value: UInt32) -> Bool {
        [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(value)
    }

    /// Whether the scene reader reads every character of the text as libyaml does (`isPlain`):
    /// each is printable, the only line break is LF, and there is no byte order mark (libyaml
    /// skips one at the start of a line). Anything else is left to Yams, which reads it or
    /// refuses it. And whether the text is all ASCII (then a column is a byte offset).
    static func plainCharacters(in bytes: [UInt8]) -> (isPlain: Bool, isASCII: Bool) {
        bytes.withUnsafeBytes { raw in
            var index = 0
            var isASCII = true
            while index < raw.count {
                // Eight bytes at a time while all are printable ASCII (space to `~`): a long
                // table's file is mostly that. A word holding anything else (a line break, a tab,
                // other characters) is gone through byte by byte.
                if index + 8 <= raw.count, isPrintableASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let wordEnd = min(index + 8, raw.count)
                while index < wordEnd {
                    if raw[index] >= 0x80 { isASCII = false }
                    guard isPlainByte(at: index, in: raw) else { return (false, false) }
                    index += 1
                }
            }
            return (true, isASCII)
        }
    }

    /// Whether each of a word's eight bytes is printable ASCII, 0x20 to 0x7E.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        // With no high bit set (checked too), a byte below 0x20 borrows into its own high bit
        // (exact: no borrow crosses a byte), and only DEL (0x7F) reaches it when one is added.
        let below = (word &- 0x20 &* ones) & ~word
        let delete = (word & ~highBits) &+ ones
        return (below | delete | word) & highBits == 0
    }

    /// Whether the byte at `index` is part of a character libyaml reads as the scene reader
    /// does (a lead byte is judged with the bytes after it).
    private static func isPlainByte(at index: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        switch bytes[index] {
        case 0x09, 0x0A, 0x20...0x7E:
            return true
        case 0x00...0x1F, 0x7F:
            // C0 controls (CR among them: a line break of its own kind) and DEL.
            return false
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
            // C1 controls, and NEL (U+0085), a line break.
            return false
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (0xA8...0xA9).contains(bytes[index + 2]):
            // LS and PS, line breaks.
            return false
        case 0xEF where index + 2 < bytes.count
            && ((bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF) || (bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE)):
            // The byte order mark U+FEFF, and U+FFFE and U+FFFF, which are not printable.
            return false
        default:
            // Anything else in valid UTF-8 is printable (surrogates cannot be encoded).
            return true
        }
    }

    /// The 1-based line and column of the character libyaml's reader refused: the one at
    /// `offset` (in characters, as Yams gives it) when that is the refused `value`, otherwise the
    /// first character that is not printable; `nil` when there is none.
    static func place(ofCharacter offset: Int?, in text: String, value: Int32) -> (line: Int, column: Int)? {
        var target: String.Index?
        if let offset, offset >= 0, let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex),
           index < text.endIndex, text.unicodeScalars[index].value == UInt32(truncatingIfNeeded: value) {
            target = index
        } else {
            target = text.unicodeScalars.firstIndex { !isPrintable($0.value) }
        }
        guard let target else { return nil }
        var line = 1, column = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars[..<target] {
            defer { previous = scalar }
            // CR LF is one break: counted at the CR.
            if scalar == "\n", previous == "\r" { continue }
            if isBreak(scalar.value) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// `U+001B`: how a message names a code point.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
