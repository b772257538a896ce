import CellKit
import RotorTestSupport
import Testing

@MainActor
@Suite("Drag and drop through the finger", .cellsScreen)
struct DragAndDropTests {
    let screen = TalkScreen()
    let finger: Finger

    init() {
        finger = Finger(windows: [screen.window])
    }

    @Test func theGraphsDelegatePicksTheBarUnderTheTouch() throws {
        #expect(finger.longPress(at: screen.barCentre(1)))
        let items = try #require(finger.session?.items)
        #expect(items.count == 1)
        #expect(items.first?.localObject as? Int == 1)
        var loaded: String?
        finger.move(to: screen.centre(of: screen.card.attachmentsWell))
        finger.release()
        finger.clock.runUntilIdle()
        loaded = screen.card.attachmentsWell.texts.first
        #expect(loaded == "Bar: 30")
    }

    @Test func betweenBarsThereIsNothingToDrag() {
        // Bars are at x 2…7, 12…17 and 22…27 of the graph; x 9 is between the first two.
        let between = screen.graph.screenPoint(for: CGPoint(x: 9, y: 10))
        #expect(!finger.longPress(at: between))
        #expect(finger.session == nil)
        #expect(finger.log.lines == ["drag graph itemsForBeginning → 0 items"])
    }

    @Test func copyingIntoAWellRunsEveryCallbackInOrder() {
        finger.longPress(at: screen.barCentre(0))
        finger.move(to: screen.barCentre(0))
        finger.move(to: screen.centre(of: screen.card.attachmentsWell))
        #expect(finger.operation == .copy)
        #expect(finger.release() == .copy)
        finger.clock.runUntilIdle()
        #expect(screen.card.attachmentsWell.texts == ["Bar: 12"])
        Golden.assertMatches(finger.log.lines.joined(separator: "\n"), named: "copy.log")
    }

    @Test func droppingWhereNoDropInteractionIsCancelsAndChangesNothing() {
        finger.longPress(at: screen.barCentre(2))
        finger.move(to: screen.barCentre(2))
        // Over the card but outside both wells: no drop interaction there.
        finger.move(to: screen.card.screenPoint(for: CGPoint(x: 2, y: 8)))
        #expect(finger.dropTargetView == nil)
        #expect(finger.release() == .cancel)
        finger.clock.runUntilIdle()
        #expect(screen.card.attachmentsWell.texts.isEmpty)
        #expect(screen.card.contactPhotoWell.texts.isEmpty)
        #expect(!finger.log.lines.contains { $0.contains("performDrop") || $0.contains("sessionDidTransferItems") })
        Golden.assertMatches(finger.log.lines.joined(separator: "\n"), named: "cancel-outside.log")
    }

    @Test func aWellThatCannotHandleTheItemsIsAskedOnceAndHearsOnlyWhatItImplements() {
        finger.longPress(at: screen.barCentre(1))
        finger.move(to: screen.centre(of: screen.card.contactPhotoWell))
        #expect(finger.dropTargetView == nil)
        finger.move(to: screen.centre(of: screen.card.attachmentsWell))
        finger.move(to: screen.centre(of: screen.card.contactPhotoWell))
        #expect(finger.release() == .cancel)
        #expect(screen.card.contactPhotoWell.texts.isEmpty)
        #expect(screen.card.attachmentsWell.texts.isEmpty)
        let log = finger.log.lines
        #expect(log.filter { $0 == "drop portrait canHandle → false" }.count == 1)
        // The talk's wells implement neither `sessionDidExit` nor `sessionDidEnd`: UIKit calls
        // neither, so the log lists neither (a well that implements them hears both: the
        // callback path goldens).
        #expect(log.suffix(1) == ["drop attachments sessionDidUpdate → copy"])
        #expect(!log.contains { $0.contains("sessionDidExit") || $0.contains("sessionDidEnd") })
    }

    @Test func dataCannotBeLoadedOutsidePerformDrop() {
        finger.longPress(at: screen.barCentre(1))
        let provider = finger.session?.items.first?.itemProvider
        let failure = LoadOutcome<NSError>()
        provider?.loadObject(ofClass: NSString.self) { _, error in failure.value = error as NSError? }
        finger.clock.runUntilIdle()
        #expect(failure.value?.domain == NSItemProviderErrorDomain)
        finger.cancel()
    }
}
