import CellKit
import Foundation
import RotorTestSupport
import Testing

/// CellKit's article "Building a screen in Swift" (Sources/CellKit/Documentation.docc/
/// BuildingAScreenInSwift.md), run: its views (BuildingAScreenInSwift/) and its lines below are
/// the article's code, and what they draw and log is what the article shows, so it cannot rot.
/// Its windows are on the device's screen, in points, as a reader's are.
@MainActor
@Suite("CellKit's article: building a screen in Swift")
struct DocumentationSnippetTests {
    /// The article's screen, built with the article's lines.
    struct Screen {
        let window: UIWindow
        let graph: BarGraphView
        let card: ContactCardView
    }

    func makeScreen() -> Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 264))
        let graph = BarGraphView(frame: CGRect(x: 0, y: 0, width: 144, height: 264),
                                 months: ["January", "February", "March"], values: [12, 30, 18])
        let card = ContactCardView(frame: CGRect(x: 160, y: 0, width: 192, height: 110))
        graph.accessibilityIdentifier = "graph"
        card.attachments.accessibilityIdentifier = "attachments"
        window.addSubview(graph)
        window.addSubview(card)
        return Screen(window: window, graph: graph, card: card)
    }

    /// Drags February's bar onto the card's attachments, with the article's lines.
    func dragFebruary(on screen: Screen) -> Finger {
        let (window, graph, card) = (screen.window, screen.graph, screen.card)
        let finger = Finger(windows: [window])
        let bar = graph.bars[1].frame
        finger.longPress(at: graph.screenPoint(for: CGPoint(x: bar.midX, y: bar.midY)))
        let list = card.attachments.bounds
        finger.move(to: card.attachments.screenPoint(for: CGPoint(x: list.midX, y: list.midY)))
        finger.release()
        finger.clock.runUntilIdle()
        return finger
    }

    let article = DocumentationPage(module: "CellKit", file: "BuildingAScreenInSwift.md")

    @Test func theArticleShowsWhatTheScreenDraws() throws {
        let grid = makeScreen().window.renderGrid()
        try article.expectBlock(0, fencedAs: "text", toBe: DocumentationPage.trimmingTrailingSpaces(grid.lines))
    }

    @Test func draggingFebruaryOntoTheCardAttachesItsData() throws {
        let screen = makeScreen()
        let finger = dragFebruary(on: screen)
        #expect(screen.card.attached == ["February: 30"])
        let drawn = DocumentationPage.trimmingTrailingSpaces(screen.window.renderGrid().lines)
        try article.expectBlock(1, fencedAs: "text", toBe: drawn)
        try article.expectBlock(2, fencedAs: "text", toBe: finger.log.lines)
    }

    @Test func betweenTwoBarsThereIsNothingToDrag() {
        let screen = makeScreen()
        let finger = Finger(windows: [screen.window])
        // Between January's bar (x 8 to 40) and February's (x 56 to 88), near the bottom.
        let gap = CGPoint(x: 48, y: 260)
        #expect(!finger.longPress(at: screen.graph.screenPoint(for: gap)))
        #expect(finger.session == nil)
    }

    @Test func eachBarIsAnElementOfferingItsData() throws {
        let elements = try #require(makeScreen().graph.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["January", "February", "March"])
        #expect(elements.map(\.accessibilityValue) == ["12", "30", "18"])
        #expect(elements.allSatisfy { $0.accessibilityDragSourceDescriptors?.map(\.name) == ["Drag bar data"] })
    }

    /// What the article shows is what compiles and runs here.
    @Test func theArticlesCodeIsThisFilesCode() throws {
        let views = ["BuildingAScreenInSwift/BarGraphView.swift", "BuildingAScreenInSwift/ContactCardView.swift"]
        #expect(try article.expectSwiftBlocksQuoted(from: views) == 4)
    }
}
