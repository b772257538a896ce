import CellKit
import Foundation
import ScreenReader
import Session
import Testing
import RotorTestSupport

/// Read all hands on what it says as it says it, element by element, and a session keeps a
/// bounded history of what was said, however long it runs.
@MainActor
@Suite("Read all, streamed", .cellsScreen)
struct StreamedReadAllTests {
    /// A window of `count` labels, one a row: "Label 0" to "Label n".
    private static func labels(_ count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: count))
        for row in 0..<count {
            let label = UILabel(frame: CGRect(x: 0, y: row, width: 20, height: 1))
            label.text = "Label \(row)"
            window.addSubview(label)
        }
        return window
    }

    /// Hears each utterance as it is said, with where the cursor is at that moment, and each
    /// step's event.
    private final class Ear: SessionListener {
        let session: ScreenSession
        var heard: [(said: String, focus: String?)] = []
        var events: [SessionEvent] = []
        init(_ session: ScreenSession) { self.session = session }
        func session(saying utterance: Utterance) {
            heard.append((utterance.description, session.screenReader.focusedElement?.label))
        }
        func session(_ event: SessionEvent) { events.append(event) }
    }

    @Test("each element read is heard while the cursor is on it, before the step's event")
    func eachUtteranceIsHeardAsItIsSaid() {
        let session = ScreenSession(windows: [Self.labels(30)])
        session.start()
        let ear = Ear(session)
        session.listeners = [ear]
        let said = session.step(.gesture(.readFromTop))
        #expect(ear.heard.count == 30)
        #expect(ear.heard.map(\.said) == said.map(\.description))
        // Handed on as it was said: the cursor was still on the element being read.
        #expect(ear.heard.allSatisfy { $0.said == ($0.focus ?? "") + "" })
        #expect(ear.events.count == 1 && ear.heard.count == 30, "the event comes after the utterances")
        #expect(session.lastReadAll == ReadAllProgress(read: 30, stoppedAtLimit: false))
    }

    @Test("a read all that can be seen to pass its limit says nothing and leaves the cursor where it was")
    func aReadAllPastItsLimitIsRefusedBeforeItsFirstWord() {
        let session = ScreenSession(windows: [Self.labels(30)])
        session.start()
        session.step(.gesture(.swipeRight))
        let ear = Ear(session)
        session.listeners = [ear]
        session.readAllLimit = 12
        let said = session.step(.gesture(.readFromTop))
        #expect(said.isEmpty && ear.heard.isEmpty, "nothing is said before the refusal")
        #expect(session.lastReadAll == ReadAllProgress(stoppedAtLimit: true, foreseen: 30))
        #expect(session.screenReader.focusedElement?.label == "Label 1")
        session.readAllLimit = 29
        session.step(.gesture(.readAll))
        #expect(session.lastReadAll == ReadAllProgress(read: 29, stoppedAtLimit: false), "from the focus, 29 are left to read")
        session.readAllLimit = 30
        session.step(.gesture(.readFromTop))
        #expect(session.lastReadAll == ReadAllProgress(read: 30, stoppedAtLimit: false), "exactly the limit is no stop")
        session.step(.gesture(.swipeRight))
        #expect(session.lastReadAll == nil, "only a read all's step says how far it went")
    }

    @Test("captions and the timeline keep the last step and a bounded history before it; the counts go on")
    func theHistoryIsBounded() {
        let session = ScreenSession(windows: [Self.labels(50)])
        session.start()
        let history = ScreenSession.keptHistory
        var total = 1
        for _ in 0..<(3 * history / 50 + 7) {
            let said = session.step(.gesture(.readFromTop))
            total += said.count
            #expect(session.captions.count <= 2 * history + said.count)
            #expect(Array(session.captions.suffix(said.count)) == said, "the last step is kept whole")
        }
        #expect(session.captionCount == total)
        #expect(session.captions.count < total, "the oldest were let go")
        #expect(session.timelineCount == total)
        #expect(session.timeline.count == session.captions.count)
        let mark = session.timelineCount
        let said = session.step(.gesture(.readFromTop))
        #expect(session.timeline(since: mark).compactMap(\.utterance) == said)
        #expect(session.timeline(since: 0).count == session.timeline.count, "a mark let go of gives what is kept")
    }
}
