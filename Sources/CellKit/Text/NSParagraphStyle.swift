import Foundation

/// How a paragraph of attributed text is laid out, as UIKit's `NSParagraphStyle`: alignment,
/// spacing, indents and line breaking. Immutable; make changes on an `NSMutableParagraphStyle`.
///
/// [sim] Cells have one line height and no fractional spacing: CellKit keeps every value for the
/// app to read back; a label draws with its own `textAlignment` and `lineBreakMode`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// The style with every value at its default.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How the lines are aligned.
    open var alignment: NSTextAlignment { values.alignment }
    /// How text that does not fit is broken and cut.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The space between lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space after the paragraph, in points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The space before the paragraph, in points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of the first line, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines, in points.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent, in points (negative: from the trailing edge).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line, in points (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line, in points (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The line height as a multiple of the font's (0: the font's).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The writing direction.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How strongly words are hyphenated, 0 to 1.
    open var hyphenationFactor: Float { values.hyphenationFactor }

    var values: ParagraphValues

    public override init() {
        values = ParagraphValues()
        super.init()
    }

    init(values: ParagraphValues) {
        self.values = values
        super.init()
    }

    /// A mutable copy of the style.
    open override func mutableCopy() -> Any {
        NSMutableParagraphStyle(values: values)
    }

    /// An immutable copy of the style.
    open override func copy() -> Any {
        NSParagraphStyle(values: values)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int { values.hashValue }
}
