extension UIStackView {
    /// Where the arranged views sit across the stack's axis.
    ///
    /// CellKit draws no fonts, so a line of text's baseline is its row: `firstBaseline` aligns
    /// the views' tops (as `top` does) and `lastBaseline` their bottoms (as `bottom` does). [sim]
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack across its axis.
        case fill = 0
        /// Views at the leading edge (a vertical stack) or the top (a horizontal one).
        case leading = 1
        case firstBaseline = 2
        /// Views centred across the axis.
        case center = 3
        /// Views at the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing = 4
        case lastBaseline = 5

        /// The top, for a horizontal stack: the same as `leading`.
        public static var top: Alignment { .leading }
        /// The bottom, for a horizontal stack: the same as `trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
