import CellKit
import Foundation
@testable import RotorTestSupport
import TerminalUI
import Testing

/// RotorTesting's article "Getting Started with Rotor" plays its screen with the player its
/// Sources/Talk/Talk.swift makes, and drags a bar into the card by the keys it lists; what the
/// terminal shows then is the screen the article shows.
@MainActor
@Suite("RotorTesting's article: the screen played")
struct GettingStartedPlayTests {
    @Test func theArticlesKeysDragFebruaryIntoTheCardAndTheArticleShowsTheScreen() throws {
        let screen = GraphScreen()
        let player = TerminalPlayer(windows: [screen.window], title: "The talk's screen")
        let keys: [Key] = [.right, .right, .character("]"), .down, .enter, .home, .down, .enter, .character("q")]
        let backend = HeadlessBackend(columns: 80, rows: 24, events: keys.map { .key($0) })
        #expect(try player.play(on: backend) == 0)
        #expect(screen.card.attached == ["February: 30"])
        let shown = try #require(GettingStartedArticle.blocks(fencedAs: "text").first)
        let last = try #require(backend.frames.last)
        #expect(GettingStartedArticle.shown(last.lines) == shown, "the article's screen is not what the player draws")
        #expect(last.text.contains("Attached: February: 30"))
    }
}
