import Foundation

/// Recognises a finger held still. It fires, through `began` and `ended`, on a long press that
/// lifts no drag. [sim] A finger's long press here is held as long as a drag's lift needs,
/// which is taken to be long enough for any `minimumPressDuration`. A VoiceOver user reaches it
/// with double tap and hold, which passes a long press through at the focused element's
/// activation point, as on iOS.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must be held, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The fingers the gesture needs; 1 by default.
    open var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How far the finger may move, in points, before the gesture fails; 10 by default.
    open var allowableMovement: CGFloat = 10

    override func accepts(_ kind: SimulatedTouch) -> Bool {
        guard case .longPress = kind else { return false }
        return numberOfTouchesRequired == 1 && numberOfTapsRequired == 0
    }

    override func steps(for kind: SimulatedTouch) -> [UIGestureRecognizer.State] { [.began, .ended] }
}
