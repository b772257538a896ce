import CellKit
import Foundation
import ScreenReader
import Session

/// A screen reader for tests of screens built in Swift with CellKit: move through the
/// elements, perform an action by its name, and check what was said and which drag and drop
/// callbacks ran. Names follow guidepup's virtual screen reader (`next()`, `previous()`,
/// `act()`, `lastSpokenPhrase`, `spokenPhraseLog`).
///
/// Every move goes through a `ScreenSession`, which runs what falls due after each gesture, as
/// iOS does: a drop's data has arrived when `act()` returns. It depends on no test framework,
/// so Swift Testing and XCTest use it alike (from the main actor):
///
/// ```swift
/// import RotorTesting
///
/// @Test @MainActor func aBarDraggedIntoTheCardArrives() throws {
///     let screen = TalkScreen()                        // windows built with CellKit
///     let reader = VirtualScreenReader(windows: [screen.window])
///     reader.next()
///     #expect(reader.spokenPhraseLog.suffix(2) == ["January: 12.", "Actions Available."])
///     try reader.performAction(named: "Drag bar data")
///     reader.moveToFirst()                             // the contact card
///     try reader.performAction(named: "Drop into attachments")
///     #expect(reader.lastSpokenPhrase == "Dropped, Drop into attachments")
///     #expect(reader.callbackLog.contains("drop attachments performDrop"))
///     #expect(screen.card.attachmentsWell.texts == ["Bar: 12"])
/// }
/// ```
@MainActor
public final class VirtualScreenReader {
    /// The session the reader drives; its `screenReader`, `finger` and `clock` are there for
    /// what this API does not cover.
    public let session: ScreenSession

    /// A reader over `windows` (back to front), speaking `language`, started: the first element
    /// is focused and its description is the first entry of `spokenPhraseLog`. `keeping` holds
    /// what the windows hold only weakly (drag and drop delegates) as long as the reader.
    public convenience init(windows: [UIWindow], language: Language = .english, keeping objects: [AnyObject] = []) {
        self.init(session: ScreenSession(windows: windows, language: language, keeping: objects))
    }

    /// A reader driving `session` (from a scene's `makeSession()`, say), which it starts.
    public init(session: ScreenSession) {
        self.session = session
        session.start()
    }

    // MARK: Moving and acting

    /// Moves to the next element (swipe right). Returns what was said.
    @discardableResult
    public func next() -> [Utterance] { perform(.swipeRight) }

    /// Moves to the previous element (swipe left). Returns what was said.
    @discardableResult
    public func previous() -> [Utterance] { perform(.swipeLeft) }

    /// Moves to the first element on the screen. Returns what was said.
    @discardableResult
    public func moveToFirst() -> [Utterance] { perform(.firstElement) }

    /// Moves to the last element on the screen. Returns what was said.
    @discardableResult
    public func moveToLast() -> [Utterance] { perform(.lastElement) }

    /// Activates the focused element (double tap): presses a button, or performs the action
    /// the rotor has chosen. Returns what was said.
    @discardableResult
    public func act() -> [Utterance] { perform(.doubleTap) }

    /// Escape (two-finger scrub): cancels a held drag. Returns what was said.
    @discardableResult
    public func escape() -> [Utterance] { perform(.escape) }

    /// Performs any gesture, then what falls due. Returns what was said.
    @discardableResult
    public func perform(_ gesture: Gesture) -> [Utterance] {
        session.perform(gesture)
    }

    /// Performs the focused element's action called `name` (a custom action, a drag source, a
    /// drop point) as a VoiceOver user does: turns the rotor to Actions, swipes down to the
    /// action, and double taps. Returns everything said on the way; the action's own result is
    /// last.
    ///
    /// - Throws: `VirtualScreenReader.ActionNotFound` when nothing is focused or the focused
    ///   element offers no action of that name (the error lists the names it offers). Drop
    ///   points are offered only while a drag is held.
    @discardableResult
    public func performAction(named name: String) throws(ActionNotFound) -> [Utterance] {
        let reader = session.screenReader
        let offered = actionNames
        guard let index = offered.firstIndex(of: name) else { throw ActionNotFound(name: name, offered: offered) }
        var said: [Utterance] = []
        for _ in reader.offeredRotorSettings where reader.rotor.setting != .actions {
            said += perform(.rotateClockwise)
        }
        for _ in offered where reader.rotor.position != index {
            said += perform(.swipeDown)
        }
        guard reader.rotor.setting == .actions, reader.rotor.position == index else {
            throw ActionNotFound(name: name, offered: actionNames)
        }
        return said + act()
    }

    /// Lets `seconds` of virtual time pass (a load with a delay finishes). Returns what was said.
    @discardableResult
    public func wait(_ seconds: TimeInterval) -> [Utterance] {
        session.wait(seconds)
    }

    /// Lets virtual time run until every scheduled load has finished. Returns what was said.
    @discardableResult
    public func waitUntilIdle() -> [Utterance] {
        session.waitUntilIdle()
    }

    // MARK: Every element at once

    /// The most elements ``walkElements(limit:)`` visits unless told otherwise: a table of many
    /// rows is an element a row, and a walk's cost grows with them.
    public static let walkLimit = 1_000

    /// Every element of the screen in VoiceOver's visiting order, from the first: what VoiceOver
    /// says on each as a swipe right reaches it, and the actions it offers there. At most `limit`
    /// elements (``walkLimit`` at first).
    ///
    /// The walk is a second VoiceOver on the same screen, with this reader's language and
    /// Verbosity, so this reader is as it was: its focus, its rotor, ``spokenPhraseLog``, the
    /// callbacks (swiping runs none of the app's drag and drop code, and no element is told it
    /// gained or lost the walk's focus), and what the app posted that it has not spoken yet. VoiceOver scrolls a scroll view to the element it reaches, as
    /// the walk's swipes do; every scroll view is put back where it was when the walk ends. A
    /// drag this reader holds is held during the walk, so drop points are among the actions.
    ///
    /// ```swift
    /// let reader = VirtualScreenReader(windows: [GraphScreen().window])
    /// #expect(reader.walkElements().map(\.label) == ["Contact card", "January", "February", "March"])
    /// ```
    public func walkElements(limit: Int = VirtualScreenReader.walkLimit) -> [SpokenElement] {
        // What the app posted and this reader has not yet taken is its, not the walk's.
        let pending = UIAccessibility.takePostedNotifications()
        let scrolled = ScrollPositions(windows: session.windows)
        let cursor = session.screenReader.cursorPlace
        let walker = ScreenReader(finger: session.finger, language: session.screenReader.language)
        walker.verbosity = session.screenReader.verbosity
        walker.iOSMajorVersion = session.screenReader.iOSMajorVersion
        // The app hears of this reader's focus only: the walk moves no focus of the app's.
        walker.tellsElementsOfFocus = false
        let walk = { () -> [SpokenElement] in
            var walked: [SpokenElement] = []
            var said = walker.start()
            // A swipe past the last element says only the boundary's earcon, or nothing.
            while walked.count < limit, !said.isEmpty, !said.contains(where: { $0.kind == .earcon }),
                  let element = walker.focusedElement {
                walked.append(SpokenElement(label: element.label, spokenPhrases: said.map(Self.phrase),
                                            actionNames: walker.actions(for: element).map(\.name)))
                said = walker.perform(.swipeRight)
            }
            scrolled.restore()
            // A table scrolled away and back shows its rows in other cells: the focus goes back
            // to the row it was on, not the cell.
            if let cursor { self.session.screenReader.restoreCursor(cursor) }
            return walked
        }
        let walked = session.screen.map { ScreenSimulation.simulating($0, walk) } ?? walk()
        for posted in pending {
            UIAccessibility.post(notification: posted.notification, argument: posted.argument)
        }
        return walked
    }

    /// An utterance as ``spokenPhraseLog`` writes it: earcons in brackets.
    private static func phrase(_ utterance: Utterance) -> String {
        utterance.kind == .earcon ? "[\(utterance.text)]" : utterance.text
    }

    // MARK: What it knows

    /// The focused element's label, or `nil` when nothing is focused.
    public var focusedLabel: String? {
        session.screenReader.focusedElement?.label
    }

    /// The names of the focused element's actions, in the Actions rotor's order.
    public var actionNames: [String] {
        let reader = session.screenReader
        guard let element = reader.focusedElement else { return [] }
        return reader.actions(for: element).map(\.name)
    }

    /// The newest thing said, or `nil` before anything was. Earcons are in brackets:
    /// `[boundary]`.
    public var lastSpokenPhrase: String? {
        spokenPhraseLog.last
    }

    /// Everything said since the reader started, oldest first, an utterance an entry: an
    /// element's description, its hint, "Actions Available" and announcements each on their own.
    public var spokenPhraseLog: [String] {
        session.captions.map(Self.phrase)
    }

    /// Everything said, with each utterance's kind (element, hint, announcement, earcon) and
    /// language.
    public var utteranceLog: [Utterance] {
        session.captions
    }

    /// The app's drag and drop delegate callbacks, in the order they ran, a line each:
    /// `drag window/graph sessionWillBegin`. An array, to compare and search; to print them a
    /// line each, print the log itself: `print(reader.session.finger.log)`.
    public var callbackLog: [String] {
        session.finger.log.lines
    }

    /// The app's drag and drop delegate callbacks, in the order they ran.
    public var callbackEvents: [DragEvent] {
        session.finger.log.events
    }
}

extension VirtualScreenReader {
    /// The focused element offers no action of the name asked for (or nothing is focused).
    public struct ActionNotFound: Error, Equatable, CustomStringConvertible {
        /// The name asked for.
        public let name: String
        /// The names the focused element offers, in the rotor's order.
        public let offered: [String]

        public var description: String {
            let names = offered.isEmpty ? "none" : offered.map { "'\($0)'" }.joined(separator: ", ")
            return "no action named '\(name)' on the focused element; it offers \(names)"
        }
    }
}
