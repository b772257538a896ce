/// The drag system's animator. Cells do not animate: the animations run at once, when the
/// system finishes the animator, and then the completions, in the order they were added.
@MainActor
final class DragAnimator: UIDragAnimating {
    @exclusivity(unchecked) private var animations: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the animations, then the completions with `position`.
    func finish(at position: UIViewAnimatingPosition) {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        // Loops, not `forEach`: every lift and cancel of a probe that drags every row comes here.
        for animation in animations { animation() }
        for completion in completions { completion(position) }
    }
}
