import CellKit
import Foundation
import ScreenReader
import Session

/// The interactive front: reads keys and clicks, turns them into commands, and performs the
/// gestures among them as steps of a session; toggles panels; draws frames. Handed a backend,
/// so tests drive it headless exactly as a person drives it in a terminal. The session's
/// listeners hear each step and what it said (plain output, a recording, speech).
///
/// The walk of one key: `handle(.key)` → `KeyMap.command(for:)` → `step(.gesture)` →
/// `ScreenSession.step` → `ScreenReader.perform` (CellKit's views, the finger, the clock) →
/// utterances → `frame()` draws one `SessionSnapshot` with `ScreenComposer`.
@MainActor
package final class TerminalApp {
    package let session: ScreenSession
    package internal(set) var state = FrontState()
    private let backend: TerminalBackend

    /// Who hears the run's events, in order: the session's listeners.
    package var listeners: [SessionListener] {
        get { session.listeners }
        set { session.listeners = newValue }
    }

    /// A front for `session` (from a scene's `makeSession(language:)`, or windows built in
    /// Swift) on `backend`.
    package init(session: ScreenSession, backend: TerminalBackend) {
        self.session = session
        self.backend = backend
        // [sim] A key's read all is one step the front waits for: it reads at most this many
        // elements (VoiceOver has no limit, but it reads while the person listens), so a table of
        // a million rows cannot hold the terminal for minutes. A session given a limit keeps it.
        if session.readAllLimit == nil { session.readAllLimit = Self.readAllLimit }
    }

    /// The most a read all from a key may cost (`ReadAllProgress.cost`): far more than any screen
    /// a person listens through, and a fraction of a second of work (a scene file's floor,
    /// `Scene.readAllFloor`).
    package static let readAllLimit = 40_000

    /// Where an object is described, as `file:line:column`, if it or a view around it is (a
    /// scene's `Scene.lineAndColumn(of:)`): the one line a read all past its limit shows begins
    /// with the place of the element it would start from, or stopped at.
    package var locate: ((UIResponder) -> String?)?

    private var layout: ScreenLayout {
        let size = backend.size
        return ScreenLayout(columns: size.columns, rows: size.rows)
    }

    /// The frame for the backend's current size, as the front stands: scrolled where the last
    /// step left the focus, with the captions it has paged. Reading it changes nothing.
    package func frame() -> CellGrid {
        ScreenComposer(layout: layout).frame(for: session, snapshot: session.snapshot(), state: state)
    }

    /// Where the terminal cursor goes with the last frame: the focused element's first cell.
    package func cursor() -> CursorPosition? {
        ScreenComposer(layout: layout).cursor(for: session.snapshot(), state: state)
    }

    /// Draws the current frame, with the terminal cursor on the focus: both from one look at
    /// the session's state.
    package func present() {
        let layout = layout
        let snapshot = session.snapshot()
        settle(to: snapshot, in: layout)
        let composer = ScreenComposer(layout: layout)
        backend.present(composer.frame(for: session, snapshot: snapshot, state: state),
                        cursor: composer.cursor(for: snapshot, state: state))
    }

    /// Brings the front's own state up to the session's: scrolls to keep the focus in view
    /// (never past the scene's edge) and pages the new captions. Every step and event ends with
    /// it, and so does each present (the terminal may have been resized).
    private func settle(to snapshot: SessionSnapshot, in layout: ScreenLayout) {
        if !layout.isTooSmall {
            // The scene area less the margin the cursor's frame needs.
            let area = layout.sceneArea
            let size = CGSize(width: area.width - (layout.sceneOrigin.x - area.minX),
                              height: area.height - (layout.sceneOrigin.y - area.minY))
            // The front scrolls in cells; the frames are points of the session's screen.
            let metrics = snapshot.cellMetrics
            let extent = snapshot.windows.filter { !$0.isHidden }.reduce(CGRect.null) { $0.union($1.frame) }
            state.scroll(toShow: snapshot.focusFrame.map(metrics.cells), in: size,
                         sceneExtent: extent.isNull ? .zero : metrics.cells(extent))
        }
        state.captionPage.take(snapshot.captions, total: snapshot.captionCount)
    }

    private func settle() {
        settle(to: session.snapshot(), in: layout)
    }

    /// Focuses the first element and speaks it, as when the screen appears.
    package func start() {
        session.start()
    }

    /// Handles one event. Returns false when the app should quit.
    @discardableResult
    package func handle(_ event: TerminalEvent) -> Bool {
        defer { settle() }
        switch event {
        case .resize:
            return true
        case .click(let column, let row):
            let layout = layout
            guard layout.sceneArea.contains(CGPoint(x: column, y: row)) else { return true }
            // The cell clicked on the screen, and the point at its centre.
            let cell = (column: Int(saturating: CGFloat(column) - layout.sceneOrigin.x + state.sceneOffset.x),
                        row: Int(saturating: CGFloat(row) - layout.sceneOrigin.y + state.sceneOffset.y))
            let metrics = session.screen?.cellMetrics ?? .cells
            step(.gesture(.touch(metrics.centre(ofColumn: cell.column, row: cell.row))))
            return true
        case .key(let key):
            guard let command = KeyMap.command(for: key) else { return true }
            return perform(command)
        }
    }

    /// Takes one step of the session as the front does (a key's gesture, the wall clock's
    /// time, a language): the rotor ring shows after a rotation until the next gesture.
    /// Returns what was said.
    @discardableResult
    package func step(_ step: SessionStep) -> [Utterance] {
        if case .gesture(let gesture) = step {
            state.showsRotorRing = gesture == .rotateClockwise || gesture == .rotateCounterclockwise
        }
        defer { settle() }
        let said = session.step(step)
        if case .gesture(.readAll) = step, let progress = session.lastReadAll, progress.stoppedAtLimit {
            readAllReachedLimit(progress)
        }
        return said
    }

    /// Says in one line that a read all from a key met the limit (plain mode prints it; the
    /// status line shows it until the next key): refused before its first word, or stopped.
    private func readAllReachedLimit(_ progress: ReadAllProgress) {
        let limit = session.readAllLimit ?? Self.readAllLimit
        let place = session.screenReader.focusedElement.flatMap { locate?($0.object) }.map { $0 + ": " } ?? ""
        let line = if let foreseen = progress.foreseen {
            "\(place)read all would cost at least \(foreseen), past the \(limit) a read all may here, so it read nothing"
        } else {
            "\(place)read all stopped at the \(limit) a read all may here, after \(progress.read) elements"
        }
        state.readAllNotice = progress.foreseen == nil ? "Read all stopped: \(limit) at most" : "Read all refused: \(limit) at most"
        session.notify(.displayed(lines: [line]))
    }

    private func perform(_ command: Command) -> Bool {
        state.showsRotorRing = false
        state.showsVerbosity = false
        state.readAllNotice = nil
        switch command {
        case .quit:
            return false
        case .perform(let gesture):
            step(.gesture(gesture))
        case .toggleInspector:
            state.toggle(.inspector)
            if state.panel == .inspector {
                session.notify(.displayed(lines: InspectorReport(session: session).lines(fitting: .max)))
            }
        case .scrollLogBack, .scrollLogForward:
            // Only the open inspector scrolls; plain mode prints the whole log with it.
            guard state.panel == .inspector else { break }
            let page = InspectorReport.logPage(fitting: ScreenComposer(layout: layout).inspectorLines)
            state.scrollLog(pages: command == .scrollLogBack ? -1 : 1, page: page, count: session.finger.log.events.count)
        case .toggleHelp:
            state.toggle(.help)
            if state.panel == .help {
                session.notify(.displayed(lines: KeyMap.helpLines.map { "\($0.keys): \($0.meaning)" }))
            }
        case .toggleCurtain:
            step(.curtain(!session.isCurtainOn))
        case .cycleLanguage:
            let all = Language.allCases
            let current = all.firstIndex(of: session.screenReader.language) ?? 0
            step(.language(all[(current + 1) % all.count]))
        case .cycleActionsVerbosity:
            step(.actionsVerbosity(session.screenReader.verbosity.actions.next))
            verbosityDidChange()
        case .toggleHints:
            step(.hints(!session.screenReader.verbosity.speaksHints))
            verbosityDidChange()
        }
        return true
    }

    /// Shows the Verbosity settings in the status line until the next key. The step said the
    /// new setting, which plain mode prints and a recording writes.
    private func verbosityDidChange() {
        state.showsVerbosity = true
    }

    /// Whether an event still acts while the "terminal too small" message shows: a resize, and q.
    static func actsWhileTooSmall(_ event: TerminalEvent) -> Bool {
        switch event {
        case .resize: true
        case .key(let key): KeyMap.command(for: key) == .quit
        case .click: false
        }
    }

    /// Runs until `q` or a trapped signal. Returns the process's exit status: 0 after `q`,
    /// 128 + the signal's number after a signal. The terminal is restored, and listeners hear
    /// the end, on every path.
    package func run(signals: SignalTrap) throws(TerminalError) -> Int32 {
        // Interactive runs keep virtual time with the wall clock, so loads take as long as the
        // scene says.
        try run(signals: signals, pollingEvery: 0.05, begin: start, tick: { elapsed in
            // Idle time changes nothing on screen unless the app had work scheduled (a load, a
            // placeholder) or announced something.
            let wasIdle = self.session.clock.isIdle
            let said = self.step(.wait(elapsed))
            return !wasIdle || !said.isEmpty
        }, handle: { self.handle($0) })
    }

    /// The terminal's loop, for an interactive run and a demo alike: draws, waits up to
    /// `interval` for an event, tells `tick` how much wall-clock time passed (it returns whether
    /// the screen may have changed), hands the event on.
    /// Stops when `handle` returns false (status 0) or on a trapped signal (128 + its number).
    func run(signals: SignalTrap, pollingEvery interval: Double, begin: () -> Void,
             tick: (TimeInterval) -> Bool, handle: (TerminalEvent) -> Bool) throws(TerminalError) -> Int32 {
        try backend.start()
        defer {
            backend.stop()
            session.notify(.ended)
        }
        begin()
        var last = Date()
        // A frame is composed and presented only when something may have changed (an event,
        // time that ran the app's work, a demo's motion), not at every turn of the loop.
        var needsPresent = true
        while true {
            if let number = signals.received { return 128 + number }
            if signals.takeSuspension() {
                // Ctrl-Z: the terminal back to the shell until `fg`. The time away is not the
                // scene's: nothing scheduled runs out unseen meanwhile.
                backend.suspend()
                last = Date()
                needsPresent = true
            }
            if signals.takeResumption() {
                // Continued (after the stop above, or one from elsewhere): the terminal set up
                // and drawn again, whatever the shell did with it.
                backend.resume()
                needsPresent = true
            }
            if needsPresent {
                present()
                needsPresent = false
            }
            let event = backend.nextEvent(timeout: interval)
            let now = Date()
            if tick(now.timeIntervalSince(last)) { needsPresent = true }
            last = now
            guard let event else { continue }
            needsPresent = true
            // While the terminal is too small, nothing shows what a key would do: only q acts.
            if layout.isTooSmall, !Self.actsWhileTooSmall(event) { continue }
            if !handle(event) { return 0 }
        }
    }
}
