/// Something the terminal reports.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The terminal changed size.
    case resize(columns: Int, rows: Int)
}
