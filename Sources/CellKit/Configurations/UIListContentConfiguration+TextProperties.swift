import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's text or secondary text looks: its font, colour, alignment,
    /// lines and case. Fonts are kept as UIKit keeps them; in cells only their boldness shows
    /// (`UIFont`).
    public struct TextProperties: Hashable, Sendable {
        /// Where lines sit in the text's width.
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        /// How the text's letters are cased when shown (the text itself is kept as set, and
        /// VoiceOver reads what is shown).
        public enum TextTransform: Int, Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        public var font: UIFont
        public var color: UIColor
        /// Applied to `color` to resolve the colour shown.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment = TextAlignment.natural
        /// Lines shown at most; 0 for as many as fit.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform = TextTransform.none

        init(style: UIFont.TextStyle, color: UIColor) {
            self.init(font: .preferredFont(forTextStyle: style), color: color)
        }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour shown: `color`, through `colorTransformer` when there is one.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// The text as shown, in the case `transform` asks for.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
            lhs.font.pointSize == rhs.font.pointSize && lhs.font.weight == rhs.font.weight
                && lhs.font.fontName == rhs.font.fontName && lhs.color == rhs.color
                && lhs.colorTransformer?.identity === rhs.colorTransformer?.identity
                && lhs.alignment == rhs.alignment && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated
                && lhs.transform == rhs.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font.pointSize)
            hasher.combine(font.fontName)
            hasher.combine(color)
            hasher.combine(alignment)
            hasher.combine(numberOfLines)
            hasher.combine(transform)
        }
    }
}
