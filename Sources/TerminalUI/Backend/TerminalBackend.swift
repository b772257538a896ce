import CellKit
import CNcursesw

/// Where frames go and events come from. The app is handed one; it never reaches for a global
/// terminal. `NcursesBackend` drives a real terminal; `HeadlessBackend` serves tests.
@MainActor
package protocol TerminalBackend: AnyObject {
    /// The size in cells.
    var size: (columns: Int, rows: Int) { get }
    func start() throws(TerminalError)
    /// Restores the terminal. Safe to call more than once.
    func stop()
    /// Shows a frame of `size`, with the terminal's cursor at `cursor` (hidden when `nil`).
    func present(_ grid: CellGrid, cursor: CursorPosition?)
    /// The next event, waiting at most `timeout` seconds; `nil` when none came.
    func nextEvent(timeout: Double) -> TerminalEvent?
    /// Ctrl-Z (SIGTSTP, caught by `SignalTrap`): puts the terminal back as it was before
    /// `start()`, stops the process until it is continued (`fg`), then takes the terminal
    /// again; the next frame must draw everything. The default stops the process and nothing
    /// more.
    func suspend()
    /// The process was continued (SIGCONT) after someone else stopped it: sets the terminal up
    /// again, as its modes may have been changed meanwhile; the next frame must draw
    /// everything. The default does nothing.
    func resume()
}

extension TerminalBackend {
    package func suspend() {
        rotor_stop_process()
    }

    package func resume() {}
}
