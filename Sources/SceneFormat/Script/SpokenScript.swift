import CellKit
import ScreenReader
import Session

/// A script that checks, step by step, what VoiceOver says on every element of a screen and the
/// actions it offers there: what a captured scene file carries as its `script`, so that `rotor
/// test` on the file is a regression test from the start.
///
/// The walk starts where VoiceOver starts (the first element, focused when the screen appears),
/// lists that element's actions, then swipes right to each element in turn, writing what it
/// says, and on each element with actions turns the rotor to Actions (once: the rotor keeps its
/// setting) and swipes down through them, writing each name. It ends with `first element`,
/// which checks what the first element says (it was said before the script began). Only
/// gestures that change nothing are used: no action is performed, no drag is started.
///
/// Every line expects exactly what was said, written as `rotor play --record` writes it
/// (`Expectation.scriptText`, which quotes text that would not read back the same), so any
/// label round-trips. The walk stops, with a comment saying so, after ``elementLimit`` elements
/// or before the script would hold more steps or bytes than a script may, and lists at most
/// ``actionLimit`` of an element's actions.
@MainActor
public enum SpokenScript {
    /// The first line of every such script.
    public static let heading = "# What VoiceOver says on each element, swiping right from the first, and the actions it offers."

    /// The most elements a walk visits. A table view of many numbered rows is one line of a scene
    /// but an element a row, and a script that swipes through 65,536 rows costs its rows, not its
    /// file, and checks nothing the first two hundred do not. 200 is ten times what the largest
    /// shipped scene holds (21 elements).
    public static let elementLimit = 200

    /// The most of one element's actions a walk lists. Each swipe down the Actions rotor reads
    /// the element's actions again, to see whether the app changed them, so listing them all
    /// costs their number squared: an element of 100,000 actions (a 2 MB scene) took minutes to
    /// export. 50 is ten times the most actions an element of a shipped scene offers.
    public static let actionLimit = 50

    /// The script for a scene, walked in a session of its own. The walk moves VoiceOver's focus,
    /// and VoiceOver scrolls a scroll view to what it focuses, and they are left where the walk
    /// left them: walk a scene that is still to be captured with `walkingInPlace(_:limits:)`.
    public static func of(_ scene: Scene, limits: Script.Limits = .standard) -> String {
        var writer = Writer(session: scene.makeSession(), limits: limits)
        return writer.walk()
    }

    /// The script for a scene, walked where it is, as `of(windows:)` walks live windows: the
    /// scroll views the walk scrolls are scrolled back when it ends, so the same scene can be
    /// captured afterwards as it opened. `rotor export` walks and captures one copy this way
    /// rather than loading the scene twice.
    public static func walkingInPlace(_ scene: Scene, limits: Script.Limits = .standard) -> String {
        let scrolled = ScrollPositions(windows: scene.windows)
        let script = of(scene, limits: limits)
        restore(scrolled, in: scene.windows)
        return script
    }

    /// The script for live windows (back to front), walked where they are: a screen built in
    /// Swift, to give SceneCapture as its script. The walk scrolls scroll views to what it
    /// focuses, as VoiceOver does; they are scrolled back when it ends, so the screen can be
    /// captured afterwards as it was. `keeping` holds what the windows hold only weakly (drag
    /// and drop delegates) for the walk. Walk windows no reader is driving: the walk puts them
    /// on a screen of its own, as a new `ScreenSession` does.
    ///
    /// ```swift
    /// let script = SpokenScript.of(windows: [window])
    /// try SceneCapture.write([window], to: url, options: CaptureOptions(title: "Inbox", script: script))
    /// ```
    public static func of(windows: [UIWindow], language: Language = .english, keeping objects: [AnyObject] = [],
                          limits: Script.Limits = .standard) -> String {
        let scrolled = ScrollPositions(windows: windows)
        let script = of(Scene(name: "captured", language: language, windows: windows, keeping: objects), limits: limits)
        restore(scrolled, in: windows)
        return script
    }

    /// Scrolls the windows' scroll views back, on the windows' screen (their layout reads it).
    private static func restore(_ scrolled: ScrollPositions, in windows: [UIWindow]) {
        if let screen = windows.first?.screen {
            ScreenSimulation.simulating(screen) { scrolled.restore() }
        } else {
            scrolled.restore()
        }
    }

    @MainActor
    private struct Writer {
        let session: ScreenSession
        let limits: Script.Limits
        var lines = [SpokenScript.heading]
        var steps = 0
        var bytes = SpokenScript.heading.utf8.count + 1
        var full = false

        init(session: ScreenSession, limits: Script.Limits) {
            self.session = session
            self.limits = limits
        }

        var reader: ScreenReader { session.screenReader }

        mutating func walk() -> String {
            let opening = session.start()
            let elementCount = reader.elements.count
            guard elementCount > 0 else { return "" }
            actions()
            if elementCount == 1 {
                // Nothing to swipe to, and `first element` on the focused element says nothing new.
                record(.readAll(from: .top))
                return text()
            }
            // To the end of the screen: a table view has cells only for the rows on screen, so
            // the elements found at first are not all there are. The script's own step limit
            // bounds the walk, whatever a screen does when swiped.
            var visited = 1
            for _ in 0..<limits.steps {
                guard !full else { break }
                guard visited < SpokenScript.elementLimit else {
                    write("# The walk stops here: it visits at most \(SpokenScript.elementLimit) elements.", step: false)
                    break
                }
                let said = session.step(.gesture(.swipeRight))
                if said.contains(where: { $0.kind == .earcon }) || said.isEmpty { break }
                visited += 1
                write(Gesture.swipeRight.name + " " + Expectation(.exact, joined(said)).scriptText)
                actions()
            }
            if !opening.isEmpty { record(.firstElement) }
            return text()
        }

        /// On an element with actions, the rotor turned to Actions (when it is not there yet),
        /// then a swipe down for each action.
        mutating func actions() {
            // The focus's record, which the swipe's speech made: its actions are not collected again.
            guard let count = reader.focusedRecord?.actions.count else { return }
            guard count > 0 else { return }
            var turns = 0
            // Round the whole ring at most: the app's rotors lengthen it.
            let ring = reader.offeredRotorSettings.count
            while reader.rotor.setting != .actions, turns <= ring, !full {
                record(.rotateClockwise)
                turns += 1
            }
            guard reader.rotor.setting == .actions else { return }
            for _ in 0..<min(count, SpokenScript.actionLimit) { record(.swipeDown) }
            if count > SpokenScript.actionLimit {
                write("# The actions stop here: the walk lists at most \(SpokenScript.actionLimit) of an element's \(count).",
                      step: false)
            }
        }

        mutating func record(_ gesture: Gesture) {
            guard !full else { return }
            let said = session.step(.gesture(gesture))
            write(gesture.name + " " + Expectation(.exact, joined(said)).scriptText)
        }

        /// Adds a line, a step unless `step` is false (a comment), while the script's steps and
        /// bytes allow it and the closing comment after it.
        mutating func write(_ line: String, step: Bool = true) {
            let closing = "# The script stops here: a script holds at most \(limits.steps) steps and \(limits.fileSize) bytes."
            let size = line.utf8.count + 1
            guard !full else { return }
            guard !step || steps < limits.steps - 1, bytes + size + closing.utf8.count + 1 <= limits.fileSize else {
                full = true
                lines.append(closing)
                return
            }
            if step { steps += 1 }
            bytes += size
            lines.append(line)
        }

        func joined(_ said: [Utterance]) -> String {
            said.map(\.description).joined(separator: " / ")
        }

        func text() -> String {
            lines.joined(separator: "\n") + "\n"
        }
    }
}
