import Foundation

/// The values of a paragraph style, kept together so a mutable and an immutable style copy
/// them at once (CellKit's own).
struct ParagraphValues: Hashable, Sendable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var baseWritingDirection: NSWritingDirection = .natural
    var hyphenationFactor: Float = 0
}
