/// A font, as SwiftUI's `Font`. Text is a character a column whatever its size; a heading's
/// styles draw bold.
public struct Font: Hashable, Sendable {
    let isBold: Bool

    public static let largeTitle = Font(isBold: true)
    public static let title = Font(isBold: true)
    public static let title2 = Font(isBold: true)
    public static let title3 = Font(isBold: true)
    public static let headline = Font(isBold: true)
    public static let subheadline = Font(isBold: false)
    public static let body = Font(isBold: false)
    public static let callout = Font(isBold: false)
    public static let footnote = Font(isBold: false)
    public static let caption = Font(isBold: false)
    public static let caption2 = Font(isBold: false)

    /// A weight, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let isBold: Bool

        public static let ultraLight = Weight(isBold: false)
        public static let thin = Weight(isBold: false)
        public static let light = Weight(isBold: false)
        public static let regular = Weight(isBold: false)
        public static let medium = Weight(isBold: false)
        public static let semibold = Weight(isBold: true)
        public static let bold = Weight(isBold: true)
        public static let heavy = Weight(isBold: true)
        public static let black = Weight(isBold: true)
    }

    /// The system font of a size and weight.
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(isBold: weight.isBold)
    }

    /// This font, bold.
    public func bold() -> Font { Font(isBold: true) }

    /// This font at a weight.
    public func weight(_ weight: Weight) -> Font { Font(isBold: weight.isBold) }
}
