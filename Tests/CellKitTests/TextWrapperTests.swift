@testable import CellKit
import Testing
import RotorTestSupport

/// Wrapping text into lines of cells: the same lines as always for ordinary text, and work in
/// proportion to the text for a word of any length.
@Suite("Wrapping text", .cellsScreen)
struct TextWrapperTests {
    /// The wrapping rule, written as plainly as it can be (a long word's head taken off one
    /// character at a time, the rest measured again each line): quadratic in a word's length,
    /// and the reference the wrapper must agree with.
    static func reference(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0
            for part in paragraph.split(separator: " ") {
                var word = String(part)
                var wordWidth = CharacterWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    var head = "", headWidth = 0
                    while let first = word.first, headWidth + CharacterWidth.of(first) <= width {
                        head.append(first)
                        headWidth += CharacterWidth.of(first)
                        word.removeFirst()
                    }
                    if head.isEmpty { break }
                    lines.append(head)
                    wordWidth = CharacterWidth.of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// Texts of short and long words, wide characters, emoji, combining marks, runs of spaces
    /// and line breaks, from a fixed seed.
    static func texts(count: Int) -> [String] {
        let pieces = ["a", "bc", "def", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "漢字", "한국어", "🍕", "e\u{301}", " ", "  ", "\n", "\r\n",
                      "Drop into attachments", "supercalifragilistic", "漢字漢字漢字漢字漢字漢字"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var texts: [String] = ["", " ", "\n", "x", "漢", "   leading and trailing   "]
        while texts.count < count {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59)
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            texts.append(text)
        }
        return texts
    }

    @Test("ordinary text wraps into the same lines as the plain rule gives, at every width")
    func sameLinesAsTheRule() {
        for text in Self.texts(count: 300) {
            for width in [0, 1, 2, 3, 5, 8, 13, 30] {
                #expect(TextWrapper.wrap(text, width: width) == Self.reference(text, width: width),
                        "\(text.debugDescription) at width \(width)")
            }
        }
    }

    @Test("a word of a megabyte is measured about twice per character, as a sentence of a megabyte is")
    func longWordIsLinear() {
        let length = 1 << 20
        let word = String(repeating: "x", count: length)
        var measured = 0
        let lines = TextWrapper.wrap(word, width: 30) { character in
            measured += 1
            return CharacterWidth.of(character)
        }
        #expect(lines.count == (length + 29) / 30)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined() == word)
        // Once to measure the word, once to cut it into lines, and once more at each line's
        // end. The plain rule measured what was left of the word again for every line: about
        // length² / 60 measurements, eighteen billion here.
        #expect(measured <= 2 * length + lines.count)

        let sentence = String(repeating: "xxxxxxxxx ", count: length / 10)
        var measuredSentence = 0
        _ = TextWrapper.wrap(sentence, width: 30) { character in
            measuredSentence += 1
            return CharacterWidth.of(character)
        }
        #expect(measuredSentence <= length)
    }

    @Test("a character wider than the line keeps a line of its own, and wrapping goes on after it")
    func characterWiderThanTheLine() {
        #expect(TextWrapper.wrap("漢字 ab", width: 1) == Self.reference("漢字 ab", width: 1))
        #expect(TextWrapper.wrap("a漢b", width: 1) == ["a", "漢b"])
    }

    @Test("asking for the first lines gives the first lines of the whole wrap, at every width and count")
    func firstLinesAreTheWrapsFirstLines() {
        for text in Self.texts(count: 200) {
            for width in [1, 3, 8, 30] {
                let all = Self.reference(text, width: width)
                for count in [0, 1, 2, 5, all.count, all.count + 1] {
                    #expect(TextWrapper.wrap(text, width: width, maxLines: count) == Array(all.prefix(count)),
                            "\(text.debugDescription) at width \(width), \(count) lines")
                }
            }
        }
    }

    @Test("ten lines of a megabyte of words, or of one word, measure what the ten lines hold")
    func firstLinesReadNoFurther() {
        let length = 1 << 20
        for text in [String(repeating: "xxxxxxxxx ", count: length / 10), String(repeating: "x", count: length)] {
            var measured = 0
            let lines = TextWrapper.wrap(text, width: 30, maxLines: 10) { character in
                measured += 1
                return CharacterWidth.of(character)
            }
            #expect(lines.count == 10)
            // The long word is measured once whole (to know it is longer than a line), then only
            // as far as its ten lines.
            #expect(measured <= (text.contains(" ") ? 400 : length + 400), "\(measured)")
        }
    }
}
