/// How a cell is drawn: colours and attributes.
public struct CellStyle: Sendable, Hashable {
    /// Foreground colour; `nil` is the terminal's default.
    public var foreground: CellColor?
    /// Background colour; `nil` is the terminal's default.
    public var background: CellColor?
    public var isBold: Bool
    public var isDim: Bool
    public var isReversed: Bool
    public var isUnderlined: Bool

    public init(foreground: CellColor? = nil, background: CellColor? = nil, isBold: Bool = false,
                isDim: Bool = false, isReversed: Bool = false, isUnderlined: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.isUnderlined = isUnderlined
    }

    /// The default style: the terminal's colours, no attributes.
    public static let plain = CellStyle()
}
