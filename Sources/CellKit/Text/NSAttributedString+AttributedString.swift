import Foundation

extension NSAttributedString {
    /// The attributed string of an `AttributedString`, with UIKit's attributes (font, colours,
    /// kern) under UIKit's keys, as UIKit's overlay converts it:
    /// `label.attributedText = NSAttributedString(attributedString)`.
    public convenience init(_ attributedString: AttributedString) {
        let made = NSMutableAttributedString(string: "")
        for run in attributedString.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = font }
            if let color = run.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.backgroundColor { attributes[.backgroundColor] = color }
            if let kern = run.kern { attributes[.kern] = kern }
            made.append(NSAttributedString(string: String(attributedString[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: made)
    }
}
