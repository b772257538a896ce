/// How many cells a character takes, from our own table rather than the process locale, so a
/// grid looks the same whatever `LANG` the tests or the terminal run under.
package enum CharacterWidth {
    /// East Asian Wide and Fullwidth ranges (Unicode 15, abridged to whole blocks) and the
    /// emoji blocks terminals draw two cells wide, in order and apart: `of` searches them by
    /// halves (every cell a frame draws is measured, and box lines are past U+1100).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x25FD...0x25FE,
        0x2614...0x2615, 0x2648...0x2653, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The number of cells `character` occupies: 2 for wide characters, 1 otherwise.
    /// Combining marks never stand alone here: Swift keeps them inside their base's `Character`.
    public static func of(_ character: Character) -> Int {
        // A first UTF-8 byte below 0xE1 starts a scalar below U+1000, before every wide block:
        // most text is measured from that byte, without decoding a scalar (DECISIONS.md).
        if let lead = character.utf8.first, lead < 0xE1 { return 1 }
        guard let scalar = character.unicodeScalars.first?.value else { return 1 }
        if scalar < 0x1100 { return 1 }
        // The last range starting at or before the scalar is the only one that can hold it.
        var low = 0, high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].lowerBound <= scalar { low = middle + 1 } else { high = middle }
        }
        return low > 0 && wideRanges[low - 1].contains(scalar) ? 2 : 1
    }

    /// The number of cells `text` occupies once drawn.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
