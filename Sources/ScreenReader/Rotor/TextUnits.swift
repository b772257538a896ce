/// An element's text as the Characters or Words rotor steps through it: counted once, and each
/// unit found from the one found before, so a swipe costs its unit, not the whole text. Splitting
/// the text at every swipe made 9,990 swipes through a 1 MB label take over two minutes.
///
/// Kept with the focus (`KeptFocus`), whose text it reads: the focus is made again when the
/// element's label or value changes, and this with it.
@MainActor
final class TextUnits {
    /// What a swipe steps by.
    enum Unit {
        /// A character (a grapheme cluster, as Swift's `Character`).
        case character
        /// A run of characters between whitespace.
        case word
    }

    let text: String
    let unit: Unit
    /// The last unit found: the rotor steps one at a time, so the next is found from it.
    private var mark: (position: Int, range: Range<String.Index>)?

    init(_ text: String, by unit: Unit) {
        self.text = text
        self.unit = unit
    }

    /// How many units the text has: counted once, when a swipe first steps.
    private(set) lazy var count: Int = {
        switch self.unit {
        case .character:
            return self.text.count
        case .word:
            var count = 0
            var next = self.firstRange
            while let found = next {
                count += 1
                next = self.range(after: found)
            }
            return count
        }
    }()

    /// The unit at `position` (0 is the first), or `nil` past the end. A step of one from the
    /// last unit found, or to either end, costs the unit; any other position walks from the start.
    func unit(at position: Int) -> Substring? {
        guard position >= 0, position < count else { return nil }
        let found: Range<String.Index>?
        if let mark, mark.position == position {
            found = mark.range
        } else if let mark, mark.position + 1 == position {
            found = range(after: mark.range)
        } else if let mark, mark.position - 1 == position {
            found = range(before: mark.range.lowerBound)
        } else if position == count - 1 {
            found = range(before: text.endIndex)
        } else {
            var walked = firstRange
            var at = 0
            while at < position, let step = walked {
                walked = range(after: step)
                at += 1
            }
            found = walked
        }
        guard let found else { return nil }
        mark = (position, found)
        return text[found]
    }

    private var firstRange: Range<String.Index>? {
        range(from: text.startIndex)
    }

    private func range(after unit: Range<String.Index>) -> Range<String.Index>? {
        range(from: unit.upperBound)
    }

    /// The first unit that starts at or after `start`.
    private func range(from start: String.Index) -> Range<String.Index>? {
        var index = start
        switch unit {
        case .character:
            guard index < text.endIndex else { return nil }
            return index..<text.index(after: index)
        case .word:
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            guard index < text.endIndex else { return nil }
            let wordStart = index
            while index < text.endIndex, !text[index].isWhitespace { index = text.index(after: index) }
            return wordStart..<index
        }
    }

    /// The last unit that ends at or before `end`.
    private func range(before end: String.Index) -> Range<String.Index>? {
        var index = end
        switch unit {
        case .character:
            guard index > text.startIndex else { return nil }
            return text.index(before: index)..<index
        case .word:
            while index > text.startIndex, text[text.index(before: index)].isWhitespace { index = text.index(before: index) }
            guard index > text.startIndex else { return nil }
            let wordEnd = index
            while index > text.startIndex, !text[text.index(before: index)].isWhitespace { index = text.index(before: index) }
            return index..<wordEnd
        }
    }
}
