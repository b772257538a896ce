import CellKit
import RotorTestSupport
import SceneFormat
import Testing
import TerminalUI

/// Drives the front headless, key by key, as a person at an 80×24 terminal would.
@MainActor
struct Pilot {
    let backend = HeadlessBackend(columns: 80, rows: 24)
    let app: TerminalApp

    init(scene name: String) throws {
        app = TerminalApp(scene: try SceneLoader.load(path: SceneLibrary.path(for: name)), backend: backend)
        app.session.start()
    }

    /// Presses keys; returns false if one of them quit.
    @discardableResult
    func press(_ keys: Key...) -> Bool {
        for key in keys {
            guard app.handle(.key(key)) else { return false }
            app.session.finger.clock.runUntilIdle()
        }
        return true
    }

    var screen: String { app.frame().text }
    var lastCaption: String? { app.session.captions.last?.text }
}

@MainActor
@Suite("The terminal front, headless")
struct PilotTests {
    @Test func theIdleScreenShowsTheSceneTheCursorAndTheFirstCaption() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        Golden.assertMatches(pilot.screen, named: "wwdc-story-idle.80x24")
    }

    @Test func theStoryByKeys() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.right)
        #expect(pilot.lastCaption == "February: 30. Actions available.")
        pilot.press(.character("]"))
        #expect(pilot.lastCaption == "Actions")
        pilot.press(.down, .enter)
        #expect(pilot.lastCaption == "Drag started, Drag bar data")
        #expect(pilot.screen.contains("Dragging 1 item"))
        Golden.assertMatches(pilot.screen, named: "wwdc-story-dragging.80x24")
        pilot.press(.right, .right, .down, .down)
        #expect(pilot.lastCaption == "Drop into attachments")
        pilot.press(.enter)
        #expect(pilot.lastCaption == "Dropped, Drop into attachments")
        #expect(pilot.screen.contains("• Bar: 30"))
        #expect(!pilot.screen.contains("Dragging"))
        #expect(pilot.press(.character("q")) == false)
    }

    @Test func escapeDuringADragCancelsItAndNothingChanges() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("]"), .down, .enter)
        #expect(pilot.app.session.finger.isDragging)
        pilot.press(.escape)
        #expect(pilot.lastCaption == "Drag cancelled")
        #expect(!pilot.app.session.finger.isDragging)
        #expect((pilot.app.session.scene.view("attachments") as? ListView)?.items == [])
    }

    @Test func aTerminalTooSmallSaysSo() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.backend.enqueue([.resize(columns: 30, rows: 8)])
        _ = pilot.backend.nextEvent(timeout: 0)
        #expect(pilot.screen.contains("Rotor needs at least 40×12"))
    }
}
