import RotorOutput
import Testing

/// Text made safe to print: the check that passes most text through untouched looks at bytes
/// first, so it must flag every scalar that would be replaced, whatever surrounds it.
@Suite("Visible text")
struct VisibleTextTests {
    @Test("every Unicode scalar that would be replaced is replaced, alone, after ASCII and after wide text")
    func everyControlScalarIsReplaced() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !VisibleText.isVisible(scalar) else { continue }
            for text in [String(scalar), "plain " + String(scalar), "字" + String(scalar) + "é"] {
                let shown = VisibleText.sanitize(text)
                #expect(!shown.unicodeScalars.contains { !VisibleText.isVisible($0) }, "U+\(String(value, radix: 16))")
            }
            checked += 1
        }
        // C0 (32), DEL, C1 (32) and the twelve bidi controls.
        #expect(checked == 77)
    }

    @Test("text with nothing to replace comes back as it was, in any script")
    func plainTextIsKept() {
        for text in ["", "Drag rating", "Édition — “quoted” …", "字幕", "한국어", "مرحبا", "👨‍👩‍👧"] {
            #expect(VisibleText.sanitize(text) == text)
        }
    }
}
