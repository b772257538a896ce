import CellKit
import Foundation
import ScreenReader

/// One run of a screen as a VoiceOver user meets it: windows, the system finger, a screen
/// reader speaking a language, and everything said.
///
/// A session performs a gesture and then settles what falls due, so a drop's data arrives
/// without anyone touching the virtual clock; only `wait` moves time on. Every front (the
/// terminal, a demo, plain output) and the script runner drive a screen through `step(_:)`, and
/// listeners hear each step as it happens.
///
/// ```swift
/// let session = ScreenSession(windows: [window], keeping: [dropDelegate])
/// session.start()
/// session.step(.gesture(.swipeRight))
/// ```
///
/// A session knows no files and no terminal: a scene file is one place its windows come from,
/// windows built in Swift another.
@MainActor
public final class ScreenSession {
    /// The finger the screen reader drives drags with; it holds the windows, the virtual clock
    /// and the log of the app's drag and drop callbacks.
    public let finger: Finger
    public let screenReader: ScreenReader
    /// What fronts call the session (a status line shows it): a scene's name, say.
    public let title: String
    /// Everything said, oldest first.
    public private(set) var captions: [Utterance] = []
    /// Who hears the session's events, in order.
    public var listeners: [SessionListener] = []
    /// Objects the windows need but hold only weakly (an interaction's delegate), or whatever
    /// else must live as long as the session.
    private let kept: [AnyObject]

    /// A session over `windows` (back to front), speaking `language`; `keeping` holds objects
    /// alive as long as the session, such as the delegates interactions hold only weakly.
    public convenience init(windows: [UIWindow], language: Language = .english, title: String = "",
                            keeping objects: [AnyObject] = []) {
        self.init(finger: Finger(windows: windows), language: language, title: title, keeping: objects)
    }

    /// A session driving an existing finger (one of several on a screen, sharing its drag
    /// system and clock).
    public init(finger: Finger, language: Language = .english, title: String = "", keeping objects: [AnyObject] = []) {
        self.finger = finger
        self.screenReader = ScreenReader(finger: finger, language: language)
        self.title = title
        self.kept = objects
    }

    /// The windows on the screen, back to front.
    public var windows: [UIWindow] { finger.windows }
    /// The virtual time the app's loads and placeholders run on.
    public var clock: VirtualClock { finger.clock }

    // MARK: Steps

    /// Focuses the first element and speaks it, as when the screen appears; what falls due at
    /// once runs. Listeners hear `.started`.
    @discardableResult
    public func start() -> [Utterance] {
        let said = screenReader.start() + settle()
        captions += said
        notify(.started(said: said))
        return said
    }

    /// Takes one step: performs a gesture, lets time pass, or switches the language. Returns
    /// what it made the screen reader say.
    @discardableResult
    public func step(_ step: SessionStep) -> [Utterance] {
        switch step {
        case .gesture(let gesture): perform(gesture)
        case .wait(let seconds): wait(seconds)
        case .language(let language): [switchLanguage(to: language)]
        }
    }

    /// Performs a gesture, then runs what falls due at once (a load without a delay finishes,
    /// so a drop's data is in place) and speaks what the app announced meanwhile. A gesture
    /// takes no virtual time: a load with a delay waits for `wait(_:)`, so its placeholder can
    /// be heard first. Listeners hear `.performed`.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        let said = screenReader.perform(gesture) + settle()
        captions += said
        notify(.performed(gesture, said: said))
        return said
    }

    /// Moves virtual time on by `seconds` (a negative wait is none), then speaks what the app
    /// announced meanwhile. Listeners hear `.waited`.
    @discardableResult
    public func wait(_ seconds: TimeInterval) -> [Utterance] {
        wait(until: clock.now + max(0, seconds))
    }

    /// Moves virtual time on to `time` (seconds since the session began; never back), then
    /// speaks what the app announced meanwhile. A wait spread over many slices ends on the same
    /// instant as one whole wait. Listeners hear `.waited`.
    @discardableResult
    public func wait(until time: TimeInterval) -> [Utterance] {
        let seconds = max(0, time - clock.now)
        let busy = !clock.isIdle
        clock.advance(to: time)
        let said = screenReader.speakNotifications()
        captions += said
        notify(.waited(seconds, said: said, clockWasBusy: busy))
        return said
    }

    /// Lets virtual time run on until nothing is scheduled (every load finished), as a user who
    /// waits long enough; speaks what was announced on the way. Stops after `limit` waits, for
    /// an app that schedules work forever.
    @discardableResult
    public func waitUntilIdle(limit: Int = 10_000) -> [Utterance] {
        var said: [Utterance] = []
        for _ in 0..<max(0, limit) {
            guard let deadline = clock.nextDeadline else { break }
            said += wait(until: deadline)
        }
        return said
    }

    /// Switches the screen reader to a language and says so, in that language's own name.
    /// Listeners hear `.switchedLanguage`.
    @discardableResult
    public func switchLanguage(to language: Language) -> Utterance {
        screenReader.language = language
        let said = Utterance(language.name, kind: .announcement, language: language.code)
        captions.append(said)
        notify(.switchedLanguage(language, said: said))
        return said
    }

    /// Tells every listener, in order. Fronts use it for what only they know: a panel shown,
    /// the end of the run.
    public func notify(_ event: SessionEvent) {
        for listener in listeners {
            listener.session(event)
        }
    }

    // MARK: State

    /// One look at what a front shows: the focus, the rotor, the drag, the captions. Draw a
    /// frame from one of these rather than asking the screen reader piece by piece.
    public func snapshot() -> SessionSnapshot {
        SessionSnapshot(of: self)
    }

    /// Runs what is due now, then speaks what the app announced meanwhile.
    private func settle() -> [Utterance] {
        clock.advance(by: 0)
        return screenReader.speakNotifications()
    }
}
