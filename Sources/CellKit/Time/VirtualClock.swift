import Foundation

/// Simulated time. Item providers load on it and collection-view placeholders wait on it.
/// Scripted runs advance it until idle, so every run is deterministic; interactive runs advance
/// it with the wall clock.
@preconcurrency @MainActor
public final class VirtualClock {
    /// How many scheduled tasks have run: each is the app's code.
    @exclusivity(unchecked) package private(set) var tasksRun: UInt64 = 0
    private struct Task {
        let deadline: TimeInterval
        let sequence: Int
        let action: @MainActor () -> Void
    }

    /// Seconds since the clock started.
    public private(set) var now: TimeInterval = 0
    private var tasks: [Task] = []
    private var nextSequence = 0

    public init() {}

    /// Runs `action` once `delay` seconds have passed. Tasks due at the same time run in the
    /// order they were scheduled.
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        tasks.append(Task(deadline: now + max(0, delay), sequence: nextSequence, action: action))
        nextSequence += 1
    }

    /// Whether nothing is waiting to run.
    public var isIdle: Bool { tasks.isEmpty }

    /// When the next task is due, if any.
    public var nextDeadline: TimeInterval? { tasks.map(\.deadline).min() }

    /// Moves time forward, running every task that falls due on the way, in deadline order.
    public func advance(by interval: TimeInterval) {
        advance(to: now + max(0, interval))
    }

    /// Moves time forward to `target` exactly (never back), running every task due by then. A
    /// wait spread over many slices ends on the same instant as one whole wait, so a task due at
    /// its end runs either way.
    public func advance(to time: TimeInterval) {
        let target = max(now, time)
        while let task = popTask(dueBy: target) {
            run(task)
        }
        now = target
    }

    /// Runs tasks (and the tasks they schedule) until none is left. Returns false if `limit`
    /// tasks ran and more were still waiting, which means something reschedules itself forever.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Bool {
        var ran = 0
        while let deadline = nextDeadline {
            guard ran < limit else { return false }
            if let task = popTask(dueBy: deadline) {
                run(task)
                ran += 1
            }
        }
        return true
    }

    /// Runs a task at its deadline.
    private func run(_ task: Task) {
        now = max(now, task.deadline)
        task.action()
        // Scheduled work is the app's code (a load finishing): it may change what computed
        // accessibility elements return; what it sets on views marks them itself. The screen
        // takes it in (`UIWindowScene.treeClock`).
        tasksRun &+= 1
    }

    private func popTask(dueBy time: TimeInterval) -> Task? {
        var best: Int?
        for (index, task) in tasks.enumerated() where task.deadline <= time {
            if let current = best {
                let other = tasks[current]
                if (task.deadline, task.sequence) < (other.deadline, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        guard let index = best else { return nil }
        return tasks.remove(at: index)
    }
}
