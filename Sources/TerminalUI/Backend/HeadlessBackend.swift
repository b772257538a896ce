import CellKit

/// A terminal without a screen, for tests: events are queued up front, frames are kept.
@MainActor
package final class HeadlessBackend: TerminalBackend {
    package private(set) var size: (columns: Int, rows: Int)
    /// Every frame presented, oldest first.
    package private(set) var frames: [CellGrid] = []
    /// Where the terminal cursor was with each frame.
    package private(set) var cursors: [CursorPosition?] = []
    package private(set) var isRunning = false
    /// Queued events; `nil` is a turn of the loop on which no event comes (the wait times out).
    private var events: [TerminalEvent?]

    package init(columns: Int = 80, rows: Int = 24, events: [TerminalEvent] = []) {
        self.size = (columns, rows)
        self.events = events
    }

    /// Queues more events.
    package func enqueue(_ more: [TerminalEvent]) {
        events += more.map(Optional.some)
    }

    /// Queues turns on which the wait for an event times out with none, as when the user does
    /// nothing.
    package func enqueueIdleTurns(_ count: Int) {
        events += Array(repeating: nil, count: max(0, count))
    }

    /// How many times the app handed the terminal back for Ctrl-Z, and took it again after
    /// the process was continued.
    package private(set) var suspensions = 0
    package private(set) var resumptions = 0

    package func start() throws(TerminalError) { isRunning = true }
    package func stop() { isRunning = false }
    package func suspend() { suspensions += 1 }
    package func resume() { resumptions += 1 }

    package func present(_ grid: CellGrid, cursor: CursorPosition?) {
        frames.append(grid)
        cursors.append(cursor)
    }

    package func nextEvent(timeout: Double) -> TerminalEvent? {
        guard !events.isEmpty, let event = events.removeFirst() else { return nil }
        if case .resize(let columns, let rows) = event { size = (columns, rows) }
        return event
    }

    /// Whether every queued event has been read.
    package var isDrained: Bool { events.isEmpty }
}
