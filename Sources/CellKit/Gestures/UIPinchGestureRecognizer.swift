import Foundation

/// Recognises two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`.
///
/// [sim] Rotor's finger and VoiceOver make one-finger touches only (VoiceOver users cannot pinch a
/// view; iOS gives them no gesture for it), so this recognizer never fires: give what a pinch
/// does an accessible form too (an adjustable element, or custom actions).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers are apart, relative to where they began; 1 until a pinch.
    open var scale: CGFloat = 1
    /// How fast the scale changes, per second.
    open private(set) var velocity: CGFloat = 0
}
