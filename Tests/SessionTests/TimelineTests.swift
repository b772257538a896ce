import CellKit
import RotorTestSupport
import ScreenReader
import Session
import Testing

/// The session's timeline: what was said and the callbacks the app's delegates got, in the order
/// they happened, and the callbacks each listener hears with its step.
@MainActor
@Suite("A session's timeline of speech and callbacks", .cellsScreen)
struct TimelineTests {
    /// Hears each event with the callbacks of its step.
    final class CallbackListener: SessionListener {
        var heard: [(SessionEvent, [DragEvent])] = []
        func session(_ event: SessionEvent) { Issue.record("the callbacks' form is the one called") }
        func session(_ event: SessionEvent, callbacks: [DragEvent]) { heard.append((event, callbacks)) }
    }

    let screen = TalkScreen()
    let session: ScreenSession

    init() {
        session = ScreenSession(windows: [screen.window])
    }

    /// To the drop of the talk's story: the drag begun on February, held over the attachments.
    private func holdOverAttachments() {
        session.start()
        for gesture: Gesture in [.swipeRight, .swipeRight, .rotateClockwise, .swipeDown, .doubleTap, .firstElement,
                                 .swipeDown, .swipeDown] {
            session.step(.gesture(gesture))
        }
    }

    private func describe(_ entries: ArraySlice<TimelineEntry>) -> [String] {
        entries.map { entry in
            switch entry {
            case .said(let utterance): "said " + utterance.description
            case .callback(let event): event.description
            }
        }
    }

    @Test("a drop's callbacks come before what VoiceOver says of it, and the source hears only what it implements")
    func dropOrder() throws {
        holdOverAttachments()
        let before = session.timeline.count
        session.step(.gesture(.doubleTap))
        let drop = describe(session.timeline[before...])
        let said = try #require(drop.firstIndex(of: "said Dropped, Drop into attachments"))
        let updated = try #require(drop.firstIndex(of: "drop attachments sessionDidUpdate → copy"))
        let performed = try #require(drop.firstIndex(of: "drop attachments performDrop"))
        #expect(updated < performed && performed < said)
        // The talk's graph implements none of `willEndWith`, `didEndWith` and
        // `sessionDidTransferItems`, so the timeline has none of them; the data still arrives.
        #expect(!drop.contains { $0.hasPrefix("drag graph") }, "\(drop)")
        #expect(screen.card.attachmentsWell.texts == ["Bar: 30"])
        #expect(session.timeline.compactMap(\.callback) == session.finger.log.events, "every callback, once, in order")
        #expect(session.timeline.compactMap(\.utterance) == session.captions, "everything said, once, in order")
    }

    @Test("a listener hears each step with its own callbacks; one that wants only events still hears them")
    func listenersHearTheirStepsCallbacks() {
        let withCallbacks = CallbackListener()
        let plain = EventLog()
        session.listeners = [withCallbacks, plain]
        holdOverAttachments()
        session.step(.gesture(.doubleTap))
        session.step(.language(.korean))
        #expect(plain.events.count == withCallbacks.heard.count)
        let perStep = withCallbacks.heard.map(\.1)
        #expect(perStep.flatMap { $0 } == session.finger.log.events, "each callback with exactly one step")
        let drop = withCallbacks.heard.first { if case .performed(.doubleTap, let said) = $0.0 { said.first?.text.hasPrefix("Dropped") == true } else { false } }
        #expect(drop?.1.contains { $0.callback == "performDrop" } == true)
        #expect(withCallbacks.heard.last?.1.isEmpty == true, "a language switch makes none")
    }

    @Test("callbacks a test makes by driving the finger itself join the timeline, before the next step")
    func strayCallbacks() {
        session.start()
        #expect(session.finger.longPress(at: screen.barCentre(1)))
        session.finger.release()
        let made = session.finger.log.events.count
        #expect(made > 0)
        session.step(.gesture(.swipeRight))
        #expect(session.timeline.compactMap(\.callback).count == made)
        #expect(session.timeline.firstIndex { $0.callback != nil } ?? .max < session.timeline.firstIndex { $0.utterance?.text == "January: 12" } ?? -1)
    }
}
