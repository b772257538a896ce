import CellKit
import CNcursesw
import Foundation
import RotorOutput

/// A real terminal through ncursesw. Writes only the cells that changed since the last frame.
@MainActor
package final class NcursesBackend: TerminalBackend {
    private var screen: OpaquePointer?
    private var previous: CellGrid?
    /// Whether the terminal cursor is shown (on the focused element).
    private var showsCursor = false
    private var hasColors = false
    /// Ctrl+arrow codes, which the terminal's description defines (xterm: kLFT5, kRIT5).
    private var extendedCodes = KeyDecoder.ExtendedCodes()

    /// Where the frames go: the terminal on stdin and stdout, or a file (for counting bytes).
    private let output: Output

    private enum Output {
        case terminal
        case file(path: String, term: String, columns: Int, rows: Int)
        /// The terminal, with what it is sent recorded as an asciicast v2 file.
        case cast(path: String, title: String)
    }

    /// Why the cast could not be written, once the backend has stopped; `nil` when it was.
    package private(set) var castFailure: OutputError?
    /// The cast file while recording: written beside its path and put there when the backend
    /// stops (`OutputFile`), so a cast is never half written where a player finds it.
    private var castFile: OutputFile?

    /// A backend on the terminal on stdin and stdout.
    package init() {
        output = .terminal
    }

    /// A backend on the terminal on stdin and stdout that also records, with real timing, every
    /// byte curses sends the terminal as an asciicast v2 file (the format asciinema plays and its
    /// web player embeds), titled `title`. The cast ends on the last frame, before the terminal
    /// is put back.
    package init(recordingTo path: String, title: String) {
        output = .cast(path: path, title: title)
    }

    /// A backend that writes what it would send a terminal of type `term` to a file, so a
    /// benchmark can count the bytes a frame costs. It reads no input.
    package init(writingTo path: String, term: String = "xterm-256color", columns: Int = 80, rows: Int = 24) {
        output = .file(path: path, term: term, columns: columns, rows: rows)
    }

    /// How many bytes have been written so far when writing to a file; `nil` on a terminal.
    package var bytesWritten: Int? {
        guard case .file = output, screen != nil else { return nil }
        let size = rotor_output_size()
        return size < 0 ? nil : size
    }

    package var size: (columns: Int, rows: Int) {
        screen == nil ? (0, 0) : (Int(rotor_cols()), Int(rotor_lines()))
    }

    /// Starts curses on stdin and stdout, which must be terminals.
    package func start() throws(TerminalError) {
        guard screen == nil else { return }
        if case .file(let path, let term, let columns, let rows) = output {
            setlocale(LC_ALL, "C.UTF-8")
            guard let started = rotor_newterm_file(term, path, Int32(clamping: rows), Int32(clamping: columns)) else {
                throw TerminalError("cannot write a \(term) screen to \(path)")
            }
            screen = started
            setUp()
            return
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError("stdin and stdout must be a terminal")
        }
        // Saved before curses changes them, so that a crash can put them back (rotor_crash_guard).
        _ = rotor_crash_guard_save_modes(STDIN_FILENO)
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
        let newScreen: OpaquePointer?
        if case .cast(let path, let title) = output {
            let file: OutputFile
            do {
                file = try OutputFile(creatingAt: path)
            } catch {
                throw TerminalError(error.description)
            }
            errno = 0
            newScreen = rotor_newterm_cast(file.fileDescriptor, VisibleText.sanitize(title))
            if newScreen == nil, errno != 0 {
                let code = errno
                file.discard()
                throw TerminalError(OutputError(creating: path, code: code).description)
            }
            castFile = file
        } else {
            newScreen = rotor_newterm()
        }
        guard let started = newScreen else {
            let term = ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
            throw TerminalError("the terminal type TERM=\(term) is not usable; try TERM=xterm-256color")
        }
        // A terminal that cannot move its cursor (TERM=dumb) would scroll frames past instead.
        if let cup = tigetstr("cup"), Int(bitPattern: cup) > 0 {
            screen = started
        } else {
            endwin()
            delscreen(started)
            // Nothing was played: what was at the cast's path stays.
            finishCast(keeping: false)
            rotor_crash_guard_disarm()
            let term = ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
            throw TerminalError("the terminal type TERM=\(term) cannot move the cursor, which Rotor's screen needs; "
                                + "try TERM=xterm-256color, or `rotor run` for a transcript")
        }
        setUp()
        _ = rotor_crash_guard_arm(1)
    }

    /// Closes the cast, if there is one, and puts it in its place, keeping why it could not be
    /// written (a cast that failed part-way leaves what was at its path).
    private func finishCast(keeping: Bool = true) {
        guard case .cast(let path, _) = output else { return }
        let code = rotor_cast_finish()
        guard let file = castFile else { return }
        castFile = nil
        guard keeping else {
            file.discard()
            return
        }
        guard code == 0 else {
            file.discard()
            castFailure = OutputError(writing: path, code: code)
            return
        }
        do {
            try file.close()
        } catch {
            castFailure = error
        }
    }

    /// Modes, keys and colours, once curses has started.
    private func setUp() {
        cbreak()
        noecho()
        nonl()
        keypad(rotor_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        showsCursor = false
        rotor_enable_mouse()
        extendedCodes = KeyDecoder.ExtendedCodes(controlLeft: Self.definedKey("\u{1B}[1;5D", capability: "kLFT5"),
                                                 controlRight: Self.definedKey("\u{1B}[1;5C", capability: "kRIT5"))
        if has_colors() {
            start_color()
            use_default_colors()
            // One pair for each foreground and background, the terminal's default as the ninth.
            if rotor_colors() >= 8, rotor_color_pairs() >= 82 {
                for foreground in 0..<9 {
                    for background in 0..<9 {
                        init_pair(Int16(1 + foreground * 9 + background),
                                  Int16(foreground == 8 ? -1 : foreground), Int16(background == 8 ? -1 : background))
                    }
                }
                hasColors = true
            }
        }
        previous = nil
    }

    package func stop() {
        guard let current = screen else { return }
        if case .cast = output { rotor_cast_stop_recording() }
        curs_set(1)
        endwin()
        delscreen(current)
        finishCast()
        rotor_crash_guard_disarm()
        screen = nil
        previous = nil
    }

    /// Ctrl-Z: the terminal put back as the shell had it (the alternate screen left, its
    /// modes; with a cast, the real terminal too, not only the pseudo-terminal curses draws
    /// on), the process stopped until `fg`, then the terminal taken again; the next frame is
    /// drawn whole. The cast leaves out the time away: recording stops before and starts after.
    package func suspend() {
        guard screen != nil else {
            rotor_stop_process()
            return
        }
        let isCast = if case .cast = output { true } else { false }
        if isCast { rotor_cast_stop_recording() }
        endwin()
        if isCast { rotor_cast_release_terminal() }
        rotor_stop_process()
        // The shell's modes are read again: they are what the user wants back at the end.
        if isCast { rotor_cast_take_terminal(1) }
        // The next refresh puts curses' own modes and screen back (ncurses does so after
        // endwin); the frame is drawn whole, over whatever the shell left.
        previous = nil
    }

    /// The process was stopped and continued by someone else (`kill -STOP`, then `fg`): the
    /// shell may have set the terminal's modes for itself meanwhile, so they are set again,
    /// and the next frame is drawn whole.
    package func resume() {
        guard screen != nil else { return }
        if case .cast = output { rotor_cast_take_terminal(0) }
        reset_prog_mode()
        previous = nil
    }

    package func present(_ grid: CellGrid, cursor: CursorPosition?) {
        guard screen != nil else { return }
        let old = previous.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        if old == nil { wclear(rotor_stdscr()) }
        let limitRows = min(grid.height, Int(rotor_lines()))
        let limitColumns = min(grid.width, Int(rotor_cols()))
        for row in 0..<limitRows {
            for column in 0..<limitColumns {
                guard let cell = grid[column, row], !cell.isContinuation else { continue }
                if let old, old[column, row] == cell { continue }
                put(cell, column: column, row: row)
            }
        }
        if let cursor, cursor.row < limitRows, cursor.column < limitColumns {
            wmove(rotor_stdscr(), Int32(clamping: cursor.row), Int32(clamping: cursor.column))
            if !showsCursor { curs_set(1) }
            showsCursor = true
        } else if showsCursor {
            curs_set(0)
            showsCursor = false
        }
        wnoutrefresh(rotor_stdscr())
        doupdate()
        previous = grid
    }

    private func put(_ cell: Cell, column: Int, row: Int) {
        var attributes = rotor_attr_normal()
        if cell.style.isBold { attributes |= rotor_attr_bold() }
        if cell.style.isDim { attributes |= rotor_attr_dim() }
        if cell.style.isReversed { attributes |= rotor_attr_reverse() }
        if cell.style.isUnderlined { attributes |= rotor_attr_underline() }
        var pair: Int16 = 0
        if hasColors {
            // Plain cells too take the pair of the terminal's own colours rather than pair 0:
            // from a coloured cell to a plain one, curses then changes only the colour, where
            // going back to pair 0 resets every attribute as well (a third more bytes for each
            // move of the VoiceOver cursor).
            let foreground = cell.style.foreground?.rawValue ?? 8
            let background = cell.style.background?.rawValue ?? 8
            pair = Int16(1 + foreground * 9 + background)
        }
        var text: [wchar_t] = String(cell.character).unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        text.append(0)
        _ = rotor_put_cell(Int32(clamping: row), Int32(clamping: column), text, attributes, pair)
    }

    package func nextEvent(timeout: Double) -> TerminalEvent? {
        guard screen != nil else { return nil }
        wtimeout(rotor_stdscr(), Int32(clamping: Int(saturating: max(0, timeout * 1000))))
        var value: UInt32 = 0
        let status = rotor_get_wch(rotor_stdscr(), &value)
        if status == ERR { return nil }
        if status == rotor_key_code_yes() {
            if Int32(truncatingIfNeeded: value) == rotor_key_resize() {
                previous = nil
                return .resize(columns: Int(rotor_cols()), rows: Int(rotor_lines()))
            }
            if Int32(truncatingIfNeeded: value) == rotor_key_mouse() {
                var row: Int32 = 0, column: Int32 = 0
                guard rotor_mouse_click(&row, &column) != 0 else { return nil }
                return .click(column: Int(column), row: Int(row))
            }
            return KeyDecoder.key(for: .keyCode(Int32(truncatingIfNeeded: value)), extended: extendedCodes).map(TerminalEvent.key)
        }
        return KeyDecoder.key(for: .character(value)).map(TerminalEvent.key)
    }

    /// The key code the terminal's description gives a capability, or the code ncurses
    /// assigns the sequence xterm-like terminals send for it.
    private static func definedKey(_ sequence: String, capability: String) -> Int32? {
        if let string = tigetstr(capability), Int(bitPattern: string) > 0 {
            let code = key_defined(string)
            if code > 0 { return code }
        }
        let code = key_defined(sequence)
        return code > 0 ? code : nil
    }
}
