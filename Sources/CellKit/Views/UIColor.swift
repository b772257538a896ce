/// A colour, with UIKit's names for the ones a terminal can show.
public final class UIColor: Sendable, Hashable {
    /// The terminal colour drawn for this colour.
    public let cellColor: CellColor

    public init(cellColor: CellColor) {
        self.cellColor = cellColor
    }

    /// The same colour for a layer.
    public var cgColor: CGColor { CGColor(cellColor: cellColor) }

    public static let black = UIColor(cellColor: .black)
    public static let red = UIColor(cellColor: .red)
    public static let green = UIColor(cellColor: .green)
    public static let yellow = UIColor(cellColor: .yellow)
    public static let blue = UIColor(cellColor: .blue)
    public static let magenta = UIColor(cellColor: .magenta)
    public static let cyan = UIColor(cellColor: .cyan)
    public static let white = UIColor(cellColor: .white)
    public static let systemBlue = UIColor(cellColor: .blue)
    public static let systemGreen = UIColor(cellColor: .green)
    public static let systemRed = UIColor(cellColor: .red)
    public static let systemOrange = UIColor(cellColor: .yellow)

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cellColor == rhs.cellColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(cellColor) }
}
