import CellKit
import RotorTestSupport
import ScreenReader
import Session
import Testing

/// The talk's screen built in Swift, driven the way a Swift user would: windows into a session,
/// gestures through it, and the dropped data in place without anyone touching the clock.
@MainActor
@Suite("The talk's drag and drop through a session", .cellsScreen)
struct TalkDragAndDropTests {
    @Test("the bar dragged into the attachments arrives there, with only gestures performed")
    func theDroppedBarArrives() {
        let screen = TalkScreen()
        let session = ScreenSession(windows: [screen.window])
        // The card's top is above the first bar's: it is read first, the graph where its first bar is.
        #expect(session.start().map(\.description) == ["Contact card"])
        let story: [(Gesture, String)] = [
            (.swipeRight, "January: 12 / Actions Available."),
            (.swipeRight, "February: 30 / Actions Available."),
            (.rotateClockwise, "Actions"),
            (.swipeDown, "Drag bar data"),
            (.doubleTap, "Drag started, Drag bar data"),
            // The talk's graph does not implement `itemsForAddingTo`: no "Add March to drag".
            (.swipeRight, "March: 18"),
            (.firstElement, "Contact card / Actions Available."),
            (.swipeDown, "Drop into portrait"),
            (.swipeDown, "Drop into attachments"),
            (.doubleTap, "Dropped, Drop into attachments"),
        ]
        for (gesture, heard) in story {
            let said = session.step(.gesture(gesture)).map(\.description).joined(separator: " / ")
            #expect(said == heard, "\(gesture.name)")
        }
        #expect(screen.card.attachmentsWell.texts == ["Bar: 30"])
        #expect(screen.card.contactPhotoWell.texts.isEmpty)
        #expect(!session.finger.isDragging)
        #expect(session.finger.log.lines.contains("drop attachments performDrop"))
    }
}
