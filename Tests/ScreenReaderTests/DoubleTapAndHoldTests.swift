import CellKit
import RotorTestSupport
import ScreenReader
import Testing

/// VoiceOver's double tap and hold: a long press passed through to the app at the focused
/// element's activation point, reaching long-press recognizers and lifting drags as a finger's
/// long press would.
@MainActor
@Suite("Double tap and hold, VoiceOver's pass-through long press", .cellsScreen)
struct DoubleTapAndHoldTests: ReaderSuite {
    let fixture = ReaderFixture(width: 80, height: 20)

    func said(_ gesture: Gesture) -> [String] { reader.perform(gesture).map(\.text) }

    @Test("a long-press recognizer on the focused element's view fires, began then ended, at its activation point")
    func reachesALongPressRecognizer() {
        let card = labelledView("Photo", frame: CGRect(x: 4, y: 2, width: 10, height: 4))
        var states: [UIGestureRecognizer.State] = []
        var places: [CGPoint] = []
        card.addGestureRecognizer(UILongPressGestureRecognizer { recognizer in
            states.append(recognizer.state)
            places.append(recognizer.location(in: recognizer.view))
        })
        var taps = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        window.addSubview(card)
        reader.start()
        #expect(said(.doubleTapAndHold) == [], "VoiceOver adds no words of its own")
        #expect(states == [.began, .ended])
        #expect(places == [CGPoint(x: 5, y: 2), CGPoint(x: 5, y: 2)], "the element's centre, in the view")
        #expect(taps == 0, "a long press is not a tap")
        reader.perform(.doubleTap)
        #expect(taps == 1 && states.count == 2, "a double tap is a tap, not a long press")
    }

    @Test("the press lands on the activation point, so a recognizer on the view there fires, not one on the element")
    func followsTheActivationPoint() {
        let row = labelledView("Message", frame: CGRect(x: 0, y: 0, width: 30, height: 2))
        let pin = UIView(frame: CGRect(x: 24, y: 0, width: 6, height: 2))
        row.addSubview(pin)
        row.accessibilityActivationPoint = CGPoint(x: 26, y: 1)
        var rowPresses = 0, pinPresses = 0
        row.addGestureRecognizer(UILongPressGestureRecognizer { if $0.state == .began { rowPresses += 1 } })
        pin.addGestureRecognizer(UILongPressGestureRecognizer { if $0.state == .began { pinPresses += 1 } })
        window.addSubview(row)
        reader.start()
        reader.perform(.doubleTapAndHold)
        #expect(pinPresses == 1 && rowPresses == 0, "the innermost view with a recognizer takes it")
    }

    @Test("on a view with no recognizer and no drag, nothing happens and VoiceOver says nothing; a button is not pressed")
    func nothingThere() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        button.setTitle("Send", for: .normal)
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .primaryActionTriggered)
        window.addSubview(button)
        #expect(said(.firstElement) == ["Send. Button."])
        #expect(said(.doubleTapAndHold) == [])
        #expect(sent == 0, "a long press is not the button's tap")
        #expect(finger.log.events.isEmpty && !finger.isDragging)
        #expect(reader.focusedElement?.label == "Send", "the focus stays")
    }

    @Test("with no focused element it does nothing")
    func noFocus() {
        var presses = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in presses += 1 })
        window.addSubview(view)
        #expect(said(.doubleTapAndHold) == [])
        #expect(presses == 0)
    }

    @Test("on a view with a drag interaction it lifts a drag as a finger would, which VoiceOver holds and drops")
    func liftsADrag() throws {
        let source = TextDragSource("Note text")
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        note.addInteraction(UIDragInteraction(delegate: source))
        var presses = 0
        note.addGestureRecognizer(UILongPressGestureRecognizer { if $0.state == .began { presses += 1 } })
        let target = TextDropTarget()
        let inbox = labelledView("Inbox", frame: CGRect(x: 30, y: 0, width: 20, height: 8))
        inbox.addInteraction(UIDropInteraction(delegate: target))
        window.addSubview(note)
        window.addSubview(inbox)
        reader.start()
        #expect(said(.doubleTapAndHold) == ["Drag started, Drag Note"], "as the Actions rotor's drag says it")
        #expect(finger.isDragging && finger.session?.items.count == 1)
        #expect(presses == 0, "a press that lifts a drag is no long press to the recognizers")
        #expect(finger.log.events.map(\.callback).first == "itemsForBeginning")

        // Held while navigating, as VoiceOver's drag is: a second press lifts nothing more.
        #expect(said(.doubleTapAndHold) == [])
        #expect(finger.session?.items.count == 1)
        #expect(presses == 1, "while a drag is held the press goes to the recognizers")

        reader.perform(.swipeRight)
        try #require(reader.focusedElement?.label == "Inbox")
        for _ in 0..<10 where reader.rotor.setting != .actions { reader.perform(.rotateClockwise) }
        #expect(said(.swipeDown) == ["Drop into Inbox"])
        #expect(said(.doubleTap) == ["Dropped, Drop into Inbox"])
        finger.clock.advance(by: 1)
        #expect(target.received == ["Note text"])
        withExtendedLifetime((source, target)) {}
    }

    @Test("it is a touch, not an action: a view whose descriptors offer no drag still lifts one under the finger")
    func aTouchNotADescriptor() {
        let source = TextDragSource("Note text")
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        note.addInteraction(UIDragInteraction(delegate: source))
        note.accessibilityDragSourceDescriptors = []
        window.addSubview(note)
        reader.start()
        #expect(reader.focusedElement.map { reader.actions(for: $0).isEmpty } == true, "the Actions rotor offers no drag")
        #expect(said(.doubleTapAndHold) == ["Drag started, Drag Note"])
        #expect(finger.isDragging)
        withExtendedLifetime(source) {}
    }

    @Test("the drag's announcement is in the reader's language")
    func announcedInTheReadersLanguage() {
        let source = TextDragSource("Note text")  // a delegate is held weakly, as in UIKit
        let note = labelledView("Note", frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        note.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(note)
        reader.language = .korean
        reader.start()
        #expect(said(.doubleTapAndHold) == ["드래그 시작됨, Note 드래그"])
        withExtendedLifetime(source) {}
    }

    @Test("the gesture has a script name that reads back to it")
    func scriptName() {
        #expect(Gesture.doubleTapAndHold.name == "double tap and hold")
        #expect(Gesture(name: "Double  tap and HOLD") == .doubleTapAndHold)
        #expect(Gesture(name: "double tap") == .doubleTap)
        #expect(Gesture.allNames.contains("double tap and hold"))
    }
}
