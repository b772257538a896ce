import CellKit

/// Where frames go and events come from. The app is handed one; it never reaches for a global
/// terminal. `NcursesBackend` drives a real terminal; `HeadlessBackend` serves tests.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The size in cells.
    var size: (columns: Int, rows: Int) { get }
    func start() throws(TerminalError)
    /// Restores the terminal. Safe to call more than once.
    func stop()
    /// Shows a frame of `size`, with the terminal's cursor at `cursor` (hidden when `nil`).
    func present(_ grid: CellGrid, cursor: CursorPosition?)
    /// The next event, waiting at most `timeout` seconds; `nil` when none came.
    func nextEvent(timeout: Double) -> TerminalEvent?
}

/// Why the terminal could not be used.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
