import CellKit

/// A terminal without a screen, for tests: events are queued up front, frames are kept.
@MainActor
public final class HeadlessBackend: TerminalBackend {
    public private(set) var size: (columns: Int, rows: Int)
    /// Every frame presented, oldest first.
    public private(set) var frames: [CellGrid] = []
    /// Where the terminal cursor was with each frame.
    public private(set) var cursors: [CursorPosition?] = []
    public private(set) var isRunning = false
    private var events: [TerminalEvent]

    public init(columns: Int = 80, rows: Int = 24, events: [TerminalEvent] = []) {
        self.size = (columns, rows)
        self.events = events
    }

    /// Queues more events.
    public func enqueue(_ more: [TerminalEvent]) {
        events += more
    }

    public func start() throws(TerminalError) { isRunning = true }
    public func stop() { isRunning = false }

    public func present(_ grid: CellGrid, cursor: CursorPosition?) {
        frames.append(grid)
        cursors.append(cursor)
    }

    public func nextEvent(timeout: Double) -> TerminalEvent? {
        guard !events.isEmpty else { return nil }
        let event = events.removeFirst()
        if case .resize(let columns, let rows) = event { size = (columns, rows) }
        return event
    }

    /// Whether every queued event has been read.
    public var isDrained: Bool { events.isEmpty }
}
