import Foundation

/// What a view keeps beside UIKit's state (`ViewBookkeeping`), how it keeps it, and how it drops
/// it when `noteChange(_:)` says so (`ViewChange`). Nothing here is UIKit's.
extension UIView {
    // MARK: The screen's clock

    /// The clock of this view's screen (`ViewTreeClock`), if any view of its tree has one: a view
    /// in a superview always finds one, as its superview took one when it was added.
    var knownTreeClock: ViewTreeClock? {
        if let stored = storedClock {
            guard stored.isMerged else { return stored }
            // Merged into another since: keep the one that answers, so the next ask is one read.
            let resolved = stored.resolved
            storedClock = resolved
            return resolved
        }
        guard let parent = bookkeeping.parentView, let found = parent.knownTreeClock else { return nil }
        storedClock = found
        return found
    }

    /// The clock of this view's screen, made for a view alone in no tree.
    @inline(__always)
    package var treeClock: ViewTreeClock {
        if let known = knownTreeClock { return known }
        let made = ViewTreeClock()
        storedClock = made
        return made
    }

    /// What the views of this view's tree share beside the clock's counters (`ViewTree`).
    package var viewTree: ViewTree { treeClock.tree }

    /// Makes `view` a subview's superview link, and puts the two trees on one clock.
    func adopt(_ view: UIView) {
        let clock = treeClock
        if let joined = view.storedClock { clock.merge(joined) }
        view.bookkeeping.parentView = self
        view.bookkeeping.placeStamp = nil
    }

    /// Lets go of a subview that left.
    func release(_ view: UIView) {
        view.bookkeeping.parentView = nil
        view.bookkeeping.placeStamp = nil
        bookkeeping.walkingSubviews[ObjectIdentifier(view)] = nil
    }

    /// What a reference to this view points at.
    var anchor: ViewAnchor {
        if let made = bookkeeping.madeAnchor { return made }
        let made = ViewAnchor(self)
        bookkeeping.madeAnchor = made
        return made
    }

    /// The generation (`ViewTreeClock`) of the last change to this view or anything inside it
    /// that a screen reader reads.
    package var subtreeGeneration: UInt64 { bookkeeping.subtreeGeneration }

    // MARK: Kept walks

    /// The window at the root of the view's hierarchy (`window`), for the hierarchy hooks that
    /// every insertion and removal asks about: the kept walk's when it stands, else a climb of
    /// superview pointers that keeps no walk, going on from the tree's last climb when it passes
    /// where that one started (`ViewTreeClock.lastClimb`). Each insertion makes every kept walk
    /// stale, so asking `window` there made a walk for every level of the tree and built a deep
    /// tree in quadratic time (10,000 views deep: 35 s).
    var rootWindow: UIWindow? { hierarchyRoot as? UIWindow }

    /// The root of the view's hierarchy (the view itself when it has no superview), found as
    /// `rootWindow` finds it: the kept walk's when it stands, else a climb that keeps no walk.
    /// Auto Layout finds a tree's engine this way at every constraint added: a kept walk there
    /// gave each constrained view a walk object (and its superview a table entry for it) that
    /// the first layout pass, setting every frame, then had to free, a miss apiece at 10,000
    /// views.
    var hierarchyRoot: UIView {
        guard let clock = knownTreeClock else { return self }
        if let kept = bookkeeping.keptUpwardWalk, kept.isCurrent(in: clock.epoch), let root = kept.root { return root }
        // A superview's walk standing answers too (a row of a walked list, a view just added).
        if let parent = bookkeeping.parentView, let kept = parent.bookkeeping.keptUpwardWalk, kept.isCurrent(in: clock.epoch),
           let root = kept.root {
            return root
        }
        let last = clock.lastClimb.flatMap { $0.detaches == clock.detaches ? $0 : nil }
        let lastStart = last?.start.view
        var top = self
        var steps = 0
        while true {
            if let lastStart, top === lastStart, let root = last?.root.view, root !== top {
                top = root
                continue
            }
            guard let parent = top.bookkeeping.parentView else { break }
            top = parent
            steps += 1
        }
        clock.count(superviewReads: steps)
        clock.lastClimb = (ViewReference(self), ViewReference(top), clock.detaches)
        return top
    }

    /// What a walk up from this view finds now: the kept one while nothing that could change it
    /// has changed; otherwise the views up to the first with a kept one are walked again, and
    /// each keeps its own (so the next view down the same chain climbs one step).
    var keptWalk: UpwardWalk {
        let clock = treeClock
        let epoch = clock.epoch
        if let kept = bookkeeping.keptUpwardWalk, kept.isCurrent(in: epoch) { return kept }
        // Most often the superview's walk stands (a long table's rows, walked one by one): this
        // view's is made from it, with no list of views to walk.
        if let parent = bookkeeping.parentView, let kept = parent.bookkeeping.keptUpwardWalk, kept.isCurrent(in: epoch) {
            clock.count(superviewReads: 1, viewsWalked: 1)
            return keepWalk(below: (parent, kept), epoch: epoch)
        }
        var stale: [UIView] = [self]
        var above: (view: UIView, walk: UpwardWalk)?
        var view = self
        while let parent = view.bookkeeping.parentView {
            clock.count(superviewReads: 1)
            if let kept = parent.bookkeeping.keptUpwardWalk, kept.isCurrent(in: epoch) {
                above = (parent, kept)
                break
            }
            stale.append(parent)
            view = parent
        }
        clock.count(viewsWalked: stale.count)
        for view in stale.reversed() {
            above = (view, view.keepWalk(below: above, epoch: epoch))
        }
        return above?.walk ?? UpwardWalk(of: self, below: nil, epoch: epoch)
    }

    /// Makes this view's walk from its superview's (`nil` for a root), keeps it, and has the
    /// superview note that this view keeps one.
    private func keepWalk(below parent: (view: UIView, walk: UpwardWalk)?, epoch: UInt64) -> UpwardWalk {
        let walk = UpwardWalk(of: self, below: parent, epoch: epoch)
        bookkeeping.keptUpwardWalk = walk
        parent?.view.bookkeeping.walkingSubviews[ObjectIdentifier(self)] = self
        return walk
    }

    /// Forgets the kept walks of this view and of every view below it that keeps one: what a walk
    /// up from them finds has changed.
    func forgetKeptWalks(ignoringMoves: Bool) {
        guard bookkeeping.keptUpwardWalk != nil, !ignoringMoves else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.bookkeeping.keptUpwardWalk = nil
            pending.append(contentsOf: view.bookkeeping.walkingSubviews.values)
            view.bookkeeping.walkingSubviews.removeAll()
        }
    }

    /// The custom actions of the views around this one that are not accessibility elements,
    /// innermost first, which VoiceOver offers on the elements inside them.
    package var containerCustomActions: [UIAccessibilityCustomAction] { keptWalk.containerCustomActions }

    /// The outermost view around this one (not this one) that gives the elements inside it
    /// context (`givesElementContext`).
    package var outermostContextContainer: UIView? { superview?.keptWalk.outermostContextContainer }

    /// Whether a view around this one (not this one) is of a class that may work out its
    /// container type or traits in a getter (`UpwardWalk.passesUntrackedView`): which container
    /// gives this view context may then change with no setter, only with a posted change.
    package var isInsideUntrackedView: Bool { superview?.keptWalk.passesUntrackedView ?? false }

    /// The innermost view around this one (not this one) that says what kind of group it is
    /// (`accessibilityContainerType`).
    package var nearestTypedContainer: UIView? { superview?.keptWalk.nearestTypedContainer }

    /// The scroll views this view is inside, innermost first.
    package var enclosingScrollViews: [UIScrollView] {
        var found: [UIScrollView] = []
        var next = superview?.keptWalk.nearestScrollView
        while let scrollView = next {
            found.append(scrollView)
            next = scrollView.superview?.keptWalk.nearestScrollView
        }
        return found
    }

    /// The views from this one up to its root that host interactions, innermost first.
    package var interactionHostsUpward: [UIView] {
        var found: [UIView] = []
        var next = keptWalk.nearestInteractionHost
        while let host = next {
            found.append(host)
            next = host.superview?.keptWalk.nearestInteractionHost
        }
        return found
    }

    // MARK: Kept hit tests

    /// Holds the hit test being made, if one is being kept.
    func holdKeptHit() {
        guard let clock = knownTreeClock else { return }
        clock.count(hitTests: 1)
        guard let hit = clock.recordingHit, bookkeeping.keptHits.last !== hit else { return }
        // Answers found again, or forgotten, leave their records behind: they are let go of as
        // more come, so a view's list stays as short as the kept answers.
        let count = bookkeeping.keptHits.count
        if count >= 16, count.isMultiple(of: 16) { bookkeeping.keptHits.removeAll { !$0.isValid } }
        bookkeeping.keptHits.append(hit)
    }

    /// Drops the hit tests that went through this view.
    func dropKeptHits(ignoringMoves: Bool) {
        guard !bookkeeping.keptHits.isEmpty, !ignoringMoves else { return }
        for hit in bookkeeping.keptHits { hit.isValid = false }
        bookkeeping.keptHits.removeAll()
    }

    // MARK: Subviews

    /// Whether `view` is this view's superview: read from the bookkeeping, not through the
    /// overridable `superview`, which hands back a reference the caller must retain and release
    /// (a table asks it of every row on screen at each layout).
    func isSubview(of view: UIView) -> Bool {
        bookkeeping.parentView === view
    }

    /// Where this view is among its superview's subviews (0 is the back-most), `nil` without a
    /// superview. Each subview keeps its place, stamped with its superview's `subviewsVersion`:
    /// naming every row of a long table by its place costs one pass over the rows after
    /// each change, not a search, nor a table of places, for each row.
    package var placeInSuperview: Int? {
        guard let parent = bookkeeping.parentView else { return nil }
        let version = parent.bookkeeping.subviewsVersion
        if let stamp = bookkeeping.placeStamp, stamp.version == version { return stamp.place }
        for (place, subview) in parent.subviews.enumerated() { subview.bookkeeping.placeStamp = (version, place) }
        return bookkeeping.placeStamp?.place
    }

    /// Moves whenever a subview is added, removed or reordered.
    package var subviewsVersion: Int { bookkeeping.subviewsVersion }

    /// Hears that something inside a subview changed at a generation (`ViewTreeClock`).
    func subviewDidChange(_ subview: UIView, at generation: UInt64) {
        // Only views with many subviews keep the list: for a few, visiting each costs no more.
        let count = subviews.count
        guard count >= ChangedSubviews.minimumCount else { return }
        bookkeeping.changedSubviews.note(subview, at: generation, subviewCount: count)
    }

    /// The subviews in which something changed after `generation`, and those added since, each
    /// once (some may have left since); `nil` when this view does not know (it has few
    /// subviews, or too many changed to keep a list).
    package func subviewsChanged(after generation: UInt64) -> [UIView]? {
        guard subviews.count >= ChangedSubviews.minimumCount else { return nil }
        return bookkeeping.changedSubviews.subviews(changedAfter: generation)
    }

    /// The index of the subviews, built when first needed; `nil` for views with few subviews.
    var indexedSubviews: SubviewIndex? {
        let all = subviews
        guard all.count >= SubviewIndex.minimumCount else { return nil }
        if let index = bookkeeping.subviewIndex { return index }
        let built = SubviewIndex(subviews: all)
        bookkeeping.subviewIndex = built
        return built
    }

    /// True when the view may draw outside its frame: it does not clip, and it holds subviews or
    /// sublayers (which may stick out). Its own content, background and border never do.
    var mayDrawOutsideFrame: Bool {
        !clipsToBounds && (!subviews.isEmpty || !(madeLayer?.sublayers?.isEmpty ?? true))
    }

    /// Called when the layer's sublayers change.
    func layerSublayersDidChange() {
        noteChange(.sublayers)
    }
}
