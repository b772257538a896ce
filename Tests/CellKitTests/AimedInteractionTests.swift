import CellKit
import Testing
import RotorTestSupport

/// CellKit's own gestures aimed at one interaction, as VoiceOver performs a descriptor: the
/// descriptor's view decides, not a hit test, and UIKit's callback order is kept.
@MainActor
@Suite("Gestures aimed at one interaction", .cellsScreen)
struct AimedInteractionTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 20), applicationIdentifier: "notes")
    /// A card that drags its text, with a tag inside that drags its own.
    let card = TextSource("card", frame: CGRect(x: 0, y: 0, width: 20, height: 6), texts: ["Card"])
    let tag = TextSource("tag", frame: CGRect(x: 2, y: 2, width: 6, height: 2), texts: ["Tag"])
    /// A list that takes text, with a pocket inside that takes text too.
    let list = TextTarget("list", frame: CGRect(x: 30, y: 0, width: 20, height: 10))
    let pocket = TextTarget("pocket", frame: CGRect(x: 2, y: 2, width: 8, height: 4))
    let finger: Finger

    init() {
        card.addSubview(tag)
        list.addSubview(pocket)
        window.addSubview(card)
        window.addSubview(list)
        finger = Finger(windows: [window])
    }

    var overTag: CGPoint { card.screenPoint(for: CGPoint(x: 3, y: 3)) }
    var overPocket: CGPoint { list.screenPoint(for: CGPoint(x: 4, y: 4)) }
    var cardDrag: UIDragInteraction? { card.interactions.compactMap { $0 as? UIDragInteraction }.first }
    var listDrop: UIDropInteraction? { list.interactions.compactMap { $0 as? UIDropInteraction }.first }

    @Test func aLongPressAimedAtTheCardLiftsTheCardThoughTheTagLiesOverThePoint() throws {
        let interaction = try #require(cardDrag)
        #expect(finger.longPress(at: overTag, with: interaction))
        #expect(finger.session?.items.map { $0.localObject as? String } == ["Card"])
        #expect(finger.log.lines == [
            "drag card itemsForBeginning → 1 item",
            "drag card previewForLifting → item 0 shown",
            "drag card willAnimateLift",
        ])
        finger.cancel()
        // A plain long press there is a hit test: the tag, innermost, wins.
        #expect(finger.longPress(at: overTag))
        #expect(finger.session?.items.map { $0.localObject as? String } == ["Tag"])
    }

    @Test func anAimedLongPressOnADisabledInteractionLiftsNothingAndAsksNoOne() throws {
        let interaction = try #require(cardDrag)
        interaction.isEnabled = false
        #expect(!finger.longPress(at: overTag, with: interaction))
        #expect(finger.log.lines.isEmpty)
    }

    @Test func aDropAimedAtTheListGoesIntoTheListThoughThePocketLiesOverThePoint() throws {
        let interaction = try #require(listDrop)
        finger.longPress(at: card.screenPoint(for: CGPoint(x: 15, y: 1)))
        finger.move(to: overPocket, over: interaction)
        #expect(finger.dropTargetView === list)
        #expect(finger.release() == .copy)
        finger.clock.runUntilIdle()
        #expect(list.received == ["Card"])
        #expect(pocket.received.isEmpty)
        let drops = finger.log.lines.filter { $0.hasPrefix("drop") }
        #expect(drops == [
            "drop list canHandle → true", "drop list sessionDidEnter", "drop list sessionDidUpdate → copy",
            "drop list performDrop", "drop list previewForDropping → item 0 shown", "drop list willAnimateDrop → item 0",
            "drop list concludeDrop", "drop list sessionDidEnd",
        ])
    }

    @Test func movingFromAHitTestedTargetToAnAimedOneExitsTheOldFirst() throws {
        let interaction = try #require(listDrop)
        finger.longPress(at: card.screenPoint(for: CGPoint(x: 15, y: 1)))
        finger.move(to: overPocket)
        #expect(finger.dropTargetView === pocket)
        finger.move(to: overPocket, over: interaction)
        #expect(finger.dropTargetView === list)
        let drops = finger.log.lines.filter { $0.hasPrefix("drop") }
        // The order a finger's move makes: the new target is found (asked), then the old one is left.
        #expect(drops.suffix(4) == [
            "drop list canHandle → true", "drop pocket sessionDidExit", "drop list sessionDidEnter",
            "drop list sessionDidUpdate → copy",
        ])
    }

    @Test func anAimedTargetThatRefusesLeavesTheDragOverNothingNotOverAnAncestor() throws {
        let interaction = try #require(pocket.interactions.compactMap { $0 as? UIDropInteraction }.first)
        pocket.acceptedTypes = [TypeIdentifier.image]
        finger.longPress(at: card.screenPoint(for: CGPoint(x: 15, y: 1)))
        finger.move(to: overPocket, over: interaction)
        #expect(finger.dropTargetView == nil)
        #expect(finger.release() == .cancel)
        #expect(list.received.isEmpty && pocket.received.isEmpty)
    }

    @Test func addingThroughOneInteractionCountsWhatItAddedAndNeverSelects() throws {
        let interaction = try #require(cardDrag)
        let other = TextSource("other", frame: CGRect(x: 0, y: 10, width: 10, height: 3), texts: ["Other"])
        window.addSubview(other)
        let otherDrag = try #require(other.interactions.compactMap { $0 as? UIDragInteraction }.first)
        #expect(finger.longPress(at: other.screenPoint(for: CGPoint(x: 1, y: 1))))
        finger.move(to: other.screenPoint(for: CGPoint(x: 1, y: 1)))
        #expect(finger.addItems(at: overTag, with: interaction) == 1)
        #expect(finger.session?.items.map { $0.localObject as? String } == ["Other", "Card"])
        // The card's delegate de-duplicates: the second add gives nothing.
        #expect(finger.addItems(at: overTag, with: interaction) == 0)
        #expect(finger.addItems(at: other.screenPoint(for: CGPoint(x: 1, y: 1)), with: otherDrag) == 0)
        #expect(finger.session?.items.count == 2)
    }

    @Test func anotherAppCannotAddToTheDrag() throws {
        let mail = UIWindow(frame: CGRect(x: 60, y: 0, width: 20, height: 20), applicationIdentifier: "mail")
        let draft = TextSource("draft", frame: CGRect(x: 0, y: 0, width: 10, height: 3), texts: ["Draft"])
        mail.addSubview(draft)
        finger.windows = [window, mail]
        let draftDrag = try #require(draft.interactions.compactMap { $0 as? UIDragInteraction }.first)
        finger.longPress(at: card.screenPoint(for: CGPoint(x: 15, y: 1)))
        #expect(finger.sourceApplication == "notes")
        #expect(finger.addItems(at: draft.screenPoint(for: CGPoint(x: 1, y: 1)), with: draftDrag) == 0)
        #expect(!finger.log.lines.contains { $0.contains("draft") }, "the other app's delegate is not asked")
    }

    @Test func aPlainTapNeverAddsToTheDragButStillPressesWhatItTouches() {
        var pressed = 0
        let button = UIButton(frame: CGRect(x: 0, y: 12, width: 10, height: 1))
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        window.addSubview(button)
        finger.longPress(at: card.screenPoint(for: CGPoint(x: 15, y: 1)))
        #expect(!finger.tap(at: overTag, addingToDrags: false), "the tag adds nothing and handles no tap")
        #expect(finger.session?.items.count == 1)
        #expect(finger.tap(at: button.screenPoint(for: CGPoint(x: 1, y: 0)), addingToDrags: false))
        #expect(pressed == 1)
        #expect(finger.isDragging)
        #expect(!finger.log.lines.contains { $0.contains("itemsForAddingTo") })
    }

    @Test func aTargetWhoseViewIsHiddenIsLeftWhenTheScreenChanges() throws {
        let interaction = try #require(listDrop)
        finger.longPress(at: card.screenPoint(for: CGPoint(x: 15, y: 1)))
        finger.move(to: overPocket, over: interaction)
        finger.screenDidChange()
        #expect(finger.dropTargetView === list, "a shown target stays")
        list.isHidden = true
        finger.screenDidChange()
        #expect(finger.dropTargetView == nil)
        #expect(finger.log.lines.last == "drop list sessionDidExit")
        #expect(finger.release() == .cancel)
        #expect(list.received.isEmpty)
        #expect(finger.log.lines.contains("drop list sessionDidEnd"))
    }

    @Test func aCollectionViewThatCannotAddAddsNothingAndSelectsNothing() throws {
        let screen = AlbumScreen()
        let drag = try #require(screen.collectionView.interactions.compactMap { $0 as? UIDragInteraction }.first)
        screen.finger.longPress(at: screen.centreOfItem(0))
        screen.finger.move(to: screen.centreOfItem(0))
        #expect(screen.finger.addItems(at: screen.centreOfItem(2), with: drag) == 0)
        #expect(screen.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(screen.finger.session?.items.count == 1)
    }
}
