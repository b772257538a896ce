import CellKit
import RotorTestSupport
import ScreenReader
import Session
import Testing

/// The code of the Session module's page (Sources/Session/Documentation.docc/Session.md), run
/// on the talk's screen, so the page cannot rot.
@MainActor
@Suite("Session's documentation page", .cellsScreen)
struct DocumentationSnippetTests {
    let page = DocumentationPage(module: "Session", file: "Session.md")

    @Test func thePagesWalkDropsJanuarysBarOnTheCardAndSaysWhatThePageShows() throws {
        let screen = TalkScreen()
        let window = screen.window

        let session = ScreenSession(windows: [window])
        session.start()
        session.step(.gesture(.swipeRight))
        session.step(.gesture(.rotateClockwise))
        session.step(.gesture(.swipeDown))
        session.step(.gesture(.doubleTap))
        session.step(.gesture(.firstElement))
        session.step(.gesture(.swipeDown))
        session.step(.gesture(.swipeDown))
        session.step(.gesture(.doubleTap))

        #expect(screen.card.attachmentsWell.texts == ["Bar: 12"])
        try page.expectBlock(0, fencedAs: "text", toBe: session.captions.map(\.text))
    }

    /// What the page shows is what runs here.
    @Test func thePagesCodeIsThisFilesCode() throws {
        #expect(try page.expectSwiftBlocksQuoted() == 1)
    }
}
