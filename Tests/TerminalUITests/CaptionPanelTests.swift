import Testing
import TerminalUI

/// The caption panel: an element's delayed part (its hint, "Actions available") on the
/// element's line; what is said on its own keeps a line of its own.
@MainActor
@Suite("The caption panel")
struct CaptionPanelTests {
    private func captionRows(_ pilot: Pilot) -> [String] {
        pilot.screen.split(separator: "\n").suffix(5)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    @Test func anElementsDelayedPartIsOnItsLine() throws {
        let pilot = try Pilot(scene: "controls")
        pilot.press(.right)
        #expect(pilot.app.session.captions.suffix(2).map(\.kind) == [.element, .hint], "two utterances")
        #expect(captionRows(pilot).contains { $0.hasPrefix("Brightness: 50%. Adjustable. Swipe up or down with one finger") })
    }

    @Test func anEarconAndAnAnnouncementHaveLinesOfTheirOwn() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        pilot.press(.character("v"), .right, .character("]"))
        let rows = captionRows(pilot)
        #expect(rows.filter { !$0.isEmpty }.suffix(3) == ["January: 12.", "♪ [actions]", "» Actions"])
    }
}
