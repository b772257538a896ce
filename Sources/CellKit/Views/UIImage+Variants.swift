import Foundation

extension UIImage {
    /// The image drawn in a rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(rows: rows, renderingMode: renderingMode, tintColor: storedTintColor, configuration: configuration, isSymbol: isSymbolImage)
    }

    /// The image drawn as a template in `color` (iOS 13).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(rows: rows, renderingMode: .alwaysOriginal, tintColor: color, configuration: configuration, isSymbol: isSymbolImage)
    }

    /// The image drawn in `color`, in a rendering mode (iOS 13).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(rows: rows, renderingMode: renderingMode, tintColor: color, configuration: configuration, isSymbol: isSymbolImage)
    }

    /// The image with a configuration in place of its own.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        UIImage(rows: rows, renderingMode: renderingMode, tintColor: storedTintColor, configuration: configuration, isSymbol: isSymbolImage)
    }

    /// The symbol with a symbol configuration applied over its own; `nil` for an image that is
    /// not a symbol, as in UIKit.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let applied = (self.configuration as? SymbolConfiguration)?.applying(configuration) ?? configuration
        return withConfiguration(applied)
    }

    /// The symbol's configuration, if it is a symbol made with one.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        configuration as? SymbolConfiguration
    }

    /// The image stretched from its cap insets. Kept: cells draw the image's rows as they are.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// The image stretched or tiled from its cap insets. Kept, as `resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// The image with insets of its alignment rectangle. Kept.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

    /// The image with a baseline this far above its bottom. Kept.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }

    /// The image without a baseline. Kept.
    public func imageWithoutBaseline() -> UIImage { self }

    /// The image flipped in right-to-left layouts. Kept: CellKit lays out left to right.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    /// The image flipped horizontally. Kept: a glyph is not mirrored.
    public func withHorizontallyFlippedOrientation() -> UIImage { self }
}
