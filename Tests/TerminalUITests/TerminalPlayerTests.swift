import CellKit
import Foundation
import RotorTestSupport
import Session
import TerminalUI
import Testing

/// Windows built in Swift, played by the call `rotor play` makes, driven by keys.
@MainActor
@Suite("TerminalPlayer", .cellsScreen)
struct TerminalPlayerTests {
    @Test("the talk's screen built in Swift plays as a scene does: the story by keys drops the bar's data")
    func swiftBuiltWindowsPlay() throws {
        let screen = TalkScreen()
        let player = TerminalPlayer(windows: [screen.window], title: "talk")
        let keys: [Key] = [.right, .right, .character("]"), .down, .enter, .home, .down, .down, .enter, .character("q")]
        let backend = HeadlessBackend(events: keys.map { .key($0) })
        #expect(try player.play(on: backend) == 0, "q quits with status 0")
        #expect(backend.isDrained)
        #expect(screen.card.attachmentsWell.texts == ["Bar: 30"])
        let last = try #require(backend.frames.last).text
        #expect(last.contains("Rotor │ talk │ en"), "the status line names the screen by its title")
        #expect(last.contains("Dropped, Drop into attachments"))
        #expect(!backend.isRunning, "the terminal is put back")
    }

    @Test("without a terminal, play() says so instead of drawing", .enabled(if: isatty(STDIN_FILENO) == 0))
    func needsATerminal() {
        let player = TerminalPlayer(windows: [TalkScreen().window])
        #expect(throws: TerminalError.self) { _ = try player.play() }
        do {
            _ = try player.play()
        } catch {
            #expect("\(error)" == "needs a terminal on stdin and stdout")
        }
    }
}
