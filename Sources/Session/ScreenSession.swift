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
    /// What was said lately, oldest first: everything the last step said, and at least the
    /// `keptHistory` utterances before it. Older ones are let go, so a long run (a script of
    /// read alls) keeps its memory bounded; `captionCount` counts everything said.
    public private(set) var captions: [Utterance] = []
    /// How many utterances were said since the session began, those let go included.
    public var captionCount: Int { droppedCaptions + captions.count }
    private var droppedCaptions = 0
    /// How much the captions and the timeline keep from before the last step, at least.
    public static let keptHistory = 10_000
    /// Whether VoiceOver's screen curtain is on (set by a `.curtain` step): a front shows no
    /// visuals meanwhile. A VoiceOver setting, so a script or a recording can carry it.
    public private(set) var isCurtainOn = false
    /// The last snapshot, kept while nothing it shows has changed.
    private var keptSnapshot: (key: SnapshotKey, snapshot: SessionSnapshot)?
    /// How many snapshots this session has made (not given again from the kept one): an idle
    /// front makes none.
    package private(set) var snapshotsMade = 0
    /// What was said and the callbacks the app's drag and drop delegates got, in the order they
    /// happened (see `TimelineEntry` for the order within a step), oldest first: the last step's
    /// entries and at least the `keptHistory` before them, as with the captions.
    public private(set) var timeline: [TimelineEntry] = []
    /// How many entries the timeline has had since the session began, those let go included:
    /// a mark for `timeline(since:)`.
    public var timelineCount: Int { droppedTimeline + timeline.count }
    private var droppedTimeline = 0
    /// The most the next read all may cost (`ReadAllProgress.cost`), `nil` for no limit
    /// (VoiceOver has none); a read all that can be seen to pass it says nothing, one that
    /// reaches it as it reads stops there, and `lastReadAll` says which. CellKit's own: a script
    /// run gives each read all what is left of its budget (`ScriptRunner`).
    public var readAllLimit: Int?
    /// How far the last step's read all went; `nil` when the last step was not a read all.
    public private(set) var lastReadAll: ReadAllProgress?
    /// How many of the log's events the timeline has taken.
    private var loggedCount = 0
    /// Who hears the session's events, in order.
    public var listeners: [SessionListener] = []

    /// The timeline's entries since `count` (a `timelineCount` taken earlier), those still kept.
    public func timeline(since count: Int) -> ArraySlice<TimelineEntry> {
        timeline[min(timeline.count, max(0, count - droppedTimeline))...]
    }
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
        onScreen {
            let (said, callbacks) = record { speak in screenReader.start().forEach(speak) }
            notify(.started(said: said), callbacks: callbacks)
            return said
        }
    }

    /// The screen the session's windows are on.
    public var screen: UIScreen? { windows.first?.screen }

    /// Runs `body` with the session's screen as `UIScreen.main`: what the app makes meanwhile (an
    /// alert, a cell for a row scrolled to) takes that screen's sizes, as it would on the device.
    private func onScreen<Result>(_ body: () -> Result) -> Result {
        guard let screen else { return body() }
        return ScreenSimulation.simulating(screen, body)
    }

    /// Takes one step: performs a gesture, lets time pass, or switches the language. Returns
    /// what it made the screen reader say.
    @discardableResult
    public func step(_ step: SessionStep) -> [Utterance] {
        onScreen { take(step) }
    }

    private func take(_ step: SessionStep) -> [Utterance] {
        switch step {
        case .gesture(let gesture): perform(gesture)
        case .wait(let seconds): wait(seconds)
        case .language(let language): [switchLanguage(to: language)]
        case .actionsVerbosity(let mode): [changeVerbosity(to: Verbosity(actions: mode, speaksHints: screenReader.verbosity.speaksHints), by: step)]
        case .hints(let on): [changeVerbosity(to: Verbosity(actions: screenReader.verbosity.actions, speaksHints: on), by: step)]
        case .curtain(let on): [changeCurtain(to: on, by: step)]
        case .app(let name): performAppEvent(name)
        }
    }

    /// What the app does for each `SessionStep.app` name (a scene fills it with its screens'
    /// pushes and presentations). Each returns whether it did anything.
    public var appEvents: [String: @MainActor () -> Bool] = [:]

    /// Runs what the app does for `name` (nothing for a name it does not know), then speaks
    /// what the app posted meanwhile. Listeners hear `.appEvent`.
    @discardableResult
    public func performAppEvent(_ name: String) -> [Utterance] {
        let event = appEvents[name]
        let (said, callbacks) = record { _ in
            _ = event?()
            // [sim] The app's own code ran, as a gesture's action runs it: what it took off the
            // screen (a pushed screen covers the one a held drag was over) the drag leaves.
            finger.system.treeClock.listedElementsMayHaveChanged()
            finger.screenDidChange()
        }
        notify(.appEvent(name, said: said), callbacks: callbacks)
        return said
    }

    /// Changes VoiceOver's Verbosity, as the Settings app would, and says the new setting [sim]
    /// (iOS changes it outside VoiceOver; a front or a script changes it here, between gestures).
    /// Listeners hear `.changedVerbosity` with the step, so a recording writes it.
    private func changeVerbosity(to verbosity: Verbosity, by step: SessionStep) -> Utterance {
        screenReader.verbosity = verbosity
        let language = screenReader.language
        let phrase: Phrase = if case .hints(let on) = step { on ? .hintsOn : .hintsOff } else { .verbosityActions(verbosity.actions) }
        let said = Utterance(PhraseBook.text(phrase, in: language), kind: .announcement, language: language.code)
        startStep()
        tellSaying(said)
        keepCaptions([said])
        timeline.append(.said(said))
        notify(.changedVerbosity(step, said: said), callbacks: [])
        return said
    }

    /// Turns the screen curtain on or off and says so, as VoiceOver does. Listeners hear
    /// `.changedVerbosity` with the step (the event of a VoiceOver setting a step changes), so a
    /// recording writes it.
    private func changeCurtain(to on: Bool, by step: SessionStep) -> Utterance {
        isCurtainOn = on
        let language = screenReader.language
        let said = Utterance(PhraseBook.text(on ? .screenCurtainOn : .screenCurtainOff, in: language),
                             kind: .announcement, language: language.code)
        startStep()
        tellSaying(said)
        keepCaptions([said])
        timeline.append(.said(said))
        notify(.changedVerbosity(step, said: said), callbacks: [])
        return said
    }

    /// Performs a gesture, then runs what falls due at once (a load without a delay finishes,
    /// so a drop's data is in place) and speaks what the app announced meanwhile. A gesture
    /// takes no virtual time: a load with a delay waits for `wait(_:)`, so its placeholder can
    /// be heard first. Listeners hear `.performed`.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        let (said, callbacks) = record { speak in
            let progress = screenReader.perform(gesture, readAllLimit: readAllLimit, speaking: speak)
            if case .readAll = gesture { lastReadAll = progress }
        }
        notify(.performed(gesture, said: said), callbacks: callbacks)
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
        let (said, callbacks) = record(settling: false) { speak in
            clock.advance(to: time)
            screenReader.speakNotifications().forEach(speak)
        }
        notify(.waited(seconds, said: said, clockWasBusy: busy), callbacks: callbacks)
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
        startStep()
        tellSaying(said)
        keepCaptions([said])
        timeline.append(.said(said))
        notify(.switchedLanguage(language, said: said), callbacks: [])
        return said
    }

    /// Tells every listener, in order. Fronts use it for what only they know: a panel shown,
    /// the end of the run.
    public func notify(_ event: SessionEvent) {
        notify(event, callbacks: [])
    }

    /// Tells every listener, in order, with the callbacks the step made.
    private func notify(_ event: SessionEvent, callbacks: [DragEvent]) {
        for listener in listeners {
            listener.session(event, callbacks: callbacks)
        }
    }

    // MARK: State

    /// One look at what a front shows: the focus, the rotor, the drag, the captions. Draw a
    /// frame from one of these rather than asking the screen reader piece by piece.
    public func snapshot() -> SessionSnapshot {
        let key = snapshotKey()
        if let keptSnapshot, keptSnapshot.key == key { return keptSnapshot.snapshot }
        let fresh = SessionSnapshot(of: self)
        snapshotsMade += 1
        // Taking the snapshot may read the screen (a walk, a layout): keep it under the key after.
        keptSnapshot = (snapshotKey(), fresh)
        return fresh
    }

    /// What a snapshot depends on now.
    private func snapshotKey() -> SnapshotKey {
        // The focus first: finding it may walk the screen, which the record's key then sees.
        let focus = screenReader.focusRecordNumber
        return SnapshotKey(record: screenReader.recordKey, focus: focus, rotor: screenReader.rotor.setting,
                           captionCount: captionCount, isCurtainOn: isCurtainOn)
    }

    /// What a snapshot depends on: the screen reader's record (its key, and which focus record
    /// stands, which also follows what no counter does) and the session's own state.
    private struct SnapshotKey: Equatable {
        let record: RecordKey
        let focus: Int?
        let rotor: RotorSetting?
        let captionCount: Int
        let isCurtainOn: Bool
    }

    /// Runs `act`, which hands each utterance to the function it is given as it is said, and
    /// then, when `settling`, what is due now, and speaks what the app announced meanwhile;
    /// listeners hear each utterance as it comes (`SessionListener.session(saying:)`). Keeps
    /// what was said in the captions and, with the callbacks each part made, in the timeline.
    /// Returns what was said and the callbacks, in order.
    private func record(settling: Bool = true, _ act: ((Utterance) -> Void) -> Void) -> (said: [Utterance], callbacks: [DragEvent]) {
        startStep()
        var said: [Utterance] = []
        act { utterance in
            said.append(utterance)
            tellSaying(utterance)
        }
        var callbacks = takeCallbacks()
        timeline += callbacks.map(TimelineEntry.callback) + said.map(TimelineEntry.said)
        if settling {
            clock.advance(by: 0)
            let announced = screenReader.speakNotifications()
            announced.forEach(tellSaying)
            let fell = takeCallbacks()
            timeline += fell.map(TimelineEntry.callback) + announced.map(TimelineEntry.said)
            said += announced
            callbacks += fell
        }
        keepCaptions(said)
        return (said, callbacks)
    }

    /// Adds what was said to the captions. The kept snapshot is let go first when there is
    /// something to add (the caption count it was kept under moves, so it could not stand):
    /// holding the captions too, it made each append copy every kept caption, 0.3 ms a key in
    /// plain mode at 10,000 kept.
    private func keepCaptions(_ said: [Utterance]) {
        guard !said.isEmpty else { return }
        keptSnapshot = nil
        captions += said
    }

    /// Begins a step: lets go of what the captions and the timeline keep beyond their history
    /// (in halves, so each step does not move what is kept), and takes the stray callbacks.
    private func startStep() {
        lastReadAll = nil
        if captions.count > 2 * Self.keptHistory {
            let dropped = captions.count - Self.keptHistory
            captions.removeFirst(dropped)
            droppedCaptions += dropped
        }
        if timeline.count > 2 * Self.keptHistory {
            let dropped = timeline.count - Self.keptHistory
            timeline.removeFirst(dropped)
            droppedTimeline += dropped
        }
        takeStrayCallbacks()
    }

    /// Tells every listener of an utterance as it is said.
    private func tellSaying(_ utterance: Utterance) {
        for listener in listeners {
            listener.session(saying: utterance)
        }
    }

    /// The callbacks logged since the timeline last looked, which it now holds.
    private func takeCallbacks() -> [DragEvent] {
        let events = finger.log.events
        // A log emptied meanwhile (`removeAll`) starts again from its first event.
        if loggedCount > events.count { loggedCount = 0 }
        let new = Array(events[loggedCount...])
        loggedCount = events.count
        return new
    }

    /// Callbacks made outside any step (code driving the finger itself) join the timeline where
    /// they are noticed, before the next step, and belong to no step.
    private func takeStrayCallbacks() {
        timeline += takeCallbacks().map(TimelineEntry.callback)
    }
}
