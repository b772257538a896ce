import Foundation

/// A function from a colour to a colour, which configurations apply to the colours they resolve
/// (`UIListContentConfiguration.TextProperties.colorTransformer`).
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor
    /// What equality of two transformers means: the same transformer, made once.
    let identity = TransformerIdentity()

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// The colour in shades of grey: its luminance, kept alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    /// The tint colour, in the colour's alpha. [sim] The tint is the system tint (`.tintColor`).
    public static let preferredTint = UIConfigurationColorTransformer { color in
        UIColor.tintColor.withAlphaComponent(color.cgColorAlpha)
    }

    /// The tint colour with the colour's alpha, for monochrome symbols. [sim] As `preferredTint`.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor.tintColor.withAlphaComponent(color.cgColorAlpha)
    }
}

/// CellKit's own: what makes two color transformers equal (the one made by an initialiser).
final class TransformerIdentity: Sendable {}

extension UIColor {
    /// The colour's alpha, from its components.
    fileprivate var cgColorAlpha: CGFloat {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return alpha
    }
}
