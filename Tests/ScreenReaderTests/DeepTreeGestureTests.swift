import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// A gesture on an element thousands of views deep costs what it costs near the top: once the
/// screen stands still, moving to it, asking its actions (is its drag source shown, uncovered?)
/// and touching it read what the views kept, and climb no chain.
@MainActor
@Suite("Gestures deep in the tree", .cellsScreen)
struct DeepTreeGestureTests: ReaderSuite {
    let fixture = ReaderFixture(width: 80, height: 20)
    static let depth = 5_000
    // Interactions hold their delegates weakly, as UIKit's do.
    let source = TextDragSource("Deepest")
    let target = TextDropTarget()

    /// An inbox beside a chain of plain views, each the only subview of the one before, the
    /// innermost a draggable label: the benchmark's deep scene.
    private func buildDeepScene() -> (inbox: UIView, deepest: UIView) {
        let inbox = labelledView("Inbox", frame: CGRect(x: 40, y: 0, width: 30, height: 3))
        inbox.addInteraction(UIDropInteraction(delegate: target))
        window.addSubview(inbox)
        var parent: UIView = window
        for level in 0..<Self.depth {
            let view = UIView(frame: level == 0 ? CGRect(x: 0, y: 4, width: 38, height: 16) : CGRect(x: 0, y: 0, width: 38, height: 16))
            parent.addSubview(view)
            parent = view
        }
        let deepest = labelledView("Deepest", frame: CGRect(x: 1, y: 1, width: 30, height: 1))
        deepest.addInteraction(UIDragInteraction(delegate: source))
        parent.addSubview(deepest)
        return (inbox, deepest)
    }

    /// Counts from zero on the screen's clock (its windows and views share it).
    private func resetCounts() {
        finger.system.treeClock.startCounting()
    }

    private var counts: WalkCounts { finger.system.treeClock.counts ?? WalkCounts() }

    /// Far fewer steps than the chain is long: a walk up or down it would take thousands.
    private func expectNoChainWalked(_ what: String) {
        #expect(counts.superviewReads < 100, "\(what): \(counts.superviewReads) steps up")
        #expect(counts.hitTests < 100, "\(what): \(counts.hitTests) levels hit-tested")
        #expect(counts.viewsWalked < 100, "\(what): \(counts.viewsWalked) views walked again")
    }

    @Test func buildingTheChainClimbsEachLevelOnceNotTheWholeChainPerView() {
        // Each view added asks which window it moves to (for `willMove(toWindow:)`): climbing
        // the whole chain for each would take 12.5 million steps up.
        resetCounts()
        _ = buildDeepScene()
        #expect(counts.superviewReads < 4 * Self.depth, "\(counts.superviewReads) steps up to build \(Self.depth) levels")
        #expect(counts.viewsWalked < 4 * Self.depth, "\(counts.viewsWalked) views walked")
    }

    @Test func swipingToTheDeepElementAndAskingItsActionsClimbsNoChain() {
        _ = buildDeepScene()
        reader.start()
        #expect(reader.perform(.swipeRight).map(\.text).first == "Deepest")
        reader.perform(.swipeLeft)
        resetCounts()
        let said = reader.perform(.swipeRight)
        let actions = reader.focusedElement.map(reader.actions(for:)) ?? []
        #expect(said.map(\.text).first == "Deepest")
        #expect(actions.map(\.name) == ["Drag Deepest"], "the deep label's drag source is offered: shown and uncovered")
        expectNoChainWalked("a swipe onto the deep element and its actions")
        resetCounts()
        let back = reader.perform(.swipeLeft) + reader.perform(.swipeRight)
        #expect(back.map(\.text).contains("Inbox"))
        expectNoChainWalked("a swipe away and back")
    }

    @Test func aDragFromTheDeepElementToTheInboxClimbsNoChainOnceTheScreenHasBeenSeen() {
        let (inbox, _) = buildDeepScene()
        reader.start()
        reader.perform(.swipeRight)
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Actions"])
        resetCounts()
        #expect(reader.perform(.swipeDown).map(\.text) == ["Drag Deepest"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["Drag started, Drag Deepest"])
        #expect(reader.perform(.swipeLeft).map(\.text).first == "Inbox")
        #expect(reader.perform(.swipeDown).map(\.text) == ["Drop into Inbox"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["Dropped, Drop into Inbox"])
        finger.clock.runUntilIdle()
        #expect(target.received == ["Deepest"])
        #expect(reader.perform(.swipeRight).map(\.text).first == "Deepest")
        #expect(reader.actions(for: AccessibleElement(inbox)).isEmpty, "the drag is over")
        // The element walk after the drop is not counted here: it goes down the tree.
        #expect(counts.hitTests < 100, "\(counts.hitTests) levels hit-tested")
        #expect(counts.viewsWalked < 100, "\(counts.viewsWalked) views walked again")
    }

    @Test func whatChangesDeepInTheTreeIsSeenAtTheNextGesture() {
        let (_, deepest) = buildDeepScene()
        reader.start()
        reader.perform(.swipeRight)
        #expect(reader.actions(for: AccessibleElement(deepest)).map(\.name) == ["Drag Deepest"])
        // A view over the label, half way down the chain, covers its drag source's point.
        let middle = deepest.superview.map { view in (0..<Self.depth / 2).reduce(view) { current, _ in current.superview ?? current } }
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 38, height: 16))
        middle?.addSubview(cover)
        #expect(reader.actions(for: AccessibleElement(deepest)).map(\.name) == [], "a covered drag source is not offered")
        // Taking touches no more, the cover lets them through to the label again.
        cover.isUserInteractionEnabled = false
        #expect(reader.actions(for: AccessibleElement(deepest)).map(\.name) == ["Drag Deepest"])
        // Scrolled out of the window by a view's bounds half way down, the label is off screen.
        middle?.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(reader.actions(for: AccessibleElement(deepest)).map(\.name) == [])
    }
}
