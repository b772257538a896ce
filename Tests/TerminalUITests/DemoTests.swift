import CellKit
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
import TerminalUI

/// Demo mode, timed on its own presentation clock: every test moves time by numbers, none sleeps.
@MainActor
@Suite("Demo mode", .cellsScreen)
struct DemoTests {
    let backend = HeadlessBackend(columns: 80, rows: 24)
    let app: TerminalApp
    let player: DemoPlayer
    let scene: Scene

    /// A demo of a shipped scene, started (its first element spoken) unless `starts` is false.
    init(scene name: String = "wwdc-story", script: Script? = nil, speed: Double = 1, starts: Bool = true) throws {
        scene = try SceneLoader.load(path: SceneLibrary.path(for: name))
        app = TerminalApp(session: scene.makeSession(), backend: backend)
        player = try DemoPlayer(app: app, script: try #require(script ?? scene.script), speed: speed)
        if starts { player.start() }
    }

    init() throws {
        try self.init(scene: "wwdc-story")
    }

    /// Plays to the end in frames of `tick` wall-clock seconds; returns how many frames it took.
    @discardableResult
    func playToEnd(tick: TimeInterval = 1.0 / 30) -> Int {
        var frames = 0
        while !player.isFinished && frames < 100_000 {
            player.advance(by: tick)
            frames += 1
        }
        return frames
    }

    /// Plays in frames of 10 ms until `phase`; false if the demo ends first.
    @discardableResult
    func play(until phase: DemoPlayer.Phase) -> Bool {
        for _ in 0..<100_000 where player.phase != phase && !player.isFinished {
            player.advance(by: 0.01)
        }
        return player.phase == phase
    }

    /// Pauses, steps by → until `phase`, and resumes; false if the demo ends first.
    @discardableResult
    func step(until phase: DemoPlayer.Phase) -> Bool {
        player.togglePause()
        defer { player.togglePause() }
        while player.phase != phase && !player.isFinished { player.step() }
        return player.phase == phase
    }

    var statusLine: String { app.frame().text.split(separator: "\n").first.map(String.init) ?? "" }
    var focusFrame: CGRect? { app.session.screenReader.focusedElement?.frame }

    @Test("a demo says what `rotor run` says, step for step, and ends saying so")
    func saysWhatTheScriptSays() throws {
        playToEnd()
        let headless = ScriptRunner(scene: try SceneLoader.load(path: SceneLibrary.path(for: "wwdc-story"))).run()
        #expect(app.session.captions.map(\.description) == headless.transcript.map(\.description))
        #expect(player.outcomes.count == scene.script?.steps.count)
        #expect(player.outcomes.allSatisfy { $0.passed != false })
        #expect(statusLine.contains("■ done: 17 steps, all as scripted"))
        #expect(statusLine.hasSuffix(" q quits "))
    }

    @Test("each gesture is named in the status line for the lead before it happens")
    func leadThenPerform() throws {
        let opening = player.pacing.dwell(for: app.session.captions, wordsPerMinute: 175)
        let opened = app.session.captions.count
        #expect(player.phase == .opening)
        player.advance(by: opening - 0.01)
        #expect(player.phase == .opening)
        player.advance(by: 0.02)
        #expect(player.phase == .leading(step: 0))
        #expect(statusLine.contains("▶ 1/17 swipe right"))
        #expect(app.session.captions.count == opened, "named, not yet performed")
        player.advance(by: player.pacing.lead)
        #expect(player.phase == .showing(step: 0))
        #expect(app.session.captions.suffix(2).map(\.text) == ["January: 12", "Actions Available."])
        #expect(statusLine.contains("▶ 1/17 swipe right"))
    }

    @Test("twice the speed plays the same script in half the time")
    func speedScalesTime() throws {
        let normal = playToEnd(tick: 0.1)
        let fast = try DemoTests(speed: 2)
        let frames = fast.playToEnd(tick: 0.1)
        #expect(abs(frames * 2 - normal) <= 2)
        #expect(abs(fast.player.elapsed - player.elapsed) < 1e-6, "the same presentation, played faster")
        #expect(throws: DemoError.self) { try DemoPlayer(app: app, script: Script(file: "x", steps: []), speed: 0) }
    }

    @Test("paused, nothing moves; → performs one step at a time and stays paused; Space resumes")
    func pauseAndStep() throws {
        #expect(player.handle(.key(.space)))
        #expect(player.isPaused)
        #expect(statusLine.contains("⏸ 0/17"))
        #expect(statusLine.contains("Space plays · → steps · q quits"))
        let opened = app.session.captions.count
        player.advance(by: 60)
        #expect(player.phase == .opening)
        #expect(app.session.captions.count == opened)

        player.handle(.key(.right))
        #expect(player.phase == .showing(step: 0))
        #expect(app.session.captions.suffix(2).map(\.text) == ["January: 12", "Actions Available."])
        #expect(player.overlay.cursorFrame == nil, "a step by → lands without a glide")
        player.handle(.key(.right))
        #expect(player.phase == .showing(step: 1))
        #expect(app.session.captions.suffix(2).map(\.text) == ["February: 30", "Actions Available."])
        player.advance(by: 60)
        #expect(player.phase == .showing(step: 1))
        #expect(statusLine.contains("⏸ 2/17 swipe right"))

        player.handle(.key(.space))
        #expect(!player.isPaused)
        player.advance(by: 60)
        #expect(player.phase != .showing(step: 1))
        #expect(player.handle(.key(.character("x"))), "other keys do nothing")
        #expect(!player.handle(.key(.character("q"))))
    }

    @Test("at 80 columns the status line shows every step's gesture and the rotor's setting in full")
    func statusLineFitsTheGestureAndTheRotor() throws {
        let steps = try #require(scene.script?.steps)
        for index in steps.indices {
            try #require(step(until: .showing(step: index)))
            let line = statusLine
            #expect(line.contains("\(index + 1)/\(steps.count) \(steps[index].actionText)"), "\(line)")
            if let setting = app.session.screenReader.rotor.setting {
                #expect(line.contains("Rotor: " + setting.name(in: app.session.screenReader.language) + " "), "\(line)")
            }
            #expect(!line.contains("…"), "\(line)")
        }
    }

    @Test("the VoiceOver cursor glides from the old focus to the new, then sits on the focus")
    func cursorGlides() throws {
        try #require(step(until: .showing(step: 4)))   // The drag has started on February.
        let before = try #require(focusFrame)
        try #require(play(until: .showing(step: 5)))   // Swipe right, to March.
        let after = try #require(focusFrame)
        #expect(after.minX > before.minX)
        player.advance(by: player.pacing.motion / 2)
        let midway = try #require(player.overlay.cursorFrame)
        #expect(midway.minX > before.minX && midway.minX < after.minX)
        // The box is drawn where the glide is: its top-left corner at the midway frame's.
        let origin = ScreenLayout(columns: 80, rows: 24).sceneOrigin
        let grid = app.frame()
        // Where a bar holds the corner's cell, the bar stays and turns the cursor's yellow.
        let corner = grid[Int(midway.minX + origin.x) - 1, Int(midway.minY + origin.y) - 1]
        #expect(corner?.character == "┏" || corner?.character == "█")
        #expect(corner?.style.foreground == .yellow)
        player.advance(by: player.pacing.motion)
        #expect(player.overlay.cursorFrame == nil)
    }

    @Test("the drag glides to the drop point the rotor picks, and lands there on the drop")
    func dragGlides() throws {
        let steps = try #require(scene.script?.steps)
        let pick = try #require(steps.firstIndex { $0.expectation?.text == "Drop into attachments" })
        try #require(step(until: .showing(step: pick - 1)))
        let from = try #require(app.session.finger.location)
        try #require(play(until: .showing(step: pick)))
        let to = try #require(app.session.finger.location)
        #expect(to != from)
        player.advance(by: player.pacing.motion / 2)
        let midway = try #require(player.overlay.dragLocation)
        #expect(midway != from && midway != to)
        #expect(min(from.x, to.x) <= midway.x && midway.x <= max(from.x, to.x))
        // The drop: the drag is over, the marker stays where it landed until the glide is done.
        try #require(play(until: .showing(step: pick + 1)))
        #expect(!app.session.finger.isDragging)
        #expect(player.overlay.dragLocation == to)
        player.advance(by: player.pacing.motion)
        #expect(player.overlay.dragLocation == nil)
    }

    @Test("a paused demo mid-drag, as drawn (golden)")
    func pausedFrame() throws {
        let steps = try #require(scene.script?.steps)
        let pick = try #require(steps.firstIndex { $0.expectation?.text == "Drop into attachments" })
        try #require(step(until: .showing(step: pick)))
        player.togglePause()
        Golden.assertMatches(app.frame().text, named: "wwdc-story-demo-paused.80x24")
    }

    @Test("a wait step lets the scene's time pass as the presentation does")
    func waitStepsPassSceneTime() throws {
        let demo = try DemoTests(scene: "photo-grid")
        let steps = try #require(demo.scene.script?.steps)
        let second = try #require(steps.firstIndex { $0.expectation?.text == "Sunset.png added" })
        try #require(demo.step(until: .showing(step: second - 1)))
        let clock = demo.app.session.finger.clock
        let start = clock.now
        try #require(demo.play(until: .waiting(step: second)))
        demo.player.advance(by: 0.5)
        #expect(abs(clock.now - (start + 0.5)) < 0.02, "half the wait has passed")
        #expect(demo.app.session.captions.last?.text != "Sunset.png added")
        try #require(demo.play(until: .showing(step: second)))
        #expect(clock.now == start + 1)
        #expect(demo.app.session.captions.last?.text == "Sunset.png added")
        #expect(demo.player.outcomes.allSatisfy { $0.passed != false })
    }

    @Test("a step that does not say what the script expects is counted at the end")
    func differencesAreCounted() throws {
        let script = try Script.parse("swipe right = February\nswipe right", file: "wrong.txt")
        let demo = try DemoTests(script: script)
        demo.playToEnd()
        #expect(demo.player.outcomes.map(\.passed) == [false, nil])
        #expect(demo.statusLine.contains("■ done: 2 steps, 1 not as scripted"))
    }

    @Test("in the terminal's loop, q quits with status 0 and listeners hear the end")
    func quitsInTheLoop() throws {
        final class Ends: SessionListener {
            var count = 0
            func session(_ event: SessionEvent) { if case .ended = event { count += 1 } }
        }
        let ends = Ends()
        let demo = try DemoTests(starts: false)
        demo.app.listeners = [ends]
        demo.backend.enqueue([.key(.space), .key(.right), .key(.character("q"))])
        #expect(try demo.player.run(signals: SignalTrap()) == 0)
        #expect(ends.count == 1)
        #expect(demo.app.session.captions.map(\.text) == ["Contact card", "January: 12", "Actions Available."],
                "the opening once, then the step")
        #expect(demo.player.phase == .showing(step: 0))
        #expect(demo.backend.frames.last?.text.contains("⏸ 1/17 swipe right") == true)
    }
}
