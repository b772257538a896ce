/// Finds the screen a property animator's changes are made on, through the views they change
/// (CellKit's own): UIKit's animator names no screen, and two screens may be alive in one
/// process (two tests one after another, a capture beside its source), each with its own
/// virtual clock.
///
/// It looks only while an animator makes its changes, a synchronous call on the main actor.
/// What it has seen is held by that call (a task-local value), not by a static: nothing it holds
/// outlives the call, and changes made on another task are never taken for this one's.
@MainActor
enum AnimationScreenFinder {
    /// What one look has seen: the virtual clock of the first changed view that is on a screen.
    @MainActor
    final class Look {
        var found: VirtualClock?
    }

    /// The look in progress on this task, if any (read at every view change).
    private static let current = TaskLocal<Look?>(wrappedValue: nil)

    /// Whether changes are being watched now.
    static var isLooking: Bool { current.get() != nil }

    /// Runs `changes` and returns the virtual clock of the screen the first view they changed
    /// on a screen is on, if any. Calls may nest (an animation that starts another): each sees
    /// its own changes, and the outer one those of the inner too.
    static func screen(changedBy changes: () -> Void) -> VirtualClock? {
        let outer = current.get()
        let look = Look()
        current.withValue(look) { changes() }
        if let outer, outer.found == nil { outer.found = look.found }
        return look.found
    }

    /// A view on the tree `clock` keeps changed.
    static func saw(_ clock: ViewTreeClock?) {
        guard let look = current.get(), look.found == nil,
              let time = clock?.resolved.tree.windowScene?.virtualClock else { return }
        look.found = time
    }
}
