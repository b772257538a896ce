import Foundation

/// An animation of view changes that can be started, paused, stopped and finished, running on
/// the screen's virtual clock.
///
/// Cells do not animate. As in UIKit, the views' properties take their final values when the
/// animation starts (that is what VoiceOver reads; UIKit animates only what is drawn), and the
/// completions run with `.end` when `duration` has passed on the virtual clock. The clock is the
/// one of the screen whose views the animations change (CellKit's own, as UIKit's animator
/// names no screen); when they change no view on a screen, and for waiting out a start's delay,
/// it is the one of the screen made last (a `DragSystem`, a session's finger) [sim]. With no
/// screen at all, an animation finishes as soon as it starts.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// How long the animation takes, in seconds.
    public let duration: TimeInterval
    /// The timing curve. Kept; cells have no in-between frames.
    public let curve: UIView.AnimationCurve

    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    /// Kept for code written for UIKit.
    open var isReversed = false
    /// Kept for code written for UIKit.
    open var isInterruptible = true
    /// How far the animation is: 0 until it finishes, then 1 (there are no frames in between).
    open var fractionComplete: CGFloat = 0

    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    /// Counts starts and stops, so a completion scheduled for an earlier run does nothing.
    private var generation = 0

    /// An animator with a built-in timing curve.
    public required init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring; the damping is kept, not drawn.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Makes, starts and returns an animator, as UIKit's: the changes are made now (after the
    /// delay on the clock, if any) and `completion` runs when the duration has passed.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping @MainActor () -> Void,
                                            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds changes to make. Added while running, they are made at once.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        if state == .active, isRunning { animation() } else { animations.append(animation) }
    }

    /// Adds changes to make; the delay factor is kept, not waited for.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block to run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animation now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animation after `delay` seconds of virtual time.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        state = .active
        isRunning = true
        generation += 1
        let run = generation
        // The clock holds the animator while it runs, as UIKit keeps a running animator alive
        // when its maker lets it go (`runningPropertyAnimator`'s result is often dropped).
        let begin: @MainActor (VirtualClock?) -> Void = { waitedOn in
            guard self.generation == run, self.isRunning else { return }
            // The screen whose views the changes touched; else the one waited on, or the one made
            // last on the screen being simulated.
            guard let clock = self.applyAnimations() ?? waitedOn ?? UIScreen.main.lastWindowScene?.virtualClock else {
                self.finish(at: .end)
                return
            }
            clock.schedule(after: max(0, self.duration)) {
                guard self.generation == run, self.isRunning else { return }
                self.finish(at: .end)
            }
        }
        // Without a delay the changes are made now, as UIKit makes them when the animation
        // starts. A delay is waited for on the window scene made last on the screen being
        // simulated (a session's step runs on its screen): no view has changed yet to find the
        // screen by. With no such scene the changes are made now.
        if delay > 0, let clock = UIScreen.main.lastWindowScene?.virtualClock {
            clock.schedule(after: delay) { begin(clock) }
        } else {
            begin(nil)
        }
    }

    /// Pauses the animation; its changes stay made. `startAnimation()` resumes it.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { state = .active }
        applyAnimations()
        isRunning = false
        generation += 1
    }

    /// Stops the animation where it is. Without finishing, the animator is done (inactive) and
    /// its completions never run; otherwise it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        applyAnimations()
        isRunning = false
        generation += 1
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation and runs the completions with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// Makes the changes added so far; returns the clock of the screen the first view they
    /// changed is on, if it is on one.
    @discardableResult
    private func applyAnimations() -> VirtualClock? {
        let pending = animations
        animations = []
        guard !pending.isEmpty else { return nil }
        return AnimationScreenFinder.screen { for animation in pending { animation() } }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        applyAnimations()
        isRunning = false
        state = .inactive
        fractionComplete = position == .start ? 0 : 1
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
