import CellKit

/// A VoiceOver-like screen reader over CellKit windows: a cursor that walks the elements, a
/// rotor, speech, and drag and drop performed through the system's `Finger` exactly as a finger
/// would perform it.
///
/// What each gesture does lives with its concern: the cursor (`Cursor/`), the rotor (`Rotor/`),
/// actions and the drag (`Actions/`), what the app posts (`Notifications/`), speech (`Speech/`).
/// The screen reader does not run the virtual clock: a session (the `Session` module) settles
/// what falls due after each gesture, so that a drop's data arrives.
@MainActor
public final class ScreenReader {
    /// The system finger the screen reader drives drags with; its windows are what it reads.
    public let finger: Finger
    /// The language of the screen reader's own phrases.
    public var language: Language
    public internal(set) var rotor = Rotor()
    /// How fast speech goes, in percent (the rotor's Speech rate): 0 to 100, 50 at first.
    public internal(set) var speechRate = 50
    /// The speech rate as words a minute: 50, VoiceOver's default, is a conversational 175.
    /// Real speech and a demo's pace both follow it.
    public var wordsPerMinute: Int { Self.wordsPerMinute(forRate: speechRate) }

    /// Words a minute for a speech rate of 0 to 100 (out of range is clamped).
    nonisolated public static func wordsPerMinute(forRate rate: Int) -> Int {
        80 + Int(saturating: (Double(min(100, max(0, rate))) * 1.9).rounded())
    }
    /// VoiceOver's Verbosity settings: what to do when an element has actions, whether hints are
    /// spoken. A scene, the command line or a key sets them.
    /// A session changes it as a step (`ScreenSession`), so that a recording writes the change.
    public package(set) var verbosity = Verbosity()
    /// Whether hints are spoken after elements: Verbosity's Speak Hints, which the rotor's Hints
    /// turns too.
    public internal(set) var speaksHints: Bool {
        get { verbosity.speaksHints }
        set { verbosity.speaksHints = newValue }
    }

    /// The major version of iOS whose VoiceOver is simulated, where versions differ: a tab's
    /// badge is said as its value before 26 ("3 items"), not from 26 on. `nil` (at first): the
    /// version of the device the first window's app runs on (`UIDevice`, which a scene's
    /// `device` sets; iOS 26 when it says nothing). CellKit's own setting.
    public var iOSMajorVersion: Int?

    /// The iOS version whose VoiceOver is simulated now: the one set, else the screen's device's.
    var simulatedMajorVersion: Int {
        if let iOSMajorVersion { return iOSMajorVersion }
        let version = finger.windows.first?.device.systemVersion ?? UIDevice.current.systemVersion
        return Self.majorNumber(of: version) ?? 26
    }

    /// The number before the first dot of a version: found without splitting the string, nor a
    /// closure that would check the main actor at each character (it is asked at every element
    /// spoken).
    nonisolated private static func majorNumber(of version: String) -> Int? {
        // Most versions are a few digits before a dot: read from the bytes, without a substring
        // or a parse; anything else is parsed as before.
        var number = 0, digits = 0
        for byte in version.utf8 {
            if byte == UInt8(ascii: "."), digits > 0 { return number }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { break }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        if digits > 0, digits == version.utf8.count { return number }
        guard let dot = version.firstIndex(of: ".") else { return Int(version) }
        return Int(version[..<dot])
    }

    /// Says elements as this reader does: in its language, as its iOS version does.
    var describer: ElementDescriber {
        ElementDescriber(language: language, readsTabBadges: simulatedMajorVersion < 26)
    }

    /// The focused element's object, held as a `weak` reference would hold it. A view (a cell,
    /// nearly every element) is held by a `ViewReference`: a `weak` reference gives its object a
    /// side table, and from then on every retain and release of that cell (each walk, hit test
    /// and descriptor that reads it) goes through the table; every element a swipe lands on kept
    /// one. Other objects (accessibility elements) are held weakly.
    var focusedObject: UIResponder? {
        get { focusedView.view ?? focusedOther }
        set {
            if let view = newValue as? UIView {
                focusedView = ViewReference(view)
                focusedOther = nil
            } else {
                focusedView = ViewReference(nil)
                focusedOther = newValue
            }
        }
    }
    private var focusedView = ViewReference(nil)
    private weak var focusedOther: UIResponder?
    /// Whether moving the cursor tells the elements it leaves and lands on
    /// (`accessibilityElementDidLoseFocus()`, `accessibilityElementDidBecomeFocused()`), as
    /// VoiceOver tells them on iOS. A second reader walking a screen another drives (RotorTesting's
    /// walk) tells them nothing: the app hears of one VoiceOver.
    package var tellsElementsOfFocus = true
    /// Where the focused element was in the visiting order, so that when it goes away (hidden,
    /// removed) the cursor carries on from its place, as VoiceOver does.
    var focusedIndex: Int?
    /// What the last step in a custom rotor found, the search's current item while the focus
    /// stays on its element (its text range with it).
    var lastCustomRotorItem: UIAccessibilityCustomRotorItemResult?
    /// Whether the gesture being performed asked a custom rotor's search: the app's code ran.
    var ranCustomRotorSearch = false
    private let collector: ElementCollector
    /// The views `collector`'s walks looked at.
    let tally: WalkTally
    /// The last walk of the elements, kept while the view tree stands still.
    private var cached: ElementSnapshot?
    /// Where the elements of that walk sit in their containers, worked out when first asked.
    private var cachedContexts: ElementContexts?
    /// The focused element's record and live actions, kept while its key stands (`ScreenReader+Record`).
    var keptFocus: KeptFocus?
    /// The whole screen's record, kept while its key stands.
    var keptRecord: (key: RecordKey, rotor: RotorSetting?, prints: [ContentPrint], drops: [ListedDescriptors], record: ScreenRecord)?
    /// How many times this screen reader has collected an element's actions: each collection
    /// asks the app's descriptors and hit-tests their points. Tests count it (one swipe collects
    /// the new focus's actions once, however many readers draw it).
    package internal(set) var actionCollections = 0
    /// How many kept focuses this screen reader has made (`KeptFocus.number`).
    var focusesRecorded = 0
    /// How many whole-screen records this screen reader has made.
    package internal(set) var screenRecordsMade = 0
    /// How many times this screen reader has walked the windows for their elements, and how many
    /// elements those walks found: what a read all that scrolls a table costs (`ReadAllProgress`).
    package private(set) var walksMade = 0
    package private(set) var elementsWalked = 0
    /// How many views this screen reader's walks of the screen have looked at, in all: a walk
    /// that finds a subtree unchanged since the last looks at its root only, one after a screen
    /// is pushed or a tab shown looks at each view that came. A touch counts the views its way
    /// down to the element under the finger looks at, and a tap (a double tap, a drag started
    /// or dropped) as many as the view under it lies deep. What a run's walks may cost is
    /// bounded by it (`RunBudget`).
    public var viewsVisited: Int { tally.viewsVisited }

    public init(finger: Finger, language: Language = .english) {
        self.finger = finger
        self.language = language
        tally = WalkTally()
        collector = ElementCollector(cache: ElementCache(), tally: tally)
        // [sim] A screen reader hears what is posted while it runs: notifications left from
        // screens before it (CellKit keeps one queue for the process) are not its to speak.
        _ = UIAccessibility.takePostedNotifications()
    }

    // MARK: What VoiceOver sees

    /// The elements of every window, in visiting order, as they are now. The list shares its
    /// runs with the walks it came from (`ElementList`): it is cheap to keep, and read by index
    /// like an array.
    public var elements: ElementList { snapshot.elements }

    /// The element under the cursor, if it is still on screen.
    public var focusedElement: AccessibleElement? {
        let current = snapshot
        return current.index(of: focusedObject, near: focusedIndex).map { current.elements[$0] }
    }

    /// What VoiceOver sees now: the last walk if nothing has changed since, else a new one.
    var snapshot: ElementSnapshot {
        let scene = finger.system.windowScene
        let clock = finger.system.treeClock
        if let cached, cached.generation == clock.currentGeneration, cached.windowsVersion == scene.windowsVersion {
            return cached
        }
        let elements = collector.elementList(in: finger.windows)
        walksMade += 1
        elementsWalked += elements.count
        // The walk may lay views out (a collection view's cells): the generation after it is the
        // one it saw.
        let fresh = ElementSnapshot(generation: clock.currentGeneration, windowsVersion: scene.windowsVersion,
                                    elements: elements)
        cached = fresh
        cachedContexts = nil
        return fresh
    }

    /// The contexts of the elements of the walk `snapshot` gives now.
    var contexts: ElementContexts {
        let current = snapshot
        if let cachedContexts { return cachedContexts }
        let fresh = ElementContexts(elements: current.elements, clock: finger.system.treeClock)
        cachedContexts = fresh
        return fresh
    }

    // MARK: Gestures

    /// Puts the cursor on the first element and speaks it, as VoiceOver does when a screen appears.
    @discardableResult
    public func start() -> [Utterance] {
        let all = elements
        guard let first = Self.visited(from: 0, by: 1, in: all) else { return notifications() }
        return focus(at: first, in: all) + notifications()
    }

    /// Performs a gesture and returns what it made the screen reader say, including what the
    /// app announced meanwhile.
    @discardableResult
    package func perform(_ gesture: Gesture) -> [Utterance] {
        var said: [Utterance] = []
        perform(gesture) { said.append($0) }
        return said
    }

    /// Performs a gesture, handing each utterance to `speak` as it is said (a read all, element
    /// by element), then what the app announced meanwhile. A read all reads at most
    /// `readAllLimit` elements; the progress says how far it went (none for other gestures).
    @discardableResult
    package func perform(_ gesture: Gesture, readAllLimit: Int? = nil,
                         speaking speak: (Utterance) -> Void) -> ReadAllProgress {
        let runsAppCode: Bool
        switch gesture {
        case .swipeRight, .swipeLeft, .firstElement, .lastElement, .rotateClockwise, .rotateCounterclockwise,
             .readAll, .touch, .stopSpeech:
            runsAppCode = false
        case .swipeUp, .swipeDown:
            // Stepping the rotor runs the app's code only to adjust a value or to move a held
            // drag over a drop point; choosing an action, a heading or a word does not.
            runsAppCode = rotor.setting == .adjustValue || (rotor.setting == .actions && finger.isDragging)
        case .doubleTap, .doubleTapAndHold, .escape, .magicTap, .scroll:
            runsAppCode = true
        }
        var progress = ReadAllProgress()
        ranCustomRotorSearch = false
        if case .readAll(let start) = gesture {
            progress = readAll(from: start, limit: readAllLimit, speaking: speak)
        } else {
            respond(to: gesture).forEach(speak)
        }
        if runsAppCode || ranCustomRotorSearch {
            // An action, an adjustment or a drag over a target runs the app's code, which may
            // change its elements in ways no property setter shows (a computed
            // `accessibilityElements`).
            finger.system.treeClock.listedElementsMayHaveChanged()
            // [sim] It may also hide the view a held drag is over (a magic tap's handler, an
            // adjustment): the drag leaves it, whichever gesture ran the code.
            finger.screenDidChange()
        }
        notifications().forEach(speak)
        return progress
    }

    /// What the app has posted since the last gesture (announcements, layout and screen
    /// changes), spoken and acted on. Sessions call this after the clock runs, so an
    /// announcement made when a load finishes is heard.
    @discardableResult
    public func speakNotifications() -> [Utterance] {
        notifications()
    }

    private func respond(to gesture: Gesture) -> [Utterance] {
        switch gesture {
        case .swipeRight: return moveFocus(by: 1)
        case .swipeLeft: return moveFocus(by: -1)
        case .firstElement:
            // The first and last elements a swipe could reach: one with an empty frame is passed over.
            let all = elements
            return Self.visited(from: 0, by: 1, in: all).map { focus(at: $0, in: all) } ?? []
        case .lastElement:
            let all = elements
            return Self.visited(from: all.count - 1, by: -1, in: all).map { focus(at: $0, in: all) } ?? []
        case .rotateClockwise, .rotateCounterclockwise:
            return rotate(clockwise: gesture == .rotateClockwise, on: focusTarget())
        case .swipeDown, .swipeUp:
            // With no rotor setting chosen, a swipe up or down does nothing: no need to look.
            guard rotor.setting != nil else { return [] }
            return stepRotor(forward: gesture == .swipeDown, on: focusTarget())
        case .doubleTap: return activate(focusedElement)
        case .doubleTapAndHold: return passThroughLongPress(on: focusedElement)
        case .escape: return escape(focusedElement)
        case .magicTap:
            // As UIKit routes it: the focused element, then the objects around it up to its
            // window (the app's handler); with no focus, the front-most window.
            if let element = focusedElement {
                climb(from: element) { $0.accessibilityPerformMagicTap() }
            } else {
                for window in finger.windows.reversed() where window.accessibilityPerformMagicTap() { break }
            }
            return []
        case .scroll(let direction):
            // As UIKit routes it: the focused element, then the objects around it up to its
            // window. [sim] With no focus (its element gone, as a page view controller's old
            // page goes), the first element on screen stands for it; with no element, the
            // front-most window. What the app posts (`pageScrolled`) is spoken with the
            // notifications.
            if let element = focusedElement ?? elements.first {
                for object in [element.object] + element.ancestors where object.accessibilityScroll(direction) { break }
            } else {
                for window in finger.windows.reversed() where window.accessibilityScroll(direction) { break }
            }
            return []
        case .readAll(let start): return readAll(from: start)
        case .touch(let point): return explore(at: point)
        case .stopSpeech: return []
        }
    }

    /// The focused element with its actions, collected once while nothing changes, when first
    /// asked (the kept focus's).
    func focusTarget() -> FocusTarget? {
        keptFocusNow().map(FocusTarget.init)
    }
}
