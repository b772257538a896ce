import Foundation

extension UIImage {
    /// The size, weight and colours of a system symbol, as UIKit's `UIImage.SymbolConfiguration`.
    /// Kept: a symbol is one glyph in cells whatever its size or weight; `pointSize`, `weight`
    /// and `scale` are there to read back.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        // Unchecked: every stored property is a `let` of a Sendable value.

        /// A symbol's weight, as UIKit's (from ultra light to black).
        public enum Weight: Int, Sendable {
            case unspecified = 0
            case ultraLight = 1
            case thin = 2
            case light = 3
            case regular = 4
            case medium = 5
            case semibold = 6
            case bold = 7
            case heavy = 8
            case black = 9
        }

        /// A symbol's scale beside text of its point size, as UIKit's.
        public enum Scale: Int, Sendable {
            case `default` = -1
            case unspecified = 0
            case small = 1
            case medium = 2
            case large = 3
        }

        /// The symbol's point size; 0 when unspecified.
        public let pointSize: CGFloat
        /// The symbol's weight.
        public let weight: Weight
        /// The symbol's scale.
        public let scale: Scale
        /// The text style the symbol's size follows, if any.
        public let textStyle: UIFont.TextStyle?
        /// The colours a palette or hierarchical symbol is drawn in. Kept.
        public let colors: [UIColor]

        init(pointSize: CGFloat = 0, weight: Weight = .unspecified, scale: Scale = .unspecified, textStyle: UIFont.TextStyle? = nil,
             colors: [UIColor] = [], traitCollection: UITraitCollection? = nil) {
            self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.colors = colors
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration()

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(scale: Scale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// A configuration of a font's size (its weight is kept out: CellKit's fonts have no
        /// symbol weight to give).
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: Scale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        /// A symbol drawn in shades of one colour (iOS 15). Kept.
        public convenience init(hierarchicalColor: UIColor) { self.init(colors: [hierarchicalColor]) }
        /// A symbol drawn in several colours (iOS 15). Kept.
        public convenience init(paletteColors: [UIColor]) { self.init(colors: paletteColors) }

        /// A symbol in its own colours (iOS 15). Kept.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        /// A symbol in one colour (iOS 16). Kept.
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        /// This configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            made(SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, colors: colors,
                                     traitCollection: traitCollection))
        }

        /// This configuration without its scale.
        open func configurationWithoutScale() -> Self {
            made(SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle, colors: colors,
                                     traitCollection: traitCollection))
        }

        /// This configuration without its text style.
        open func configurationWithoutTextStyle() -> Self {
            made(SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, colors: colors,
                                     traitCollection: traitCollection))
        }

        /// This configuration with another's values where the other sets them.
        open override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration else { return self }
            guard let symbol = other as? SymbolConfiguration else { return super.applying(other) }
            return made(SymbolConfiguration(
                pointSize: symbol.pointSize > 0 ? symbol.pointSize : pointSize,
                weight: symbol.weight != .unspecified ? symbol.weight : weight,
                scale: symbol.scale != .unspecified ? symbol.scale : scale,
                textStyle: symbol.textStyle ?? textStyle,
                colors: symbol.colors.isEmpty ? colors : symbol.colors,
                traitCollection: symbol.traitCollection ?? traitCollection))
        }

        override func copy(traitCollection: UITraitCollection?) -> Self {
            made(SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle, colors: colors,
                                     traitCollection: traitCollection))
        }

        /// A made configuration as `Self` (this class, or a subclass, which is given this one).
        private func made(_ configuration: SymbolConfiguration) -> Self {
            configuration as? Self ?? self
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && colors == other.colors
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }
    }
}
