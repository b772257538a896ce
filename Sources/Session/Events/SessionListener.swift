import CellKit

/// Hears a session's events as they happen.
@MainActor
public protocol SessionListener: AnyObject {
    func session(_ event: SessionEvent)

    /// The event, with the callbacks the app's delegates got during the step it reports (none
    /// for a panel shown or the end). A listener that wants them (a recording writes them as
    /// expectations) implements this one; by default it goes to `session(_:)`.
    func session(_ event: SessionEvent, callbacks: [DragEvent])
}

extension SessionListener {
    public func session(_ event: SessionEvent, callbacks: [DragEvent]) {
        session(event)
    }
}
