import Foundation

/// CellKit's own: the animators a drop coordinator handed out (for a drop to a row, into one,
/// to a target, to a placeholder), run when the drop concludes. Cells do not animate: each
/// runs its animations and completions at once.
@MainActor
final class DropAnimations {
    private var animators: [DragAnimator] = []

    /// Keeps an animator to finish with the drop.
    func add(_ animator: DragAnimator) {
        animators.append(animator)
    }

    /// A new animator, finished with the drop.
    func newAnimator() -> UIDragAnimating {
        let animator = DragAnimator()
        animators.append(animator)
        return animator
    }

    /// Runs every animator's animations and completions, in the order they were handed out.
    func finish() {
        let finishing = animators
        animators = []
        for animator in finishing { animator.finish(at: .end) }
    }
}
