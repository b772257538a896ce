import Foundation

/// Feedback for a task's outcome, as UIKit's. Makes none (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// How a task ended. The values are UIKit's.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    /// A task ended with `notificationType`.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}
