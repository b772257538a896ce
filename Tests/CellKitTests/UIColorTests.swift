import CellKit
import Foundation
import Testing
import RotorTestSupport

/// UIKit's colours, as real code names them, drawn as the nearest of a terminal's eight.
@MainActor
@Suite("UIColor as UIKit names it", .cellsScreen)
struct UIColorTests {
    @Test("named and system colours are drawn in the colour of their hue, greys as black or white")
    func namedColours() {
        let expected: [(UIColor, CellColor?)] = [
            (.red, .red), (.systemRed, .red), (.systemPink, .red), (.orange, .yellow), (.systemOrange, .yellow),
            (.systemYellow, .yellow), (.brown, .yellow), (.systemGreen, .green), (.systemMint, .cyan),
            (.systemTeal, .cyan), (.systemCyan, .cyan), (.systemBlue, .blue), (.systemIndigo, .blue),
            (.purple, .magenta), (.systemPurple, .magenta), (.magenta, .magenta), (.black, .black),
            (.darkGray, .black), (.gray, .white), (.lightGray, .white), (.systemGray, .white), (.white, .white),
        ]
        for (color, cell) in expected { #expect(color.cellColor == cell, "\(color)") }
    }

    @Test("a clear colour draws nothing, and semantic colours draw in the terminal's own colours")
    func clearAndSemantic() {
        #expect(UIColor.clear.cellColor == nil)
        #expect(UIColor.red.withAlphaComponent(0.2).cellColor == nil)
        #expect(UIColor.red.withAlphaComponent(0.8).cellColor == .red)
        for color in [UIColor.label, .secondaryLabel, .systemBackground, .secondarySystemBackground,
                      .systemGroupedBackground, .separator, .systemFill] {
            #expect(color.cellColor == nil, "\(color)")
        }
    }

    @Test("components, equality and the hue initializer are UIKit's")
    func components() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0.2 && green == 0.4 && blue == 0.6 && alpha == 1)
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) == color)
        #expect(UIColor.red == UIColor.red && UIColor.red != UIColor.blue)
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).cellColor == .green)
        #expect(UIColor(white: 0.9, alpha: 1).cellColor == .white)
        #expect(UIColor(cgColor: UIColor.systemBlue.cgColor).cellColor == .blue)
    }

    @Test("a view with a semantic background is drawn with the terminal's own background")
    func semanticBackgroundDrawsNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        window.backgroundColor = .systemBackground
        #expect(window.renderGrid()[1, 0]?.style.background == nil)
        window.backgroundColor = .systemGreen
        #expect(window.renderGrid()[1, 0]?.style.background == .green)
    }
}
