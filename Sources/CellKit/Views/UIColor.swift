import Foundation

/// A colour, as UIKit gives it: red, green, blue and alpha components (sRGB, 0 to 1), and UIKit's
/// named, system and semantic colours with their light-appearance values.
///
/// CellKit draws a colour as one of a terminal's eight (`cellColor`, CellKit's own): the one of
/// the nearest hue, or black or white for a grey. A colour more than half transparent draws
/// nothing, and UIKit's semantic colours that follow the appearance (`label`,
/// `systemBackground`, `separator`, the fills, …) draw in the terminal's own foreground and
/// background, which already follow the user's choice of light or dark [sim].
open class UIColor: NSObject, @unchecked Sendable {
    private let red: CGFloat, green: CGFloat, blue: CGFloat
    private let alpha: CGFloat
    /// Whether the colour follows the appearance (a semantic colour): drawn in the terminal's own
    /// colours.
    private let followsAppearance: Bool
    /// CellKit's own: the colour given as a terminal colour, which it is drawn as exactly.
    private let givenCellColor: CellColor?
    /// CellKit's own: the terminal colour this colour is drawn as; `nil` draws in the terminal's
    /// own colour (a semantic colour) or nothing (a colour more than half transparent). Worked out
    /// once: every frame draws with it.
    public let cellColor: CellColor?

    /// Creates a colour from its red, green, blue and alpha components (sRGB, 0 to 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        followsAppearance = false
        givenCellColor = nil
        cellColor = CellColor.nearest(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// Creates a colour from Display P3 components, read as sRGB's (cells show a few colours
    /// either way).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour that tiles an image. [sim] Cells fill with one colour, not an image: the pattern
    /// is drawn as a mid grey.
    public convenience init(patternImage image: UIImage) {
        self.init(white: 0.5, alpha: 1)
    }

    /// Creates a grey from its brightness (0 black, 1 white) and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from its hue (0 to 1 around the colour wheel), saturation, brightness and
    /// alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case ..<1: (chroma, x, 0)
        case ..<2: (x, chroma, 0)
        case ..<3: (0, chroma, x)
        case ..<4: (0, x, chroma)
        case ..<5: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// Creates a colour with a layer's colour's components.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.components.red, green: cgColor.components.green, blue: cgColor.components.blue,
                  alpha: cgColor.alpha)
    }

    /// CellKit's own: a colour drawn as exactly this terminal colour.
    public init(cellColor: CellColor) {
        let components = CellColor.components(of: cellColor)
        red = components.red
        green = components.green
        blue = components.blue
        alpha = 1
        followsAppearance = false
        givenCellColor = cellColor
        self.cellColor = cellColor
        super.init()
    }

    /// A semantic colour with its light-appearance components.
    private init(semantic red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red / 255
        self.green = green / 255
        self.blue = blue / 255
        self.alpha = alpha
        followsAppearance = true
        givenCellColor = nil
        cellColor = nil
        super.init()
    }

    private convenience init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
    }

    /// The colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if followsAppearance { return UIColor(semantic: red * 255, green * 255, blue * 255, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour's red, green, blue and alpha components; true, as every CellKit colour has them.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The same colour for a layer.
    open var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha, drawnAs: cellColor)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && followsAppearance == other.followsAppearance && givenCellColor == other.givenCellColor
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: Fixed colours

    open class var black: UIColor { UIColor(cellColor: .black) }
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(cellColor: .white) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(cellColor: .red) }
    open class var green: UIColor { UIColor(cellColor: .green) }
    open class var blue: UIColor { UIColor(cellColor: .blue) }
    open class var cyan: UIColor { UIColor(cellColor: .cyan) }
    open class var yellow: UIColor { UIColor(cellColor: .yellow) }
    open class var magenta: UIColor { UIColor(cellColor: .magenta) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours (their light-appearance values)

    open class var systemRed: UIColor { UIColor(255, 59, 48) }
    open class var systemGreen: UIColor { UIColor(52, 199, 89) }
    open class var systemBlue: UIColor { UIColor(0, 122, 255) }
    open class var systemOrange: UIColor { UIColor(255, 149, 0) }
    open class var systemYellow: UIColor { UIColor(255, 204, 0) }
    open class var systemPink: UIColor { UIColor(255, 45, 85) }
    open class var systemPurple: UIColor { UIColor(175, 82, 222) }
    open class var systemTeal: UIColor { UIColor(48, 176, 199) }
    open class var systemIndigo: UIColor { UIColor(88, 86, 214) }
    open class var systemBrown: UIColor { UIColor(162, 132, 94) }
    open class var systemMint: UIColor { UIColor(0, 199, 190) }
    open class var systemCyan: UIColor { UIColor(50, 173, 230) }
    open class var systemGray: UIColor { UIColor(142, 142, 147) }
    open class var systemGray2: UIColor { UIColor(174, 174, 178) }
    open class var systemGray3: UIColor { UIColor(199, 199, 204) }
    open class var systemGray4: UIColor { UIColor(209, 209, 214) }
    open class var systemGray5: UIColor { UIColor(229, 229, 234) }
    open class var systemGray6: UIColor { UIColor(242, 242, 247) }
    open class var tintColor: UIColor { systemBlue }
    open class var link: UIColor { systemBlue }

    // MARK: Semantic colours (drawn in the terminal's own colours)

    open class var label: UIColor { UIColor(semantic: 0, 0, 0) }
    open class var secondaryLabel: UIColor { UIColor(semantic: 60, 60, 67, alpha: 0.6) }
    open class var tertiaryLabel: UIColor { UIColor(semantic: 60, 60, 67, alpha: 0.3) }
    open class var quaternaryLabel: UIColor { UIColor(semantic: 60, 60, 67, alpha: 0.18) }
    open class var placeholderText: UIColor { UIColor(semantic: 60, 60, 67, alpha: 0.3) }
    open class var separator: UIColor { UIColor(semantic: 60, 60, 67, alpha: 0.29) }
    open class var opaqueSeparator: UIColor { UIColor(semantic: 198, 198, 200) }
    open class var systemBackground: UIColor { UIColor(semantic: 255, 255, 255) }
    open class var secondarySystemBackground: UIColor { UIColor(semantic: 242, 242, 247) }
    open class var tertiarySystemBackground: UIColor { UIColor(semantic: 255, 255, 255) }
    open class var systemGroupedBackground: UIColor { UIColor(semantic: 242, 242, 247) }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(semantic: 255, 255, 255) }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(semantic: 242, 242, 247) }
    open class var systemFill: UIColor { UIColor(semantic: 120, 120, 128, alpha: 0.2) }
    open class var secondarySystemFill: UIColor { UIColor(semantic: 120, 120, 128, alpha: 0.16) }
    open class var tertiarySystemFill: UIColor { UIColor(semantic: 118, 118, 128, alpha: 0.12) }
    open class var quaternarySystemFill: UIColor { UIColor(semantic: 116, 116, 128, alpha: 0.08) }
    open class var darkText: UIColor { UIColor(semantic: 0, 0, 0) }
    open class var lightText: UIColor { UIColor(semantic: 255, 255, 255, alpha: 0.6) }
}
