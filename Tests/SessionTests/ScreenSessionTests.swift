import CellKit
import Foundation
import RotorTestSupport
import ScreenReader
import Session
import Testing

/// The session on its own: each kind of step, what listeners hear, the captions, time, what it
/// keeps alive, and the snapshot a frame is drawn from.
@MainActor
@Suite("A session over windows", .cellsScreen)
struct ScreenSessionTests {
    let screen = TalkScreen()
    let session: ScreenSession

    init() {
        session = ScreenSession(windows: [screen.window])
    }

    private static func announcement(_ text: String, _ language: Language = .english) -> Utterance {
        Utterance(text, kind: .announcement, language: language.code)
    }

    @Test("a gesture step runs what falls due at once, and its announcement is heard with the gesture")
    func aGestureSettles() {
        session.start()
        var ran = false
        session.clock.schedule(after: 0) {
            ran = true
            UIAccessibility.post(notification: .announcement, argument: "Saved")
        }
        let said = session.step(.gesture(.swipeRight))
        #expect(ran)
        #expect(said.map(\.description) == ["January: 12", "Actions Available.", "Saved"])
        #expect(session.clock.now == 0, "a gesture takes no virtual time")
    }

    @Test("a wait step moves the clock by exactly its seconds and speaks what was announced meanwhile")
    func aWaitMovesTime() {
        session.start()
        session.clock.schedule(after: 1) { UIAccessibility.post(notification: .announcement, argument: "Loaded") }
        #expect(session.step(.wait(0.5)).isEmpty)
        #expect(session.clock.now == 0.5)
        #expect(session.step(.wait(0.5)) == [Self.announcement("Loaded")])
        #expect(session.clock.now == 1)
        #expect(session.step(.wait(-3)).isEmpty)
        #expect(session.clock.now == 1, "a negative wait is none")
    }

    @Test("a language step says the language's own name, and the screen reader speaks it from then on")
    func aLanguageStep() {
        session.start()
        session.step(.gesture(.swipeRight))
        #expect(session.step(.language(.korean)) == [Self.announcement("한국어", .korean)])
        #expect(session.step(.gesture(.rotateClockwise)) == [Self.announcement("동작", .korean)])
        #expect(session.screenReader.language == .korean)
    }

    @Test("listeners hear every step in order, with what it said and whether the clock was busy")
    func listenersHearEachStep() {
        let log = EventLog()
        session.listeners = [log]
        let opening = session.start()
        let swiped = session.step(.gesture(.swipeRight))
        session.step(.wait(0.25))
        session.clock.schedule(after: 1) {}
        session.step(.wait(0.25))
        let korean = session.step(.language(.korean))
        session.notify(.ended)
        #expect(log.events == [
            .started(said: opening),
            .performed(.swipeRight, said: swiped),
            .waited(0.25, said: [], clockWasBusy: false),
            .waited(0.25, said: [], clockWasBusy: true),
            .switchedLanguage(.korean, said: korean[0]),
            .ended,
        ])
    }

    @Test("the captions hold everything said, in order, whatever the step")
    func captionsHoldEverything() {
        var said = session.start()
        session.clock.schedule(after: 2) { UIAccessibility.post(notification: .announcement, argument: "Done") }
        for step: SessionStep in [.gesture(.swipeRight), .gesture(.rotateClockwise), .wait(2), .language(.simplifiedChinese),
                                  .gesture(.swipeLeft)] {
            said += session.step(step)
        }
        #expect(session.captions == said)
        #expect(session.captions.map(\.text) == ["Contact card", "January: 12", "Actions Available.",
                                                 "Actions", "Done", "简体中文", "Contact card"])
        #expect(session.captions.last?.language == "zh-Hans")
    }

    @Test("waiting until idle lets every scheduled load finish and hears what each announces")
    func waitUntilIdle() {
        session.start()
        session.clock.schedule(after: 2) { UIAccessibility.post(notification: .announcement, argument: "First") }
        session.clock.schedule(after: 5) { UIAccessibility.post(notification: .announcement, argument: "Second") }
        #expect(session.waitUntilIdle().map(\.text) == ["First", "Second"])
        #expect(session.clock.now == 5)
        #expect(session.clock.isIdle)
    }

    @Test("a drop delegate that only the session keeps still takes the drop")
    func theSessionKeepsWhatItIsGiven() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 16))
        let graph = TalkBarGraphView(frame: CGRect(x: 1, y: 1, width: 32, height: 14), series: [12],
                                     seriesLabels: ["January"])
        let inbox = UIView(frame: CGRect(x: 40, y: 1, width: 15, height: 5))
        inbox.isAccessibilityElement = true
        inbox.accessibilityLabel = "Inbox"
        window.addSubview(graph)
        window.addSubview(inbox)
        weak var collector: TextDropTarget?
        let session: ScreenSession = {
            let delegate = TextDropTarget()
            inbox.addInteraction(UIDropInteraction(delegate: delegate))
            collector = delegate
            return ScreenSession(windows: [window], keeping: [delegate])
        }()
        session.start()
        // The inbox's top is above the bar's: it is read first.
        let heard = [Gesture.swipeRight, .rotateClockwise, .swipeDown, .doubleTap, .swipeLeft, .swipeDown, .doubleTap]
            .map { session.step(.gesture($0)).map(\.description).joined(separator: " / ") }
        #expect(heard.last == "Dropped, Drop into Inbox", "\(heard)")
        #expect(collector?.received == ["Bar: 12"])
    }

    @Test("a snapshot shows the focus, the rotor and the held drag as they are")
    func aSnapshotShowsTheState() throws {
        session.start()
        session.step(.gesture(.swipeRight))
        let idle = session.snapshot()
        #expect(idle.focusedElement?.label == "January")
        #expect(idle.rotorSetting == nil)
        #expect(idle.offeredRotorSettings.first == .actions)
        #expect(idle.drag == nil)
        for gesture: Gesture in [.rotateClockwise, .swipeDown, .doubleTap, .swipeRight, .swipeRight, .firstElement,
                                 .swipeDown, .swipeDown] {
            session.step(.gesture(gesture))
        }
        let over = session.snapshot()
        #expect(over.focusedElement?.label == "Contact card")
        #expect(over.focusFrame == screen.card.accessibilityFrame)
        #expect(over.rotorSetting == .actions)
        let drag = try #require(over.drag)
        #expect(drag.itemCount == 1)
        #expect(drag.operation == .copy)
        #expect(drag.targetView === screen.card.attachmentsWell)
        #expect(drag.location == screen.centre(of: screen.card.attachmentsWell))
        #expect(over.captions.last?.text == "Drop into attachments")
        session.step(.gesture(.doubleTap))
        #expect(session.snapshot().drag == nil)
    }
}
