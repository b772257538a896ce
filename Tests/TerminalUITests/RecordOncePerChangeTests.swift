import ScreenReader
import Session
import Testing
import RotorTestSupport
@testable import TerminalUI

/// The front reads what VoiceOver sees from one record made per change: a key collects the new
/// focus's actions once however many readers draw it, and an idle front makes nothing.
@MainActor
@Suite("The front reads one record per change", .cellsScreen)
struct RecordOncePerChangeTests {
    /// Presses → until the focus has actions, then returns.
    private func focusElementWithActions(_ pilot: Pilot) throws {
        let reader = pilot.app.session.screenReader
        for _ in 0..<40 {
            if !(reader.focusedRecord?.actions.isEmpty ?? true) { return }
            pilot.press(.right)
        }
        Issue.record("no element with actions in reach")
    }

    @Test("one → onto an element with actions collects its actions once: speech, snapshots and the frame share them")
    func oneKeyCollectsActionsOnce() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        try focusElementWithActions(pilot)
        pilot.app.present()
        let reader = pilot.app.session.screenReader
        // Each → that lands on another element collects its actions once, whether it has them or not.
        var moves = 0
        for _ in 0..<3 {
            let before = reader.actionCollections, focused = reader.focusedElement
            pilot.press(.right)
            pilot.app.present()
            _ = pilot.app.frame()
            guard !(reader.focusedElement?.isSame(as: focused) ?? true) else { continue }
            moves += 1
            #expect(reader.actionCollections - before == 1, "after → to \(reader.focusedRecord?.label ?? "")")
        }
        #expect(moves > 0)
    }

    @Test("an idle front, ticking with nothing changed, makes no snapshot and collects nothing")
    func anIdleFrontMakesNothing() throws {
        let pilot = try Pilot(scene: "wwdc-story")
        try focusElementWithActions(pilot)
        pilot.app.present()
        let session = pilot.app.session
        let snapshots = session.snapshotsMade, collected = session.screenReader.actionCollections
        for _ in 0..<20 {
            pilot.wait(0.05)
            pilot.app.present()
        }
        #expect(session.snapshotsMade == snapshots)
        #expect(session.screenReader.actionCollections == collected)
        // A key that changes something makes one.
        pilot.press(.right)
        pilot.app.present()
        #expect(session.snapshotsMade > snapshots)
    }
}
