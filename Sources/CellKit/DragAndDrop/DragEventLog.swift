/// Every drag and drop delegate callback, in the order they were made. Tests, the screen reader
/// and the inspector read it.
@MainActor
public final class DragEventLog {
    public private(set) var events: [DragEvent] = []

    public init() {}

    public func record(_ event: DragEvent) {
        events.append(event)
    }

    /// Forgets every event, for a test or a view that wants only what follows.
    public func removeAll() {
        events.removeAll()
    }

    /// The events as lines, for goldens.
    public var lines: [String] { events.map(\.description) }
}
