import Foundation

/// A content configuration for a row of a list, a header or a footer: a text, a secondary text
/// and an image, with their properties. Get one from a cell's `defaultContentConfiguration()`
/// or a style's constructor (`cell()`, `subtitleCell()`, `valueCell()`, `header()`, …), set its
/// content, and set it as the cell's `contentConfiguration`; or show it in a view of your own
/// with `UIListContentView`.
///
/// In cells, a row's texts stack (the text, the secondary text under it) when the view is at
/// least two lines high and side by side (`prefersSideBySideTextAndSecondaryText`, a value
/// cell's default) when the width allows; otherwise the secondary text follows the text on the
/// same line. The image leads, then `imageToTextPadding`. Margins and paddings are in points:
/// [sim] on a device's screen the styles' defaults are 11 points above and below and 16 at the
/// sides, 12 between the image and the text, 8 between the texts side by side and none stacked
/// (a 44-point row for one line of body text, 66 for a text and a secondary text under it: a
/// 22-point line already holds the leading between lines); on a screen of cells (a scene written in cells) they
/// are none, one column and one column, as scenes have always been drawn.
///
/// VoiceOver reads the view's texts as labels: in a table view cell (one element) the cell's
/// label is the text, then the secondary text, joined by ", " (`UITableViewCell`). A header's
/// or footer's text is a heading for the header styles [inf: UIKit marks a section header's
/// title as a header].
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The built-in style a configuration was made with (CellKit's own bookkeeping, read for the
    /// heading trait of headers).
    enum Style: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell,
             accompaniedSidebarSubtitleCell
        case header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter,
             prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

        /// Whether the style is a header's: its text is a heading.
        var isHeader: Bool {
            switch self {
            case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader,
                 .extraProminentInsetGroupedHeader, .sidebarHeader: true
            default: false
            }
        }
    }

    let style: Style

    /// The image at the leading edge.
    public var image: UIImage?
    public var imageProperties = ImageProperties()

    /// The primary text. Setting it clears `attributedText`.
    public var text: String? {
        get { primary.string }
        set { primary = .plain(newValue) }
    }

    /// The primary text with attributes. Setting it clears `text`; its string is what is shown
    /// and spoken.
    public var attributedText: NSAttributedString? {
        get { primary.attributed }
        set { primary = .attributed(newValue) }
    }

    public var textProperties: TextProperties

    /// The secondary text. Setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        get { secondary.string }
        set { secondary = .plain(newValue) }
    }

    /// The secondary text with attributes. Setting it clears `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondary.attributed }
        set { secondary = .attributed(newValue) }
    }

    public var secondaryTextProperties: TextProperties

    /// Which of the superview's layout margins the content keeps. [sim] Kept: CellKit's cells
    /// have no margins to inherit, so only `directionalLayoutMargins` inset the content.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins between the content and the content view's edges, in points.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    /// Whether the text and secondary text go side by side when the width allows (a value
    /// cell's default); otherwise they stack.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Points between the image and the text.
    public var imageToTextPadding: CGFloat = 1
    /// The fewest points between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 1
    /// Points between the text and the secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The content's opacity.
    public var alpha: CGFloat = 1

    private var primary = Text.plain(nil)
    private var secondary = Text.plain(nil)

    init(style: Style, text: TextProperties, secondaryText: TextProperties) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        // The defaults are the screen's: see the type's documentation.
        useDefaultSpacing(for: ScreenSimulation.current?.cellMetrics ?? .points)
    }

    /// Sets the margins and paddings to the styles' defaults on a screen of `metrics` (CellKit's
    /// own): a configuration made where no screen is simulated takes a device's, and a view
    /// that knows its screen (a scene's list cell) puts that screen's back.
    package mutating func useDefaultSpacing(for metrics: CellMetrics) {
        if metrics.isCells {
            directionalLayoutMargins = .zero
            imageToTextPadding = 1
            textToSecondaryTextHorizontalPadding = 1
        } else {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            imageToTextPadding = 12
            textToSecondaryTextHorizontalPadding = 8
        }
        textToSecondaryTextVerticalPadding = 0
    }

    // MARK: Styles

    /// A row of a list: one text, and a secondary text under it when set.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel))
    }

    /// A row with a subtitle: the secondary text under the text, in a smaller font.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel))
    }

    /// A row with a value: the secondary text at the trailing edge, side by side with the text.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell, text: TextProperties(style: .body, color: .label),
                                                       secondaryText: TextProperties(style: .body, color: .secondaryLabel))
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A section header that adopts its list's style (iOS 18); in CellKit, a plain list's.
    public static func header() -> UIListContentConfiguration {
        headerStyle(.header)
    }

    /// A section footer that adopts its list's style (iOS 18); in CellKit, a plain list's.
    public static func footer() -> UIListContentConfiguration {
        footerStyle(.footer)
    }

    /// A section header of a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        headerStyle(.plainHeader)
    }

    /// A section footer of a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        footerStyle(.plainFooter)
    }

    /// A section header of a grouped list.
    public static func groupedHeader() -> UIListContentConfiguration {
        headerStyle(.groupedHeader)
    }

    /// A section footer of a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        footerStyle(.groupedFooter)
    }

    /// A prominent section header of an inset grouped list.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = headerStyle(.prominentInsetGroupedHeader)
        configuration.textProperties = TextProperties(style: .headline, color: .label)
        return configuration
    }

    /// An extra-prominent section header of an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = headerStyle(.extraProminentInsetGroupedHeader)
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
        return configuration
    }

    /// A row of a sidebar.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel))
    }

    /// A row of a sidebar with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel))
    }

    /// A row of a sidebar beside another list.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel))
    }

    /// A row with a subtitle of a sidebar beside another list.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel))
    }

    /// A section header of a sidebar.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = headerStyle(.sidebarHeader)
        configuration.textProperties = TextProperties(style: .headline, color: .label)
        return configuration
    }

    private static func headerStyle(_ style: Style) -> UIListContentConfiguration {
        UIListContentConfiguration(style: style, text: TextProperties(style: .footnote, color: .secondaryLabel),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel))
    }

    private static func footerStyle(_ style: Style) -> UIListContentConfiguration {
        UIListContentConfiguration(style: style, text: TextProperties(style: .footnote, color: .secondaryLabel),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel))
    }

    // MARK: UIContentConfiguration

    /// A `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for a state. [sim] Unchanged: CellKit shows a selected or highlighted
    /// row reversed (the cell draws it), so a state changes none of the colours here.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }

    // MARK: Texts

    /// A text, plain or with attributes: setting one form clears the other, as in UIKit.
    enum Text: Hashable {
        case plain(String?)
        case attributed(NSAttributedString?)

        var string: String? {
            switch self {
            case .plain(let text): text
            case .attributed(let text): text?.string
            }
        }

        var attributed: NSAttributedString? {
            switch self {
            case .plain(let text): text.map { NSAttributedString(string: $0) }
            case .attributed(let text): text
            }
        }
    }

    /// The primary and secondary texts as set, for the content view.
    var primaryText: Text { primary }
    var secondaryTextContent: Text { secondary }
}
