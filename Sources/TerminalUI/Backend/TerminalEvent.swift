/// Something the terminal reports.
package enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// A mouse click on a terminal cell.
    case click(column: Int, row: Int)
    /// The terminal changed size.
    case resize(columns: Int, rows: Int)
}
