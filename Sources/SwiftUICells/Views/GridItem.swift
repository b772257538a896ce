/// A column of a `LazyVGrid`, as SwiftUI's `GridItem`: a fixed width, a flexible share of the
/// width left, or as many columns of at least a width as fit (adaptive).
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after the column (8 points when `nil`).
    public var spacing: CGFloat?
    /// Where a view is placed in its cell (centred when `nil`).
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views of a lazy stack or grid stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`: accepted; nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
