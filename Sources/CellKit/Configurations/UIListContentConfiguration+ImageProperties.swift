import Foundation

extension UIListContentConfiguration {
    /// How a list configuration's image is shown: its tint, corner radius and sizes, in cells.
    public struct ImageProperties: Hashable, Sendable {
        /// Asks for the system's standard size for a dimension of `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint of a template image; `nil` for the view's tint.
        public var tintColor: UIColor?
        /// Applied to the tint to resolve the colour shown.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// Kept: cells have no rounded corners.
        public var cornerRadius: CGFloat = 0
        /// The most room the image takes, in cells; zero in a dimension for no limit.
        public var maximumSize: CGSize = .zero
        /// The room the image's column keeps even when the image is narrower (so texts of rows
        /// with and without images line up), in cells; zero for none.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        /// The size and weight of a symbol image. Kept: a symbol is one glyph in cells.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        public init() {}

        /// The tint shown: `tintColor` (or the tint given when there is none), through the
        /// transformer when there is one.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let tint = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(tint) } ?? tint
        }

        /// The image's size in the row: its own, within `maximumSize`, and at least the width
        /// `reservedLayoutSize` keeps.
        func shownSize(of image: UIImage, in metrics: CellMetrics) -> CGSize {
            var size = image.size(in: metrics)
            if maximumSize.width > 0 { size.width = min(size.width, maximumSize.width) }
            if maximumSize.height > 0 { size.height = min(size.height, maximumSize.height) }
            let reserved = reservedLayoutSize.width > 0 ? reservedLayoutSize.width : 0
            return CGSize(width: max(size.width, reserved), height: size.height)
        }

        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.tintColorTransformer?.identity === rhs.tintColorTransformer?.identity
                && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize
                && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
                && lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
            hasher.combine(maximumSize.width)
            hasher.combine(maximumSize.height)
        }
    }
}
