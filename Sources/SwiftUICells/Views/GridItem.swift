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
