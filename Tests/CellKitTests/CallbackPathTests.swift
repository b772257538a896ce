import CellKit
import RotorTestSupport
import Testing

/// Every path of a drag through the delegates, each with its golden callback log.
@MainActor
@Suite("Callback order on every path", .cellsScreen)
struct CallbackPathTests {
    let apps = TwoApps()

    @Test func aMoveRemovesTheSourceItemOnlyAfterTheDrop() {
        apps.inbox.operation = .move
        apps.drag(apps.note, to: apps.inbox)
        #expect(apps.note.texts == ["Milk"], "nothing moves before the drop")
        #expect(apps.finger.release() == .move)
        apps.finger.clock.runUntilIdle()
        #expect(apps.note.texts.isEmpty)
        #expect(apps.inbox.received == ["Milk"])
        Golden.assertMatches(apps.log, named: "move.log")
    }

    @Test func aForbiddenProposalCancelsWithoutPerformDrop() {
        apps.inbox.operation = .forbidden
        apps.drag(apps.note, to: apps.inbox)
        #expect(apps.finger.release() == .forbidden)
        apps.finger.clock.runUntilIdle()
        #expect(apps.inbox.received.isEmpty)
        #expect(apps.note.texts == ["Milk"])
        Golden.assertMatches(apps.log, named: "forbidden.log")
    }

    @Test func aMoveTheSourceDoesNotAllowIsACancel() {
        apps.note.allowsMove = false
        apps.inbox.operation = .move
        apps.drag(apps.note, to: apps.inbox)
        #expect(apps.finger.operation == .cancel)
        #expect(apps.finger.release() == .cancel)
        apps.finger.clock.runUntilIdle()
        #expect(apps.inbox.received.isEmpty)
        #expect(apps.note.texts == ["Milk"])
        Golden.assertMatches(apps.log, named: "move-not-allowed.log")
    }

    @Test func aViewThatCannotHandleTheSessionNeverEntersOrHearsItEnd() {
        apps.inbox.acceptedTypes = [TypeIdentifier.png]
        apps.drag(apps.note, to: apps.inbox)
        #expect(apps.finger.dropTargetView == nil)
        #expect(apps.finger.release() == .cancel)
        #expect(!apps.finger.log.lines.contains("drop inbox sessionDidEnd"))
        Golden.assertMatches(apps.log, named: "can-handle-false.log")
    }

    @Test func emptyItemsStartNoSession() {
        apps.note.texts = []
        #expect(!apps.finger.longPress(at: apps.centre(of: apps.note)))
        #expect(!apps.finger.isDragging)
        apps.finger.move(to: apps.centre(of: apps.inbox))
        #expect(apps.finger.release() == .cancel)
        Golden.assertMatches(apps.log, named: "empty-items.log")
    }

    @Test func aDisabledInteractionIgnoresTouches() {
        apps.note.interactions.compactMap { $0 as? UIDragInteraction }.first?.isEnabled = false
        #expect(!apps.finger.longPress(at: apps.centre(of: apps.note)))
        #expect(apps.finger.log.lines.isEmpty, "its delegate is never asked")
    }

    @Test func nestedInteractionsAreAskedInnermostFirst() {
        // The book drags nothing, so the shelf around it is asked next.
        #expect(apps.finger.longPress(at: apps.centre(of: apps.book)))
        #expect(apps.finger.session?.items.first?.localObject as? String == "Shelf")
        apps.finger.move(to: apps.centre(of: apps.inbox))
        apps.finger.release()
        apps.finger.clock.runUntilIdle()
        #expect(apps.inbox.received == ["Shelf"])
        Golden.assertMatches(apps.log, named: "nested.log")
    }

    @Test func aTapAddsItemsAndEveryContributorHearsOfIt() {
        apps.drag(apps.note, to: apps.inbox)
        #expect(apps.finger.tap(at: apps.centre(of: apps.memo)))
        #expect(apps.finger.session?.items.count == 2)
        // The same view again adds nothing: its delegate de-duplicates.
        #expect(!apps.finger.tap(at: apps.centre(of: apps.memo)))
        apps.finger.release()
        apps.finger.clock.runUntilIdle()
        #expect(apps.inbox.received == ["Milk", "Eggs"])
        Golden.assertMatches(apps.log, named: "adding-items.log")
    }

    @Test func aDropInAnotherAppIsACopyThatSeesNoLocalState() {
        apps.draft.operation = .move
        apps.drag(apps.note, to: apps.draft)
        #expect(apps.finger.operation == .copy)
        #expect(apps.finger.release() == .copy)
        apps.finger.clock.runUntilIdle()
        #expect(apps.draft.received == ["Milk"])
        #expect(apps.note.texts == ["Milk"], "a copy leaves the source as it was")
        #expect(apps.draft.sawLocalDragSession == false)
        #expect(apps.draft.sawLocalObjects.isEmpty)
        Golden.assertMatches(apps.log, named: "cross-app-copy.log")
    }

    @Test func aDropInTheSameAppSeesTheLocalSessionAndObjects() {
        apps.drag(apps.note, to: apps.inbox)
        apps.finger.release()
        #expect(apps.inbox.sawLocalDragSession == true)
        #expect(apps.inbox.sawLocalObjects == ["Milk"])
    }

    @Test func aRestrictedSessionIsInvisibleToTheOtherApp() {
        apps.note.restricted = true
        apps.drag(apps.note, to: apps.draft)
        #expect(apps.finger.dropTargetView == nil)
        #expect(apps.finger.release() == .cancel)
        apps.finger.clock.runUntilIdle()
        #expect(apps.draft.received.isEmpty)
        #expect(!apps.finger.log.lines.contains { $0.hasPrefix("drop draft") })
        Golden.assertMatches(apps.log, named: "restricted.log")
    }

    @Test func aSecondSessionIsIgnoredWhileTheFirstIsInside() {
        let second = Finger(system: apps.finger.system)
        apps.drag(apps.note, to: apps.inbox)
        second.longPress(at: apps.centre(of: apps.memo))
        second.move(to: apps.centre(of: apps.inbox))
        #expect(second.dropTargetView == nil)
        apps.finger.move(to: apps.centre(of: apps.memo))
        second.move(to: apps.centre(of: apps.inbox))
        #expect(second.dropTargetView === apps.inbox)
        apps.inbox.interactions.compactMap { $0 as? UIDropInteraction }.first?.allowsSimultaneousDropSessions = true
        apps.finger.move(to: apps.centre(of: apps.inbox))
        #expect(apps.finger.dropTargetView === apps.inbox)
        apps.finger.cancel()
        second.cancel()
    }

    @Test func withTwoSessionsTheAddingDelegateChooses() {
        let second = Finger(system: apps.finger.system)
        apps.drag(apps.note, to: apps.inbox)
        second.longPress(at: apps.centre(of: apps.shelf))
        // Without `sessionForAddingItems` the tap chooses no session: nothing is added, and the
        // method the app did not write is not in the log.
        #expect(!apps.finger.tap(at: apps.centre(of: apps.memo)))
        #expect(apps.finger.session?.items.count == 1)
        #expect(!apps.finger.log.lines.contains { $0.contains("sessionForAddingItems") || $0.hasPrefix("drag memo") })
        apps.finger.cancel()
        second.cancel()
    }
}
