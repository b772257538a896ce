import Foundation

/// A view that shows an image, centred in its bounds. As in UIKit, it ignores touches until
/// `isUserInteractionEnabled` is set, so a drag or drop interaction on it needs that first. Its
/// accessibility traits are `.image`, as UIKit's are: made an element, it is spoken as an Image.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration a symbol image is drawn with (its size and weight), applied over the
    /// image's own. Kept: a symbol is one glyph in cells at any size.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { noteChange(.content) }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        accessibilityTraits = .image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityTraits = .image
    }

    /// The image's size in points, as UIKit's image view returns its image's; no image needs none.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size(in: cellMetrics) ?? .zero
    }

    /// The image's size in points; with no image, none (`noIntrinsicMetric`), as in UIKit.
    open override var intrinsicContentSize: CGSize {
        image?.size(in: cellMetrics) ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        guard let image else { return }
        let metrics = context.metrics
        let size = image.size(in: metrics)
        let left = bounds.minX + metrics.width(ofColumns: metrics.wholeColumns(max(0, (bounds.width - size.width) / 2)))
        let top = bounds.minY + metrics.height(ofRows: metrics.wholeRows(max(0, (bounds.height - size.height) / 2)))
        let style = CellStyle(foreground: (image.storedTintColor ?? ownTintColor)?.cellColor)
        for (row, line) in image.rows.enumerated() {
            context.drawText(line, at: CGPoint(x: left, y: top + metrics.height(ofRows: row)), style: style)
        }
    }
}
