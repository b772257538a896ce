/// A colour as a layer holds it. On a terminal a colour is one of eight; `CGColor` carries that.
public struct CGColor: Sendable, Hashable {
    /// The terminal colour drawn for this colour.
    public let cellColor: CellColor

    public init(cellColor: CellColor) {
        self.cellColor = cellColor
    }
}
