/// Turns the bytes a terminal sends (in plain mode, where ncurses does not read them) into keys:
/// xterm's and VT100's escape sequences for arrows, Ctrl+arrows, Home, End, Page Up and Page Down; Enter, Space,
/// Tab, Backspace; and UTF-8 characters. A pure function, tested by table.
package enum ByteKeyDecoder {
    /// The keys in `bytes`, and what is left at the end because it may be the start of a longer
    /// sequence (an escape, half a UTF-8 character). Unknown escape sequences are skipped whole.
    package static func decode(_ bytes: [UInt8]) -> (keys: [Key], rest: [UInt8]) {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                guard let (key, length) = escapeSequence(bytes, at: index) else {
                    return (keys, Array(bytes[index...]))
                }
                if let key { keys.append(key) }
                index += length
                continue
            }
            if byte >= 0x80 {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= bytes.count else { return (keys, Array(bytes[index...])) }
                if let text = String(validating: bytes[index..<index + length], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index += length
                continue
            }
            switch byte {
            case 10, 13: keys.append(.enter)
            case 32: keys.append(.space)
            case 9: keys.append(.tab)
            case 8, 127: keys.append(.backspace)
            case 0..<32: break
            default: keys.append(.character(Character(Unicode.Scalar(byte))))
            }
            index += 1
        }
        return (keys, [])
    }

    /// What is left when no more input came: a lone escape is the Escape key.
    package static func flush(_ rest: [UInt8]) -> [Key] {
        rest.first == 0x1B ? [.escape] + decode(Array(rest.dropFirst())).keys : []
    }

    /// The key (or `nil` for a sequence to skip) and the length of the escape sequence at
    /// `start`; `nil` when the bytes end before the sequence does.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let introducer = bytes[start + 1]
        if introducer == UInt8(ascii: "O") {
            guard start + 2 < bytes.count else { return nil }
            return (finalKey(bytes[start + 2], parameters: []), 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // Escape followed by an ordinary key: Escape, then that key on its own.
            return (.escape, 1)
        }
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self).split(separator: ";").map(String.init)
        return (finalKey(bytes[end], parameters: parameters), end - start + 1)
    }

    private static func finalKey(_ final: UInt8, parameters: [String]) -> Key? {
        let control = parameters.count == 2 && parameters[1] == "5"
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return control ? .controlRight : .right
        case UInt8(ascii: "D"): return control ? .controlLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
