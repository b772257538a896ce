import Foundation

/// A font: kept as UIKit keeps it (a size and a weight), drawn in cells as plain text or, from
/// semibold up, bold text. Sizes do not change how many cells text takes: every character is
/// one cell (two for wide ones) at any size.
open class UIFont: @unchecked Sendable {
    // Immutable after init, as UIKit's fonts are, so fonts can be shared across threads.

    /// The font's size in points, as given.
    public let pointSize: CGFloat
    /// The font's full name: the system font's, ".SFUI-" and the weight ("Regular", "Bold", …).
    public let fontName: String
    /// The font's family name: the system font's, ".AppleSystemUIFont".
    public let familyName: String
    /// CellKit's own: the weight the font was made with.
    public let weight: Weight

    /// CellKit's own: whether cells draw text in this font bold (semibold and heavier).
    public var isBold: Bool { weight.rawValue >= Weight.semibold.rawValue }

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
        fontName = ".SFUI-" + weight.name
        familyName = ".AppleSystemUIFont"
    }

    init(pointSize: CGFloat, weight: Weight, fontName: String, familyName: String) {
        self.pointSize = pointSize
        self.weight = weight
        self.fontName = fontName
        self.familyName = familyName
    }

    /// The font of a name, as UIKit finds one: a family name ("Helvetica") or a font name
    /// ("Helvetica-Bold") of a font the device has; `nil` for one it does not have. [sim] The
    /// device has the families of `FontCatalogue`, a subset of iOS's; a name with "Bold",
    /// "Heavy", "Black" or "Semibold" in it is drawn bold.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let found = FontCatalogue.font(named: fontName) else { return nil }
        self.init(pointSize: fontSize, weight: found.weight, fontName: found.fontName, familyName: found.familyName)
    }

    /// The names of the font families the device has, as `UIFont(name:size:)` finds them. [sim]
    /// A subset of iOS's families (`FontCatalogue`).
    open class var familyNames: [String] { FontCatalogue.families.map(\.name) }

    /// The names of the fonts of a family; none for a family the device does not have.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalogue.families.first { $0.name == familyName }?.fonts ?? []
    }

    /// The label's default font, the system font at `labelFontSize`: one instance, shared (a
    /// font is immutable).
    static let defaultLabelFont = UIFont(pointSize: labelFontSize, weight: .regular)

    /// The system font at a size, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// The system font at a size, bold: drawn bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The system font at a size and weight; from `.semibold` up it is drawn bold.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The system font for a text style at the default content size (iOS's "Large"): body 17
    /// points, headline 17 semibold (drawn bold), and so on.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return UIFont(pointSize: size, weight: weight)
    }

    /// The font in another size, with the same weight.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The system font size UIKit's labels use: 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The system font size UIKit's buttons use: 18 points.
    public class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size: 14 points.
    public class var systemFontSize: CGFloat { 14 }
}
