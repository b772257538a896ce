import CellKit

/// Finds what VoiceOver sees in a window, in the order it visits it.
///
/// Elements under plain views are ordered together, whichever subview they are in: top to
/// bottom, then leading to trailing, elements whose tops are less than `rowTolerance` apart
/// counting as one row. So two columns of plain views are read row by row, as VoiceOver reads
/// them. Views that keep their elements together are ordered as one piece, placed where their
/// first element by place is (the top row's leading one):
/// - a view that lists `accessibilityElements` (in the order it lists them, but placed by the
///   one that comes first by place, not the first listed; inside a view with the tab-bar trait,
///   placed by its own frame),
/// - a container that says what kind it is (`accessibilityContainerType`: a list, a landmark, a
///   data table, a semantic group), a view with `shouldGroupAccessibilityChildren`, and a tab bar
///   (the `.tabBar` trait): their elements in the same order among themselves,
/// - a scroll view, placed by its own frame: what it scrolls keeps its order as it scrolls.
///
/// Windows are ordered the same way, by their frames. Hidden views, views with alpha at or
/// below 0.01, `accessibilityElementsHidden`, containers of no size that clip or list their
/// elements, and the siblings of a shown modal view are left out.
@MainActor
package struct ElementCollector {
    /// How far apart two tops may be and still count as one row, on a screen of cells (a scene
    /// written in cells), in cells.
    ///
    /// AccessibilitySnapshot measured that VoiceOver counts tops less than 8 points apart as one
    /// row on an iPhone (13 on an iPad), and its reference images of element order are an
    /// iPhone's: on a device's screen, whose frames are points, those are the tolerances
    /// (`rowTolerance(of:)`). On a screen of cells a row stands for a line of body text, about
    /// 20 points, so tops less than 0.4 of a row apart are one row: tops on the same row, and a
    /// top half a row lower starts the next. [sim]: the size of a cell in points is ours.
    package var rowTolerance: CGFloat = 0.4

    /// The tolerance for a window's elements: `rowTolerance` on a screen of cells, VoiceOver's
    /// measured 8 points on an iPhone's screen and 13 on an iPad's.
    package func rowTolerance(of window: UIWindow) -> CGFloat {
        if window.screen.cellMetrics.isCells { return rowTolerance }
        return window.device.userInterfaceIdiom == .pad ? 13 : 8
    }

    /// This collector with the tolerance of `window`'s screen.
    private func onScreen(of window: UIWindow?) -> ElementCollector {
        guard let window else { return self }
        var collector = self
        collector.rowTolerance = rowTolerance(of: window)
        return collector
    }

    /// What earlier walks found, kept per subtree; `nil` walks everything every time.
    let cache: ElementCache?
    /// Where the views the walks look at are counted, if anywhere.
    let tally: WalkTally?

    package init() {
        cache = nil
        tally = nil
    }

    /// A collector that keeps what it finds in each subtree and walks again only the subtrees
    /// that changed since, counting the views it looks at in `tally`.
    init(cache: ElementCache, tally: WalkTally) {
        self.cache = cache
        self.tally = tally
    }

    /// The elements of the windows, front-most window last, in visiting order.
    package func elements(in windows: [UIWindow]) -> [AccessibleElement] {
        Array(elementList(in: windows))
    }

    /// The elements inside `views`, parts of windows (a screen shown in one, the views of a
    /// tab), in the order VoiceOver visits them there: placed on the screen and ordered together,
    /// as the plain views around them would order them. Only these views are walked, so looking
    /// at one part of a large screen costs that part.
    package func elements(inside views: [UIView]) -> [AccessibleElement] {
        let collector = onScreen(of: views.first?.window)
        guard collector.rowTolerance == rowTolerance else { return collector.elements(inside: views) }
        var members: [PlacedElements.Placed] = []
        for view in views {
            var found = visit(view)
            found.moveToSuperview(of: view)
            // From the superview's coordinates to the screen's (a window's frame is its place).
            let origin = view.superview?.screenPoint(for: .zero) ?? .zero
            for index in found.members.indices {
                found.members[index].frame = found.members[index].frame.offsetBy(dx: origin.x, dy: origin.y)
            }
            members += found.members
        }
        return Array(order(members).elements)
    }

    /// The elements of the windows, front-most window last, in visiting order, sharing the runs
    /// of what earlier walks kept.
    func elementList(in windows: [UIWindow]) -> ElementList {
        // Each window keeps its elements together, placed by its frame on the screen.
        let placed = windows.filter { !$0.isHidden }.compactMap { window -> PlacedElements.Placed? in
            let elements = ordered(window)
            return elements.isEmpty ? nil : .init(frame: window.frame, member: .group(elements))
        }
        return order(placed).elements
    }

    /// A window's elements in order: kept with its walk while nothing in it changes.
    private func ordered(_ window: UIWindow) -> ElementList {
        let collector = onScreen(of: window)
        guard collector.rowTolerance == rowTolerance else { return collector.ordered(window) }
        if let kept = cache?.orderedElements(of: window, rowTolerance: rowTolerance) { return kept }
        let elements: ElementList
        if settled(window) == nil, let walk = walkOfMany(window, nesting: 0) {
            // A window of many subviews (a screen of 50,000 labels beside a table) walks again
            // only the subviews that changed, and orders again only their blocks: a table that
            // scrolls costs its own rows, not the window's.
            elements = keptGroup(of: walk, in: window).members.first?.member.elements ?? ElementList()
        } else {
            let visitedBefore = tally?.viewsVisited ?? 0
            elements = order(visit(window).members).elements
            // A window whose shown subviews are not those of its last walk (a presented screen
            // came or went, and what was behind it is read again) orders every element again,
            // and those of a subtree kept behind a presentation were not visited: at least as
            // many views are counted as it ordered elements, as a push counts the views that
            // came. Dismissing a sheet over 32,000 labels 5,000 times took 23 s uncounted.
            if let tally, let cache, cache.shownSubviewsChanged(of: window, to: children(of: window)) {
                let visited = tally.viewsVisited &- visitedBefore
                if elements.count > visited { tally.viewsVisited &+= elements.count - visited }
            }
        }
        cache?.keepOrdered(elements, of: window, rowTolerance: rowTolerance)
        return elements
    }

    /// A view whose subviews are still being visited. What they hold so far is the end of the
    /// walk's one list of members, from `start`, placed in the coordinates of the nearest view
    /// around them that orders its members (one that keeps its elements together, or the walk's
    /// root): where they are ordered, found with the offsets inside that view alone, as a walk
    /// that moved them up view by view placed them.
    @MainActor
    private struct Pending {
        let view: UIView
        let children: [UIView]
        var next = 0
        /// Where the view's members start in the walk's list.
        let start: Int
        /// What moves a point in the view's coordinates to those its members are placed in: none
        /// for a view that orders its members.
        let dx: CGFloat, dy: CGFloat
        /// What moves a point in the view's coordinates to those of the view its own group is
        /// placed in, for a view that orders its members (the offset it would have had).
        let outerDx: CGFloat, outerDy: CGFloat
        var readsComputedElements = false
        var readsUntrackedGetters = false
        /// The most members a list kept inside the view holds (`largestKept`'s rule).
        var largestKept = 0

        init(view: UIView, children: [UIView], start: Int, dx: CGFloat = 0, dy: CGFloat = 0) {
            self.view = view
            self.children = children
            self.start = start
            outerDx = dx
            outerDy = dy
            let ordersItsMembers = ElementCollector.keepsElementsTogether(view)
            self.dx = ordersItsMembers ? 0 : dx
            self.dy = ordersItsMembers ? 0 : dy
        }

        /// The same offset for a subview: its frame's origin, less its bounds' origin.
        func offset(of child: UIView) -> (dx: CGFloat, dy: CGFloat) {
            let frame = child.frame, bounds = child.bounds
            return (dx + frame.minX - bounds.minX, dy + frame.minY - bounds.minY)
        }

        mutating func note(_ found: PlacedElements) {
            readsComputedElements = readsComputedElements || found.readsComputedElements
            readsUntrackedGetters = readsUntrackedGetters || found.readsUntrackedGetters
        }
    }

    /// What a view holds, in its own coordinates. The tree is walked with a stack of its own
    /// rather than by recursion, so a tree thousands of views deep cannot run out of the
    /// thread's stack.
    ///
    /// The members found go into one list, each placed as it is found in the coordinates of the
    /// view that orders it (`Pending`): a plain view's members are not gathered in a list of its
    /// own and then copied into its superview's, which, in a tree thousands of views deep with
    /// an element at each level, copied and moved each member once per view above it (9,000
    /// levels: 8 s and 3 GB).
    private func visit(_ root: UIView, nesting: Int = 0) -> PlacedElements {
        if let settled = settled(root) { return settled }
        if let many = visitMany(root, nesting: nesting) { return many }
        var members: [PlacedElements.Placed] = []
        var stack = [Pending(view: root, children: children(of: root), start: 0)]
        while var top = stack.popLast() {
            if top.next < top.children.count {
                let child = top.children[top.next]
                top.next += 1
                let (dx, dy) = top.offset(of: child)
                if let settled = settled(child) ?? visitMany(child, nesting: nesting) {
                    // A member placed by its view (a scroll view's group) sits where the view's
                    // frame is, in `top`'s coordinates.
                    let frame = child.frame.offsetBy(dx: top.dx, dy: top.dy)
                    for placed in settled.members {
                        members.append(placed.isPlacedByView ? .init(frame: frame, member: placed.member)
                                                             : placed.moved(dx: dx, dy: dy))
                    }
                    top.note(settled)
                    top.largestKept = max(top.largestKept, settled.members.count)
                    stack.append(top)
                } else {
                    stack.append(top)
                    stack.append(Pending(view: child, children: children(of: child), start: members.count, dx: dx, dy: dy))
                }
                continue
            }
            if !TrackedClasses.tracksEveryChange(of: top.view) { top.readsUntrackedGetters = true }
            if Self.keepsElementsTogether(top.view), members.count > top.start {
                // Ordered in the view's own coordinates, where they were placed, as one group
                // from then on.
                let (elements, first) = order(Array(members[top.start...]))
                members.removeSubrange(top.start...)
                // A scroll view is placed by its own frame: where its first element is changes
                // as it scrolls, and scrolling does not change what VoiceOver sees.
                let isScrollView = top.view is UIScrollView
                if stack.isEmpty {
                    members.append(.init(frame: first, member: .group(elements), isPlacedByView: isScrollView))
                } else if isScrollView, let parent = stack.last {
                    members.append(.init(frame: top.view.frame.offsetBy(dx: parent.dx, dy: parent.dy), member: .group(elements)))
                } else {
                    members.append(.init(frame: first.offsetBy(dx: top.outerDx, dy: top.outerDy), member: .group(elements)))
                }
                if !stack.isEmpty {
                    cache?.keep(PlacedElements(members: [.init(frame: first, member: .group(elements), isPlacedByView: isScrollView)],
                                               readsComputedElements: top.readsComputedElements,
                                               readsUntrackedGetters: top.readsUntrackedGetters),
                                of: top.view, rowTolerance: rowTolerance)
                    top.largestKept = 1
                }
            } else if !stack.isEmpty, keeps(top, count: members.count - top.start, parent: stack.last) {
                // Kept in the view's own coordinates.
                var local = Array(members[top.start...])
                if top.dx != 0 || top.dy != 0 {
                    for index in local.indices { local[index] = local[index].moved(dx: -top.dx, dy: -top.dy) }
                }
                cache?.keep(PlacedElements(members: local, readsComputedElements: top.readsComputedElements,
                                           readsUntrackedGetters: top.readsUntrackedGetters),
                            of: top.view, rowTolerance: rowTolerance)
                top.largestKept = local.count
            }
            guard var parent = stack.popLast() else {
                let found = PlacedElements(members: members, readsComputedElements: top.readsComputedElements,
                                           readsUntrackedGetters: top.readsUntrackedGetters)
                cache?.keep(found, of: top.view, rowTolerance: rowTolerance)
                return found
            }
            parent.readsComputedElements = parent.readsComputedElements || top.readsComputedElements
            parent.readsUntrackedGetters = parent.readsUntrackedGetters || top.readsUntrackedGetters
            parent.largestKept = max(parent.largestKept, top.largestKept)
            stack.append(parent)
        }
        return .none
    }

    /// Whether a plain view's members are kept for the next walk. A chain of single children (a
    /// deep tree) is not kept link by link: walking one again costs no more than looking each
    /// link up would; its top is kept (its parent has other subviews), so a change beside the
    /// chain does not walk it again. And a view's members are kept only when they are at least
    /// twice as many as the largest list kept inside it, so that a member is kept at most once
    /// for each doubling, not once for each view above it: a tree 9,000 deep with an element at
    /// each level kept 40 million members. A view not kept costs the next walk a look at its
    /// subviews, whose own kept lists it copies, as its parent would copy its list.
    private func keeps(_ view: Pending, count: Int, parent: Pending?) -> Bool {
        guard view.children.count > 1 || (parent?.children.count ?? 0) > 1 else { return false }
        // Members placed past a frame that is not a number cannot be placed back in the view's
        // own coordinates.
        guard view.dx.isFinite, view.dy.isFinite else { return false }
        return count <= 1 || count >= 2 * view.largestKept
    }

    /// How many views with many subviews may be walked one inside another by `visitMany` (each
    /// is a call deeper); past it, the walk goes on with its own stack.
    private static let deepestNesting = 32

    /// What a view with many subviews that keeps its elements together holds, walking only the
    /// subviews that changed since the last walk (`SubviewWalk`), or all of them the first time;
    /// `nil` when the view is not such a view (or shows a modal subview), so the ordinary walk
    /// visits it.
    private func visitMany(_ view: UIView, nesting: Int) -> PlacedElements? {
        guard Self.keepsElementsTogether(view), let walk = walkOfMany(view, nesting: nesting) else { return nil }
        return keptGroup(of: walk, in: view)
    }

    /// What a view holds as one group in the order its kept walk worked out, kept as the view's
    /// elements (a view whose walk reads what may change without a setter says so).
    private func keptGroup(of walk: SubviewWalk, in view: UIView) -> PlacedElements {
        var found = PlacedElements.none
        if let (elements, first) = walk.ordered() {
            found.members = [.init(frame: first, member: .group(elements), isPlacedByView: view is UIScrollView)]
        }
        found.readsComputedElements = walk.readsComputedElements
        found.readsUntrackedGetters = walk.readsUntrackedGetters || !TrackedClasses.tracksEveryChange(of: view)
        cache?.keep(found, of: view, rowTolerance: rowTolerance)
        return found
    }

    /// What each subview of a view with many held, brought up to date: only the subviews that
    /// changed since the kept walk are visited again, or all of them the first time; `nil` when
    /// nothing is kept (no cache), the view has few subviews, is nested too deep, or shows a
    /// modal subview (then only that one is visited, by the ordinary walk).
    private func walkOfMany(_ view: UIView, nesting: Int) -> SubviewWalk? {
        guard let cache, nesting < Self.deepestNesting else { return nil }
        // What VoiceOver reads is what is laid out: a collection view makes its cells here.
        view.layoutIfNeeded()
        let subviews = view.subviews
        guard subviews.count >= ElementCollector.manySubviews else { return nil }
        if let kept = cache.subviewWalk(of: view, rowTolerance: rowTolerance),
           kept.update(to: subviews, visiting: { visit($0, nesting: nesting + 1).inSuperview(of: $0) }) {
            return kept
        }
        guard !SubviewWalk.hasShownModal(subviews) else { return nil }
        let walk = SubviewWalk(view: view, subviews: subviews, rowTolerance: rowTolerance,
                               visiting: { visit($0, nesting: nesting + 1).inSuperview(of: $0) })
        cache.keep(walk, rowTolerance: rowTolerance)
        return walk
    }

    /// The fewest subviews for which a walk keeps what each held.
    static let manySubviews = 32

    /// What a view holds when its subviews need no visit: nothing when it is hidden, itself
    /// when it is an element, the elements it lists, or what an earlier walk kept; `nil` when
    /// its subviews must be visited.
    private func settled(_ view: UIView) -> PlacedElements? {
        // Every view a walk looks at comes here first, once.
        tally?.viewsVisited &+= 1
        var found = settledIgnoringClass(view)
        if found != nil, !TrackedClasses.tracksEveryChange(of: view) { found?.readsUntrackedGetters = true }
        return found
    }

    private func settledIgnoringClass(_ view: UIView) -> PlacedElements? {
        guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return PlacedElements.none }
        // A container of no size that clips or lists its elements gives VoiceOver none of them;
        // one that only holds subviews is passed through, as they may show outside it [3p:
        // AccessibilitySnapshot's zero-sized container reference images]. An element of no size
        // stays an element the cursor passes over (`ScreenReader`), for the audit to report.
        if view.frame.size == .zero, !view.isAccessibilityElement,
           view.clipsToBounds || view.accessibilityElements != nil {
            return PlacedElements.none
        }
        if view.isAccessibilityElement {
            // What VoiceOver reads is what is laid out: a button brings its configuration up to
            // its state in its layout, as the run loop's layout pass does before VoiceOver reads.
            view.layoutIfNeeded()
            return PlacedElements(members: [.init(frame: Self.orderingFrame(of: view), member: .element(AccessibleElement(view)))],
                                  readsComputedElements: false)
        }
        if let given = view.accessibilityElements {
            // What VoiceOver reads is what is laid out: a segmented control places its segments.
            view.layoutIfNeeded()
            let elements = visit(given, on: view.treeClock)
            guard let first = elements.first else { return PlacedElements(members: [], readsComputedElements: true) }
            // The group is placed where the element VoiceOver would reach first by place is (its
            // top row, then leading), not where the first listed one is; inside a tab-bar-trait
            // view, where the view itself is [3p: AccessibilitySnapshot's sort frame of a
            // group, and its container-in-element-stack reference image].
            if Self.placesListingByOwnFrame(view) {
                return PlacedElements(members: [.init(frame: view.bounds, member: .group(elements))], readsComputedElements: true)
            }
            var lead = first.frame
            for element in elements.dropFirst() where precedes(element.frame, lead) { lead = element.frame }
            let anchor = CGRect(origin: view.pointFromScreen(lead.origin), size: lead.size)
            return PlacedElements(members: [.init(frame: anchor, member: .group(elements))], readsComputedElements: true)
        }
        return cache?.elements(of: view, rowTolerance: rowTolerance)
    }

    /// Where an element view is placed among the others, in its own coordinates: its bounds, or
    /// the `accessibilityFrame` the app set (or, when that is empty, its `accessibilityPath`'s
    /// bounds), which VoiceOver orders by [3p: AccessibilitySnapshot's sort frame].
    private static func orderingFrame(of view: UIView) -> CGRect {
        guard view.hasOwnAccessibilityFrame || view.accessibilityPath != nil else { return view.bounds }
        let onScreen = AccessibleElement(view).frame
        guard AccessibleElement.isUsable(onScreen) else { return view.bounds }
        return CGRect(origin: view.pointFromScreen(onScreen.origin), size: onScreen.size)
    }

    /// Whether a frame comes before another in VoiceOver's order by place: a top clearly higher
    /// (by `rowTolerance` or more), else the leading edge.
    private func precedes(_ frame: CGRect, _ other: CGRect) -> Bool {
        if abs(frame.minY - other.minY) >= rowTolerance { return frame.minY < other.minY }
        return frame.minX < other.minX
    }

    /// Whether a view that lists its elements is placed by its own frame: when the outermost
    /// view above it that gives its elements a context (a list, a landmark, a data table, a
    /// segmented control, a tab bar) is a view with the tab-bar trait, whose tabs are placed
    /// where each tab is [3p: AccessibilitySnapshot's `overridesElementFrame`].
    static func placesListingByOwnFrame(_ view: UIView) -> Bool {
        var outermost: UIView?
        var ancestor = view.superview
        while let current = ancestor {
            if current.accessibilityTraits.contains(.tabBar) || current is UISegmentedControl
                || [.list, .landmark, .dataTable].contains(current.accessibilityContainerType) {
                outermost = current
            }
            ancestor = current.superview
        }
        return outermost?.accessibilityTraits.contains(.tabBar) ?? false
    }

    /// Whether a view that lists no elements still keeps the elements inside it together.
    static func keepsElementsTogether(_ view: UIView) -> Bool {
        view.accessibilityContainerType != .none || view.shouldGroupAccessibilityChildren || view is UIScrollView
            || view.accessibilityTraits.contains(.tabBar)
    }

    /// The subviews VoiceOver visits: all of them, or only a shown modal one.
    private func children(of view: UIView) -> [UIView] {
        // What VoiceOver reads is what is laid out: a collection view makes its cells here.
        view.layoutIfNeeded()
        let children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }) {
            return [modal]
        }
        return children
    }

    /// The elements a container lists, in the order it lists them.
    /// Each object that is not a view notes the screen's clock (`clock`), so that its changes
    /// reach the walks kept on this screen.
    private func visit(_ given: [Any], on clock: ViewTreeClock) -> ElementList {
        var list = ElementList.Builder()
        for item in given {
            if let view = item as? UIView {
                list.append(contentsOf: order(visit(view).members).elements)
                continue
            }
            guard let object = item as? UIResponder else { continue }
            object.noteListed(on: clock)
            guard !object.accessibilityElementsHidden else { continue }
            if object.isAccessibilityElement {
                list.append(AccessibleElement(object))
            } else if let listed = object.accessibilityElements {
                list.append(contentsOf: visit(listed, on: clock))
            }
        }
        return list.build()
    }

    /// Puts members in VoiceOver's order: rows top to bottom, then leading to trailing within a
    /// row; members that sit at the same place keep the order they were found in. Returns the
    /// elements and the frame of the first member.
    /// The indices of `keyed`, ordered by key and then by index. Nonisolated: a comparator
    /// written in a main-actor method is isolated to the main actor and checks the executor at
    /// every comparison, which was most of the time a walk of a window of 50,000 labels took.
    nonisolated private static func indicesInOrder(_ keyed: [(CGFloat, Int)]) -> [Int] {
        keyed.sorted { $0 < $1 }.map(\.1)
    }

    private func order(_ members: [PlacedElements.Placed]) -> (elements: ElementList, first: CGRect) {
        guard let only = members.first else { return (ElementList(), .zero) }
        // A lone member needs no sorting: a deep tree's chain of single children costs nothing
        // here.
        if members.count == 1 { return (only.member.elements, only.frame) }
        // Members found top to bottom (a table's rows) are in order already: look before sorting.
        // A loop, not `allSatisfy`: a closure isolated to the main actor checks the executor
        // each time it is called, once for every row.
        var isSorted = true
        for index in members.indices.dropFirst() where members[index - 1].frame.minY > members[index].frame.minY {
            isSorted = false
            break
        }
        let byTop: [Int]
        if isSorted {
            byTop = Array(members.indices)
        } else {
            var keyed: [(CGFloat, Int)] = []
            keyed.reserveCapacity(members.count)
            for index in members.indices { keyed.append((members[index].frame.minY, index)) }
            byTop = Self.indicesInOrder(keyed)
        }
        var ordered: [Int] = []
        ordered.reserveCapacity(members.count)
        var rowStart = 0
        while rowStart < byTop.count {
            let top = members[byTop[rowStart]].frame.minY
            var rowEnd = rowStart + 1
            while rowEnd < byTop.count, members[byTop[rowEnd]].frame.minY - top < rowTolerance { rowEnd += 1 }
            if rowEnd - rowStart == 1 {
                // A row of one (a table's row): nothing to order across.
                ordered.append(byTop[rowStart])
            } else {
                var keyed: [(CGFloat, Int)] = []
                keyed.reserveCapacity(rowEnd - rowStart)
                for index in byTop[rowStart..<rowEnd] { keyed.append((members[index].frame.minX, index)) }
                ordered += Self.indicesInOrder(keyed)
            }
            rowStart = rowEnd
        }
        var result = ElementList.Builder()
        for index in ordered {
            switch members[index].member {
            case .element(let element): result.append(element)
            case .group(let elements): result.append(contentsOf: elements)
            }
        }
        return (result.build(), members[ordered[0]].frame)
    }
}

private extension PlacedElements.Placed {
    /// The member moved by an offset, as it is placed in an outer view's coordinates.
    func moved(dx: CGFloat, dy: CGFloat) -> Self {
        guard dx != 0 || dy != 0 else { return self }
        return .init(frame: frame.offsetBy(dx: dx, dy: dy), member: member, isPlacedByView: isPlacedByView)
    }
}

private extension PlacedElements.Member {
    var elements: ElementList {
        switch self {
        case .element(let element): ElementList([element])
        case .group(let elements): elements
        }
    }
}
