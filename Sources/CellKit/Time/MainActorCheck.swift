import Dispatch
import Foundation

/// Whether the running code is on the main actor, asked without trapping: for `Sendable`
/// types (item providers) whose callers may be anywhere but whose drag sessions live on the
/// main actor.
///
/// The main actor runs its jobs on the main dispatch queue, which is not always drained on the
/// main thread (a test runner's main actor runs on a worker thread), so the main queue is
/// marked and the mark is read.
package enum MainActorCheck {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main thread or in a job of the main queue.
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
