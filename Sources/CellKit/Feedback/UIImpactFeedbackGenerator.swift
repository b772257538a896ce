import Foundation

/// Feedback for a collision (a view snapping into place), as UIKit's. Makes none (see
/// `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels. The values are UIKit's.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() {
        self.init(style: .medium)
    }

    /// An impact happened.
    open func impactOccurred() {}

    /// An impact of `intensity` (0 to 1) happened (iOS 13).
    open func impactOccurred(intensity: CGFloat) {}
}
