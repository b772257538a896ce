/// One character cell of a `CellGrid`.
public struct Cell: Sendable, Hashable {
    /// The grapheme shown in the cell. A wide grapheme is stored in its first cell; the cell to
    /// its right is a continuation.
    public var character: Character
    public var style: CellStyle
    /// True for the second cell of a wide character, which the terminal fills itself.
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in the default style.
    public static let blank = Cell()
}
