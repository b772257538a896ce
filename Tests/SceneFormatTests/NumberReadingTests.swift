@testable import SceneFormat
import Testing
import RotorTestSupport

/// A scene's numbers are read by a short path when they are plain whole numbers: every text
/// reads as the same number (or as no number) whichever path reads it.
@Suite("Numbers in a scene", .cellsScreen)
struct NumberReadingTests {
    static let texts = ["0", "-0", "7", "007", "-12", "30", "1000000", "-1000000", "123456789012345",
                        "1234567890123456", "9007199254740993", "", "-", "--5", "+5", "5-", " 5", "5 ", "1e5",
                        "1.5", "0x10", "inf", "nan", "١٢", "12a"]

    @Test(arguments: texts)
    func aWholeNumberReadsAsDoubleReadsIt(text: String) {
        let short = NodeReader.wholeNumber(text)
        let general = Double(text)
        if let short {
            #expect(short == general, "\(text)")
            #expect(short.sign == general?.sign, "\(text): the sign of zero")
        }
    }

    @Test func plainWholeNumbersTakeTheShortPath() {
        #expect(NodeReader.wholeNumber("30") == 30)
        #expect(NodeReader.wholeNumber("-0")?.sign == .minus)
        #expect(NodeReader.wholeNumber("1e5") == nil)
        #expect(NodeReader.wholeNumber("1234567890123456") == nil, "sixteen digits go the general way")
    }
}
