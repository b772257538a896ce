import Foundation

/// UIKit's block animations. Cells do not animate: each makes its changes at once (UIKit too sets
/// the final values at once and animates only what is drawn), so what the code ends with is what
/// VoiceOver finds, straight away. The completion runs with `true` once the delay and the duration
/// have passed on the virtual clock of the screen the changed views are on, as on iOS it runs when
/// the animation ends; for changes to views on no screen, or a duration and delay of 0, it runs at
/// once. Options and springs are accepted and ignored.
extension UIView {
    /// Makes the changes at once (no animation in cells).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Makes the changes at once, then calls `completion` with `true` once `duration` has passed
    /// on the screen's virtual clock (no animation in cells).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(lasting: duration, animations, completion: completion)
    }

    /// Makes the changes at once, then calls `completion` with `true` once the delay and the
    /// duration have passed on the screen's virtual clock (no animation in cells).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(lasting: delay + duration, animations, completion: completion)
    }

    /// Makes the changes at once, then calls `completion` with `true` once the delay and the
    /// duration have passed on the screen's virtual clock; the spring is ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(lasting: delay + duration, animations, completion: completion)
    }

    /// Makes a transition's changes at once, then calls `completion` with `true` once the
    /// duration has passed on the screen's virtual clock.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runAnimation(lasting: duration, { animations?() }, completion: completion)
    }

    /// Makes the changes, then runs `completion` with `true` after `time` on the virtual clock
    /// of the screen the first changed view is on (found as a property animator finds it); at
    /// once when no changed view is on a screen, or `time` is not a positive number.
    private class func runAnimation(lasting time: TimeInterval, _ animations: () -> Void,
                                    completion: ((Bool) -> Void)?) {
        let clock = AnimationScreenFinder.screen(changedBy: animations)
        guard let completion else { return }
        guard let clock, time.isFinite, time > 0 else {
            completion(true)
            return
        }
        clock.schedule(after: time) { completion(true) }
    }

    /// Runs the changes; there is no animation to turn off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
