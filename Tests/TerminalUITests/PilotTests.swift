import CellKit
import RotorTestSupport
import SceneFormat
import ScreenReader
import Session
import Testing
import TerminalUI

@MainActor
@Suite("The terminal front, headless", .cellsScreen)
struct PilotTests {
    @Test func theIdleScreenShowsTheSceneTheCursorAndTheFirstCaption() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        Golden.assertMatches(pilot.screen, named: "wwdc-story-idle.80x24")
    }

    @Test func theStoryByKeys() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.right, .right)
        #expect(pilot.lastElement == "February: 30")
        #expect(pilot.lastCaption == "Actions Available.")
        pilot.press(.character("]"))
        #expect(pilot.lastCaption == "Actions")
        Golden.assertMatches(pilot.screen, named: "wwdc-story-rotor.80x24")
        pilot.press(.down, .enter)
        #expect(pilot.lastCaption == "Drag started, Drag bar data")
        #expect(pilot.screen.contains("Dragging 1 item"))
        #expect(!pilot.screen.contains("Characters"), "the ring closes after another key")
        pilot.press(.home, .down, .down)
        #expect(pilot.lastCaption == "Drop into attachments")
        Golden.assertMatches(pilot.screen, named: "wwdc-story-dragging.80x24")
        pilot.press(.enter)
        #expect(pilot.lastCaption == "Dropped, Drop into attachments")
        #expect(pilot.screen.contains("• Bar: 30"))
        #expect(!pilot.screen.contains("Dragging"))
        #expect(pilot.press(.character("q")) == false)
    }

    @Test func ctrlArrowsSpaceAndTheLetterKeysDoWhatHelpSays() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.right, .controlRight)
        #expect(pilot.lastCaption == "Actions")
        pilot.press(.controlLeft)
        #expect(pilot.lastCaption == "Hints")
        pilot.press(.controlRight, .down, .space)
        #expect(pilot.lastCaption == "Drag started, Drag bar data")
        pilot.press(.escape, .character("r"))
        #expect(pilot.lastElement == "Jane Appleseed: Portrait, empty; Attachments, none." || pilot.app.session.captions.count > 5)
        let before = pilot.app.session.captions.count
        pilot.press(.character("s"), .character("m"))
        #expect(pilot.app.session.captions.count == before, "stop speech and an unhandled magic tap say nothing")
    }

    @Test func theInspectorShowsTheElementItsActionsAndTheCallbacks() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.right, .character("]"), .down, .enter, .character("i"))
        #expect(pilot.app.state.panel == .inspector)
        let screen = pilot.screen
        #expect(screen.contains("Label   January"))
        #expect(screen.contains("Drag bar data → graph @ (6, 11)"))
        #expect(screen.contains("Session dragging 1 item"))
        #expect(screen.contains("drag graph sessionDidMove"))
        Golden.assertMatches(screen, named: "wwdc-story-inspector.80x24")
        pilot.press(.character("i"))
        #expect(pilot.app.state.panel == nil)
    }

    /// Voice Control's names for an element are not spoken; the inspector shows them.
    @Test func theInspectorShowsAnElementsInputLabels() throws {
        let pilot = try Pilot(scene: "checkout")
        // Checkout, Tickets, Decrement, Increment, then the page control.
        pilot.press(.right, .right, .right, .right, .character("i"))
        #expect(pilot.lastElement?.hasPrefix("Photos: page 2 of 3") == true)
        #expect(pilot.screen.contains("Input   Page control"))
    }

    @Test func helpListsEveryKey() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("?"))
        let screen = pilot.screen
        for line in KeyMap.helpLines {
            #expect(screen.contains(line.meaning), "\(line.meaning)")
        }
        Golden.assertMatches(screen, named: "wwdc-story-help.80x24")
    }

    @Test func theCurtainHidesTheSceneWhileSpeechGoesOn() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("c"), .right)
        let screen = pilot.screen
        #expect(!screen.contains("Sales"))
        #expect(screen.contains("Screen curtain on"))
        #expect(pilot.lastElement == "January: 12")
        #expect(pilot.app.session.captions.map(\.description).suffix(3)
                == ["Screen curtain on", "January: 12", "Actions Available."])
        Golden.assertMatches(screen, named: "wwdc-story-curtain.80x24")
        pilot.press(.character("c"))
        #expect(pilot.screen.contains("Sales"))
        #expect(pilot.lastCaption == "Screen curtain off")
    }

    @Test func theLanguageKeyCyclesThroughTheLanguages() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("l"))
        #expect(pilot.lastCaption == "한국어")
        pilot.press(.right, .character("]"))
        #expect(pilot.lastCaption == "동작")
        pilot.press(.character("l"))
        #expect(pilot.lastCaption == "简体中文")
        pilot.press(.character("l"))
        #expect(pilot.app.session.screenReader.language == .english)
    }

    @Test func aKoreanSceneDrawsTwoCellsACharacterWithoutBreakingTheLayout() throws {
        let pilot = try Pilot(scene: "wwdc-story-ko")
        pilot.press(.right)
        let screen = pilot.screen
        #expect(screen.split(separator: "\n").allSatisfy { CharacterWidth.of(String($0)) <= 80 })
        Golden.assertMatches(screen, named: "wwdc-story-ko.80x24")
    }

    @Test func aClickExploresTheElementUnderIt() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        // The March bar is drawn at screen (24…29, 8…13); the scene starts one cell in and two down.
        pilot.click(column: 26, row: 13)
        #expect(pilot.lastElement == "March: 18")
        let said = pilot.app.session.captions.count
        pilot.click(column: 5, row: 0)
        #expect(pilot.app.session.captions.count == said, "a click on the status line does nothing")
    }

    @Test func aSceneLargerThanTheTerminalScrollsToKeepTheFocusInView() throws {
        let pilot = try Pilot(scene: "photo-grid", columns: 60, rows: 16)
        pilot.press(.end)
        #expect(pilot.lastElement == "Damaged.png")
        #expect(pilot.screen.contains("Damaged.png"))
        #expect(pilot.app.state.sceneOffset.x > 0)
        pilot.press(.home)
        #expect(pilot.screen.contains("Album"))
        #expect(pilot.app.state.sceneOffset == .zero)
    }

    @Test func escapeDuringADragCancelsItAndNothingChanges() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.right, .character("]"), .down, .enter)
        #expect(pilot.app.session.finger.isDragging)
        pilot.press(.escape)
        #expect(pilot.lastCaption == "Drag cancelled")
        #expect(!pilot.app.session.finger.isDragging)
        #expect((pilot.scene.view("attachments") as? ListView)?.items == [])
    }

    @Test func aTerminalTooSmallSaysSoAndAResizeLaysOutAtOnce() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.backend.enqueue([.resize(columns: 30, rows: 8), .resize(columns: 100, rows: 30)])
        pilot.takeEvent()
        #expect(pilot.screen.contains("Rotor needs at least 40×12"))
        pilot.takeEvent()
        let lines = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 30)
        #expect(lines.first.map { String($0).hasSuffix("q quits ") } == true)
    }

    @Test("after the terminal shrinks and grows back, no rows are cut off and none are blank")
    func growingBackWithTheFocusDownShowsNoBlankRows() throws {
        let pilot = try Pilot(scene: "photo-grid", columns: 60, rows: 16)
        let whole = try Pilot(scene: "photo-grid", columns: 120, rows: 40)
        pilot.press(.end)
        whole.press(.end)
        _ = pilot.screen
        #expect(pilot.app.state.sceneOffset != .zero)
        pilot.backend.enqueue([.resize(columns: 120, rows: 40)])
        pilot.takeEvent()
        #expect(pilot.screen == whole.screen)
        #expect(pilot.app.state.sceneOffset == .zero)
    }

    @Test("after the terminal shrinks and grows back to its size, the scene is drawn where it was before",
          arguments: 0...5)
    func growingBackToTheStartingSizeDrawsTheSameScreen(rights: Int) throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(Array(repeating: .right, count: rights))
        let before = pilot.screen
        let offset = pilot.app.state.sceneOffset
        for size in [(40, 12), (50, 14), (80, 24)] {
            pilot.backend.enqueue([.resize(columns: size.0, rows: size.1)])
            pilot.takeEvent()
            _ = pilot.screen
        }
        #expect(pilot.app.state.sceneOffset == offset)
        #expect(pilot.screen == before)
    }

    @Test("reading the frame changes nothing: the scroll follows steps and presents, not reads")
    func readingTheFrameChangesNothing() throws {
        let pilot = try Pilot(scene: "photo-grid", columns: 60, rows: 16)
        // Past the front, so it has not settled: the focus is now below what is shown.
        pilot.app.session.step(.gesture(.lastElement))
        let offset = pilot.app.state.sceneOffset
        let first = pilot.app.frame().text
        #expect(pilot.app.frame().text == first && pilot.app.state.sceneOffset == offset)
        pilot.app.present()
        #expect(pilot.app.state.sceneOffset != offset, "presenting scrolls to the focus")
    }

    @Test("an idle screen is not drawn again: a frame is presented only after something happened")
    func idleTurnsPresentNothing() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.backend.enqueueIdleTurns(30)
        pilot.backend.enqueue([.key(.right)])
        pilot.backend.enqueueIdleTurns(30)
        pilot.backend.enqueue([.key(.character("q"))])
        let before = pilot.backend.frames.count
        #expect(try pilot.app.run(signals: SignalTrap()) == 0)
        #expect(pilot.backend.frames.count - before == 2, "the first frame, and one after →; none for 60 idle turns")
        #expect(pilot.lastElement == "January: 12")
    }

    @Test("Ctrl-Z hands the terminal back and SIGCONT takes it again, each drawing a whole frame; keys and q act after")
    func suspendAndContinue() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        let signals = SignalTrap()
        signals.receive(SIGTSTP)
        signals.receive(SIGCONT)
        pilot.backend.enqueue([.key(.right), .key(.character("q"))])
        let before = pilot.backend.frames.count
        #expect(try pilot.app.run(signals: signals) == 0, "q quits after the stop, and Ctrl-Z is no way out")
        #expect(pilot.backend.suspensions == 1 && pilot.backend.resumptions == 1)
        #expect(pilot.backend.frames.count - before == 2, "the frame after coming back, and one after →")
        #expect(pilot.lastElement == "January: 12")
        #expect(!signals.takeSuspension() && !signals.takeResumption(), "each is acted on once")
    }

    @Test("while the terminal is too small, keys do nothing unseen; q still quits")
    func onlyQuitActsWhileTooSmall() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.backend.enqueue([.resize(columns: 30, rows: 8), .key(.right), .key(.enter), .click(column: 26, row: 13),
                               .key(.character("l")), .key(.character("q"))])
        #expect(try pilot.app.run(signals: SignalTrap()) == 0)
        #expect(pilot.lastElement == "Contact card")
        #expect(pilot.app.session.screenReader.language == .english)

        let grown = try Pilot(scene: "wwdc-story")
        grown.backend.enqueue([.resize(columns: 30, rows: 8), .key(.right), .resize(columns: 80, rows: 24), .key(.right),
                               .key(.character("q"))])
        #expect(try grown.app.run(signals: SignalTrap()) == 0)
        #expect(grown.lastElement == "January: 12", "one → acted: the one pressed once it fit")
    }

    @Test func controlCharactersFromTheSceneNeverReachTheTerminal() throws {
        let yaml = """
            window: { size: [40, 6] }
            views:
              - { type: label, frame: [1, 1, 30, 1], text: "Evil\\u001B[2J\\u202Etext\\u0085" }
            """
        let backend = HeadlessBackend()
        let app = TerminalApp(session: try SceneLoader.load(yaml: yaml, file: "evil.yaml").makeSession(), backend: backend)
        app.start()
        let screen = app.frame().text
        #expect(!screen.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x85 })
        #expect(screen.contains("Evil␛[2J⁋text"))
        #expect(app.session.captions.last?.description.contains("Evil␛[2J⁋text") == true)
    }

    /// A scene of one table view 8 rows tall with `count` numbered rows.
    private static func taskTable(count: Int) -> String {
        """
            window: { size: [40, 8] }
            views:
              - type: tableView
                frame: [0, 0, 40, 8]
                sections:
                  - numberedRows: { count: \(count), text: "Task {number}" }
            """
    }

    @Test func aReadAllFromAKeyOnAMillionRowTableIsRefusedAtOnceInOneLine() throws {
        let backend = HeadlessBackend()
        let app = TerminalApp(session: try SceneLoader.load(yaml: Self.taskTable(count: 1_000_000), file: "million.yaml").makeSession(),
                              backend: backend)
        app.locate = { $0 is UITableViewCell ? "million.yaml:3:5" : nil }
        var lines: [String] = []
        app.listeners.append(PlainPrinter(write: { lines.append($0) }))
        app.start()
        lines.removeAll()
        #expect(app.handle(.key(.character("r"))), "the front goes on")
        let progress = try #require(app.session.lastReadAll)
        #expect(progress.read == 0 && progress.stoppedAtLimit && (progress.foreseen ?? 0) > TerminalApp.readAllLimit)
        // Nothing said: the one line, with where the read would start, the cost and the limit.
        #expect(lines == ["million.yaml:3:5: read all would cost at least \(progress.foreseen ?? 0), past the 40000 a read all "
                          + "may here, so it read nothing"])
        #expect(app.frame().text.contains("Read all refused: 40000 at most"))
        #expect(app.session.screenReader.focusedElement?.label == "Task 1")
        _ = app.handle(.key(.right))
        #expect(!app.frame().text.contains("Read all refused"), "the status line says it until the next key")
    }

    @Test func aReadAllFromAKeyReadsATableOfAFewThousandRowsToItsEnd() throws {
        let app = TerminalApp(session: try SceneLoader.load(yaml: Self.taskTable(count: 3_000), file: "tasks.yaml").makeSession(),
                              backend: HeadlessBackend())
        app.start()
        _ = app.handle(.key(.character("r")))
        let progress = try #require(app.session.lastReadAll)
        #expect(progress.read == 3_000 && !progress.stoppedAtLimit)
        #expect(app.session.screenReader.focusedElement?.label == "Task 3000")
    }
}
