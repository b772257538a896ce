import CellKit
import Foundation
import Testing
import RotorTestSupport

/// A label's font, alignment and attributed text, as UIKit code sets them, drawn in cells.
@MainActor
@Suite("Label fonts, alignment and attributed text", .cellsScreen)
struct LabelTextTests {
    func drawn(_ label: UILabel) -> CellGrid {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 12, height: 2))
        window.addSubview(label)
        return window.renderGrid()
    }

    @Test("fonts: system fonts keep their size; bold ones, and semibold up, are drawn bold")
    func fonts() throws {
        #expect(UIFont.systemFont(ofSize: 15).pointSize == 15)
        #expect(!UIFont.systemFont(ofSize: 15).isBold)
        #expect(UIFont.boldSystemFont(ofSize: 20).isBold)
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).isBold)
        #expect(!UIFont.systemFont(ofSize: 12, weight: .medium).isBold)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        #expect(label.font.pointSize == 17 && !label.font.isBold)
        label.text = "Title"
        #expect(try #require(drawn(label)[0, 0]).style.isBold == false)
        label.font = .boldSystemFont(ofSize: 17)
        #expect(try #require(drawn(label)[0, 0]).style.isBold)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test("alignment: centre and right move each line across the label's width; natural is left")
    func alignment() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.text = "Rose"
        #expect(label.textAlignment == .natural)
        #expect(drawn(label).lines[0].hasPrefix("Rose"))
        label.textAlignment = .center
        #expect(drawn(label).lines[0].hasPrefix("    Rose"))
        label.textAlignment = .right
        #expect(drawn(label).lines[0] == "        Rose")
    }

    @Test("attributed text: its string is drawn and spoken; setting text replaces it")
    func attributedText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        label.attributedText = NSAttributedString(string: "Fern")
        #expect(label.text == "Fern")
        #expect(label.accessibilityLabel == "Fern")
        #expect(drawn(label).lines[0].hasPrefix("Fern"))
        label.text = "Moss"
        #expect(label.attributedText?.string == "Moss")
        label.text = nil
        #expect(label.attributedText == nil)
    }
}
