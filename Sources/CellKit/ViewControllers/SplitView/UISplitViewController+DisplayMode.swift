import Foundation

extension UISplitViewController {
    /// Which columns show beside or over the secondary, as UIKit's.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the columns share the width (iOS 14), as UIKit's.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// The edge the primary column is on, as UIKit's.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The background style of the primary column, as UIKit's. Kept.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    /// The automatic width of the primary column.
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
}
