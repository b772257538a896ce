/// One of the eight colours every colour terminal has, or the terminal's own default.
///
/// Cells carry these rather than RGB because the terminal can show nothing finer reliably.
public enum CellColor: Int, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}
