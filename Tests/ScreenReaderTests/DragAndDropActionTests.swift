import CellKit
import RotorTestSupport
import ScreenReader
import Testing

@MainActor
@Suite("Drag sources and drop points as actions", .cellsScreen)
struct DragAndDropActionTests: ReaderSuite {
    let fixture = ReaderFixture()
    let source = TextDragSource("Hello")
    let target = TextDropTarget()

    func actionNames(of object: UIResponder) -> [String] {
        reader.actions(for: AccessibleElement(object)).map(\.name)
    }

    /// A note that can be dragged and an inbox that takes drops, side by side.
    @discardableResult
    func addNoteAndInbox() -> (note: UIView, inbox: UIView) {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        note.addInteraction(UIDragInteraction(delegate: source))
        note.accessibilityIdentifier = "note"
        let inbox = labelledView("Inbox", frame: CGRect(x: 30, y: 0, width: 20, height: 5))
        inbox.addInteraction(UIDropInteraction(delegate: target))
        window.addSubview(note)
        window.addSubview(inbox)
        return (note, inbox)
    }

    @Test func interactionsInTheElementsSubtreeAreFoundWithDefaultNames() {
        let card = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 2))
        inner.addInteraction(UIDragInteraction(delegate: source))
        card.addSubview(inner)
        window.addSubview(card)
        #expect(actionNames(of: card) == ["Drag Note"])
    }

    @Test func anAncestorsInteractionIsNotFound() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        parent.addInteraction(UIDragInteraction(delegate: source))
        let child = labelledView("Child", frame: CGRect(x: 1, y: 1, width: 5, height: 2))
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(actionNames(of: child).isEmpty)
    }

    @Test func anEmptyListHidesAndAListReplacesTheAutomaticOnes() {
        let card = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        card.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(card)
        card.accessibilityDragSourceDescriptors = []
        #expect(actionNames(of: card).isEmpty)
        card.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Drag note text", point: CGPoint(x: 2, y: 2), in: card),
        ]
        #expect(actionNames(of: card) == ["Drag note text"])
    }

    @Test func aDescriptorAtAnObscuredOrOutsidePointIsLeftOut() {
        let card = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        card.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(card)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(cover)
        card.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "covered", point: CGPoint(x: 2, y: 2), in: card),
            UIAccessibilityLocationDescriptor(name: "outside", point: CGPoint(x: 30, y: 2), in: card),
            UIAccessibilityLocationDescriptor(name: "clear", point: CGPoint(x: 10, y: 2), in: card),
        ]
        #expect(actionNames(of: card) == ["clear"])
    }

    @Test func reachabilitySaysWhyADescriptorIsLeftOut() {
        let card = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(card)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(cover)
        let collector = ActionCollector(finger: finger, language: .english)
        func reason(_ point: CGPoint, in view: UIView) -> String {
            "\(collector.reachability(of: UIAccessibilityLocationDescriptor(name: "x", point: point, in: view)))"
        }
        #expect(reason(CGPoint(x: 10, y: 2), in: card) == "reachable")
        #expect(reason(CGPoint(x: 30, y: 2), in: card) == "outsideView")
        #expect(collector.reachability(of: UIAccessibilityLocationDescriptor(name: "x", point: CGPoint(x: 2, y: 2), in: card))
            .coveringView === cover)
        // Past the window's edge, the point is inside the view but on no window.
        let tall = labelledView("Tall", frame: CGRect(x: 25, y: 0, width: 5, height: window.bounds.height + 5))
        window.addSubview(tall)
        #expect(reason(CGPoint(x: 2, y: window.bounds.height + 2), in: tall) == "offScreen")
        tall.isHidden = true
        #expect(reason(CGPoint(x: 2, y: 2), in: tall) == "viewNotShown")
    }

    /// A view that takes touches a column beyond each side of its bounds.
    final class GenerousView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -1, dy: 0).contains(point)
        }
    }

    @Test func aViewLayoutPutOutOfReachIsTheReasonWhateverThePoint() {
        let collector = ActionCollector(finger: finger, language: .english)
        func reason(_ point: CGPoint, in view: UIView) -> String {
            "\(collector.reachability(of: UIAccessibilityLocationDescriptor(name: "x", point: point, in: view)))"
        }
        let flat = labelledView("Flat", frame: CGRect(x: 0, y: 2, width: 20, height: 0))
        window.addSubview(flat)
        #expect(reason(CGPoint(x: 5, y: 0), in: flat) == "viewHasNoSize")
        let above = labelledView("Above", frame: CGRect(x: 0, y: -10, width: 20, height: 3))
        window.addSubview(above)
        // A point inside the view, and one outside it: the layout is the reason either way.
        for point in [CGPoint(x: 5, y: 1), CGPoint(x: 50, y: 1)] {
            #expect(collector.reachability(of: UIAccessibilityLocationDescriptor(name: "x", point: point, in: above))
                .laidOutside === window)
        }
        // Inside a footer squeezed to no height, the footer is what it lies outside.
        let footer = UIView(frame: CGRect(x: 30, y: 5, width: 20, height: 0))
        window.addSubview(footer)
        let done = labelledView("Done", frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        footer.addSubview(done)
        #expect(collector.reachability(of: UIAccessibilityLocationDescriptor(name: "x", point: CGPoint(x: 2, y: 1), in: done))
            .laidOutside === footer)
        // A view still on screen stays reachable, and one a superview lets touches reach beyond
        // its bounds keeps the finger's verdict.
        let generous = GenerousView(frame: CGRect(x: 0, y: 10, width: 0, height: 3))
        window.addSubview(generous)
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 3))
        generous.addSubview(inside)
        inside.addInteraction(UIDropInteraction(delegate: target))
        #expect(reason(CGPoint(x: 0.5, y: 1), in: inside) == "reachable")
    }

    @Test func dropPointsAppearOnlyWhileADragIsHeldAndDropThere() {
        let inbox = addNoteAndInbox().inbox
        #expect(actionNames(of: inbox).isEmpty)

        reader.start()
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Actions"])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Drag Note"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["Drag started, Drag Note"])
        #expect(actionNames(of: inbox) == ["Drop into Inbox"])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Inbox", "Actions Available."])
        #expect(reader.perform(.swipeDown).map(\.text) == ["Drop into Inbox"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["Dropped, Drop into Inbox"])
        finger.clock.runUntilIdle()
        #expect(target.received == ["Hello"])
        #expect(actionNames(of: inbox).isEmpty)
    }

    @Test func escapeCancelsAHeldDragAndLeavesEveryModelUnchanged() {
        addNoteAndInbox()
        reader.start()
        reader.perform(.rotateClockwise)
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        #expect(finger.isDragging)
        #expect(reader.perform(.escape).map(\.text) == ["Drag cancelled"])
        finger.clock.runUntilIdle()
        #expect(!finger.isDragging)
        #expect(target.received.isEmpty)
        let log = finger.log.lines
        // The note's delegate implements only itemsForBeginning: UIKit tells it nothing of the
        // cancel, and nothing is dropped.
        #expect(log == ["drag note itemsForBeginning → 1 item"])
        #expect(!log.contains { $0.contains("performDrop") })
    }

    @Test func whileADragIsHeldOtherSourcesAddTheirItems() {
        let inbox = addNoteAndInbox().inbox
        let memoSource = TextDragSource("World")
        let memo = labelledView("Memo", frame: CGRect(x: 0, y: 10, width: 20, height: 5))
        memo.addInteraction(UIDragInteraction(delegate: memoSource))
        window.addSubview(memo)
        reader.start()
        reader.perform(.rotateClockwise)
        reader.perform(.swipeDown)
        reader.perform(.doubleTap)
        #expect(actionNames(of: memo) == ["Add Memo to drag"])
        #expect(actionNames(of: inbox) == ["Drop into Inbox"])
        reader.perform(.lastElement)
        #expect(reader.focusedElement?.label == "Memo")
        #expect(reader.rotor.setting == .actions, "the rotor stays on Actions")
        #expect(reader.perform(.swipeDown).map(\.text) == ["Add Memo to drag"])
        #expect(reader.perform(.doubleTap).map(\.text) == ["2 items"])
        reader.perform(.swipeDown)
        #expect(reader.perform(.doubleTap).map(\.text) == ["Nothing to add"], "already in the drag")
        reader.perform(.touch(CGPoint(x: 35, y: 2)))
        reader.perform(.swipeDown)
        #expect(reader.perform(.doubleTap).map(\.text) == ["Dropped, Drop into Inbox"])
        finger.clock.runUntilIdle()
        #expect(target.received == ["Hello", "World"])
    }

    @Test func aSourceWhoseInteractionIsDisabledStartsNothing() {
        let note = addNoteAndInbox().note
        note.interactions.compactMap { $0 as? UIDragInteraction }.first?.isEnabled = false
        reader.start()
        reader.perform(.rotateClockwise)
        reader.perform(.swipeDown)
        #expect(reader.perform(.doubleTap).map(\.text) == ["Nothing to drag here"])
        #expect(!finger.isDragging)
    }
}
