import Foundation

extension UIButton {
    /// A configuration of a button's appearance and contents (iOS 15): its title and subtitle,
    /// its image and where it sits, its colours, size and insets. Set one as a button's
    /// `configuration` (or make the button with `init(configuration:primaryAction:)`); the
    /// button then shows what the configuration says in place of `setTitle(_:for:)`'s title.
    ///
    /// In cells a button shows its image's first row and its title in brackets, with the
    /// subtitle on the line below when the button is tall enough; colours show where a cell has
    /// a colour (a filled style's background), and corners, sizes and paddings are kept, not
    /// drawn. VoiceOver reads the title, then the subtitle ([sim], docs/simulation.md).
    public struct Configuration: Hashable, Sendable {
        /// The background behind the contents: clear for `plain()`, the tint or a grey for the
        /// filled and bordered styles.
        public var background: UIBackgroundConfiguration
        /// How the background's corners are rounded. Kept.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size class, which picks its default insets and fonts. Kept.
        public var buttonSize: Size = .medium
        /// The Mac idiom's style. Kept: there is no Mac in a terminal.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour of the title, subtitle and image; `nil` for the style's own.
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is made from; `nil` for the style's own.
        public var baseBackgroundColor: UIColor?
        /// The image, placed by `imagePlacement`.
        public var image: UIImage?
        /// Applied to the image's colour. Kept.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The size and weight of a symbol image. Kept: a symbol is one glyph in cells.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator shows in place of the image. Kept: the image shows.
        public var showsActivityIndicator = false
        /// Applied to the activity indicator's colour. Kept.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title as attributed text; setting `title` sets it to the plain text.
        public var attributedTitle: AttributedString?
        /// The subtitle as attributed text; setting `subtitle` sets it to the plain text.
        public var attributedSubtitle: AttributedString?
        /// The insets of the contents from the button's edges, in points. Kept.
        public var contentInsets: NSDirectionalEdgeInsets
        /// The edge of the button the image sits against: leading (the default) or trailing
        /// draw in cells; top and bottom draw as leading.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The points between the image and the text. Kept.
        public var imagePadding: CGFloat = 0
        /// The points between the title and the subtitle. Kept.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other. Kept.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title is shortened when it does not fit. Kept.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How the subtitle is shortened when it does not fit. Kept.
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Whether the button's selection changes the configuration's colours when it is
        /// updated for a state; true by default.
        public var automaticallyUpdateForSelection = true
        /// The indicator a button with a menu shows (iOS 16). Kept.
        public var indicator: Indicator = .automatic
        /// Applied to the indicator's colour. Kept.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        /// Applied to the title's attributes (its font, colour). Kept: the title draws bold
        /// while the button is enabled.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Applied to the subtitle's attributes. Kept.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        /// The title; `nil` for none.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle, shown below the title; `nil` for none.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        private init(background: UIBackgroundConfiguration) {
            self.background = background
            contentInsets = Self.defaultInsets(for: .medium)
        }

        /// A button with a clear background: its text in the tint colour.
        public static func plain() -> Configuration { Configuration(background: .clear()) }

        /// A button whose background is a grey (iOS 15).
        public static func gray() -> Configuration { filledOn(.systemGray5) }

        /// A button whose background is the tint colour, lightened.
        public static func tinted() -> Configuration { filledOn(UIColor.tintColor.withAlphaComponent(0.15)) }

        /// A button filled with the tint colour, its text in white.
        public static func filled() -> Configuration {
            var configuration = filledOn(.tintColor)
            configuration.baseForegroundColor = .white
            return configuration
        }

        /// A button with no border, as `plain()`.
        public static func borderless() -> Configuration { plain() }

        /// A bordered button: a grey background.
        public static func bordered() -> Configuration { gray() }

        /// A bordered button tinted with the tint colour.
        public static func borderedTinted() -> Configuration { tinted() }

        /// A prominent bordered button: filled with the tint colour.
        public static func borderedProminent() -> Configuration { filled() }

        /// A configuration of Liquid Glass (iOS 26). [sim] Glass is drawn as `gray()`'s background.
        public static func glass() -> Configuration { gray() }

        /// A prominent glass button (iOS 26). [sim] Drawn as `filled()`.
        public static func prominentGlass() -> Configuration { filled() }

        /// A clear glass button (iOS 26). [sim] Drawn as `plain()`.
        public static func clearGlass() -> Configuration { plain() }

        /// A prominent clear glass button (iOS 26). [sim] Drawn as `filled()`.
        public static func prominentClearGlass() -> Configuration { filled() }

        private static func filledOn(_ color: UIColor) -> Configuration {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = color
            return Configuration(background: background)
        }

        /// The configuration for the button's current state. Its colours are resolved from the
        /// button's state when it is drawn, so the configuration itself is the same in every state.
        @MainActor
        public func updated(for button: UIButton) -> Configuration { self }

        /// Puts back the insets the button's size gives.
        public mutating func setDefaultContentInsets() {
            contentInsets = Self.defaultInsets(for: buttonSize)
        }

        /// UIKit's insets for a size class, in points ([sim]: UIKit does not document them; these
        /// are a medium button's 7 above and below and 12 at the sides, scaled by size).
        private static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.background == rhs.background && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
                && lhs.macIdiomStyle == rhs.macIdiomStyle && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.image === rhs.image
                && lhs.showsActivityIndicator == rhs.showsActivityIndicator
                && lhs.attributedTitle == rhs.attributedTitle && lhs.attributedSubtitle == rhs.attributedSubtitle
                && lhs.contentInsets == rhs.contentInsets && lhs.imagePlacement == rhs.imagePlacement
                && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
                && lhs.titleAlignment == rhs.titleAlignment && lhs.titleLineBreakMode == rhs.titleLineBreakMode
                && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode
                && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
                && lhs.indicator == rhs.indicator
                && lhs.preferredSymbolConfigurationForImage == rhs.preferredSymbolConfigurationForImage
                && lhs.imageColorTransformer?.identity === rhs.imageColorTransformer?.identity
                && lhs.activityIndicatorColorTransformer?.identity === rhs.activityIndicatorColorTransformer?.identity
                && lhs.indicatorColorTransformer?.identity === rhs.indicatorColorTransformer?.identity
                && lhs.titleTextAttributesTransformer?.identity === rhs.titleTextAttributesTransformer?.identity
                && lhs.subtitleTextAttributesTransformer?.identity === rhs.subtitleTextAttributesTransformer?.identity
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(background)
            hasher.combine(attributedTitle)
            hasher.combine(attributedSubtitle)
            hasher.combine(image.map(ObjectIdentifier.init))
            hasher.combine(showsActivityIndicator)
            hasher.combine(imagePlacement)
        }
    }
}
