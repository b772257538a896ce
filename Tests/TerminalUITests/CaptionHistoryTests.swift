import ScreenReader
import Session
@testable import TerminalUI
import Testing
import RotorTestSupport

/// The caption panel over a session that lets its oldest captions go: the page is the one the
/// whole history would give, and the panel shows the newest lines.
@MainActor
@Suite("Captions over a long session", .cellsScreen)
struct CaptionHistoryTests {
    private final class Everything: SessionListener {
        var said: [Utterance] = []
        func session(_ event: SessionEvent) {}
        func session(saying utterance: Utterance) { said.append(utterance) }
    }

    @Test("after more read alls than the session keeps, the panel pages as if it had kept everything")
    func thePanelPagesAsWithTheWholeHistory() throws {
        let everything = Everything()
        let pilot = try Pilot(scene: "wwdc-story", listeners: [everything])
        var presses = 0
        while pilot.app.session.captionCount <= 2 * ScreenSession.keptHistory + 100 {
            pilot.press(.character("t"))
            presses += 1
        }
        let session = pilot.app.session
        #expect(session.captions.count < session.captionCount, "the oldest were let go after \(presses) read alls")
        let all = everything.said
        #expect(all.count == session.captionCount)
        var whole = CaptionPage()
        whole.take(all, total: all.count)
        #expect(pilot.app.state.captionPage == whole)
        let last = try #require(session.captions.last?.description)
        #expect(pilot.screen.contains(String(last.prefix(40))))
    }
}
