import Foundation

/// A view that shows text, wrapped at word boundaries to its width. As in UIKit, it ignores
/// touches until `isUserInteractionEnabled` is set: a touch on it goes to the view behind it, and a
/// drag or drop interaction on it needs that first.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }
    @exclusivity(unchecked) private var storedText: String?

    /// The text with attributes. Its string is what the label draws and speaks; the attributes
    /// are kept, not drawn. Setting `text` replaces it with a string of no attributes.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedText = newValue?.string
            storedAttributedText = newValue
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }
    @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?

    /// The font, the system font at 17 points unless set (setting `nil` restores it). Its size
    /// is kept; text in a font from semibold up is drawn bold.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            noteChange(.content)
        }
    }
    // One font shared by every label that keeps the default: fonts are immutable, and a font
    // of its own for each row of a long list cost its memory and its name's making.
    @exclusivity(unchecked) private var storedFont = UIFont.defaultLabelFont

    /// Where each line sits in the label's width. `.natural` (the default) and `.justified` are
    /// drawn as `.left`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { noteChange(.content) }
    }
    open var textColor: UIColor? {
        didSet { noteChange(.content) }
    }
    /// Lines drawn at most; 0 means as many as fit.
    /// How text that does not fit is broken and cut: `.byTruncatingTail` by default, as in UIKit,
    /// so a label too narrow for its text ends in "…". VoiceOver reads the whole text whatever
    /// is shown.
    /// Whether the font follows the person's text size setting. Kept: a terminal's text has one
    /// size.
    open var adjustsFontForContentSizeCategory = false {
        didSet { noteChange(.content) }
    }

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { noteChange(.content) }
    }

    open var numberOfLines = 1 {
        didSet {
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
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

    /// The points the text needs, a character a column and a line a row of the screen's cells:
    /// one line as wide as the text when `numberOfLines` is 1; else the text wrapped to
    /// `size.width` (unlimited when it is less than a column), as many lines as it takes up to
    /// `numberOfLines`. No text needs no room.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let metrics = cellMetrics
        let columns = metrics.wholeColumns(size.width)
        let width = numberOfLines == 1 || columns < 1 ? Int.max : columns
        let lines = TextWrapper.wrap(text, width: width)
        let shown = numberOfLines > 0 ? lines.prefix(numberOfLines) : lines[...]
        let widest = shown.map { CharacterWidth.of($0) }.max() ?? 0
        return CGSize(width: metrics.width(ofColumns: widest), height: metrics.height(ofRows: shown.count))
    }

    /// The width multi-line text wraps at for `intrinsicContentSize`. 0, the default, lets Auto
    /// Layout wrap it at the width its constraints give the label, as UIKit does.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            noteChange(.content)
            invalidateIntrinsicContentSize()
        }
    }

    /// The cells the text needs (`sizeThatFits(_:)`): unwrapped, one row per line when
    /// `numberOfLines` allows, as wide as the widest; wrapped at `preferredMaxLayoutWidth` when
    /// that is set and the label has more than one line. No text needs none.
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1, preferredMaxLayoutWidth > 0 else { return sizeThatFits(.zero) }
        return sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    open override func draw(_ rect: CGRect, in context: CellContext) {
        guard let text, bounds.width > 0 else { return }
        let metrics = context.metrics
        // A label shorter than a row (20 points of text in 22-point rows) still shows its line.
        let rows = bounds.height > 0 ? max(1, metrics.wholeRows(bounds.height)) : 0
        let maxLines = numberOfLines == 0 ? rows : max(0, min(numberOfLines, rows))
        let width = metrics.wholeColumns(bounds.width)
        let lines = shownLines(of: text, width: width, lines: maxLines)
        let style = CellStyle(foreground: textColor?.cellColor ?? ownTintColor?.cellColor, isBold: storedFont.isBold)
        // As UIKit's, the text is centred down a taller frame (a line above it when it cannot be
        // exactly in the middle).
        let top = max(0, rows - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let row = top + index
            let room = max(0, width - CharacterWidth.of(line))
            let indent = switch textAlignment {
            case .center: room / 2
            case .right: room
            case .left, .natural, .justified: 0
            }
            context.drawText(line, at: CGPoint(x: bounds.minX + metrics.width(ofColumns: indent),
                                               y: bounds.minY + metrics.height(ofRows: row)),
                             style: style)
        }
    }

    /// The lines drawn: the text wrapped to `width` (or, clipped on one line, not wrapped), at
    /// most `count` of them, the last cut as `lineBreakMode` says when text is left over.
    private func shownLines(of text: String, width: Int, lines count: Int) -> [String] {
        guard count > 0 else { return [] }
        if lineBreakMode == .byClipping, count == 1 { return [text] }
        let all = TextWrapper.wrap(text, width: width)
        guard all.count > count else { return all }
        var shown = Array(all.prefix(count))
        let rest = all[(count - 1)...].joined(separator: " ")
        switch lineBreakMode {
        case .byTruncatingTail:
            shown[count - 1] = TextWrapper.truncate(rest, width: width)
        case .byTruncatingHead:
            shown[count - 1] = Self.truncatingHead(rest, width: width)
        case .byTruncatingMiddle:
            shown[count - 1] = Self.truncatingMiddle(rest, width: width)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            break
        }
        return shown
    }

    /// "…" and as much of the end of `text` as fits in `width` cells.
    private static func truncatingHead(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard CharacterWidth.of(text) > width else { return text }
        var tail = "", used = 0
        for character in text.reversed() {
            let cellWidth = CharacterWidth.of(character)
            if used + cellWidth > width - 1 { break }
            tail.insert(character, at: tail.startIndex)
            used += cellWidth
        }
        return "…" + tail
    }

    /// The start and end of `text` around "…", fitting in `width` cells.
    private static func truncatingMiddle(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard CharacterWidth.of(text) > width else { return text }
        let headWidth = (width - 1 + 1) / 2
        let head = TextWrapper.truncate(text, width: headWidth + 1).dropLast()
        let tail = truncatingHead(text, width: width - CharacterWidth.of(String(head))).dropFirst()
        return head + "…" + tail
    }
}
