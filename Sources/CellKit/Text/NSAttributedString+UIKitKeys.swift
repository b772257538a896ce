import Foundation

// The attribute names UIKit adds to Foundation's, so `[.font: …, .foregroundColor: …]` compiles
// as it does with UIKit. [sim] A label draws the characters of attributed text with its own
// font and colour; the attributes are kept in the string for the app to read back.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number: extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number: `NSUnderlineStyle`'s raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A number: `NSUnderlineStyle`'s raw value, for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `URL` or a string the text links to.
    public static let link = NSAttributedString.Key("NSLink")
    /// A number: how far the text is raised, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
