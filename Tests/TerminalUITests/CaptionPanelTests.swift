import Testing
import TerminalUI
import RotorTestSupport

/// The caption panel: an element's delayed part (its hint, "Actions Available") on the
/// element's line; what is said on its own keeps a line of its own.
@MainActor
@Suite("The caption panel", .cellsScreen)
struct CaptionPanelTests {
    private func captionRows(_ pilot: Pilot) -> [String] {
        pilot.screen.split(separator: "\n").suffix(5)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    @Test func anElementsDelayedPartIsOnItsLine() throws {
        let pilot = try Pilot(scene: "controls")
        pilot.press(.right)
        #expect(pilot.app.session.captions.suffix(2).map(\.kind) == [.element, .hint], "two utterances")
        #expect(captionRows(pilot).contains { $0.hasPrefix("Brightness: 50%. Adjustable. / Swipe up or down with one finger") })
    }

    @Test("lines stay on their rows; a line that finds the panel full starts a page under the line before it")
    func linesFillThePanelFromTheTopAndTurnThePage() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        var pages: [[String]] = [captionRows(pilot)]
        for _ in 0..<5 {
            pilot.press(.right)
            pages.append(captionRows(pilot))
        }
        #expect(pages[0].first == "Contact card" && pages[0].dropFirst().allSatisfy(\.isEmpty))
        for turn in 1..<5 {
            #expect(Array(pages[turn].prefix(turn)) == Array(pages[turn - 1].prefix(turn)), "turn \(turn): the lines above stay put")
            #expect(!pages[turn][turn].isEmpty, "turn \(turn): the new line goes under the last")
        }
        #expect(pages[5] == [pages[4][4], pages[5][1], "", "", ""] && !pages[5][1].isEmpty,
                "the sixth line starts a page under the fifth")
        // The newest line is a yellow bar across the panel; the one before it is plain again.
        let grid = pilot.app.frame()
        let top = ScreenLayout(columns: 80, rows: 24).captionTop
        #expect([0, 4, 79].allSatisfy { grid[$0, top + 2]?.style.background == .yellow })
        #expect([0, 4, 79].allSatisfy { grid[$0, top + 1]?.style == .plain })
    }

    @Test func anEarconAndAnAnnouncementHaveLinesOfTheirOwn() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("v"), .right, .character("]"))
        let rows = captionRows(pilot)
        #expect(rows.filter { !$0.isEmpty }.suffix(3) == ["January: 12", "♪ [actions]", "» Actions"])
    }
}
