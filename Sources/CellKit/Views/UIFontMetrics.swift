import Foundation

/// Scales fonts and lengths for the user's preferred text size (Dynamic Type), as UIKit's.
/// [sim] Rotor's text has one size, the default ("Large"), at which UIKit scales nothing:
/// every font and length comes back as given.
public final class UIFontMetrics: @unchecked Sendable {
    // Unchecked: its one property is a `let` of a Sendable value.

    /// The text style the metrics scale for.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The font scaled for the preferred text size: the font itself at the default size.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// The font scaled, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize && maximumPointSize > 0 ? font.withSize(maximumPointSize) : font
    }

    /// The font scaled for the traits' text size: the font itself.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    /// A length scaled for the preferred text size: the length itself.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A length scaled for the traits' text size: the length itself.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
