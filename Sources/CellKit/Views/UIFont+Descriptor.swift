import Foundation

extension UIFont {
    /// The font a descriptor describes, at `pointSize` (0 for the descriptor's own size). A
    /// bold trait makes a bold font.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let weight: UIFont.Weight = descriptor.symbolicTraits.contains(.traitBold) ? .bold : .regular
        self.init(pointSize: size, weight: weight)
    }

    /// The font's descriptor: its size, and bold when the font is drawn bold.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, symbolicTraits: isBold ? .traitBold : [], postscriptName: fontName,
                         design: nil, textStyle: nil)
    }

    /// The system font at a size and weight, in a monospaced-digit form (iOS 9); drawn as the
    /// system font (cells have one width per character).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The monospaced system font at a size and weight (iOS 13); cells are monospaced already.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The italic system font at a size; drawn upright (cells have no italics here).
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }
}
