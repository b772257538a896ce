import Foundation

/// UIKit's block animations. Cells do not animate: each runs its changes at once, as UIKit does
/// for a duration of 0, and then its completion, with `true` (the animation finished). Durations,
/// delays and options are accepted and ignored, so what the code ends with is what VoiceOver
/// finds, straight away.
extension UIView {
    /// Makes the changes at once (no animation in cells).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Makes the changes at once, then calls `completion` with `true` (no animation in cells).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes at once, without waiting for the delay, then calls `completion` with
    /// `true` (no animation in cells).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes at once, then calls `completion` with `true`; the spring is ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes a transition's changes at once, then calls `completion` with `true`.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Runs the changes; there is no animation to turn off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
