import Foundation

/// A colour as a layer holds it: its components, and the terminal colour it is drawn as.
public struct CGColor: Sendable, Hashable {
    /// The red, green and blue components (sRGB, 0 to 1).
    public let components: (red: CGFloat, green: CGFloat, blue: CGFloat)
    public let alpha: CGFloat
    /// CellKit's own: the terminal colour drawn for this colour; `nil` draws nothing (or the
    /// terminal's own colour, for a semantic colour).
    public let cellColor: CellColor?

    /// Creates a colour from its components, drawn as the nearest terminal colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue)
        self.alpha = alpha
        cellColor = CellColor.nearest(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// CellKit's own: a colour drawn as exactly this terminal colour.
    public init(cellColor: CellColor) {
        components = CellColor.components(of: cellColor)
        alpha = 1
        self.cellColor = cellColor
    }

    /// A `UIColor`'s layer colour, drawn as that colour is.
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, drawnAs cellColor: CellColor?) {
        components = (red, green, blue)
        self.alpha = alpha
        self.cellColor = cellColor
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components && lhs.alpha == rhs.alpha && lhs.cellColor == rhs.cellColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components.red)
        hasher.combine(components.green)
        hasher.combine(components.blue)
        hasher.combine(alpha)
    }
}
