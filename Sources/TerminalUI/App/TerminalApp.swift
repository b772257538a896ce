import CellKit
import Foundation
import SceneFormat
import ScreenReader

/// The interactive front: reads keys and clicks, performs gestures, toggles panels, draws
/// frames. Handed a backend, so tests drive it headless exactly as a person drives it in a
/// terminal. Listeners hear each gesture and what it said (plain output, a recording, speech).
@MainActor
public final class TerminalApp {
    public let session: SceneSession
    public internal(set) var state = FrontState()
    private let backend: TerminalBackend
    /// Who hears the run's events, in order.
    public var listeners: [SessionListener] = []

    public init(scene: Scene, backend: TerminalBackend, language: Language? = nil) {
        self.session = SceneSession(scene: scene, language: language)
        self.backend = backend
    }

    private var layout: ScreenLayout {
        let size = backend.size
        return ScreenLayout(columns: size.columns, rows: size.rows)
    }

    /// The frame for the backend's current size, scrolled to keep the focus in view.
    public func frame() -> CellGrid {
        let layout = layout
        if !layout.isTooSmall {
            // The scene area less the margin the cursor's frame needs.
            let area = layout.sceneArea
            let size = CGSize(width: area.width - (layout.sceneOrigin.x - area.minX),
                              height: area.height - (layout.sceneOrigin.y - area.minY))
            let extent = session.scene.windows.filter { !$0.isHidden }.reduce(CGRect.null) { $0.union($1.frame) }
            state.scroll(toShow: session.screenReader.focusedElement?.frame, in: size,
                         sceneExtent: extent.isNull ? .zero : extent)
        }
        return ScreenComposer(layout: layout).frame(for: session, state: state)
    }

    /// Where the terminal cursor goes with the last frame: the focused element's first cell.
    public func cursor() -> CursorPosition? {
        ScreenComposer(layout: layout).cursor(for: session, state: state)
    }

    /// Draws the current frame, with the terminal cursor on the focus.
    public func present() {
        let grid = frame()
        backend.present(grid, cursor: cursor())
    }

    /// Focuses the first element and speaks it, as when the screen appears.
    public func start() {
        notify(.started(said: session.start()))
    }

    /// Handles one event. Returns false when the app should quit.
    @discardableResult
    public func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case .resize:
            return true
        case .click(let column, let row):
            let layout = layout
            guard layout.sceneArea.contains(CGPoint(x: column, y: row)) else { return true }
            let point = CGPoint(x: CGFloat(column) - layout.sceneOrigin.x + state.sceneOffset.x,
                                y: CGFloat(row) - layout.sceneOrigin.y + state.sceneOffset.y)
            state.showsRotorRing = false
            perform(.touch(point))
            return true
        case .key(let key):
            guard let command = KeyMap.command(for: key) else { return true }
            return perform(command)
        }
    }

    /// Performs a gesture as a key would: what falls due at once runs, and listeners hear it.
    /// Returns what was said.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        let said = session.perform(gesture) + session.settle()
        state.showsRotorRing = gesture == .rotateClockwise || gesture == .rotateCounterclockwise
        notify(.performed(gesture, said: said))
        return said
    }

    /// Lets virtual time pass, as the wall clock does in an interactive run.
    @discardableResult
    public func wait(_ seconds: TimeInterval) -> [Utterance] {
        wait(until: session.finger.clock.now + max(0, seconds))
    }

    /// Lets virtual time pass up to `time` (seconds since the scene appeared); listeners hear
    /// what was announced meanwhile. Returns it.
    @discardableResult
    public func wait(until time: TimeInterval) -> [Utterance] {
        let clock = session.finger.clock
        let seconds = max(0, time - clock.now)
        let busy = !clock.isIdle
        let said = session.wait(until: time)
        notify(.waited(seconds, said: said, clockWasBusy: busy))
        return said
    }

    /// Switches the screen reader's language, as `l` does; listeners hear its name said.
    @discardableResult
    public func switchLanguage(to language: Language) -> Utterance {
        let said = session.switchLanguage(to: language)
        notify(.switchedLanguage(language, said: said))
        return said
    }

    private func perform(_ command: Command) -> Bool {
        state.showsRotorRing = false
        switch command {
        case .quit:
            return false
        case .perform(let gesture):
            perform(gesture)
        case .toggleInspector:
            state.toggle(.inspector)
            if state.panel == .inspector {
                notify(.displayed(lines: InspectorReport(session: session).lines(fitting: .max)))
            }
        case .toggleHelp:
            state.toggle(.help)
            if state.panel == .help {
                notify(.displayed(lines: KeyMap.helpLines.map { "\($0.keys): \($0.meaning)" }))
            }
        case .toggleCurtain:
            state.isCurtainOn.toggle()
        case .cycleLanguage:
            let all = Language.allCases
            let current = all.firstIndex(of: session.screenReader.language) ?? 0
            switchLanguage(to: all[(current + 1) % all.count])
        }
        return true
    }

    /// Whether an event still acts while the "terminal too small" message shows: a resize, and q.
    static func actsWhileTooSmall(_ event: TerminalEvent) -> Bool {
        switch event {
        case .resize: true
        case .key(let key): KeyMap.command(for: key) == .quit
        case .click: false
        }
    }

    /// Tells every listener.
    public func notify(_ event: SessionEvent) {
        for listener in listeners {
            listener.session(event)
        }
    }

    /// Runs until `q` or a trapped signal. Returns the process's exit status: 0 after `q`,
    /// 128 + the signal's number after a signal. The terminal is restored, and listeners hear
    /// the end, on every path.
    public func run(signals: SignalTrap) throws(TerminalError) -> Int32 {
        // Interactive runs keep virtual time with the wall clock, so loads take as long as the
        // scene says.
        try run(signals: signals, pollingEvery: 0.05, begin: start, tick: { self.wait($0) }, handle: { self.handle($0) })
    }

    /// The terminal's loop, for an interactive run and a demo alike: draws, waits up to
    /// `interval` for an event, tells `tick` how much wall-clock time passed, hands the event on.
    /// Stops when `handle` returns false (status 0) or on a trapped signal (128 + its number).
    func run(signals: SignalTrap, pollingEvery interval: Double, begin: () -> Void,
             tick: (TimeInterval) -> Void, handle: (TerminalEvent) -> Bool) throws(TerminalError) -> Int32 {
        try backend.start()
        defer {
            backend.stop()
            notify(.ended)
        }
        begin()
        var last = Date()
        while true {
            if let number = signals.received { return 128 + number }
            present()
            let event = backend.nextEvent(timeout: interval)
            let now = Date()
            tick(now.timeIntervalSince(last))
            last = now
            guard let event else { continue }
            // While the terminal is too small, nothing shows what a key would do: only q acts.
            if layout.isTooSmall, !Self.actsWhileTooSmall(event) { continue }
            if !handle(event) { return 0 }
        }
    }
}
