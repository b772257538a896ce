import Foundation

/// A view that shows text, wrapped at word boundaries to its width. As in UIKit, it ignores
/// touches until `isUserInteractionEnabled` is set: a touch on it goes to the view behind it, and a
/// drag or drop interaction on it needs that first.
@MainActor
open class UILabel: UIView {
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            noteChange(.content)
        }
    }
    @exclusivity(unchecked) private var storedText: String?
    open var textColor: UIColor? {
        didSet { noteChange(.content) }
    }
    /// Lines drawn at most; 0 means as many as fit.
    open var numberOfLines = 1 {
        didSet { noteChange(.content) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    /// A label speaks its text unless given a label of its own.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        guard let text, bounds.width > 0 else { return }
        let rows = max(0, Int(saturating: bounds.height))
        let maxLines = numberOfLines == 0 ? rows : max(0, min(numberOfLines, rows))
        let lines = TextWrapper.wrap(text, width: Int(saturating: bounds.width))
        let style = CellStyle(foreground: textColor?.cellColor ?? tintColor?.cellColor)
        for (row, line) in lines.prefix(maxLines).enumerated() {
            context.drawText(line, at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row)), style: style)
        }
    }
}
