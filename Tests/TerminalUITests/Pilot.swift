import SceneFormat
import ScreenReader
import Session
import TerminalUI

/// Drives the front headless, key by key, as a person at an 80×24 terminal would: each key goes
/// the way a typed one does (key → command → one step of the session), and the screen is the
/// frame the terminal would get.
@MainActor
struct Pilot {
    let backend: HeadlessBackend
    /// Where the windows came from, to look at its views by id.
    let scene: Scene
    let app: TerminalApp

    init(scene name: String, columns: Int = 80, rows: Int = 24, listeners: [SessionListener] = []) throws {
        backend = HeadlessBackend(columns: columns, rows: rows)
        scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        app = TerminalApp(session: scene.makeSession(), backend: backend)
        app.listeners = listeners
        app.start()
    }

    /// Presses keys; returns false if one of them quit.
    @discardableResult
    func press(_ keys: Key...) -> Bool {
        press(keys)
    }

    @discardableResult
    func press(_ keys: [Key]) -> Bool {
        for key in keys where !app.handle(.key(key)) { return false }
        return true
    }

    /// Lets virtual time pass, as the terminal's loop does with the wall clock between keys.
    func wait(_ seconds: Double) {
        app.step(.wait(seconds))
    }

    func click(column: Int, row: Int) {
        app.handle(.click(column: column, row: row))
    }

    /// Takes the backend's next event (a resize) and hands it to the app, as the loop does.
    func takeEvent() {
        if let event = backend.nextEvent(timeout: 0) { app.handle(event) }
    }

    var screen: String { app.frame().text }
    var lastCaption: String? { app.session.captions.last?.text }
    /// The last element described: what the cursor last said before any hint.
    var lastElement: String? { app.session.captions.last { $0.kind == .element }?.text }
}
