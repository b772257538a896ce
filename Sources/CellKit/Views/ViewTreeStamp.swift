/// CellKit's own: a counter that moves on every change that can alter what a walk up or down
/// the view tree finds (a view's place on the screen, whether it is shown, its window, the
/// view a touch lands on, the interactions and custom actions of the views around it), so
/// views can keep those answers while it stands still (`UIView`'s kept walks).
///
/// It moves with `ViewTreeGeneration` (views added, removed, moved, resized, hidden, faded,
/// laid out; their accessibility properties set; `layoutChanged` and `screenChanged` posted)
/// and also where that generation deliberately does not: a scroll view scrolling (its bounds
/// origin), user interaction switched on or off, clipping, interactions added or removed, the
/// screen's windows changed. It does not move when the app's code merely runs: a class declared
/// outside CellKit that works out its frame, bounds, hidden state, alpha, interaction, hit test or
/// `point(inside:)` from state of its own is read again when the app posts `layoutChanged` or
/// `screenChanged`, the rule a screen reader's walk follows for such classes (`TrackedClasses`).
@MainActor
package enum ViewTreeStamp {
    private static var value: UInt64 = 1
    /// Whether `value` has been read since it last moved: changes between two reads share one
    /// stamp, so a tree built view by view moves it once for whoever looks next.
    private static var isObserved = false
    private static var isIgnoringMoves = false

    /// Runs `body` with the stamp standing still whatever changes: only for tests that check
    /// that a kept answer would go stale without it (and so that the tests comparing kept
    /// answers with fresh walks can fail).
    package static func ignoringMoves<Result>(_ body: () throws -> Result) rethrows -> Result {
        isIgnoringMoves = true
        defer { isIgnoringMoves = false }
        return try body()
    }

    /// The current stamp.
    package static var current: UInt64 {
        isObserved = true
        return value
    }

    /// Says something changed: answers kept at an earlier stamp are stale.
    package static func move() {
        guard isObserved, !isIgnoringMoves else { return }
        value &+= 1
        isObserved = false
    }
}
