import Foundation

/// How text is measured and drawn, as UIKit's options.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wrap lines within the given width (otherwise the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading. Kept: a line is a row.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyphs' exact bounds. Kept.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Shorten the last line that fits with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What text drawing reports back, as UIKit's. Kept: text is never scaled in cells.
@preconcurrency @MainActor
open class NSStringDrawingContext: NSObject {
    /// The least scale text may be shrunk to. Kept.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1.
    open var actualScaleFactor: CGFloat { 1 }
    /// The bounds of the text last drawn or measured with this context.
    open internal(set) var totalBounds: CGRect = .zero
}
