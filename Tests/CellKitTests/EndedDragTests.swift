import CellKit
import RotorTestSupport
import Testing

/// A drag that has ended holds on to nothing: the screen it was made on goes away as soon as
/// the app lets go of it. A drag held over a drop interaction used to keep itself and its drop
/// session alive, each through the other, and with them every window (an audit of a folder of
/// scenes kept every scene).
@MainActor
@Suite("What an ended drag keeps", .cellsScreen)
struct EndedDragTests {
    /// Whether the talk's screen is gone once a drag, held over the attachments well, has ended
    /// as `end` ends it, and the screen and its finger are let go of.
    private func screenIsFreed(after end: (Finger) -> Void) -> Bool {
        weak var window: UIWindow?
        weak var well: UIView?
        do {
            let screen = TalkScreen()
            let finger = Finger(windows: [screen.window])
            window = screen.window
            well = screen.card.attachmentsWell
            #expect(finger.longPress(at: screen.barCentre(1)))
            finger.move(to: screen.centre(of: screen.card.attachmentsWell))
            #expect(finger.dropTargetView === screen.card.attachmentsWell)
            end(finger)
        }
        return window == nil && well == nil
    }

    @Test func aCancelledDragKeepsNothing() {
        #expect(screenIsFreed { finger in finger.cancel() })
    }

    @Test func aDropKeepsNothingOnceItsItemsHaveLoaded() {
        var operation: UIDropOperation?
        let freed = screenIsFreed { finger in
            operation = finger.release()
            finger.clock.runUntilIdle()
        }
        #expect(operation == .copy)
        #expect(freed)
    }
}
