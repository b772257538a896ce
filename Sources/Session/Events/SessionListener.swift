/// Hears a session's events as they happen.
@MainActor
public protocol SessionListener: AnyObject {
    func session(_ event: SessionEvent)
}
