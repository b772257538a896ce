import CellKit
import Foundation
import Testing

/// VoiceOver leaves white space and line breaks off either end of what it says: the trim looks
/// only at the ends, and trims exactly what Foundation's `whitespacesAndNewlines` trimming does.
@Suite("Trimming white space")
struct TrimmedOfWhitespaceTests {
    @Test("every text trims as Foundation trims it, whatever spaces and line breaks are at its ends")
    func trimsAsFoundationDoes() {
        let ends = ["", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{85}", "\u{2028}", "\u{3000}", "\u{200B}", " \u{2003}\n"]
        let middles = ["", "a", "a b", "漢字", "e\u{301}", "\u{A0}", "👨‍👩‍👧 x", "x\u{2028}y"]
        for head in ends {
            for middle in middles {
                for tail in ends {
                    let text = head + middle + tail
                    #expect(text.trimmedOfWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines),
                            "\(text.debugDescription)")
                }
            }
        }
    }
}
