import Foundation

/// Recognises a finger dragged across a view, as UIKit's `UIPanGestureRecognizer`.
///
/// [sim] A finger in Rotor long-presses, moves and lifts (which drags and drops) but never pans
/// a view, and VoiceOver's one-finger gestures are its own, so this recognizer never fires: give
/// what a pan does an accessible form too (custom actions, or drag and drop descriptors).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the gesture needs; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers the gesture takes; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// How far the finger has moved since the pan began, in `view`'s coordinates: zero, as no
    /// pan happens in Rotor, unless set.
    open func translation(in view: UIView?) -> CGPoint {
        translation
    }

    /// Sets how far the finger has moved, as a handler does to measure from a new start.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// How fast the finger moves, in points a second in `view`'s coordinates: zero, as no pan
    /// happens in Rotor.
    open func velocity(in view: UIView?) -> CGPoint {
        .zero
    }
}
