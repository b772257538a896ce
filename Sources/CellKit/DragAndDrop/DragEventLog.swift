/// Every drag and drop delegate callback, in the order they were made. Tests, the screen reader
/// and the inspector read it.
@preconcurrency @MainActor
public final class DragEventLog {
    public private(set) var events: [DragEvent] = []
    /// CellKit's own: whether events are kept. A log that keeps none lets a caller that only
    /// probes (a lint that starts and cancels every drag on a screen) skip writing each
    /// callback out as text.
    public let isRecording: Bool

    /// - Parameter recording: whether events are kept; `false` makes a log that stays empty.
    public init(recording: Bool = true) {
        isRecording = recording
    }

    public func record(_ event: DragEvent) {
        guard isRecording else { return }
        events.append(event)
    }

    /// Forgets every event, for a test or a view that wants only what follows.
    public func removeAll() {
        events.removeAll()
    }

    /// The events as lines, for goldens.
    public var lines: [String] { events.map(\.description) }
}

// Conformances isolated to the main actor, as the log is: `print(log)` on the main actor (a
// test, the app) shows the lines; elsewhere the log cannot be read, and prints as its type.
extension DragEventLog: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// The callbacks a line each, oldest first (`drag graph itemsForBeginning`), so that
    /// `print(log)` shows them; empty when there are none.
    public var description: String {
        lines.joined(separator: "\n")
    }

    /// The count, then the callbacks a line each, indented: what the debugger's `po` prints.
    public var debugDescription: String {
        (["DragEventLog: \(events.count) callback" + (events.count == 1 ? "" : "s")] + lines.map { "  " + $0 })
            .joined(separator: "\n")
    }
}
