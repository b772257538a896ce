import CellKit
import ScreenReader

/// Hears a session's events as they happen.
@MainActor
public protocol SessionListener: AnyObject {
    func session(_ event: SessionEvent)

    /// The event, with the callbacks the app's delegates got during the step it reports (none
    /// for a panel shown or the end). A listener that wants them (a recording writes them as
    /// expectations) implements this one; by default it goes to `session(_:)`.
    func session(_ event: SessionEvent, callbacks: [DragEvent])

    /// An utterance, as it is said, before the event of the step that says it: a read all's
    /// element by element, so a listener that writes them out (`rotor run`) holds none of them.
    /// By default a listener waits for the event instead.
    func session(saying utterance: Utterance)
}

extension SessionListener {
    public func session(saying utterance: Utterance) {}

    public func session(_ event: SessionEvent, callbacks: [DragEvent]) {
        session(event)
    }
}
