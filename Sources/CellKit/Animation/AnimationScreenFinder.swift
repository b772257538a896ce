/// Finds the screen a property animator's changes are made on, through the views they change
/// (CellKit's own): UIKit's animator names no screen, and two screens may be alive in one
/// process (two tests one after another, a capture beside its source), each with its own
/// virtual clock.
///
/// It looks only while an animator makes its changes, a synchronous call on the main actor,
/// so nothing it holds outlives that call.
@MainActor
enum AnimationScreenFinder {
    /// Whether changes are being watched now (read at every view change, so kept to one flag).
    private(set) static var isLooking = false
    /// The clock of the first changed view that is on a screen.
    private static var found: VirtualClock?

    /// Runs `changes` and returns the virtual clock of the screen the first view they changed
    /// on a screen is on, if any. Calls may nest (an animation that starts another): each sees
    /// its own changes, and the outer one those of the inner too.
    static func screen(changedBy changes: () -> Void) -> VirtualClock? {
        let wasLooking = isLooking, outerFound = found
        isLooking = true
        found = nil
        changes()
        let mine = found
        isLooking = wasLooking
        found = wasLooking ? (outerFound ?? mine) : nil
        return mine
    }

    /// A view on the tree `clock` keeps changed.
    static func saw(_ clock: ViewTreeClock?) {
        guard found == nil, let time = clock?.screenTime else { return }
        found = time
    }
}
