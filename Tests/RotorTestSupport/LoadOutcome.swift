import Foundation

/// What an item provider's `@Sendable` completion handed back, for a test to read afterwards.
/// A lock keeps it: the completion may run on any thread, as Foundation's may.
public final class LoadOutcome<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    public init() {}

    /// The last value the completion set.
    public var value: Value? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}
