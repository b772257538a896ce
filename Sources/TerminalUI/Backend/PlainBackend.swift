import CNcursesw
import CellKit
import Foundation

/// Plain mode's terminal: nothing is drawn; keys are read from standard input with the
/// terminal in cbreak mode (no echo, no line editing; signals and output processing as usual),
/// so a terminal screen reader (Fenrir, speakup, Emacspeak) reads what `PlainPrinter` prints.
@MainActor
package final class PlainBackend: TerminalBackend {
    /// Frames are composed for listeners that need them (none print them); a common size.
    package let size = (columns: 80, rows: 24)
    private let input: Int32
    private var saved: termios?
    private var pending: [UInt8] = []
    private var keys: [Key] = []

    package init(input: Int32 = STDIN_FILENO) {
        self.input = input
    }

    package func start() throws(TerminalError) {
        guard isatty(input) == 1 else { throw TerminalError("plain mode reads keys from a terminal; standard input is not one") }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw TerminalError("cannot read the terminal's settings") }
        saved = settings
        _ = rotor_crash_guard_save_modes(input)
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &settings) == 0 else {
            rotor_crash_guard_disarm()
            throw TerminalError("cannot set the terminal's settings")
        }
        // A crash puts the saved modes back (no screen to leave in plain mode).
        _ = rotor_crash_guard_arm(0)
    }

    package func stop() {
        guard var settings = saved else { return }
        tcsetattr(input, TCSANOW, &settings)
        rotor_crash_guard_disarm()
        saved = nil
    }

    /// Ctrl-Z: the terminal's own modes back for the shell, the process stopped until `fg`,
    /// then cbreak again from the modes the shell left (the user may have changed them).
    package func suspend() {
        guard var settings = saved else {
            rotor_stop_process()
            return
        }
        tcsetattr(input, TCSANOW, &settings)
        rotor_stop_process()
        var now = termios()
        if tcgetattr(input, &now) == 0 { saved = now }
        takeTerminal()
    }

    /// Continued after someone else stopped the process: cbreak again.
    package func resume() {
        takeTerminal()
    }

    /// No echo, no line editing, on the saved modes.
    private func takeTerminal() {
        guard var settings = saved else { return }
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(input, TCSANOW, &settings)
    }

    /// Plain mode draws nothing.
    package func present(_ grid: CellGrid, cursor: CursorPosition?) {}

    package func nextEvent(timeout: Double) -> TerminalEvent? {
        if !keys.isEmpty { return .key(keys.removeFirst()) }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(clamping: Int(saturating: max(0, timeout * 1000))))
        guard ready > 0 else {
            // Nothing more came: a lone Escape waiting for the rest of a sequence is Escape.
            keys += ByteKeyDecoder.flush(pending)
            pending = []
            return keys.isEmpty ? nil : .key(keys.removeFirst())
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(input, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let decoded = ByteKeyDecoder.decode(pending + buffer.prefix(count))
        keys += decoded.keys
        pending = decoded.rest
        return keys.isEmpty ? nil : .key(keys.removeFirst())
    }
}
