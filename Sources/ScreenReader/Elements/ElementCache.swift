import CellKit

/// What a walk found in each subtree, kept until something in the subtree changes, so that a
/// change in one place (a well taking a drop) does not make VoiceOver walk a long table again.
///
/// A subtree's elements stay good while its view's `subtreeGeneration` is no later than the
/// walk. A subtree that read a container's `accessibilityElements` is walked again after any
/// change to a view or a listed object, and after the app's code runs, because a list may name
/// anything and may be computed (no setter tells when it changes). A subtree that read a list
/// or an object of a class declared outside CellKit (whose getters may be computed) is walked
/// again after `layoutChanged` or `screenChanged`; CellKit's own views report every change
/// through their setters, so a posted layout change does not make VoiceOver walk a long table
/// of them again.
///
/// A view with many subviews that keeps its elements together (a long table) also keeps what
/// each subview held (`SubviewWalk`), so that when a few of them change, only those are walked.
@MainActor
final class ElementCache {
    private struct Entry {
        /// The view, held weakly (`ViewReference`): a view freed and another made at its
        /// address is not it.
        let viewReference: ViewReference
        let found: PlacedElements
        let generation: UInt64
        /// A window's elements in VoiceOver's order, once worked out from `found`.
        var ordered: ElementList?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many entries there were after dead ones were last swept out.
    private var liveCount = 0
    /// The row tolerance the entries were ordered with.
    private var rowTolerance: CGFloat?

    /// What a subtree held at an earlier walk, in its root's coordinates, if nothing it came
    /// from has changed since.
    func elements(of view: UIView, rowTolerance: CGFloat) -> PlacedElements? {
        guard rowTolerance == self.rowTolerance, let entry = entries[ObjectIdentifier(view)], entry.viewReference.view === view,
              entry.generation >= view.subtreeGeneration,
              Self.isCurrent(entry.found, at: entry.generation, on: view.treeClock)
        else { return nil }
        return entry.found
    }

    /// A window's elements in order, kept with what its walk found: while nothing in it
    /// changes, each new look at the screen (after the app's code ran elsewhere) shares them
    /// rather than copying a long table's elements again.
    func orderedElements(of window: UIView, rowTolerance: CGFloat) -> ElementList? {
        guard elements(of: window, rowTolerance: rowTolerance) != nil else { return nil }
        return entries[ObjectIdentifier(window)]?.ordered
    }

    /// Keeps a window's elements in order with what its walk found, if that is still kept.
    func keepOrdered(_ ordered: ElementList, of window: UIView, rowTolerance: CGFloat) {
        guard elements(of: window, rowTolerance: rowTolerance) != nil else { return }
        entries[ObjectIdentifier(window)]?.ordered = ordered
    }

    /// Whether what a walk at `generation` found is still good as far as changes without a
    /// place in the tree go (posted layout changes, the app's code run).
    static func isCurrent(_ found: PlacedElements, at generation: UInt64, on clock: ViewTreeClock) -> Bool {
        if found.readsComputedElements || found.readsUntrackedGetters,
           generation < clock.lastChangeAnywhere { return false }
        return !found.readsComputedElements || generation >= clock.lastListedElementsChange
    }

    /// Each window's subviews VoiceOver read at its last ordered walk (only a modal one, when
    /// one is shown), by identity.
    private var shownSubviews: [ObjectIdentifier: (window: ViewReference, subviews: [ObjectIdentifier])] = [:]

    /// Notes the subviews of a window VoiceOver reads now, and says whether they differ from
    /// those at its last walk: a presentation came or went, or a window walked for the first time.
    func shownSubviewsChanged(of window: UIView, to subviews: [UIView]) -> Bool {
        let identities = subviews.map(ObjectIdentifier.init)
        let key = ObjectIdentifier(window)
        if let kept = shownSubviews[key], kept.window.view === window, kept.subviews == identities { return false }
        if shownSubviews.count > 64 { shownSubviews = shownSubviews.filter { $0.value.window.view != nil } }
        shownSubviews[key] = (ViewReference(window), identities)
        return true
    }

    private var walks: [ObjectIdentifier: SubviewWalk] = [:]
    private var liveWalks = 0

    /// What each subview of a view with many held at the last walk, if kept with the same row
    /// tolerance.
    func subviewWalk(of view: UIView, rowTolerance: CGFloat) -> SubviewWalk? {
        guard rowTolerance == self.rowTolerance, let walk = walks[ObjectIdentifier(view)], walk.view === view else { return nil }
        return walk
    }

    /// Keeps what each subview of a view with many held.
    func keep(_ walk: SubviewWalk, rowTolerance: CGFloat) {
        guard let view = walk.view else { return }
        if rowTolerance != self.rowTolerance {
            entries.removeAll()
            walks.removeAll()
            self.rowTolerance = rowTolerance
        }
        walks[ObjectIdentifier(view)] = walk
        if walks.count > max(16, 2 * liveWalks) {
            walks = walks.filter { $0.value.view != nil }
            liveWalks = walks.count
        }
    }

    /// Keeps what a subtree holds as walked now, in its root's coordinates: they do not change
    /// when the view moves or scrolls, only when something inside it does.
    func keep(_ found: PlacedElements, of view: UIView, rowTolerance: CGFloat) {
        if rowTolerance != self.rowTolerance {
            entries.removeAll()
            walks.removeAll()
            self.rowTolerance = rowTolerance
        }
        entries[ObjectIdentifier(view)] = Entry(viewReference: ViewReference(view), found: found, generation: view.treeClock.currentGeneration)
        // Views that went away leave entries behind: sweep them out when there are twice as
        // many entries as there were live ones.
        if entries.count > max(64, 2 * liveCount) {
            entries = entries.filter { $0.value.viewReference.view != nil }
            liveCount = entries.count
        }
    }
}
