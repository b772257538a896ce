import CellKit
import Foundation
import RotorOutput
import ScreenReader
import Session

/// Plays a screen in the terminal as `rotor play` plays a scene: the same keys, drawing,
/// VoiceOver cursor, captions, inspector and plain mode, until q or a signal.
///
/// Windows built in Swift with CellKit play in one call, from an executable's `main.swift`:
///
/// ```swift
/// import TerminalUI
///
/// let status = try TerminalPlayer(windows: [window], keeping: [dropDelegate]).play()
/// exit(status)
/// ```
///
/// `rotor play` builds its player from a scene (`Scene.makeSession()`) and plays it with this
/// same `play()`. Playing needs a terminal on standard input (and standard output, to draw);
/// it traps SIGINT, SIGTERM and SIGHUP for the process, to put the terminal back before it ends,
/// and Ctrl-Z (SIGTSTP) and SIGCONT, to hand the terminal back to the shell until `fg`.
@MainActor
public final class TerminalPlayer {
    /// How the screen is shown.
    public enum Style: Sendable {
        /// Drawn full-screen with ncurses (`rotor play`).
        case fullScreen
        /// Nothing drawn: each utterance, and the help and inspector panels, printed as lines for
        /// a terminal screen reader (`rotor play --plain`).
        case plain
    }

    /// The session played: add listeners to it (speech, a recording) before `play()`.
    public let session: ScreenSession
    /// How the screen is shown.
    public let style: Style
    /// What plain mode's first line calls the screen; the session's title unless set.
    public var heading: String
    /// Plain mode's printer once `play()` has begun, for the failure of a write it met.
    package private(set) var printer: PlainPrinter?
    /// Where to record what the terminal shows, with its timing, as an asciicast v2 file
    /// (full-screen only); `castTitle` is the recording's title.
    public var castPath: String?
    public var castTitle = ""
    /// The recording's backend once `play()` has begun, for the failure of a write it met.
    private var recording: NcursesBackend?
    /// The first write to the cast file that failed, if any.
    package var castFailure: OutputError? { recording?.castFailure }

    /// Where an object is described in the scene's file, as `file:line:column`, for the line a
    /// read all past its limit shows (`TerminalApp.locate`).
    package var locate: ((UIResponder) -> String?)?

    /// A player for a session (one from `Scene.makeSession()`, or windows built in Swift).
    public init(session: ScreenSession, style: Style = .fullScreen) {
        self.session = session
        self.style = style
        self.heading = session.title
    }

    /// A player for windows built in Swift, back to front, speaking `language`. `keeping` holds
    /// what the windows hold only weakly (drag and drop delegates) as long as the player;
    /// `title` names the screen in the status line.
    public convenience init(windows: [UIWindow], title: String = "", language: Language = .english,
                            keeping objects: [AnyObject] = [], style: Style = .fullScreen) {
        self.init(session: ScreenSession(windows: windows, language: language, title: title, keeping: objects), style: style)
    }

    /// Plays until q (returns 0) or a trapped signal (returns 128 + its number); the terminal is
    /// put back on every path. Throws a `TerminalError` when there is no terminal to play in
    /// (or ncurses cannot use it), and, in plain mode, an error when its first line cannot be
    /// written; a write that fails later leaves the keys working and is kept for the caller.
    public func play() throws -> Int32 {
        let drawsToTerminal = style == .fullScreen
        guard isatty(STDIN_FILENO) == 1, !drawsToTerminal || isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError("needs a terminal on stdin\(drawsToTerminal ? " and stdout" : "")")
        }
        let signals = SignalTrap()
        signals.install()
        recording = drawsToTerminal ? castPath.map { NcursesBackend(recordingTo: $0, title: castTitle) } : nil
        let backend: TerminalBackend = drawsToTerminal ? recording ?? NcursesBackend() : PlainBackend()
        if style == .plain {
            let heading = heading.isEmpty ? "" : " \(heading)."
            try TextOutput.standardOutput.write(line: "Rotor, plain mode.\(heading) Press ? for the keys, q to quit.")
            let printer = PlainPrinter(output: .standardOutput)
            session.listeners.append(printer)
            self.printer = printer
        }
        return try play(on: backend, signals: signals)
    }

    /// Plays on `backend` (a headless one in tests) until q, or a signal `signals` caught.
    package func play(on backend: TerminalBackend, signals: SignalTrap = SignalTrap()) throws(TerminalError) -> Int32 {
        let app = TerminalApp(session: session, backend: backend)
        app.locate = locate
        return try app.run(signals: signals)
    }
}
