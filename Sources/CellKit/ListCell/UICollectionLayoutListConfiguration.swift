import Foundation

/// A configuration of a list: a collection view laid out as a table, one row under another,
/// made with `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Rows are UIKit's 44 points high (a line on a screen of cells) and the full width; a grouped or
/// inset grouped list leaves a blank line above each section, and an inset grouped one insets its
/// rows two columns from each side, as a table view of those styles does. A supplementary header
/// or footer takes a line; with `.firstItemInSection` the first item is the header.
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where each section's header comes from.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view.
        case supplementary
        /// The section's first item.
        case firstItemInSection
    }

    /// Where each section's footer comes from.
    public enum FooterMode: Hashable, Sendable {
        case none, supplementary
    }

    /// Gives the swipe actions of the row at an index path; `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// Whether rows are separated by lines. Kept: rows have no room for separators.
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// The list's background; `nil` for the appearance's.
    public var backgroundColor: UIColor?
    /// Lines above each section's header; `nil` for the appearance's.
    public var headerTopPadding: CGFloat?
    /// The actions a swipe from a row's leading edge reveals (iOS 14); VoiceOver offers them in
    /// its Actions rotor.
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    /// The actions a swipe from a row's trailing edge reveals (iOS 14); VoiceOver offers them in
    /// its Actions rotor, before the leading edge's.
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether a blank line goes above each section.
    var separatesSections: Bool {
        appearance == .grouped || appearance == .insetGrouped
    }

    /// Columns the rows are inset from each side.
    var sideInset: CGFloat {
        appearance == .insetGrouped ? 2 : 0
    }
}
