import Foundation
// The solver is an implementation detail: CellKit users see UIKit's API, never its numbers.
internal import LayoutSolver

/// CellKit's own: Auto Layout for one view tree, as UIKit's engine does it for a window. It holds
/// a `SimplexSolver` with four variables per view that takes part (its left, top, width and
/// height in the root's layout space: frames added up, bounds origins left out, so a scroll
/// view's content is laid out against the scroll view's edges, as UIKit does) and the
/// constraints:
///
/// - each view whose frame places it (`translatesAutoresizingMaskIntoConstraints`, and the root)
///   is held at its frame by required constraints, as UIKit's autoresizing-mask constraints do
///   for a view with no autoresizing mask;
/// - each view that Auto Layout places keeps its `intrinsicContentSize` at its hugging and
///   compression resistance priorities;
/// - the constraints installed on the tree's views, in tree order, each in the order added.
///
/// A change marks the engine stale and the root in need of layout; the next layout pass
/// (`layoutIfNeeded()` on any view of the tree, drawing, a screen reader's walk) runs the
/// update pass (`updateConstraints()`, from the bottom up), brings the solver up to date (a
/// constant, a priority, a frame or an intrinsic size in place; a change to the tree by building
/// it again) and sets each view's frame through `frame`'s setter, so every cache hears of it.
/// Frames are rounded to whole points as UIKit rounds to whole pixels (on a screen of scale 1):
/// each edge, in the root's coordinates, to the nearest point, so views that share an edge still
/// share it.
@MainActor
final class LayoutEngine {
    /// What changed.
    enum Change {
        case rebuild
        case constraint(NSLayoutConstraint)
        /// Only its constant changed.
        case constant(NSLayoutConstraint)
        case fixedFrame(UIView)
        case intrinsicSize(UIView)
        case updateConstraints(UIView)
    }


    /// The root, held weakly without Swift's `weak` (`ViewReference`): the root holds its
    /// engine. (The other views of a build are held strongly: `order`.)
    private var root: UIView? { rootReference.view }
    private let rootReference: ViewReference
    /// Whether the engine has work for the next pass. The engine is reached through its root
    /// (`layoutState.engine`), so no list of engines outlives the trees they lay out.
    private var isPending = false
    private var solver = SimplexSolver()
    private var needsRebuild = true
    private var changedConstraints: [NSLayoutConstraint] = []
    private var changedConstants: [NSLayoutConstraint] = []
    private var changedFrames: [ViewReference] = []
    private var changedSizes: [ViewReference] = []
    private var dueUpdates: [ViewReference] = []

    /// The views with variables, in tree order (each after its superview), and where each's four
    /// variables start. Held strongly, all but the root (`nil` at its place, read through
    /// `rootReference`: the root holds its engine): a view leaves `order` when it leaves the
    /// tree, since its leaving builds again (`subviewDidMove`, `forgetBuild`), so the engine
    /// keeps no view alive that its tree does not. A weak reference (`ViewReference`) went
    /// through the view's anchor, an object of its own: setting the frames of 10,000 views read
    /// each anchor, a miss apiece, before the view (DECISIONS.md).
    private var order: [UIView?] = []
    private var orderedViews: [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(order.count)
        for place in order.indices { if let view = view(at: place) { views.append(view) } }
        return views
    }
    /// The view at a place in `order` (`nil` stands for the root).
    private func view(at place: Int) -> UIView? {
        order[place] ?? root
    }
    /// The places in `order` of the labels, in order: only a label's text wraps
    /// (`rewrapLabels`), and a pass looks at these alone rather than at every view.
    private var labelPlaces: [Int] = []
    /// The place in `order` of each view's superview (-1 for the root).
    private var parentPlaces: [Int] = []
    /// The rounded origins `applyFrames` works out, by place.
    private var frameOrigins: [CGPoint] = []
    /// The frame the last pass gave each view Auto Layout places, by place (`CGRect.null` for a
    /// view it does not place), while `appliedFramesHold`.
    private var appliedFrames: [CGRect] = []
    /// Whether every view in `order` still has the frame in `appliedFrames`: from a pass that
    /// looked at every view until the next build, or until a view's frame is set by another hand
    /// (`.fixedFrame`, `viewWasMoved(_:)`). While it holds, a pass touches only the views whose
    /// solved frame changed: an edit costs what it moves, not a visit of every view, each a
    /// cache miss at 10,000 views.
    private var appliedFramesHold = false
    private var freeGuides: [UILayoutGuide] = []
    /// The installed constraints the solver holds, by handle (filled when the solver holds the
    /// whole system: a presolved layout keeps them in `system`).
    private var held: [Int: NSLayoutConstraint] = [:]
    /// The engine's own constraints (frames, intrinsic sizes, system guides) since the last
    /// build, by handle (`-1 - index`): described only when a message names one.
    private var own: [OwnConstraint] = []
    /// Each view's own constraints, by its place in `order`: consecutive handles downwards from
    /// `first`.
    private var ownHandles: [(first: Int, count: Int)] = []
    /// The widths multi-line labels were last laid out at, which their intrinsic heights wrap
    /// at (UIKit's second pass for text that wraps).
    private var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
    /// The intrinsic size each view's size constraints were made with, by its place in `order`.
    private var usedSizes: [CGSize?] = []
    /// Messages already written for this tree, so a conflict is reported once, not at every pass.
    private var reported: Set<String> = []
    /// For `systemLayoutSizeFitting(_:)`: the root's size is a wish, not fixed, held on each
    /// axis at its fitting priority (`fittingSizeLevel` unless the caller says).
    private var fittingTarget: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Whether the engine keeps the system it builds (`LayoutSystem`, for the bench).
    private var keepsSystem = false
    /// What the last build gathered, kept while its layout is presolved (a changed constant is
    /// given to the presolve, which holds the system itself) or for `LayoutSystem`.
    private var kept = Gathered()
    /// While building: the constraints gathered for the solver.
    private var gathering: Gathered?
    /// The build the installed constraints' places in `system` are of
    /// (`NSLayoutConstraint.placeInEngine`), told from every other build of any engine by identity.
    private var currentBuild: EngineSlot.Build?
    /// Every variable's value, by number, when the last build used the presolve (`Presolve`):
    /// the solver holds only the rest. A changed constant is given to the kept presolve, which
    /// fixes the system again without gathering it; any other change builds again.
    private var presolved: [Double]?
    /// The presolve of the gathered system, while the layout is presolved.
    private var presolve: Presolve?
    /// The constraints of the kept presolve that keep a variable it did not fix, by index: those
    /// given to the solver (`presolvedValues`).
    private var presolveResidual: [Int] = []

    /// The constraints gathered for the solver, in order: the system, and each one's handle and
    /// installed constraint (nil for the engine's own), at its index.
    struct Gathered {
        var system = LinearSystem()
        var handles: [Int] = []
        var installed: [NSLayoutConstraint?] = []
        /// Where the installed constraints a build found start (after the engine's own), how
        /// many of them are on one item (they come first), and the places among them, ascending,
        /// of those left out (an expression that could not be made): what turns the place a
        /// build noted on a constraint as it found it into its index (`index(ofPlace:)`).
        var installedStart = 0
        var singleCount = 0
        var leftOut: [Int] = []

        var count: Int { handles.count }

        /// The index in the system of the installed constraint a build noted at `place`
        /// (`2n` for the n-th found on one item, `2n + 1` for the n-th relating two); nil for
        /// one left out.
        func index(ofPlace place: Int) -> Int? {
            guard place >= 0 else { return nil }
            let position = place & 1 == 0 ? place >> 1 : singleCount + place >> 1
            var before = 0
            for left in leftOut {
                if left == position { return nil }
                if left > position { break }
                before += 1
            }
            return installedStart + position - before
        }

        mutating func reserveCapacity(_ count: Int) {
            system.reserveCapacity(constraints: count, terms: count * 3)
            handles.reserveCapacity(count)
            installed.reserveCapacity(count)
        }

        mutating func append(_ handle: Int, _ expression: LinearExpression, _ relation: SimplexSolver.Relation,
                             weight: Double?, installed constraint: consuming NSLayoutConstraint?) {
            system.append(expression, relation, weight: weight)
            handles.append(handle)
            installed.append(consume constraint)
        }
    }

    /// The solver's work so far, in pivots (for tests: a layout's cost, not its time).
    var pivotCount: Int { solver.pivotCount }
    /// The solver's row updates so far (the other measure of its work).
    var substitutionCount: Int { solver.substitutionCount }
    /// How many constraints the solver holds.
    var solverConstraintCount: Int { solver.constraintCount }
    /// The presolve's work in the last build or changed constant (for tests).
    private(set) var presolveWork = 0
    /// The constraints the engine has made an expression for so far, its own and installed ones
    /// (for tests: an edit's cost in what it gathers again).
    private(set) var expressionsMade = 0
    /// Whether the last build settled its layout by presolve (the solver holding the rest).
    var usedPresolve: Bool { presolved != nil }

    private init(root: UIView) {
        rootReference = ViewReference(root)
    }

    // MARK: Changes

    /// The engine of the tree `view` is in, made if there is none.
    static func engine(for view: UIView) -> LayoutEngine {
        // Found without keeping a walk: this runs at every constraint added, and a kept walk per
        // constrained view was an object the first pass then freed, a miss apiece at 10,000 views.
        let root = view.hierarchyRoot
        let state = root.madeLayoutState
        if let engine = state.engine { return engine }
        let made = LayoutEngine(root: root)
        state.engine = made
        return made
    }

    /// A view Auto Layout places was moved by another hand (its centre or its transform set):
    /// the next pass looks at every view's frame again, not only at those whose solved frame
    /// changed, so that it is put back as before.
    static func viewWasMoved(_ view: UIView) {
        let root = view.keptWalk.root ?? view
        root.layoutState?.engine?.appliedFramesHold = false
    }

    /// Records a change in the tree `view` is in, to be laid out at the next pass.
    static func invalidate(from view: UIView, _ change: Change) {
        view.viewTree.usesAutoLayout = true
        let engine = engine(for: view)
        engine.record(change)
        guard let root = engine.root else { return }
        engine.isPending = true
        // The view and the root lay out again: the root's pass runs the engine, top-down.
        view.setNeedsLayout()
        if root !== view { root.setNeedsLayout() }
    }

    private func record(_ change: Change) {
        switch change {
        case .rebuild:
            forgetBuild()
        case .constraint(let constraint):
            changedConstraints.append(constraint)
        case .constant(let constraint):
            changedConstants.append(constraint)
        case .fixedFrame(let view):
            appliedFramesHold = false
            changedFrames.append(ViewReference(view))
        case .intrinsicSize(let view):
            changedSizes.append(ViewReference(view))
        case .updateConstraints(let view):
            dueUpdates.append(ViewReference(view))
        }
    }

    /// Drops what the last build held, views included: the next pass builds again.
    private func forgetBuild() {
        needsRebuild = true
        appliedFramesHold = false
        for view in orderedViews { view.layoutState?.isInEngine = false }
        order = []
        slotsOfNeeded.removeAll(keepingCapacity: slotsOfNeeded.capacity <= 1 << 17)
        labelPlaces = []
        parentPlaces = []
        freeGuides = []
        held = [:]
        kept = Gathered()
        presolve = nil
        presolved = nil
        currentBuild = nil
        changedConstraints = []
        changedConstants = []
        changedFrames = []
        changedSizes = []
    }

    /// Runs the pending layout of the tree `view` is in, if it has any: called by
    /// `layoutIfNeeded()` before the view lays out its subviews.
    static func layOutPending(containing view: UIView) {
        guard view.viewTree.usesAutoLayout else { return }
        let root = view.keptWalk.root ?? view
        guard let engine = root.layoutState?.engine, engine.isPending else { return }
        engine.isPending = false
        engine.layOut()
    }

    /// A view with its subtree joins or leaves a tree.
    static func subviewDidMove(_ view: UIView, from oldParent: UIView?) {
        guard view.viewTree.usesAutoLayout || oldParent?.viewTree.usesAutoLayout == true else { return }
        if let engine = view.layoutState?.engine {
            // Its tree is now part of another: that tree's engine lays it out.
            engine.isPending = false
            engine.forgetBuild()
            view.layoutState?.engine = nil
        }
        if let oldParent, view.layoutState?.isInEngine == true || subtreeUsesAutoLayout(view) {
            invalidate(from: oldParent, .rebuild)
        }
        if let parent = view.superview, subtreeUsesAutoLayout(view) {
            invalidate(from: parent, .rebuild)
        }
    }

    /// Whether a view or one below it is placed by Auto Layout or holds constraints.
    private static func subtreeUsesAutoLayout(_ view: UIView) -> Bool {
        var pending: [UIView] = [view]
        while let next = pending.popLast() {
            if !next.translatesAutoresizingMaskIntoConstraints { return true }
            if let state = next.layoutState, !state.constraints.isEmpty || !state.layoutGuides.isEmpty { return true }
            pending.append(contentsOf: next.subviews)
        }
        return false
    }

    // MARK: The pass

    private func layOut() {
        guard let root else { return }
        runUpdatePass(root: root)
        if needsRebuild {
            forgetBuild()
            build(root: root)
        } else if presolved != nil {
            if hasChanges, !changePresolvedConstants() {
                forgetBuild()
                build(root: root)
            }
        } else if !applyChanges() {
            forgetBuild()
            build(root: root)
        }
        // What the update pass changed is in; its own marks are done with.
        isPending = false
        applyFrames(root: root)
        // Text that wraps: a multi-line label is as tall as its text wrapped at the width it was
        // given, which is known only now; a few rounds settle labels whose width depends on it.
        // A round that changes nothing leaves nothing for the next.
        for _ in 0..<3 {
            guard rewrapLabels() else { break }
            applyFrames(root: root)
        }
    }

    /// Gives the kept presolve the changed constants of a presolved layout, when constants are
    /// all that changed and each is of a constraint in the system: the system is the one a build
    /// would gather, and the presolve fixes it again without gathering it. Returns false,
    /// changing nothing, when a build is needed.
    private func changePresolvedConstants() -> Bool {
        guard changedConstraints.isEmpty, changedFrames.isEmpty, changedSizes.isEmpty, presolve != nil else { return false }
        var changes: [(index: Int, constant: Double)] = []
        for constraint in changedConstants {
            guard constraint.isActive, let place = constraint.placeInEngine(build: currentBuild),
                  let index = kept.index(ofPlace: place), index < kept.count,
                  kept.installed[index] === constraint, let owner = constraint.ownerView,
                  let (expression, _) = expression(for: constraint, owner: owner),
                  presolve?.system.hasTerms(of: expression, at: index) == true else { return false }
            changes.append((index, expression.constant))
        }
        changedConstants = []
        // In place: the kept presolve's lists are its alone.
        presolve?.changeConstants(changes)
        solve(kept, reusingPresolve: true, variables: (order.count + freeGuides.count) * 4)
        return true
    }

    /// Makes the size constraints again for the multi-line labels whose width changed their
    /// wrapped height: the width each was given (its frame's, or, while fitting, the solved one,
    /// since a fitting pass places no view). Returns whether any did.
    private func rewrapLabels(solvedWidths: Bool = false) -> Bool {
        var changed = false
        for place in labelPlaces {
            guard let label = view(at: place) as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
                  !label.translatesAutoresizingMaskIntoConstraints, label.layoutState?.isInEngine == true else { continue }
            let id = ObjectIdentifier(label), slot = place * 4
            let width = solvedWidths ? roundedRect(slot).width : label.frame.width
            guard wrapWidths[id] != width else { continue }
            wrapWidths[id] = width
            guard place < usedSizes.count, intrinsicSize(of: label) != usedSizes[place] else { continue }
            changed = true
            // A presolved layout builds again (below), with the new size.
            guard presolved == nil else { continue }
            removeOwnConstraints(ofViewAt: place)
            addSizeConstraints(for: label, slot: slot)
        }
        if changed, presolved != nil, let root {
            forgetBuild()
            build(root: root)
        }
        return changed
    }

    /// A view's intrinsic size; for a multi-line label laid out before, its text wrapped at the
    /// width it was given.
    private func intrinsicSize(of view: UIView) -> CGSize {
        var size = view.intrinsicContentSize
        if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
           let width = wrapWidths[ObjectIdentifier(label)], width >= 1 {
            size.height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return size
    }

    /// Runs `updateConstraints()` on every view that needs it, deepest first; a view that asks
    /// again while the pass runs is run again, a few rounds at most.
    private func runUpdatePass(root: UIView) {
        // The views found by walking the tree, and each one's depth (known on the way down), in
        // lists of their own: the order is worked out on the depths alone, so that each view is
        // retained once (in its side table) rather than at every copy of a pair.
        var walked: [UIView] = [], walkedDepths: [Int] = []
        if needsRebuild {
            // Each level's subviews and the next to walk (the last first, as a stack of them all
            // would pop them): each view is read from its superview's list when its turn comes,
            // not all pushed at once (each touched twice, the second time out of the cache, at
            // 10,000 subviews). A view's depth is its level's.
            var levels: [(subviews: [UIView], next: Int)] = [([root], 0)]
            let rootDepth = Self.depth(of: root)
            while let top = levels.indices.last {
                guard levels[top].next >= 0, levels[top].next < levels[top].subviews.count else {
                    levels.removeLast()
                    continue
                }
                let view = levels[top].subviews[levels[top].next]
                levels[top].next -= 1
                if view.bookkeeping.needsUpdateConstraints {
                    walked.append(view)
                    walkedDepths.append(rootDepth + top)
                }
                let subviews = view.subviews
                if !subviews.isEmpty { levels.append((subviews, subviews.count - 1)) }
            }
        }
        var rounds = 0
        while !dueUpdates.isEmpty || !walked.isEmpty, rounds < 8 {
            rounds += 1
            var due: [UIView] = [], depths: [Int] = []
            for index in dueUpdates.indices {
                if let view = dueUpdates[index].view {
                    due.append(view)
                    depths.append(Self.depth(of: view))
                }
            }
            // Moved when nothing else is due (a build's walk): a copy retains every view again.
            if due.isEmpty {
                swap(&due, &walked)
                swap(&depths, &walkedDepths)
            } else {
                due += walked
                depths += walkedDepths
            }
            walked = []
            walkedDepths = []
            dueUpdates = []
            for index in Self.deepestFirst(depths) {
                let view = due[index]
                guard view.bookkeeping.needsUpdateConstraints else { continue }
                view.bookkeeping.needsUpdateConstraints = false
                view.updateConstraints()
            }
        }
    }

    /// The indices of `depths`, deepest first, those at one depth in the order given: a sort by
    /// buckets, in linear time.
    private static func deepestFirst(_ depths: [Int]) -> [Int] {
        guard let deepest = depths.max() else { return [] }
        var starts = [Int](repeating: 0, count: deepest + 2)
        for depth in depths { starts[deepest - depth + 1] += 1 }
        for bucket in 0...deepest { starts[bucket + 1] += starts[bucket] }
        var sorted = [Int](repeating: 0, count: depths.count)
        for (index, depth) in depths.enumerated() {
            sorted[starts[deepest - depth]] = index
            starts[deepest - depth] += 1
        }
        return sorted
    }

    private static func depth(of view: UIView) -> Int {
        var depth = 0
        var current = view.superview
        while let next = current {
            depth += 1
            current = next.superview
        }
        return depth
    }

    // MARK: Building

    /// An installed constraint found while building, with everything its expression needs,
    /// read once, when the walk meets it: the place of the view it is installed on, its items,
    /// its terms and its priority. The constraint itself is in a list beside (`BuildScratch`),
    /// never read again by the build: at 10,000 views a second read of each of 40,000
    /// constraints, which the cache no longer holds, was a miss apiece (8% of a first pass).
    /// Numbers only, so the list is made and emptied without a retain or a release.
    /// Packed (40 bytes): at 10,000 views the list is 40,000 of them, written to fresh pages.
    private struct Installed {
        let terms: ConstraintTerms
        let priority: UILayoutPriority
        /// Where the view it is installed on is in the tree's walk.
        private let ownerPlace: Int32
        /// The items, `Item` packed: a view's number from 0, another item's `-1 - its number`,
        /// none `Int32.min`.
        private let firstItem: Int32, secondItem: Int32

        /// Nil when a number does not fit (a tree of more than two billion views or items).
        init?(owner: Int, first: Item?, second: Item?, terms: ConstraintTerms, priority: UILayoutPriority) {
            guard let owner = Int32(exactly: owner), let first = Self.pack(first), let second = Self.pack(second) else { return nil }
            ownerPlace = owner
            firstItem = first
            secondItem = second
            self.terms = terms
            self.priority = priority
        }

        var owner: Int { Int(ownerPlace) }
        var first: Item? { Self.unpack(firstItem) }
        var second: Item? { Self.unpack(secondItem) }

        private static func pack(_ item: Item?) -> Int32? {
            switch item {
            case nil: Int32.min
            case .view(let found): Int32(exactly: found)
            case .other(let index): Int32(exactly: -1 - index)
            }
        }

        private static func unpack(_ packed: Int32) -> Item? {
            if packed == Int32.min { return nil }
            return packed >= 0 ? .view(Int(packed)) : .other(-1 - Int(packed))
        }
    }

    /// What a constraint's expression reads of it, read at once.
    private struct ConstraintTerms {
        let firstAttribute: NSLayoutConstraint.Attribute
        let secondAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: Double
        let constant: Double

        @MainActor
        init(_ constraint: NSLayoutConstraint) {
            firstAttribute = constraint.firstAttribute
            secondAttribute = constraint.secondAttribute
            relation = constraint.relation
            multiplier = Double(constraint.multiplier)
            constant = Double(constraint.constant)
        }
    }

    /// A constraint's item as its expression reads it: a view by the order in which the build
    /// found it needed (its slot is at that index of `slotsOfNeeded` once placed), or the item
    /// itself (a guide, or a view whose margins the attribute reads, or one outside the tree) by
    /// its index in a list of such items (`ItemObjects`).
    /// A number, not a reference: 40,000 constraints' items held by reference were 80,000
    /// retains and releases of objects the cache no longer holds at 10,000 views.
    private enum Item {
        case view(Int)
        case other(Int)
    }

    /// The lists a build works in and drops, kept between builds with their room: a build of
    /// 10,000 views otherwise faults in fresh pages for them each time (the allocator gives
    /// large freed blocks back to the system). Taken at the start of a build and put back,
    /// emptied, at its end, so that a build within another (a fitting asked for while one
    /// runs) makes its own.
    private struct BuildScratch {
        /// The views in the walk's order; each is taken out (`nil`) when the build places it, so
        /// that it is released while the cache still holds it, not in a pass of its own.
        var views: [UIView?] = []
        /// Where each view's superview is in `views` (-1 for the root).
        var parents: [Int] = []
        /// Where the walk is at each level: a view's subviews, the next of them to walk, and the
        /// view's place in `views`.
        var stack: [(subviews: [UIView], next: Int, parent: Int)] = []
        var singles: [Installed] = []
        var pairs: [Installed] = []
        /// The constraints of `singles` and `pairs`, at the same indices; each is taken out
        /// (moved, not copied) into the gathered system.
        var singleConstraints: [NSLayoutConstraint?] = []
        var pairConstraints: [NSLayoutConstraint?] = []
        /// The items that are not views numbered by the build (`Item.other`).
        var others: [AnyObject] = []
        var slotsByWalk: [Int] = []
        /// What the walk read of each view for placing it, at the view's index in `views`.
        var walked: [Walked] = []

        /// Empties the lists, keeping their room (up to a bound: a rare huge tree does not keep
        /// its room for ever).
        mutating func empty() {
            let keeps = views.capacity <= 1 << 17 && singles.capacity + pairs.capacity <= 1 << 19
            views.removeAll(keepingCapacity: keeps)
            parents.removeAll(keepingCapacity: keeps)
            stack.removeAll(keepingCapacity: keeps)
            singles.removeAll(keepingCapacity: keeps)
            pairs.removeAll(keepingCapacity: keeps)
            singleConstraints.removeAll(keepingCapacity: keeps)
            pairConstraints.removeAll(keepingCapacity: keeps)
            others.removeAll(keepingCapacity: keeps)
            slotsByWalk.removeAll(keepingCapacity: keeps)
            walked.removeAll(keepingCapacity: keeps)
        }
    }
    /// What placing a walked view needs, read by the walk while the view is at hand (`found`
    /// below 0: not known to be needed when it was walked).
    private struct Walked {
        /// The order the build found the view needed in (`need`).
        var found = -1
        var isLabel = false
        var hasGuides = false
        /// What its own size constraints are made from; `nil` for a view placed by its frame.
        var size: SizeInputs?

        init() {}

        @MainActor
        init(_ view: UIView, found: Int?, translates: Bool, engine: LayoutEngine) {
            guard let found else { return }
            self.found = found
            isLabel = view is UILabel
            if let state = view.layoutState { hasGuides = !state.layoutGuides.isEmpty || state.otherGuides != nil }
            if !translates { size = SizeInputs(of: view, size: engine.intrinsicSize(of: view)) }
        }
    }

    /// Kept by each engine, not shared: a screen's state stays with its screen.
    private var scratch = BuildScratch()
    /// The slot of each view of the last build, by the order in which the build found it needed
    /// (`Item.view`, kept in the view's layout state: `slot(of:)`); -1 for one not placed.
    private var slotsOfNeeded: [Int] = []

    private func build(root: UIView) {
        appliedFramesHold = false
        let build = EngineSlot.Build()
        currentBuild = build
        own = []
        held = [:]
        var scratch = self.scratch
        self.scratch = BuildScratch()
        defer {
            scratch.empty()
            self.scratch = scratch
        }
        var views = scratch.views, parents = scratch.parents, stack = scratch.stack
        // The constraints on one item (a size to a constant), and those relating two.
        var singles = scratch.singles, pairs = scratch.pairs
        var singleConstraints = scratch.singleConstraints, pairConstraints = scratch.pairConstraints
        var others = scratch.others
        var slotsByWalk = scratch.slotsByWalk
        var walked = scratch.walked
        scratch = BuildScratch()
        defer {
            scratch = BuildScratch(views: views, parents: parents, stack: stack, singles: singles, pairs: pairs,
                                   singleConstraints: singleConstraints, pairConstraints: pairConstraints,
                                   others: others, slotsByWalk: slotsByWalk, walked: walked)
        }
        // The views with variables: each placed by Auto Layout or related by a constraint, and
        // every view above one. Each is marked in its layout state as it is found, so that a
        // view met again (by another constraint, or as the superview of another) costs nothing.
        var needed = 0
        var path: [ViewLayoutState] = []
        // Returns the order in which the view was found needed, when it is in the tree: until
        // it is placed, its slot holds `-2 - that order`.
        @discardableResult func need(_ view: UIView?) -> Int? {
            guard let view else { return nil }
            // Most often met already (every constraint on a view meets it again).
            let own = view.madeLayoutState
            if own.engineSlot.build === build { return -2 - own.engineSlot.slot }
            path.removeAll(keepingCapacity: true)
            var current: UIView? = view
            while let next = current {
                let state = next.madeLayoutState
                if state.engineSlot.build === build { break }
                path.append(state)
                if next === root { break }
                current = next.superview
                // Not below the root: no variables for it.
                if current == nil { return nil }
            }
            for state in path {
                state.engineSlot = EngineSlot(build: build, slot: -2 - needed)
                // Marked now, while the state is at hand: every view found needed is placed.
                state.isInEngine = true
                needed += 1
            }
            return -2 - own.engineSlot.slot
        }
        // The order `view` was found needed in by this build, if it has been.
        func foundOrder(of view: UIView) -> Int? {
            guard let state = view.layoutState, state.engineSlot.build === build else { return nil }
            return -2 - state.engineSlot.slot
        }
        // A constraint's item, its view (or its guide's) needed.
        func item(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Item? {
            guard let object else { return nil }
            if let view = object as? UIView {
                if let found = need(view), !attribute.readsMargins { return .view(found) }
            } else {
                need((object as? UILayoutGuide)?.layoutOwningView)
            }
            others.append(object)
            return .other(others.count - 1)
        }
        // Every view of the tree, in tree order, and what it needs, in one walk: at 10,000
        // views each pass over them is a pass over memory the cache no longer holds.
        // Each view is read from its superview's subviews when its turn comes: pushing all of a
        // view's subviews at once touched (retained) each of 10,000 twice, the second time
        // after the cache had let it go.
        stack.append(([root], 0, -1))
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].subviews.count else {
                stack.removeLast()
                continue
            }
            let view = stack[top].subviews[stack[top].next], parent = stack[top].parent
            stack[top].next += 1
            let index = views.count
            views.append(view)
            parents.append(parent)
            let subviews = view.subviews
            if !subviews.isEmpty { stack.append((subviews, 0, index)) }
            let translates = view === root || view.translatesAutoresizingMaskIntoConstraints
            if !translates { need(view) }
            // What placing the view needs, read now while it is at hand, when it is known to be
            // needed (a superview found needed later, by a view below it, is read when placed).
            defer { walked.append(Walked(view, found: foundOrder(of: view), translates: translates, engine: self)) }
            guard let state = view.layoutState, !state.constraints.isEmpty else { continue }
            need(view)
            // Installed here, so `view` is each one's owner. All the build reads of each is read
            // now, and its place noted (the n-th on one item `2n`, the n-th relating two `2n + 1`;
            // `Gathered.index(ofPlace:)`), while the constraint is at hand.
            for constraint in state.constraints {
                let terms = ConstraintTerms(constraint)
                let first = item(constraint.firstItem, terms.firstAttribute)
                let second = item(constraint.secondItem, terms.secondAttribute)
                // A number too large to pack leaves the item out, as one outside the tree is.
                let installed = Installed(owner: index, first: first, second: second, terms: terms, priority: constraint.priority)
                    ?? Installed(owner: 0, first: nil, second: nil, terms: terms, priority: constraint.priority)
                guard let installed else { continue }
                if second != nil {
                    constraint.setPlaceInEngine(pairs.count * 2 + 1, build: build)
                    pairs.append(installed)
                    pairConstraints.append(constraint)
                } else {
                    constraint.setPlaceInEngine(singles.count * 2, build: build)
                    singles.append(installed)
                    singleConstraints.append(constraint)
                }
            }
        }
        // Places in tree order, each view after its superview, with the engine's own
        // constraints for each (its frame, or its intrinsic size), in the same pass; guides
        // after the views.
        slotsByWalk.append(contentsOf: repeatElement(-1, count: views.count))
        slotsOfNeeded.removeAll(keepingCapacity: true)
        slotsOfNeeded.append(contentsOf: repeatElement(-1, count: needed))
        parentPlaces = []
        parentPlaces.reserveCapacity(needed)
        order = []
        order.reserveCapacity(needed)
        labelPlaces = []
        ownHandles = Array(repeating: (0, 0), count: needed)
        usedSizes = Array(repeating: nil, count: needed)
        freeGuides = []
        gathering = Gathered()
        gathering?.reserveCapacity(singles.count + pairs.count + needed * 4)
        func placeGuide(_ guide: UILayoutGuide) {
            guide.engineSlot = EngineSlot(build: build, slot: (needed + freeGuides.count) * 4)
            freeGuides.append(guide)
        }
        for index in views.indices {
            // What the walk read of the view; the view itself is read again only when the walk
            // could not know it was needed (a superview found needed by a view below it), has
            // guides, or is placed by its frame: at 10,000 views, reading each view and its
            // layout state again here was a miss apiece.
            var entry = index < walked.count ? walked[index] : Walked()
            if entry.found < 0 {
                guard let view = views[index], let found = foundOrder(of: view) else {
                    views[index] = nil
                    continue
                }
                entry = Walked(view, found: found, translates: view === root || view.translatesAutoresizingMaskIntoConstraints,
                               engine: self)
            }
            // Taken out (moved into `order`, the root excepted: it holds the engine).
            guard let view = views[index].take() else { continue }
            let slot = order.count * 4
            let found = entry.found
            if found >= 0, found < slotsOfNeeded.count { slotsOfNeeded[found] = slot }
            slotsByWalk[index] = slot
            // The superview's slot, from the walk: it was placed before, if it has one.
            let parentSlot = view === root || parents[index] < 0 ? -1 : slotsByWalk[parents[index]]
            parentPlaces.append(parentSlot >= 0 ? parentSlot / 4 : -1)
            if entry.isLabel { labelPlaces.append(order.count) }
            if entry.hasGuides, let state = view.layoutState {
                for guide in state.layoutGuides { placeGuide(guide) }
                if let other = state.otherGuides {
                    for guide in other.solvedGuides { placeGuide(guide) }
                }
            }
            if let size = entry.size {
                addSizeConstraints(size, slot: slot)
            } else {
                addFrameConstraints(for: view, slot: slot, root: root)
            }
            order.append(view === root ? nil : view)
        }
        for guide in freeGuides where guide.role != .free { addSystemGuideConstraints(for: guide) }
        // Constraints on one item (a size to a constant) go in first, then those relating two,
        // each group in tree order: a view's own size is settled before chains of views refer
        // to it, so the solver's pivots stay local to the view instead of rewriting every row
        // down the chain (a thousand-row stack would cost the cube of its length).
        // Gathered here, not through `gathering`, so that each constraint is moved in.
        var pending = gathering ?? Gathered()
        gathering = nil
        pending.installedStart = pending.count
        pending.singleCount = singles.count
        for index in singles.indices {
            let installed = singles[index]
            guard let constraint = singleConstraints[index].take() else { continue }
            gather(installed, constraint, ownerSlot: slotsByWalk[installed.owner], position: index, others: others,
                   into: &pending)
        }
        for index in pairs.indices {
            let installed = pairs[index]
            guard let constraint = pairConstraints[index].take() else { continue }
            gather(installed, constraint, ownerSlot: slotsByWalk[installed.owner], position: singles.count + index,
                   others: others, into: &pending)
        }
        solve(pending, reusingPresolve: false, variables: (order.count + freeGuides.count) * 4)
        needsRebuild = false
        changedConstraints = []
        changedConstants = []
        changedFrames = []
        changedSizes = []
    }

    /// Where a view's four variables start in this engine's build, if it has them.
    private func slot(of view: UIView) -> Int? {
        // A view's layout state keeps the order the build found it needed in (`need`), which
        // `slotsOfNeeded` turns into its slot: placing a view writes nothing to it.
        guard let state = view.layoutState, let build = currentBuild, state.engineSlot.build === build else { return nil }
        let found = -2 - state.engineSlot.slot
        guard found >= 0, found < slotsOfNeeded.count, case let slot = slotsOfNeeded[found], slot >= 0 else { return nil }
        return slot
    }

    /// Where a guide's own four variables start in this engine's build, if it has them.
    private func slot(of guide: UILayoutGuide) -> Int? {
        guide.engineSlot.slot(inBuild: currentBuild)
    }

    private var hasChanges: Bool {
        !changedConstraints.isEmpty || !changedConstants.isEmpty || !changedFrames.isEmpty || !changedSizes.isEmpty
    }

    /// Gives the solver the gathered constraints: what the presolve leaves when it settles the
    /// layout (`Presolve`), else all of them, as UIKit's engine would, each refusal reported.
    /// `reusingPresolve`: the kept presolve is of `pending` already (a changed constant).
    private func solve(_ pending: Gathered, reusingPresolve: Bool, variables: Int) {
        var presolve: Presolve
        if reusingPresolve, let kept = self.presolve.take() {
            // Moved, not copied: its lists change in place below.
            presolve = consume kept
        } else {
            let constraints = pending.system
            presolve = Presolve(constraints)
        }
        presolveWork = presolve.work
        if !presolve.failed {
            solver = SimplexSolver()
            // The last values' list is written over, when there is one.
            var values = presolved ?? []
            presolved = nil
            let settled = Self.presolvedValues(&presolve, pending.handles, residual: &presolveResidual,
                                               replayed: reusingPresolve && presolve.replayed, into: &values,
                                               variables: variables, solver: solver)
            presolveWork = presolve.work
            if settled {
                presolved = values
                // Kept for a changed constant: the presolve, and the system with what turns each
                // installed constraint's place (noted by the build's walk) into its index.
                // The system is the presolve's to keep.
                kept = pending
                kept.system = LinearSystem()
                self.presolve = presolve
                return
            }
        }
        // The whole system, as before: the simplex's answer and its conflict reports.
        presolved = nil
        self.presolve = nil
        let system = presolve.system
        if keepsSystem {
            kept = pending
            kept.system = system
        } else {
            kept = Gathered()
        }
        solver = SimplexSolver()
        solver.beginBatch()
        for index in 0..<system.count {
            let handle = pending.handles[index], installed = pending.installed[index]
            do {
                try solver.add(handle, system.expression(at: index), system.relations[index], weight: system.weights[index])
                if let installed { held[handle] = installed }
            } catch {
                report(error, brokenDescription: installed?.layoutDescription ?? ownDescription(handle) ?? "")
            }
        }
        solver.endBatch()
    }

    /// Writes every variable's value into `values`, given the presolve of the gathered system:
    /// what it leaves solved by `solver` (empty). Returns false, writing nothing, when the solver
    /// refuses what it leaves or the check turns the answer down.
    /// Not on the main actor: its closures are called for every variable and term, and a
    /// closure made on the main actor checks the executor at each call.
    ///
    /// `residual`: the constraints the presolve left a variable in, noted here; when the presolve
    /// `replayed` its last settlements (a changed constant), they are the same constraints, and
    /// only they are reduced again, not all 40,000 of a layout of 10,000 views.
    private nonisolated static func presolvedValues(_ presolve: inout Presolve, _ handles: [Int], residual: inout [Int],
                                                    replayed: Bool, into values: inout [Double],
                                                    variables: Int, solver: SimplexSolver) -> Bool {
        solver.beginBatch()
        var accepted = true
        func give(_ index: Int, _ reduced: LinearExpression) -> Bool {
            do {
                try solver.add(handles[index], reduced, presolve.system.relations[index], weight: presolve.system.weights[index])
                return true
            } catch {
                return false
            }
        }
        if replayed {
            for index in residual where index < handles.count {
                guard let reduced = presolve.reduced(index) else { continue }
                guard give(index, reduced) else {
                    accepted = false
                    break
                }
            }
        } else {
            residual.removeAll(keepingCapacity: true)
            for index in handles.indices {
                guard let reduced = presolve.reduced(index) else { continue }
                residual.append(index)
                guard give(index, reduced) else {
                    accepted = false
                    break
                }
            }
        }
        solver.endBatch()
        guard accepted, presolve.check({ solver.value(of: $0) }) else { return false }
        if values.count != variables { values = [Double](repeating: 0, count: variables) }
        for variable in 0..<variables { values[variable] = presolve.value(of: variable) { solver.value(of: $0) } }
        return true
    }

    /// A variable's value: fixed by the presolve, else the solver's.
    private func value(of variable: Int) -> Double {
        if let presolved, variable >= 0, variable < presolved.count { return presolved[variable] }
        return solver.value(of: variable)
    }

    /// Brings the solver up to date with the recorded changes. Returns false when one needs a
    /// build (a view or guide it has no variables for).
    private func applyChanges() -> Bool {
        let constraints = changedConstraints, frames = changedFrames, sizes = changedSizes
        let constants = changedConstants
        changedConstants = []
        changedConstraints = []
        changedFrames = []
        changedSizes = []
        guard let root else { return false }
        for constraint in constraints {
            solver.remove(constraint.handle)
            held.removeValue(forKey: constraint.handle)
            guard constraint.isActive else { continue }
            guard canHold(constraint) else { return false }
            add(constraint)
        }
        // A changed constant moves in place (the solver's dual simplex mends what it breaks); one
        // the solver cannot take that way, or one it does not hold, goes the long way.
        let unheld = constants.filter { held[$0.handle] !== $0 && $0.isActive && !constraints.contains($0) }
        for constraint in constants where held[constraint.handle] === constraint {
            if let owner = constraint.ownerView, let (expression, _) = expression(for: constraint, owner: owner),
               solver.setConstant(expression.constant, of: constraint.handle) {
                continue
            }
            solver.remove(constraint.handle)
            held.removeValue(forKey: constraint.handle)
            add(constraint)
        }
        for constraint in unheld where held[constraint.handle] == nil {
            // Not in the solver (left out or refused before): tried again with its new constant.
            guard canHold(constraint) else { return false }
            add(constraint)
        }
        for view in frames.compactMap(\.view) {
            guard let slot = slot(of: view) else { continue }
            guard view === root || view.translatesAutoresizingMaskIntoConstraints else { continue }
            removeOwnConstraints(ofViewAt: slot / 4)
            addFrameConstraints(for: view, slot: slot, root: root)
        }
        for view in sizes.compactMap(\.view) {
            guard let slot = slot(of: view) else { continue }
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            removeOwnConstraints(ofViewAt: slot / 4)
            addSizeConstraints(for: view, slot: slot)
        }
        return true
    }

    private func canHold(_ constraint: NSLayoutConstraint) -> Bool {
        guard let owner = constraint.ownerView, slot(of: owner) != nil else { return false }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            if let view = item as? UIView, slot(of: view) == nil { return false }
            if let guide = item as? UILayoutGuide {
                guard let owning = guide.layoutOwningView, slot(of: owning) != nil else { return false }
                if guide.isSolved, slot(of: guide) == nil { return false }
            }
        }
        return true
    }

    // MARK: The engine's own constraints

    /// A handle for an own constraint, below 0 (`-1 - its index in own`).
    private func ownHandle(_ constraint: OwnConstraint) -> Int {
        own.append(constraint)
        return -own.count
    }

    /// How the log names an own constraint; `nil` for a handle that is not one.
    private func ownDescription(_ handle: Int) -> String? {
        let index = -1 - handle
        guard index >= 0, index < own.count else { return nil }
        let constraint = own[index]
        let place = constraint.slot / 4
        let name: String
        if place < order.count {
            name = view(at: place)?.layoutName ?? "(gone)"
        } else if place - order.count < freeGuides.count {
            name = freeGuides[place - order.count].layoutName
        } else {
            name = "(gone)"
        }
        return constraint.description(naming: name)
    }

    /// Takes a view's own constraints out of the solver.
    private func removeOwnConstraints(ofViewAt place: Int) {
        guard place < ownHandles.count else { return }
        let (first, count) = ownHandles[place]
        for offset in 0..<count { solver.remove(first - offset) }
        ownHandles[place] = (0, 0)
    }

    /// Notes the own constraints made for the view at `place` from `first` on.
    private func noteOwnHandles(ofViewAt place: Int, from first: Int) {
        guard place < ownHandles.count else { return }
        ownHandles[place] = (first, max(0, first + own.count + 1))
    }

    private func addOwn(_ handle: Int, _ expression: LinearExpression, _ relation: SimplexSolver.Relation, weight: Double?) {
        expressionsMade += 1
        if gathering != nil {
            gathering?.append(handle, expression, relation, weight: weight, installed: nil)
            return
        }
        do {
            try solver.add(handle, expression, relation, weight: weight)
        } catch {
            report(error, brokenDescription: ownDescription(handle) ?? "")
        }
    }

    /// Holds a view at its frame (the root at its size, at the origin).
    private func addFrameConstraints(for view: UIView, slot: Int, root: UIView) {
        let frame = view.frame
        let first = -own.count - 1
        let isRoot = view === root
        let parentSlot = isRoot ? nil : view.superview.flatMap { self.slot(of: $0) }
        func hold(_ variable: Int, to value: CGFloat, from parent: Int?, _ attribute: OwnConstraint.Attribute,
                  priority: UILayoutPriority? = nil) {
            var expression = LinearExpression(reservingCapacity: 2)
            expression.add(variable, 1)
            if let parent { expression.add(parent, -1) }
            expression.constant = -Double(value)
            let handle = ownHandle(OwnConstraint(slot: slot, kind: .autoresizing(attribute, value: value, priority: priority)))
            addOwn(handle, expression, .equal, weight: priority?.solverWeight)
        }
        if let parentSlot {
            hold(slot, to: frame.minX, from: parentSlot, .minX)
            hold(slot + 1, to: frame.minY, from: parentSlot + 1, .minY)
        } else {
            hold(slot, to: 0, from: nil, .minX)
            hold(slot + 1, to: 0, from: nil, .minY)
        }
        if isRoot, let target = fittingTarget {
            hold(slot + 2, to: target.size.width, from: nil, .width, priority: target.horizontal)
            hold(slot + 3, to: target.size.height, from: nil, .height, priority: target.vertical)
        } else {
            hold(slot + 2, to: frame.width, from: nil, .width)
            hold(slot + 3, to: frame.height, from: nil, .height)
        }
        noteOwnHandles(ofViewAt: slot / 4, from: first)
    }

    /// Keeps a view placed by Auto Layout at its intrinsic content size, on each axis that has one.
    private func addSizeConstraints(for view: UIView, slot: Int) {
        addSizeConstraints(SizeInputs(of: view, size: intrinsicSize(of: view)), slot: slot)
    }

    /// What a view's own size constraints are made from, read while the view is at hand: its
    /// intrinsic size, and its priorities on each axis that has one (read only then, as UIKit
    /// asks for them only then).
    private struct SizeInputs {
        let size: CGSize
        let tieBreak: Double
        let hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
        let resistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority)

        @MainActor
        init(of view: UIView, size: CGSize) {
            self.size = size
            tieBreak = view.layoutState?.tieBreak ?? 0
            func has(_ value: CGFloat) -> Bool { value >= 0 && value.isFinite }
            hugging = (has(size.width) ? view.contentHuggingPriority(for: .horizontal) : .defaultLow,
                       has(size.height) ? view.contentHuggingPriority(for: .vertical) : .defaultLow)
            resistance = (has(size.width) ? view.contentCompressionResistancePriority(for: .horizontal) : .defaultHigh,
                          has(size.height) ? view.contentCompressionResistancePriority(for: .vertical) : .defaultHigh)
        }
    }

    /// The same, from what was read of the view.
    private func addSizeConstraints(_ inputs: SizeInputs, slot: Int) {
        let size = inputs.size
        let place = slot / 4
        if place < usedSizes.count { usedSizes[place] = size }
        let first = -own.count - 1
        let tieBreak = inputs.tieBreak
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0, value.isFinite else { continue }
            let variable = axis == .horizontal ? slot + 2 : slot + 3
            let hugging = axis == .horizontal ? inputs.hugging.horizontal : inputs.hugging.vertical
            let resistance = axis == .horizontal ? inputs.resistance.horizontal : inputs.resistance.vertical
            var expression = LinearExpression(reservingCapacity: 1)
            expression.add(variable, 1)
            expression.constant = -Double(value)
            let boost = 1 + tieBreak
            let hug = ownHandle(OwnConstraint(slot: slot, kind: .contentSize(axis, .lessThanOrEqual, value: value, priority: hugging)))
            addOwn(hug, expression, .lessThanOrEqual, weight: hugging.solverWeight.map { $0 * boost })
            let resist = ownHandle(OwnConstraint(slot: slot, kind: .contentSize(axis, .greaterThanOrEqual, value: value,
                                                                                priority: resistance)))
            addOwn(resist, expression, .greaterThanOrEqual, weight: resistance.solverWeight.map { $0 * boost })
        }
        noteOwnHandles(ofViewAt: place, from: first)
    }

    /// Places a system guide that has variables of its own: the readable guide within its
    /// view's margins, at most `UILayoutGuide.readableWidth` wide and centred (as wide as the
    /// margins allow, nearly required); a scroll view's content guide at the content's origin,
    /// as big as `contentSize` where nothing else sizes it.
    private func addSystemGuideConstraints(for guide: UILayoutGuide) {
        guard let slot = slot(of: guide), let owning = guide.owningView, let ownerSlot = self.slot(of: owning) else { return }
        let left = LinearExpression(variable: slot), top = LinearExpression(variable: slot + 1)
        let width = LinearExpression(variable: slot + 2), height = LinearExpression(variable: slot + 3)
        let ownerLeft = LinearExpression(variable: ownerSlot), ownerTop = LinearExpression(variable: ownerSlot + 1)
        let ownerWidth = LinearExpression(variable: ownerSlot + 2), ownerHeight = LinearExpression(variable: ownerSlot + 3)
        var rows: [(String, LinearExpression, SimplexSolver.Relation, Double?)] = []
        switch guide.role {
        case .readableContent:
            let m = owning.layoutMargins
            let ml = Double(m.left), mr = Double(m.right), mt = Double(m.top), mb = Double(m.bottom)
            let marginWidth = ownerWidth + -(ml + mr)
            rows.append(("top == margins.top", top - ownerTop + -mt, .equal, nil))
            rows.append(("height == margins.height", height - ownerHeight + (mt + mb), .equal, nil))
            rows.append(("centerX == margins.centerX",
                         left + width * 0.5 - ownerLeft - ownerWidth * 0.5 + -(ml - mr) / 2, .equal, nil))
            rows.append(("width <= \(NSLayoutConstraint.number(UILayoutGuide.readableWidth))",
                         width + -Double(UILayoutGuide.readableWidth), .lessThanOrEqual, nil))
            rows.append(("width <= margins.width", width - marginWidth, .lessThanOrEqual, nil))
            rows.append(("width == margins.width @999", width - marginWidth, .equal, UILayoutPriority(999).solverWeight))
        case .scrollContent:
            let size = (owning as? UIScrollView)?.contentSize ?? .zero
            let weight = UILayoutPriority.fittingSizeLevel.solverWeight
            rows.append(("minX == 0", left - ownerLeft, .equal, nil))
            rows.append(("minY == 0", top - ownerTop, .equal, nil))
            rows.append(("width == contentSize.width @50", width + -Double(size.width), .equal, weight))
            rows.append(("height == contentSize.height @50", height + -Double(size.height), .equal, weight))
        case .free, .margins, .safeArea, .keyboard, .scrollFrame, .following:
            return
        }
        for (text, expression, relation, weight) in rows {
            guard expression.isFinite else { continue }
            addOwn(ownHandle(OwnConstraint(slot: slot, kind: .guide(text))), expression, relation, weight: weight)
        }
    }

    /// Adds an installed constraint, reporting it when it cannot be used or cannot hold.
    private func add(_ constraint: NSLayoutConstraint) {
        guard let owner = constraint.ownerView else { return }
        add(constraint, expression(for: constraint, owner: owner), weight: constraint.priority.solverWeight)
    }

    /// Adds an installed constraint found while building, from what the walk read of it (its
    /// owner's slot, its items and terms): the constraint is only moved into the gathered
    /// system, not read. `position`: its place among the installed ones found (those on one
    /// item first), noted when it is left out.
    private func gather(_ installed: Installed, _ constraint: consuming NSLayoutConstraint, ownerSlot: Int, position: Int,
                        others: [AnyObject], into gathered: inout Gathered) {
        guard let (expression, relation) = expression(installed.terms, ownerSlot: ownerSlot, first: installed.first,
                                                      second: installed.second, others: others) else {
            gathered.leftOut.append(position)
            add(constraint, nil, weight: nil)
            return
        }
        // Its place was noted by the build's walk (`Gathered.index(ofPlace:)`); the handle is its
        // address. Moved in, not copied: a retain here was a miss of its own for each constraint
        // at 10,000 views.
        let handle = constraint.handle
        gathered.append(handle, expression, relation, weight: installed.priority.solverWeight, installed: consume constraint)
    }

    /// Adds an installed constraint as `made`, reporting it when it could not be made or cannot hold.
    private func add(_ constraint: consuming NSLayoutConstraint, _ made: (LinearExpression, SimplexSolver.Relation)?,
                     weight: Double?) {
        guard let (expression, relation) = made else {
            let text = "Unable to use constraint \(constraint.layoutDescription): it relates attributes that cannot be "
                + "related (a position to a size, an x position to a y position, or a position to a constant), or an item "
                + "that is not in this view's hierarchy. It is left out of the layout."
            if reported.insert(text).inserted {
                root?.layoutMessageLog.record(.invalidConstraint, message: text, broken: constraint.layoutDescription)
            }
            return
        }
        if gathering != nil {
            gathering?.append(constraint.handle, expression, relation, weight: weight, installed: constraint)
            return
        }
        do {
            try solver.add(constraint.handle, expression, relation, weight: weight)
            held[constraint.handle] = constraint
        } catch {
            report(error, brokenDescription: constraint.layoutDescription)
        }
    }

    private func report(_ failure: SimplexSolver.Failure, brokenDescription: String) {
        switch failure {
        case .unsatisfiable(let conflicting):
            let others = conflicting.compactMap { held[$0]?.layoutDescription ?? ownDescription($0) }
            let listed = others + [brokenDescription]
            let text = "Unable to simultaneously satisfy constraints.\n"
                + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
                + "(\n" + listed.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
                + "Will attempt to recover by breaking constraint \n\(brokenDescription)"
            if reported.insert(text).inserted {
                root?.layoutMessageLog.record(.unsatisfiable, message: text, constraints: listed, broken: brokenDescription)
            }
        case .duplicate, .notFinite:
            let text = "Unable to use constraint \(brokenDescription): a number in it is not finite. It is left out of the layout."
            if reported.insert(text).inserted {
                root?.layoutMessageLog.record(.invalidConstraint, message: text, broken: brokenDescription)
            }
        }
    }

    // MARK: Expressions

    /// The constraint as `expression relation 0`, positions measured from the owner's top-left
    /// (so a multiplier scales a position within the owner, as in UIKit); `nil` when it relates
    /// attributes that cannot be related.
    private func expression(for constraint: NSLayoutConstraint, owner: UIView)
        -> (LinearExpression, SimplexSolver.Relation)? {
        var others: [AnyObject] = []
        if let first = constraint.firstItem { others.append(first) }
        if let second = constraint.secondItem { others.append(second) }
        return expression(ConstraintTerms(constraint), ownerSlot: slot(of: owner), first: others.isEmpty ? nil : .other(0),
                          second: others.count < 2 ? nil : .other(1), others: others)
    }

    /// The same, from what was read of it: the owner's slot, the items (`others`: the objects
    /// `Item.other` numbers) and the terms.
    private func expression(_ terms: ConstraintTerms, ownerSlot: Int?, first: Item?, second: Item?, others: [AnyObject])
        -> (LinearExpression, SimplexSolver.Relation)? {
        expressionsMade += 1
        guard let ownerSlot, ownerSlot >= 0, let firstItem = first else { return nil }
        let multiplier = terms.multiplier, constant = terms.constant
        let kind = terms.firstAttribute.kind
        // One allocation: each attribute is at most three variables.
        var expression = LinearExpression(reservingCapacity: 6)
        guard add(firstItem, terms.firstAttribute, ownerSlot: ownerSlot, times: 1, others: others, to: &expression)
        else { return nil }
        if let secondItem = second {
            guard kind == terms.secondAttribute.kind,
                  add(secondItem, terms.secondAttribute, ownerSlot: ownerSlot, times: -multiplier, others: others,
                      to: &expression)
            else { return nil }
        } else {
            guard kind == .dimension else { return nil }
        }
        expression.constant += -constant
        guard expression.isFinite else { return nil }
        return (expression, terms.relation.solverRelation)
    }

    /// Where an item's rectangle is on one axis, in terms of the variables: its origin (a
    /// variable, a second one for a guide placed at its view's far edge, and a constant) and its
    /// size (a variable or none, and a constant).
    private struct Span {
        var origin: Int
        var farEdge: Int?
        var originOffset: Double
        var size: Int?
        var sizeOffset: Double
    }

    /// Adds `factor ×` an item's attribute (a position measured from the owner's top-left, or a
    /// size) to `expression`, term by term in place. Returns false when the item has no
    /// variables or the attribute is none.
    private func add(_ item: Item, _ attribute: NSLayoutConstraint.Attribute, ownerSlot: Int, times factor: Double,
                     others: [AnyObject], to expression: inout LinearExpression) -> Bool {
        let horizontal: Bool
        // How far along the span the attribute is (0 the origin, 1 the far edge), or nil for the size.
        let along: Double?
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: (horizontal, along) = (true, 0)
        case .right, .trailing, .rightMargin, .trailingMargin: (horizontal, along) = (true, 1)
        case .centerX, .centerXWithinMargins: (horizontal, along) = (true, 0.5)
        case .width: (horizontal, along) = (true, nil)
        case .top, .firstBaseline, .topMargin: (horizontal, along) = (false, 0)
        case .bottom, .lastBaseline, .bottomMargin: (horizontal, along) = (false, 1)
        case .centerY, .centerYWithinMargins: (horizontal, along) = (false, 0.5)
        case .height: (horizontal, along) = (false, nil)
        case .notAnAttribute: return false
        }
        guard let span = span(of: item, horizontal: horizontal, others: others) else { return false }
        guard let along else {
            if let size = span.size { expression.add(size, factor) }
            expression.constant += span.sizeOffset * factor
            return true
        }
        var offset = span.originOffset
        expression.add(span.origin, factor)
        if let farEdge = span.farEdge { expression.add(farEdge, factor) }
        if along != 0 {
            if let size = span.size { expression.add(size, along * factor) }
            offset += span.sizeOffset * along
        }
        // A view's margins (a guide's attributes have none), read only for the attributes that use them.
        func margins() -> UIEdgeInsets {
            guard case .other(let index) = item, index >= 0, index < others.count else { return .zero }
            return (others[index] as? UIView)?.layoutMargins ?? .zero
        }
        switch attribute {
        case .leftMargin, .leadingMargin: offset += Double(margins().left)
        case .rightMargin, .trailingMargin: offset += -Double(margins().right)
        case .topMargin: offset += Double(margins().top)
        case .bottomMargin: offset += -Double(margins().bottom)
        case .centerXWithinMargins:
            let inset = margins()
            offset += Double(inset.left - inset.right) / 2
        case .centerYWithinMargins:
            let inset = margins()
            offset += Double(inset.top - inset.bottom) / 2
        default: break
        }
        expression.add(horizontal ? ownerSlot : ownerSlot + 1, -factor)
        expression.constant += offset * factor
        return true
    }

    /// An item's span on one axis in terms of the variables; `nil` for an item with none.
    private func span(of item: Item, horizontal: Bool, others: [AnyObject]) -> Span? {
        switch item {
        case .view(let found):
            guard found >= 0, found < slotsOfNeeded.count, case let slot = slotsOfNeeded[found], slot >= 0 else { return nil }
            let axis = horizontal ? 0 : 1
            return Span(origin: slot + axis, originOffset: 0, size: slot + 2 + axis, sizeOffset: 0)
        case .other(let index):
            guard index >= 0, index < others.count else { return nil }
            return span(of: others[index], horizontal: horizontal)
        }
    }

    /// The same, for an item itself.
    private func span(of item: AnyObject, horizontal: Bool) -> Span? {
        let axis = horizontal ? 0 : 1
        if let view = item as? UIView {
            guard let slot = slot(of: view) else { return nil }
            return Span(origin: slot + axis, originOffset: 0, size: slot + 2 + axis, sizeOffset: 0)
        }
        guard let guide = item as? UILayoutGuide, let owning = guide.owningView else { return nil }
        switch guide.role {
        case .free, .readableContent, .scrollContent:
            guard let slot = slot(of: guide) else { return nil }
            return Span(origin: slot + axis, originOffset: 0, size: slot + 2 + axis, sizeOffset: 0)
        case .margins, .safeArea, .scrollFrame:
            guard let slot = slot(of: owning) else { return nil }
            let insets = switch guide.role {
            case .margins: owning.layoutMargins
            case .safeArea: owning.safeAreaInsets
            default: UIEdgeInsets.zero
            }
            let (near, far) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
            return Span(origin: slot + axis, originOffset: Double(near), size: slot + 2 + axis, sizeOffset: -Double(near + far))
        case .following:
            guard let followed = guide.followedView, let slot = slot(of: followed) else { return nil }
            return Span(origin: slot + axis, originOffset: 0, size: slot + 2 + axis, sizeOffset: 0)
        case .keyboard:
            // No keyboard shows: zero high, on the safe area's bottom edge.
            guard let slot = slot(of: owning) else { return nil }
            let insets = owning.safeAreaInsets
            if horizontal {
                return Span(origin: slot, originOffset: Double(insets.left), size: slot + 2,
                            sizeOffset: -Double(insets.left + insets.right))
            }
            return Span(origin: slot + 1, farEdge: slot + 3, originOffset: -Double(insets.bottom), size: nil, sizeOffset: 0)
        }
    }

    // MARK: Frames

    /// Sets the frames of the views Auto Layout places, parents first, each edge rounded to the
    /// nearest point in the root's coordinates.
    private func applyFrames(root: UIView) {
        let tree = root.viewTree
        tree.isApplyingLayout = true
        defer { tree.isApplyingLayout = false }
        // Each view's rounded origin, by its place: a view's superview is laid out before it.
        // Kept between passes: a changed constant works out every origin again, and fresh pages
        // for 10,000 origins cost more than their arithmetic.
        var origins = frameOrigins
        frameOrigins = []
        defer { frameOrigins = origins }
        origins.removeAll(keepingCapacity: true)
        origins.append(contentsOf: repeatElement(.zero, count: order.count))
        // Only the views whose solved frame changed, when the others are known to hold theirs.
        let onlyChanged = appliedFramesHold && appliedFrames.count == order.count
        let values = presolved
        if !onlyChanged {
            appliedFrames.removeAll(keepingCapacity: true)
            appliedFrames.append(contentsOf: repeatElement(.null, count: order.count))
        }
        for place in order.indices {
            let rect: CGRect
            var placed: UIView?
            if onlyChanged {
                rect = roundedRect(place * 4, values: values)
                origins[place] = rect.origin
                // `.null`: a view this pass does not place (the root, or one placed by its frame).
                guard !appliedFrames[place].isNull else { continue }
            } else {
                guard let view = view(at: place) else { continue }
                rect = roundedRect(place * 4, values: values)
                origins[place] = rect.origin
                guard view !== root, !view.translatesAutoresizingMaskIntoConstraints else { continue }
                placed = view
            }
            let parent = place < parentPlaces.count ? parentPlaces[place] : -1
            guard parent >= 0 else { continue }
            let parentOrigin = origins[parent]
            let frame = CGRect(x: rect.minX - parentOrigin.x, y: rect.minY - parentOrigin.y, width: rect.width, height: rect.height)
            if onlyChanged, appliedFrames[place] == frame { continue }
            appliedFrames[place] = frame
            guard let view = placed ?? view(at: place) else { continue }
            if view.frame != frame { view.frame = frame }
        }
        appliedFramesHold = true
        for guide in freeGuides {
            guard let slot = slot(of: guide), let owning = guide.owningView else { continue }
            let rect = roundedRect(slot)
            let origin = self.slot(of: owning).map { origins[$0 / 4] } ?? .zero
            guide.solvedFrame = rect.offsetBy(dx: -origin.x, dy: -origin.y)
            // Constraints on the content guide size the content, as UIKit's do.
            if guide.role == .scrollContent, let scrollView = owning as? UIScrollView, scrollView.contentSize != rect.size {
                scrollView.contentSize = rect.size
            }
        }
    }
    /// The four variables from `slot` as a rectangle in the root's coordinates, edges rounded to
    /// whole points (a negative size is none).
    private func roundedRect(_ slot: Int) -> CGRect {
        roundedRect(slot, values: presolved)
    }

    /// The same, given the presolved values (`presolved`, read once by a caller that reads many:
    /// each read of the optional list retains it).
    private func roundedRect(_ slot: Int, values: [Double]?) -> CGRect {
        func value(_ variable: Int) -> Double {
            if let values, variable >= 0, variable < values.count { return values[variable] }
            return solver.value(of: variable)
        }
        let left = Self.bounded(value(slot)), top = Self.bounded(value(slot + 1))
        let right = Self.bounded(left + Self.bounded(value(slot + 2)))
        let bottom = Self.bounded(top + Self.bounded(value(slot + 3)))
        let x0 = left.rounded(), y0 = top.rounded(), x1 = right.rounded(), y1 = bottom.rounded()
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The farthest a solved edge or size may be from 0, in cells (CellKit's own). The solver
    /// takes any finite constant and multiplier, as UIKit's does, so enormous ones (1e300) solve
    /// to infinities and NaNs on the way (`inf - inf`); a frame holding one would sort
    /// unpredictably in reading order and place an element nowhere. A billion cells is a
    /// thousand times the largest place a scene may write (`NumberRange.cells`), and every whole
    /// number up to it is exact in a `Double` and an `Int`.
    static let farthestCell: CGFloat = 1_000_000_000

    /// `value` kept within `farthestCell` of 0; NaN (no answer) is 0.
    private static func bounded(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(farthestCell, max(-farthestCell, value))
    }

    // MARK: Fitting

    /// The size `view` takes laid out alone, as near `target` as its constraints allow: each
    /// axis held to the target at its priority (`fittingSizeLevel`: as small or large as the
    /// constraints make it; `required`: exactly the target).
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority = .fittingSizeLevel,
                            vertical: UILayoutPriority = .fittingSizeLevel) -> CGSize {
        let engine = LayoutEngine(root: view)
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        engine.fittingTarget = (CGSize(width: finite(target.width), height: finite(target.height)), horizontal, vertical)
        engine.runUpdatePass(root: view)
        engine.build(root: view)
        // Text that wraps is as tall as it is at the width the fitting gives it, as in a pass.
        for _ in 0..<3 {
            guard engine.rewrapLabels(solvedWidths: true) else { break }
        }
        defer {
            // The fitting engine's marks are not the tree's.
            for laidOut in engine.orderedViews { laidOut.layoutState?.isInEngine = false }
            if let real = view.layoutState?.engine ?? view.hierarchyRoot.layoutState?.engine {
                real.forgetBuild()
                let root = real.root ?? view
                real.isPending = true
                root.setNeedsLayout()
            }
        }
        let rect = engine.roundedRect(0)
        return rect.size
    }
}

extension LayoutEngine {
    /// The system the engine of `view`'s tree builds for its solver from the tree as it is now
    /// (a changed constant included): the tree is laid out again from scratch.
    static func system(of view: UIView) -> LayoutSystem {
        let engine = engine(for: view)
        engine.keepsSystem = true
        layOutPending(containing: view)
        // The system as built from the tree as it is now (a changed constant included).
        engine.forgetBuild()
        engine.isPending = false
        engine.layOut()
        let system = engine.presolve?.system ?? engine.kept.system
        return LayoutSystem((0..<min(system.count, engine.kept.count)).map {
            LayoutSystem.Constraint(handle: engine.kept.handles[$0], expression: system.expression(at: $0),
                                    relation: system.relations[$0], weight: system.weights[$0])
        })
    }

    /// Before a view leaves its superview: the constraints on the views above it that relate it
    /// (or a view below it) go, as UIKit removes them; a stack view stops arranging it.
    static func subviewWillLeave(_ view: UIView) {
        guard view.viewTree.usesAutoLayout, let parent = view.superview else { return }
        (parent as? UIStackView)?.arrangedSubviewWillLeave(view)
        var current: UIView? = parent
        while let ancestor = current {
            for constraint in ancestor.constraints where constraint.refers(toViewIn: view) {
                ancestor.removeConstraint(constraint)
            }
            current = ancestor.superview
        }
    }
}
