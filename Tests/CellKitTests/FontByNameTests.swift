import CellKit
import Testing
import RotorTestSupport

/// Fonts by name, as a font picker lists and applies them.
@MainActor
@Suite("UIFont by name", .cellsScreen)
struct FontByNameTests {
    @Test("every listed family makes a font by its name; a bold font's label draws bold")
    func familiesMakeFonts() throws {
        #expect(UIFont.familyNames.contains("Helvetica"))
        for family in UIFont.familyNames {
            let font = try #require(UIFont(name: family, size: 18))
            #expect(font.familyName == family && font.pointSize == 18)
        }
        #expect(UIFont.fontNames(forFamilyName: "Georgia").contains("Georgia-Bold"))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        label.text = "Bold"
        label.font = UIFont(name: "Georgia-Bold", size: 17)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        window.addSubview(label)
        #expect(try #require(window.renderGrid()[0, 0]).style.isBold)
    }

    @Test("a font the device does not have is nil, as in UIKit")
    func unknownFontIsNil() {
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
        #expect(UIFont.fontNames(forFamilyName: "No Such Font").isEmpty)
    }
}
