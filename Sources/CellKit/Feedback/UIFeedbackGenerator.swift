import Foundation

/// Makes haptic feedback, as UIKit's `UIFeedbackGenerator`. [sim] A terminal has no haptics:
/// the generators are kept so that code using them compiles and runs, and make no feedback.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Gets the haptic engine ready; nothing to prepare here.
    open func prepare() {}
}
