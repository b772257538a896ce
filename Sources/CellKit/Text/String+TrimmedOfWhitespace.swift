import Foundation

extension String {
    /// The white space and line breaks VoiceOver leaves off either end of a label, value or hint.
    private static let spaces = CharacterSet.whitespacesAndNewlines

    /// The string without white space and line breaks at either end (Foundation's
    /// `whitespacesAndNewlines`). Most labels have none: they are returned as they are, without
    /// the trip through Foundation's trimming, which an audit of 100,000 rows otherwise makes
    /// several times per row.
    package var trimmedOfWhitespace: String {
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return self }
        // Both ends ASCII (most labels): the set's ASCII members are tab to carriage return and
        // the space, so no scalar is decoded and the set is not asked.
        if firstByte < 0x80, lastByte < 0x80, !Self.isASCIISpace(firstByte), !Self.isASCIISpace(lastByte) {
            return self
        }
        // Foundation's `trimmingCharacters(in:)` trims scalars in the set from both ends, as this
        // does, but bridges the whole string first: 37 % of a snapshot of a 13 MB text view
        // whose text ends in a space. Only the ends are looked at here.
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !Self.spaces.contains($0) }),
              let last = scalars.lastIndex(where: { !Self.spaces.contains($0) }) else { return "" }
        if start == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[start...last])
    }

    /// Whether an ASCII byte is in `whitespacesAndNewlines`.
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
