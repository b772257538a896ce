import CellKit

/// What a walk found in each subtree, kept until something in the subtree changes, so that a
/// change in one place (a well taking a drop) does not make VoiceOver walk a long table again.
///
/// A subtree's elements stay good while its view's `subtreeGeneration` is no later than the
/// walk, and nothing was marked as changed anywhere since. A subtree that read a container's
/// `accessibilityElements` is walked again after any change to a view or a listed object, and
/// after the app's code runs, because a list may name anything and may be computed (no setter
/// tells when it changes).
@MainActor
final class ElementCache {
    private struct Entry {
        /// The view, held weakly: a view freed and another made at its address is not it.
        weak var view: UIView?
        let found: PlacedElements
        let generation: UInt64
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many entries there were after dead ones were last swept out.
    private var liveCount = 0
    /// The row tolerance the entries were ordered with.
    private var rowTolerance: CGFloat?

    /// What a subtree held at an earlier walk, in its root's coordinates, if nothing it came
    /// from has changed since.
    func elements(of view: UIView, rowTolerance: CGFloat) -> PlacedElements? {
        guard rowTolerance == self.rowTolerance, let entry = entries[ObjectIdentifier(view)], entry.view === view,
              entry.generation >= view.subtreeGeneration,
              entry.generation >= ViewTreeGeneration.lastChangeAnywhere,
              !entry.found.readsComputedElements || entry.generation >= ViewTreeGeneration.lastListedElementsChange
        else { return nil }
        return entry.found
    }

    /// Keeps what a subtree holds as walked now, in its root's coordinates: they do not change
    /// when the view moves or scrolls, only when something inside it does.
    func keep(_ found: PlacedElements, of view: UIView, rowTolerance: CGFloat) {
        if rowTolerance != self.rowTolerance {
            entries.removeAll()
            self.rowTolerance = rowTolerance
        }
        entries[ObjectIdentifier(view)] = Entry(view: view, found: found, generation: ViewTreeGeneration.current)
        // Views that went away leave entries behind: sweep them out when there are twice as
        // many entries as there were live ones.
        if entries.count > max(64, 2 * liveCount) {
            entries = entries.filter { $0.value.view != nil }
            liveCount = entries.count
        }
    }
}
