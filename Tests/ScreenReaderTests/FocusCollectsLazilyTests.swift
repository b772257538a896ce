import Accessibility
import CellKit
import ScreenReader
import Testing
import RotorTestSupport

/// A focus says only what VoiceOver says then: whether there is an action, custom content of
/// high importance, whether there is more. The actions themselves and the rest of the content
/// are collected when the rotor turns to them. A user hears and reaches the same either way.
@MainActor
@Suite("What a focus collects", .cellsScreen)
struct FocusCollectsLazilyTests: ReaderSuite {
    let fixture = ReaderFixture()
    let source = TextDragSource("Hi")

    /// Swipes right and then left, so the focus leaves `first` and lands on it again.
    private func swipeAwayAndBack() -> [String] {
        reader.perform(.swipeRight)
        return reader.perform(.swipeLeft).map(\.text)
    }

    @Test("after swipes that only said 'Actions Available', the Actions rotor lists every action and drag in order")
    func theActionsRotorListsEveryActionAfterSwipes() {
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        note.addInteraction(UIDragInteraction(delegate: source))
        note.accessibilityCustomActions = (0..<3).map { index in UIAccessibilityCustomAction(name: "A\(index)") { _ in true } }
        window.addSubview(note)
        window.addSubview(labelledView("Other", frame: CGRect(x: 30, y: 0, width: 10, height: 1)))
        #expect(reader.start().map(\.text) == ["Note", "Actions Available."])
        for _ in 0..<3 { #expect(swipeAwayAndBack() == ["Note", "Actions Available."]) }
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["Actions"])
        let listed = (0..<5).flatMap { _ in reader.perform(.swipeDown).map(\.text) }
        #expect(listed == ["A0", "A1", "A2", "Drag Note", "A0"])
        #expect(reader.actions(for: AccessibleElement(note)).map(\.name) == ["A0", "A1", "A2", "Drag Note"])
    }

    @Test("drag sources listed behind a covered one are offered; one that is only covered offers nothing, and nothing is said")
    func theHintAndTheRotorAgreeOnDragSources() {
        let card = labelledView("Card", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        card.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(card)
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        window.addSubview(labelledView("Other", frame: CGRect(x: 30, y: 0, width: 10, height: 1)))
        card.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "covered", point: CGPoint(x: 2, y: 2), in: card),
            UIAccessibilityLocationDescriptor(name: "clear", point: CGPoint(x: 10, y: 2), in: card),
            UIAccessibilityLocationDescriptor(name: "outside", point: CGPoint(x: 30, y: 2), in: card),
            UIAccessibilityLocationDescriptor(name: "also clear", point: CGPoint(x: 12, y: 3), in: card),
        ]
        #expect(reader.start().map(\.text) == ["Card", "Actions Available."])
        #expect(reader.offeredRotorSettings.contains(.actions))
        reader.perform(.rotateClockwise)
        #expect((0..<2).flatMap { _ in reader.perform(.swipeDown).map(\.text) } == ["clear", "also clear"])
        // Only a covered one left: no action, so neither the hint nor the rotor offers one.
        card.accessibilityDragSourceDescriptors = [
            UIAccessibilityLocationDescriptor(name: "covered", point: CGPoint(x: 2, y: 2), in: card),
        ]
        #expect(swipeAwayAndBack() == ["Card"])
        #expect(!reader.offeredRotorSettings.contains(.actions))
        #expect(reader.actions(for: AccessibleElement(card)).isEmpty)
    }

    @Test("an element whose actions change while the focus is away says and lists the new ones")
    func changedActionsAreHeardAtTheNextFocus() {
        let message = labelledView("Message", frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        window.addSubview(message)
        window.addSubview(labelledView("Other", frame: CGRect(x: 30, y: 0, width: 10, height: 1)))
        #expect(reader.start().map(\.text) == ["Message"])
        message.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in true }]
        #expect(swipeAwayAndBack() == ["Message", "Actions Available."])
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Archive"])
        message.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Flag") { _ in true }, UIAccessibilityCustomAction(name: "Pin") { _ in true },
        ]
        reader.perform(.swipeRight)
        #expect(reader.perform(.swipeLeft).map(\.text) == ["Message", "Actions Available."])
        #expect((0..<2).flatMap { _ in reader.perform(.swipeDown).map(\.text) } == ["Flag", "Pin"])
        message.accessibilityCustomActions = nil
        #expect(swipeAwayAndBack() == ["Message"])
        #expect(!reader.offeredRotorSettings.contains(.actions))
    }

    @Test("labels in a container with actions each say 'Actions Available' and offer the container's actions")
    func inheritedActionsAreOfferedOnEachLabel() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        box.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Share") { _ in true }]
        box.addSubview(labelledView("One", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        box.addSubview(labelledView("Two", frame: CGRect(x: 0, y: 1, width: 10, height: 1)))
        window.addSubview(box)
        #expect(reader.start().map(\.text) == ["One", "Actions Available."])
        #expect(reader.perform(.swipeRight).map(\.text) == ["Two", "Actions Available."])
        reader.perform(.rotateClockwise)
        #expect(reader.perform(.swipeDown).map(\.text) == ["Share"])
    }

    @Test("containers inside containers pass their actions down, innermost first, to every label")
    func nestedContainersPassTheirActionsInOrder() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        outer.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Share") { _ in true }]
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        inner.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Edit") { _ in true }]
        let one = labelledView("One", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let two = labelledView("Two", frame: CGRect(x: 0, y: 1, width: 10, height: 1))
        inner.addSubview(one)
        inner.addSubview(two)
        outer.addSubview(inner)
        window.addSubview(outer)
        #expect(reader.actions(for: AccessibleElement(one)).map(\.name) == ["Edit", "Share"])
        #expect(reader.actions(for: AccessibleElement(two)).map(\.name) == ["Edit", "Share"])
    }

    @Test("content of default importance is announced, not said, and the More Content rotor reads every entry")
    func defaultContentIsReadThroughTheRotor() {
        let photo = labelledView("Photo", frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let important = AXCustomContent(label: "Taken", value: "today")
        important.importance = .high
        photo.sceneCustomContent = [AXCustomContent(label: " ", value: ""), AXCustomContent(label: "Size", value: "4 MB"),
                                    important, AXCustomContent(label: "Place", value: "Oslo")]
        window.addSubview(photo)
        window.addSubview(labelledView("Other", frame: CGRect(x: 30, y: 0, width: 10, height: 1)))
        #expect(reader.start().map(\.text) == ["Photo. Taken, today", "More Content Available."])
        #expect(swipeAwayAndBack() == ["Photo. Taken, today", "More Content Available."])
        #expect(reader.perform(.rotateClockwise).map(\.text) == ["More Content"])
        let read = (0..<4).flatMap { _ in reader.perform(.swipeDown).map(\.text) }
        #expect(read == ["Size, 4 MB", "Taken, today", "Place, Oslo", "Size, 4 MB"])
    }
}
