import Session

/// Hears every event, in order, and only events: a listener as those written before the
/// timeline (which have no callbacks' form) are.
@MainActor
final class EventLog: SessionListener {
    var events: [SessionEvent] = []
    func session(_ event: SessionEvent) { events.append(event) }
}
