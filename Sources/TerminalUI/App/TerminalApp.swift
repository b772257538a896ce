import CellKit
import Foundation
import SceneFormat
import ScreenReader

/// The interactive front: reads keys and clicks, performs gestures, toggles panels, draws
/// frames. Handed a backend, so tests drive it headless exactly as a person drives it in a
/// terminal.
@MainActor
public final class TerminalApp {
    public let session: SceneSession
    public private(set) var state = FrontState()
    private let backend: TerminalBackend

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
        if let focused = session.screenReader.focusedElement {
            // The scene area less the margin the cursor's frame needs.
            let area = layout.sceneArea
            let size = CGSize(width: area.width - (layout.sceneOrigin.x - area.minX),
                              height: area.height - (layout.sceneOrigin.y - area.minY))
            state.scroll(toShow: focused.frame, in: size)
        }
        return ScreenComposer(layout: layout).frame(for: session, state: state)
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
            session.perform(.touch(point))
            return true
        case .key(let key):
            guard let command = KeyMap.command(for: key) else { return true }
            return perform(command)
        }
    }

    private func perform(_ command: Command) -> Bool {
        state.showsRotorRing = false
        switch command {
        case .quit:
            return false
        case .perform(let gesture):
            session.perform(gesture)
            session.settle()
            state.showsRotorRing = gesture == .rotateClockwise || gesture == .rotateCounterclockwise
        case .toggleInspector:
            state.toggle(.inspector)
        case .toggleHelp:
            state.toggle(.help)
        case .toggleCurtain:
            state.isCurtainOn.toggle()
        case .cycleLanguage:
            let all = Language.allCases
            let current = all.firstIndex(of: session.screenReader.language) ?? 0
            session.switchLanguage(to: all[(current + 1) % all.count])
        }
        return true
    }

    /// Runs until `q` or a trapped signal. Returns the process's exit status: 0 after `q`,
    /// 128 + the signal's number after a signal. The terminal is restored on every path.
    public func run(signals: SignalTrap) throws(TerminalError) -> Int32 {
        try backend.start()
        defer { backend.stop() }
        session.start()
        var last = Date()
        while true {
            if let number = signals.received { return 128 + number }
            backend.present(frame())
            let event = backend.nextEvent(timeout: 0.05)
            let now = Date()
            // Interactive runs keep virtual time with the wall clock, so loads take as long as
            // the scene says.
            session.wait(now.timeIntervalSince(last))
            last = now
            if let event, !handle(event) { return 0 }
        }
    }
}
