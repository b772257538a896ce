import Foundation

/// Feedback for a change of selection (a picker's value), as UIKit's. Makes none (see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() {}
}
