import Foundation

/// A description of a font (its size, traits and design) from which a font is made, as UIKit's:
/// `UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
/// .withSymbolicTraits(.traitBold)!, size: 0)`.
///
/// In cells only boldness shows (a bold trait makes a bold font); italics, designs and widths
/// are kept for code to read back.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is a `let` of a Sendable value.

    /// The size in points; 0 when the font's size is to be given when it is made.
    public let pointSize: CGFloat
    /// The traits: bold, italic, monospaced, and so on.
    public let symbolicTraits: SymbolicTraits
    /// The font's name (the system font's for a text style).
    public let postscriptName: String
    /// The system design (rounded, serif, monospaced), if one was asked for.
    public let design: SystemDesign?
    /// The text style the descriptor was made for, if any.
    let textStyle: UIFont.TextStyle?

    init(pointSize: CGFloat, symbolicTraits: SymbolicTraits, postscriptName: String, design: SystemDesign?, textStyle: UIFont.TextStyle?) {
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
        self.symbolicTraits = symbolicTraits
        self.postscriptName = postscriptName
        self.design = design
        self.textStyle = textStyle
        super.init()
    }

    /// A descriptor of a named font at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        let found = FontCatalogue.font(named: fontName)
        let bold = found.map { $0.weight.rawValue >= UIFont.Weight.semibold.rawValue } ?? false
        self.init(pointSize: size, symbolicTraits: bold ? .traitBold : [], postscriptName: found?.fontName ?? fontName,
                  design: nil, textStyle: nil)
    }

    /// The descriptor of the system font for a text style at the default content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        let font = UIFont.preferredFont(forTextStyle: style)
        return UIFontDescriptor(pointSize: font.pointSize, symbolicTraits: font.isBold ? .traitBold : [],
                                postscriptName: font.fontName, design: nil, textStyle: style)
    }

    /// The descriptor with these traits in place of its own; UIKit returns `nil` when no font
    /// has them, which every CellKit font does.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, symbolicTraits: symbolicTraits, postscriptName: postscriptName, design: design,
                         textStyle: textStyle)
    }

    /// The descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, symbolicTraits: symbolicTraits, postscriptName: postscriptName, design: design,
                         textStyle: textStyle)
    }

    /// The descriptor in a system design (iOS 13); kept: cells have one typeface.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, symbolicTraits: symbolicTraits, postscriptName: postscriptName, design: design,
                         textStyle: textStyle)
    }

    /// The traits of a font descriptor, as UIKit's (Core Text's values).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font (iOS 13), as UIKit's.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
