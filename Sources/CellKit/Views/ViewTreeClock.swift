/// CellKit's own (UIKit has no such thing): the counters one screen's kept answers are checked
/// against, and nothing else (what a tree's views share beside them is its `ViewTree`). Which change moves which counter is said in one place, `ViewChange`; this type only
/// keeps the counters.
///
/// **Generation** (`currentGeneration`) moves whenever something a screen reader reads off the
/// view tree may have changed. Most changes have a place: the view they happened to, whose
/// `subtreeGeneration` and its ancestors' take the new generation (`advance(at:)`), so a screen
/// reader can keep what it walked of every other subtree. What containers list in
/// `accessibilityElements` has no place in the tree (a list may name objects that are not views,
/// or views anywhere, and may be computed): `lastListedElementsChange` moves whenever any view or
/// listed object changes, or the app's code runs. A `layoutChanged` or `screenChanged`
/// notification says anything may be different (`lastChangeAnywhere`).
///
/// **Stamp** (`currentStamp`) moves on every change that can alter where a touch lands or what
/// shows at a point, scrolling included (which the generation leaves out: a scroll view's
/// content keeps its order as it scrolls). `epoch` moves when anything may have changed in ways
/// no setter shows, and `rootChanges` when a root (a window, a view in no superview) or the
/// screen's list of windows changes.
///
/// **One clock a screen.** A view finds its clock through its superview the first time it is
/// asked, and keeps it. Views in trees that are joined (`addSubview`) end up on one clock: the
/// joined tree's clock is merged into the other (`merge(_:)`), which says everything changed,
/// and from then on answers for the first. A screen (`UIWindowScene`) merges its windows' clocks.
/// Trees never joined, as two screens in one process, two tests or a lint beside a session,
/// share nothing.
///
/// A class declared outside CellKit may work out what a screen reader reads in getters of its
/// own, which no setter reports; such objects are read again whenever the app posts
/// `layoutChanged` or `screenChanged` (`UIAccessibility.post(notification:argument:)`), the rule
/// UIKit's apps follow when what VoiceOver reads changes without its knowing. Every clock hears
/// those posts (`catchUpWithPosts()`).
@MainActor
package final class ViewTreeClock {
    /// The clock this one was merged into, if any: then that one answers.
    @exclusivity(unchecked) private var mergedInto: ViewTreeClock?

    package init() {}

    /// What the views of the tree share beside these counters (first responder, Auto Layout's
    /// log and flags, the window scene): kept with the clock only because the clock is what a
    /// tree's views find and join; read it through `UIView.viewTree`.
    package var tree: ViewTree {
        if let madeTree { return madeTree }
        let made = ViewTree()
        madeTree = made
        return made
    }
    /// Made when first asked: most trees never need one of their own before they are joined.
    @exclusivity(unchecked) private var madeTree: ViewTree?

    /// The clock that answers for this one: itself, or the one it was merged into (and that
    /// one's, …).
    /// Whether this clock was merged into another, which answers for it.
    var isMerged: Bool { mergedInto != nil }

    package var resolved: ViewTreeClock {
        guard var top = mergedInto else { return self }
        while let next = top.mergedInto { top = next }
        // Every clock on the way now points at the top: asking again is one step.
        var step = self
        while let next = step.mergedInto, next !== top {
            step.mergedInto = top
            step = next
        }
        return top
    }

    /// Puts the views on `other` on this clock. Answers kept by either clock are stale: the two
    /// trees are now one, and their numbers are taken past both.
    package func merge(_ other: ViewTreeClock) {
        let kept = resolved, joined = other.resolved
        guard kept !== joined else { return }
        joined.mergedInto = kept
        kept.generation = max(kept.generation, joined.generation)
        kept.changeAnywhere = max(kept.changeAnywhere, joined.changeAnywhere)
        kept.lastListedElementsChange = max(kept.lastListedElementsChange, joined.lastListedElementsChange)
        kept.stamp = max(kept.stamp, joined.stamp)
        kept.epochCount = max(kept.epochCount, joined.epochCount)
        kept.rootChanges = max(kept.rootChanges, joined.rootChanges)
        kept.contextChanges = max(kept.contextChanges, joined.contextChanges) &+ 1
        // Climbs kept by either tree are stale: past both counts.
        kept.detaches = max(kept.detaches, joined.detaches) &+ 1
        kept.lastClimb = nil
        kept.postsSeen = max(kept.postsSeen, joined.postsSeen)
        if let counted = joined.counts { kept.counts = (kept.counts ?? WalkCounts()).adding(counted) }
        // Either side may have handed out its current numbers: the next change moves past them.
        kept.isGenerationObserved = true
        kept.isStampObserved = true
        kept.advanceEverywhere()
        if let joinedTree = joined.madeTree { kept.tree.takeIn(joinedTree) }
    }

    // MARK: Generation

    /// Starts above a new view's `subtreeGeneration` (0), so no view is taken as marked before it is.
    @exclusivity(unchecked) private var generation: UInt64 = 1
    /// Whether `generation` has been read since it last moved. Changes between two reads share
    /// one generation, so marking a subtree stops at the first ancestor already marked with it:
    /// a tree built view by view is marked in time proportional to its size, not its depth.
    @exclusivity(unchecked) private var isGenerationObserved = false

    /// The current generation.
    package var currentGeneration: UInt64 {
        catchUpWithPosts()
        isGenerationObserved = true
        return generation
    }

    /// The generation of the last change that may have reached any part of the tree.
    package var lastChangeAnywhere: UInt64 {
        catchUpWithPosts()
        return changeAnywhere
    }
    @exclusivity(unchecked) private var changeAnywhere: UInt64 = 0
    /// The generation of the last change that may alter what `accessibilityElements` lists lead
    /// to: a view or an object that is not a view changed, or the app's code ran (an action, an
    /// adjustment, a drop, scheduled work), after which computed lists may differ.
    @exclusivity(unchecked) package private(set) var lastListedElementsChange: UInt64 = 0

    /// Marks the whole tree as changed, and every kept answer as stale.
    package func advanceEverywhere() {
        resetStamp()
        changeAnywhere = nextGeneration()
    }

    /// Marks a view, and so every view that contains it, as changed.
    package func advance(at view: UIView) {
        let generation = nextGeneration()
        lastListedElementsChange = generation
        // An ancestor already marked with this generation has its own ancestors marked too: the
        // mark goes up until it meets one. Each superview on the way hears which of its
        // subviews the mark came through, so a walk of a view with many subviews can visit
        // again only those.
        guard view.bookkeeping.subtreeGeneration != generation else { return }
        view.bookkeeping.subtreeGeneration = generation
        var marked = view
        while let parent = marked.bookkeeping.parentView {
            parent.subviewDidChange(marked, at: generation)
            guard parent.bookkeeping.subtreeGeneration != generation else { return }
            parent.bookkeeping.subtreeGeneration = generation
            marked = parent
        }
    }

    /// Marks what `accessibilityElements` lists lead to as changed: the app's code ran, or an
    /// object that is not a view changed.
    package func listedElementsMayHaveChanged() {
        lastListedElementsChange = nextGeneration()
    }

    private func nextGeneration() -> UInt64 {
        if isGenerationObserved {
            generation &+= 1
            isGenerationObserved = false
        }
        return generation
    }

    // MARK: Stamp

    @exclusivity(unchecked) private var stamp: UInt64 = 1
    /// Whether `stamp` has been read since it last moved: changes between two reads share one
    /// stamp, so a tree built view by view moves it once for whoever looks next.
    @exclusivity(unchecked) private var isStampObserved = false
    /// Whether changes are being ignored (`ignoringMoves`).
    @exclusivity(unchecked) package private(set) var isIgnoringMoves = false

    /// The current stamp.
    package var currentStamp: UInt64 {
        catchUpWithPosts()
        isStampObserved = true
        return stamp
    }

    /// The number of times anything may have changed in ways no setter shows.
    package var epoch: UInt64 {
        catchUpWithPosts()
        return epochCount
    }
    @exclusivity(unchecked) private var epochCount: UInt64 = 0

    /// How many times a view left its superview (or two trees joined): a climb to a root kept at
    /// an earlier count may pass a view that has left since.
    @exclusivity(unchecked) package private(set) var detaches: UInt64 = 0

    /// The last climb to a root (`UIView.rootWindow`): where it started, the root it reached, and
    /// `detaches` then. While no view has left, the path from the start to that root stands, so
    /// the next climb that passes the start goes on from the root: a tree built a view at a time,
    /// each under the last, climbs one step each.
    package var lastClimb: (start: ViewReference, root: ViewReference, detaches: UInt64)?

    /// Says a view left its superview.
    package func noteDetach() {
        detaches &+= 1
        lastClimb = nil
    }

    /// The number of changes to roots (windows, views in no superview) and to the screen's list
    /// of windows: which window a screen point is in may have changed.
    @exclusivity(unchecked) package private(set) var rootChanges: UInt64 = 0

    /// Says a root or the list of windows changed.
    package func rootDidChange() {
        guard !isIgnoringMoves else { return }
        rootChanges &+= 1
        moveStamp()
    }

    /// Says something changed: answers kept at an earlier stamp are stale.
    package func moveStamp() {
        guard isStampObserved, !isIgnoringMoves else { return }
        stamp &+= 1
        isStampObserved = false
    }

    /// Says anything may have changed: every kept answer is stale.
    private func resetStamp() {
        guard !isIgnoringMoves else { return }
        epochCount &+= 1
        moveStamp()
    }

    /// Runs `body` with every kept answer left standing whatever changes: only for tests that
    /// check that a kept answer would go stale without it (and so that the tests comparing kept
    /// answers with fresh walks can fail).
    package func ignoringMoves<Result>(_ body: () throws -> Result) rethrows -> Result {
        isIgnoringMoves = true
        defer { isIgnoringMoves = false }
        return try body()
    }

    /// How many changes may have moved an element into or out of a container that gives context
    /// words (a view that moved, a container's kind or tab bar trait): with `epoch`, what a
    /// screen reader's kept places of elements in their containers are checked against. A
    /// change inside a container (a switch turned on) moves it not, so the places of the
    /// elements around stand.
    @exclusivity(unchecked) package private(set) var contextChanges: UInt64 = 0

    /// Says an element may have moved into or out of a container that gives context.
    package func contextsMayHaveChanged() {
        guard !isIgnoringMoves else { return }
        contextChanges &+= 1
    }

    // MARK: What the app posts

    /// How many `layoutChanged` and `screenChanged` posts this clock has taken in.
    @exclusivity(unchecked) private var postsSeen: UInt64 = 0

    /// Takes in the `layoutChanged` and `screenChanged` posts made since the last look: each
    /// says anything may be different.
    package func catchUpWithPosts() {
        let posts = UIAccessibility.treeChangePosts
        guard posts != postsSeen else { return }
        postsSeen = posts
        advanceEverywhere()
    }

    // MARK: Kept hit tests and counts

    /// The hit test the screen (`UIWindowScene`) is keeping now, which the views it goes through hold (`KeptHit`).
    @exclusivity(unchecked) var recordingHit: KeptHit?

    /// How much walking was done, for tests; `nil` (nothing counted) unless a test asks
    /// (`startCounting()`), so the walks pay one check for it.
    @exclusivity(unchecked) package private(set) var counts: WalkCounts?

    /// Starts counting from zero (`counts`).
    package func startCounting() {
        counts = WalkCounts()
    }

    /// Counts `superviewReads` steps up and `viewsWalked` walks made again, if counting.
    func count(superviewReads: Int = 0, viewsWalked: Int = 0, hitTests: Int = 0) {
        guard counts != nil else { return }
        counts?.superviewReads &+= superviewReads
        counts?.viewsWalked &+= viewsWalked
        counts?.hitTests &+= hitTests
    }

    /// For tests: hears every change a view reports (`UIView.noteChange(_:)`), before the caches
    /// it makes stale are dropped.
    @exclusivity(unchecked) package var changeObserver: ((UIView, ViewChange) -> Void)?
}

/// CellKit's own: how much walking of the view tree was done, for tests that check a gesture
/// reads what was kept (`UpwardWalk`, the hit tests `DragSystem` keeps) rather than climbing or
/// descending a deep chain again. Counts only; nothing reads them to decide anything.
package struct WalkCounts: Equatable, Sendable {
    /// The steps up a chain of superviews.
    package var superviewReads = 0
    /// The views whose upward walk was worked out again.
    package var viewsWalked = 0
    /// The calls of `UIView.hitTest(_:with:)`'s own implementation: one per level a hit test
    /// goes down.
    package var hitTests = 0

    package init() {}

    func adding(_ other: WalkCounts) -> WalkCounts {
        var sum = self
        sum.superviewReads &+= other.superviewReads
        sum.viewsWalked &+= other.viewsWalked
        sum.hitTests &+= other.hitTests
        return sum
    }
}
