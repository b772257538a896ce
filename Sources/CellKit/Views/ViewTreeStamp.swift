/// CellKit's own: what tells a view's kept answers from stale ones.
///
/// `current` is a counter that moves on every change anywhere that can alter where a touch
/// lands or what shows at a point (a view moved, resized, scrolled, hidden, faded, made to take
/// touches or not, clipped, added, removed, marked for layout, laid out; a layer's sublayers;
/// the screen's windows), including scrolling, which `ViewTreeGeneration` deliberately leaves
/// out: what touch exploration found at a point can be kept while it stands still.
///
/// Answers about one view are dropped more narrowly. A view's kept walk up (`UIView.keptWalk`)
/// is forgotten by the view and the views below it when one of them changes; a hit test
/// `DragSystem` keeps (`KeptHit`) is dropped by the views it went through. `epoch` moves when
/// the app posts `layoutChanged` or `screenChanged`, and `rootChanges` when a window (or a view
/// in no superview) changes or the list of windows does: each makes every such answer stale.
///
/// Neither moves when the app's code merely runs. A class declared outside CellKit that works
/// out its frame, bounds, hidden state, alpha, interaction, hit test or `point(inside:)` from
/// state of its own is read again when the app posts `layoutChanged` or `screenChanged`: the
/// rule a screen reader's walk follows for such classes (`TrackedClasses`), and UIKit's, where
/// an app posts a layout change when what VoiceOver reads changes without its knowing.
@MainActor
package enum ViewTreeStamp {
    @exclusivity(unchecked) private static var value: UInt64 = 1
    /// Whether `value` has been read since it last moved: changes between two reads share one
    /// stamp, so a tree built view by view moves it once for whoever looks next.
    @exclusivity(unchecked) private static var isObserved = false
    /// Whether changes are being ignored (`ignoringMoves`).
    @exclusivity(unchecked) package private(set) static var isIgnoringMoves = false

    /// The current stamp.
    package static var current: UInt64 {
        isObserved = true
        return value
    }

    /// The number of times the app said anything may have changed.
    @exclusivity(unchecked) package private(set) static var epoch: UInt64 = 0
    /// The number of changes to roots (windows, views in no superview) and to the screen's list
    /// of windows: which window a screen point is in may have changed.
    @exclusivity(unchecked) package private(set) static var rootChanges: UInt64 = 0

    /// Says a root or the list of windows changed.
    package static func rootDidChange() {
        guard !isIgnoringMoves else { return }
        rootChanges &+= 1
        move()
    }

    /// Says something changed: answers kept at an earlier stamp are stale.
    package static func move() {
        guard isObserved, !isIgnoringMoves else { return }
        value &+= 1
        isObserved = false
    }

    /// Says anything may have changed, in ways no property setter shows (`layoutChanged`,
    /// `screenChanged`): every kept answer is stale.
    package static func reset() {
        guard !isIgnoringMoves else { return }
        epoch &+= 1
        move()
    }

    /// Runs `body` with every kept answer left standing whatever changes: only for tests that
    /// check that a kept answer would go stale without it (and so that the tests comparing kept
    /// answers with fresh walks can fail).
    package static func ignoringMoves<Result>(_ body: () throws -> Result) rethrows -> Result {
        isIgnoringMoves = true
        defer { isIgnoringMoves = false }
        return try body()
    }
}
