import CellKit
import Foundation
import SceneFormat
import ScreenReader

/// The interactive front: reads keys, performs gestures, draws frames. Handed a backend, so tests
/// drive it headless exactly as a person drives it in a terminal.
@MainActor
public final class TerminalApp {
    public let session: SceneSession
    private let backend: TerminalBackend

    public init(scene: Scene, backend: TerminalBackend) {
        self.session = SceneSession(scene: scene)
        self.backend = backend
    }

    /// The frame for the backend's current size.
    public func frame() -> CellGrid {
        let size = backend.size
        return ScreenComposer(layout: ScreenLayout(columns: size.columns, rows: size.rows)).frame(for: session)
    }

    /// Handles one event. Returns false when the app should quit.
    @discardableResult
    public func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case .resize:
            return true
        case .key(let key):
            switch KeyMap.command(for: key) {
            case .quit?: return false
            case .perform(let gesture)?:
                session.perform(gesture)
                return true
            case nil: return true
            }
        }
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
