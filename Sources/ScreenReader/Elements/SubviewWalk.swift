import CellKit

/// What a walk found in each subview of a view with many that keeps its elements together (a
/// long table's scroll view), and all their members sorted top to bottom in blocks of whole
/// rows: when a few subviews change, only theirs are replaced, and only the blocks they were in
/// are ordered again. The list of elements shares every other block's run (`ElementList`), so
/// one row changed in a table of 100,000 costs one block, not the table.
///
/// The order is exactly `ElementCollector`'s: members sorted by their tops (ties in the order
/// they were found: subview by subview, then within each subview), grouped into rows of tops
/// less than the row tolerance from the row's first, each row leading to trailing.
@MainActor
final class SubviewWalk {
    /// Where a member goes in the order: its top, then the slot of the subview it came from and
    /// its place among that subview's members.
    private struct Key {
        let top: CGFloat
        /// The subview's slot: slots grow with the subviews' order (`slots`), so they order
        /// members found at the same top as the subviews do.
        let child: Int
        let member: Int

        /// Sorted by top, then in the order found.
        func precedes(_ other: Key) -> Bool {
            (top, child, member) < (other.top, other.child, other.member)
        }
    }

    /// One member with its place in the order, so the order is read off in one pass.
    private struct Ref {
        let key: Key
        let placed: PlacedElements.Placed

        init(child: Int, member: Int, placed: PlacedElements.Placed) {
            key = Key(top: placed.frame.minY, child: child, member: member)
            self.placed = placed
        }

        var top: CGFloat { key.top }
        var child: Int { key.child }
        var member: Int { key.member }

        func precedes(_ other: Ref) -> Bool { key.precedes(other.key) }
    }

    /// The view walked, held weakly (`ViewReference`).
    var view: UIView? { viewReference.view }
    private let viewReference: ViewReference
    /// The view's subviews as walked, by identity (each is held in `found`, so none of them
    /// can go and leave its address to another), and their version then. Not the subviews
    /// array itself: holding it would make the view copy it at its next change.
    private var identities: [ObjectIdentifier]
    private var subviewsVersion: Int
    /// Each subview's slot, in the subviews' order: a subview keeps its slot while it stays,
    /// and one that comes takes a slot after every other, so a table that scrolls (a cell
    /// leaves, another comes at the top of the subviews) moves no other subview's members.
    private var slots: [Int]
    private var nextSlot: Int
    let rowTolerance: CGFloat
    /// The generation the walk saw.
    private(set) var generation: UInt64

    /// Each slot's subview and the tops of its members, in the order found: what takes them out
    /// of the blocks again. Not the members themselves, which the blocks hold: a second copy
    /// would cost a list per subview (about 90 bytes a row of a long table).
    private var found: [Int: (view: UIView, tops: MemberTops)] = [:]
    /// Slots whose walk read a listed (maybe computed) element, or an object whose getters
    /// are not tracked.
    private var computed: Set<Int> = []
    private var untracked: Set<Int> = []

    /// The tops of one subview's members, in the order found; most subviews (a table's rows)
    /// have one, kept without a list.
    private enum MemberTops {
        case one(CGFloat)
        case many([CGFloat])

        init(_ members: [PlacedElements.Placed]) {
            self = members.count == 1 ? .one(members[0].frame.minY) : .many(members.map(\.frame.minY))
        }

        /// Each member's place among the subview's members, with its top.
        var enumerated: [(member: Int, top: CGFloat)] {
            switch self {
            case .one(let top): [(0, top)]
            case .many(let tops): tops.enumerated().map { ($0.offset, $0.element) }
            }
        }
    }
    /// Every member, sorted by top and then in the order found, cut into blocks of whole rows.
    private var blocks: [Block] = []

    /// A run of members in order that starts at the start of a row, with its elements in
    /// VoiceOver's order once worked out.
    private final class Block {
        var refs: [Ref]
        /// Whether `refs` changed since the elements were worked out.
        var isDirty = true
        var elements = ElementList()
        /// How many times `elements` was worked out: a group's kept list holds while each of its
        /// blocks is the same block at the same version.
        var version = 0
        /// The frame of the block's first member in order.
        var first = CGRect.zero
        /// The top of the block's last row: a member below it by less than the row tolerance
        /// belongs to that row.
        var lastRowTop: CGFloat = 0

        init(refs: [Ref]) {
            self.refs = refs
        }
    }

    /// How many members a block holds: blocks are cut at a row start past this many, split past
    /// twice as many, and joined to the block before below half as many. A scroll changes the
    /// blocks at both ends of what is shown, each ordered again whole: at 256, 10,000 swipes of a
    /// table showing 1,000 rows spent most of their time there (DECISIONS.md).
    nonisolated static let blockLength = 64

    /// How many blocks in a row make a group, whose list of elements is kept: the whole list is
    /// then made of the groups' lists, so a change in one block remakes one group's list and
    /// the list of groups, not a list of every block (1,600 of them in a table of 100,000 rows).
    static let groupLength = 32

    /// A group's kept list, and the blocks (and their versions) it was made from. The blocks
    /// are held, not named by identifier: a block that went could leave its address to a new
    /// one at the same version.
    private struct Group {
        let blocks: [(block: Block, version: Int)]
        let elements: ElementList
    }

    /// The groups' kept lists, by the place of the group's first block over `groupLength`.
    private var groups: [Group] = []

    /// Whether `subviews` holds a shown modal view (then only it is visited, and this walk is
    /// not kept).
    static func hasShownModal(_ views: some Sequence<UIView>) -> Bool {
        views.contains { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }
    }

    /// Walks `subviews` with `visit`, one at a time: a subview's members go into the blocks as
    /// they are found, and no list of every subview's members is held beside them.
    init(view: UIView, subviews: [UIView], rowTolerance: CGFloat, visiting visit: (UIView) -> PlacedElements) {
        viewReference = ViewReference(view)
        identities = subviews.map(ObjectIdentifier.init)
        subviewsVersion = view.subviewsVersion
        slots = Array(subviews.indices)
        nextSlot = subviews.count
        self.rowTolerance = rowTolerance
        generation = view.treeClock.currentGeneration
        // Rows laid out top to bottom in order (a table) come sorted: they are cut into blocks
        // as they come. Only once one comes out of order are they all gathered and sorted.
        var cutter = BlockCutter(rowTolerance: rowTolerance)
        var outOfOrder: [Ref]?
        var last: Ref?
        found.reserveCapacity(subviews.count)
        for (child, subview) in subviews.enumerated() {
            let result = visit(subview)
            found[child] = (subview, MemberTops(result.members))
            if result.readsComputedElements { computed.insert(child) }
            if result.readsUntrackedGetters { untracked.insert(child) }
            for (member, placed) in result.members.enumerated() {
                let ref = Ref(child: child, member: member, placed: placed)
                if outOfOrder == nil, let last, !last.precedes(ref) { outOfOrder = cutter.takeAll() }
                if outOfOrder != nil { outOfOrder?.append(ref) } else { cutter.append(ref) }
                last = ref
            }
        }
        if let refs = outOfOrder {
            // The keys are sorted, plain numbers with each member's place, and the members read
            // off in their order: sorting the members themselves copied one (retaining its
            // element) at every step of every merge, a quarter of opening 143,000 labels.
            var keys: [SortKey] = []
            keys.reserveCapacity(refs.count)
            for index in refs.indices {
                let key = refs[index].key
                keys.append((key.top, key.child, key.member, index))
            }
            Self.sort(&keys)
            for key in keys { cutter.append(refs[key.index]) }
        }
        blocks = cutter.finish()
        for block in blocks { order(block) }
        // What the visits changed (a cell's layout) is seen.
        subviewsVersion = view.subviewsVersion
        generation = view.treeClock.currentGeneration
    }

    /// What members are sorted by, as plain numbers: a place across (a top, or a leading edge
    /// within a row), the slot and the place among the slot's members, and the member's place
    /// in the list sorted.
    private typealias SortKey = (place: CGFloat, child: Int, member: Int, index: Int)

    /// Sorts keys by place, then in the order found. Nonisolated, as
    /// `ElementCollector.indicesInOrder`: a comparator written in a main-actor method checks
    /// the executor at every comparison.
    nonisolated private static func sort(_ keys: inout [SortKey]) {
        keys.sort { ($0.place, $0.child, $0.member) < ($1.place, $1.child, $1.member) }
    }

    /// Cuts members that come in order into blocks, each at a row's start once the block
    /// before holds `blockLength` members.
    private struct BlockCutter {
        let rowTolerance: CGFloat
        private var blocks: [Block] = []
        private var current: [Ref] = []
        /// Where the last row starts in `current`.
        private var rowStart = 0

        init(rowTolerance: CGFloat) {
            self.rowTolerance = rowTolerance
        }

        mutating func append(_ ref: Ref) {
            if !current.isEmpty, ref.top - current[rowStart].top >= rowTolerance {
                if current.count >= SubviewWalk.blockLength { cut() }
                rowStart = current.count
            }
            current.append(ref)
        }

        /// Makes a block of `current`, copied to a list of its own size (`current` grew by
        /// doubling), and starts the next in the same storage.
        private mutating func cut() {
            blocks.append(Block(refs: Array(current[...])))
            current.removeAll(keepingCapacity: true)
            rowStart = 0
        }

        /// The blocks cut, the last one however short.
        mutating func finish() -> [Block] {
            if !current.isEmpty { cut() }
            current = []
            defer { blocks = [] }
            return blocks
        }

        /// Every member appended, in order, uncut, leaving the cutter empty.
        mutating func takeAll() -> [Ref] {
            finish().flatMap(\.refs)
        }
    }

    /// Brings the walk up to `current`, the view's subviews now, visiting again only those that
    /// changed since the walk, those that came, and those whose walk read what may have changed
    /// without a place in the tree; the members of those that went are taken out. Returns
    /// `false`, changing nothing, when the walk cannot tell what changed (the view forgot, or
    /// most subviews came and went) or a subview to visit is a shown modal view: then every
    /// subview is walked again.
    func update(to current: [UIView], visiting visit: (UIView) -> PlacedElements) -> Bool {
        guard let view, let changed = view.subviewsChanged(after: generation) else { return false }
        var newSlots: [Int]
        var gone: [Int] = []
        var again: [(place: Int, slot: Int)] = []
        if view.subviewsVersion == subviewsVersion, current.count == identities.count {
            newSlots = slots
        } else {
            // Those that stay keep their order among themselves (a removal, an addition on top);
            // a subview found out of that order counts as gone and come again, which walks it
            // again and is right whatever moved.
            newSlots = []
            newSlots.reserveCapacity(current.count)
            var next = 0
            for (place, old) in identities.enumerated() {
                if next < current.count, ObjectIdentifier(current[next]) == old {
                    newSlots.append(slots[place])
                    next += 1
                } else {
                    gone.append(slots[place])
                }
            }
            guard (gone.count + current.count - next) * 2 <= current.count else { return false }
            while next < current.count {
                again.append((next, nextSlot))
                newSlots.append(nextSlot)
                nextSlot += 1
                next += 1
            }
        }
        var seen = Set(again.map(\.slot))
        func walkAgain(_ subview: UIView) -> Bool {
            // A changed subview that has gone since is among `gone`.
            guard subview.superview === view else { return true }
            guard let place = subview.placeInSuperview, place < current.count, current[place] === subview else { return false }
            if seen.insert(newSlots[place]).inserted { again.append((place, newSlots[place])) }
            return true
        }
        for subview in changed where !walkAgain(subview) { return false }
        let clock = view.treeClock
        var reread = Set<Int>()
        if generation < clock.lastChangeAnywhere { reread.formUnion(untracked); reread.formUnion(computed) }
        if generation < clock.lastListedElementsChange { reread.formUnion(computed) }
        for slot in reread {
            guard let entry = found[slot] else { continue }
            if !walkAgain(entry.view) { return false }
        }
        guard !Self.hasShownModal(again.lazy.map { current[$0.place] }) else { return false }
        defer {
            if newSlots.count != slots.count || view.subviewsVersion != subviewsVersion {
                identities = current.map(ObjectIdentifier.init)
            }
            slots = newSlots
            subviewsVersion = view.subviewsVersion
            generation = view.treeClock.currentGeneration
        }
        guard !gone.isEmpty || !again.isEmpty else { return true }
        for slot in gone {
            removeMembers(of: slot)
            found[slot] = nil
        }
        for (place, slot) in again {
            let result = visit(current[place])
            removeMembers(of: slot)
            found[slot] = (current[place], MemberTops(result.members))
            if result.readsComputedElements { computed.insert(slot) } else { computed.remove(slot) }
            if result.readsUntrackedGetters { untracked.insert(slot) } else { untracked.remove(slot) }
            for (member, placed) in result.members.enumerated() {
                insert(Ref(child: slot, member: member, placed: placed))
            }
        }
        reorderChangedBlocks()
        return true
    }

    /// Takes a slot's members out of the blocks (and its marks).
    private func removeMembers(of slot: Int) {
        computed.remove(slot)
        untracked.remove(slot)
        guard let entry = found[slot] else { return }
        for (member, top) in entry.tops.enumerated {
            remove(Key(top: top, child: slot, member: member))
        }
    }

    /// The block a member belongs in: the last whose first member does not come after it (the
    /// first block for a member before them all).
    private func block(for key: Key) -> Int {
        var low = 0, high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key.precedes(blocks[middle].refs[0].key) { high = middle - 1 } else { low = middle }
        }
        return low
    }

    private static func lowerBound(of key: Key, in refs: [Ref]) -> Int {
        var low = 0, high = refs.count
        while low < high {
            let middle = (low + high) / 2
            if refs[middle].key.precedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func remove(_ key: Key) {
        guard !blocks.isEmpty else { return }
        let index = block(for: key)
        let block = blocks[index]
        let place = Self.lowerBound(of: key, in: block.refs)
        guard block.refs.indices.contains(place), !key.precedes(block.refs[place].key) else { return }
        block.refs.remove(at: place)
        block.isDirty = true
        // An empty block goes: the block after it started a row after this one's rows, so it
        // still does after the rows before.
        if block.refs.isEmpty { blocks.remove(at: index) }
    }

    private func insert(_ ref: Ref) {
        guard !blocks.isEmpty else {
            blocks = [Block(refs: [ref])]
            return
        }
        let block = blocks[block(for: ref.key)]
        block.refs.insert(ref, at: Self.lowerBound(of: ref.key, in: block.refs))
        block.isDirty = true
    }

    /// Orders the blocks that changed again, keeping every block's first member at a row's
    /// start: a block whose first member now falls in the row before joins the block before,
    /// a block whose last row now reaches the next block's first member takes that block in,
    /// and blocks are split and joined to stay near `blockLength`.
    private func reorderChangedBlocks() {
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            guard block.isDirty else {
                index += 1
                continue
            }
            if index > 0, block.refs.count < Self.blockLength / 2
                || block.refs[0].top - blocks[index - 1].lastRowTop < rowTolerance {
                blocks[index - 1].refs += block.refs
                blocks[index - 1].isDirty = true
                blocks.remove(at: index)
                index -= 1
                continue
            }
            order(block)
            if index + 1 < blocks.count, blocks[index + 1].refs[0].top - block.lastRowTop < rowTolerance {
                block.refs += blocks[index + 1].refs
                block.isDirty = true
                blocks.remove(at: index + 1)
                continue
            }
            if block.refs.count > 2 * Self.blockLength, let split = rowStart(nearMiddleOf: block.refs) {
                let tail = Block(refs: Array(block.refs[split...]))
                block.refs.removeSubrange(split...)
                block.isDirty = true
                blocks.insert(tail, at: index + 1)
                continue
            }
            index += 1
        }
    }

    /// A row start in the middle part of some members, leaving at least half a block on each
    /// side; `nil` when there is none (one long row).
    private func rowStart(nearMiddleOf refs: [Ref]) -> Int? {
        var rowStart = 0, best: Int?
        let middle = refs.count / 2
        while rowStart < refs.count {
            let top = refs[rowStart].top
            var rowEnd = rowStart + 1
            while rowEnd < refs.count, refs[rowEnd].top - top < rowTolerance { rowEnd += 1 }
            if rowEnd >= Self.blockLength / 2, refs.count - rowEnd >= Self.blockLength / 2,
               abs(rowEnd - middle) < abs((best ?? Int.max / 2) - middle) {
                best = rowEnd
            }
            rowStart = rowEnd
        }
        return best
    }

    /// Works out a block's elements in VoiceOver's order: rows top to bottom, each leading to
    /// trailing (ties in the order found).
    private func order(_ block: Block) {
        let refs = block.refs
        var list = ElementList.Builder()
        var first: CGRect?
        var rowStart = 0
        while rowStart < refs.count {
            let top = refs[rowStart].top
            block.lastRowTop = top
            var rowEnd = rowStart + 1
            while rowEnd < refs.count, refs[rowEnd].top - top < rowTolerance { rowEnd += 1 }
            if rowEnd - rowStart == 1 {
                // A row of one (a table's row): nothing to order across.
                if first == nil { first = refs[rowStart].placed.frame }
                Self.append(refs[rowStart].placed.member, to: &list)
            } else {
                // Leading to trailing, ties in the order found; as in `init`, the keys are
                // sorted and the members read off by their places.
                var row: [SortKey] = []
                row.reserveCapacity(rowEnd - rowStart)
                for place in rowStart..<rowEnd {
                    let key = refs[place].key
                    row.append((refs[place].placed.frame.minX, key.child, key.member, place))
                }
                Self.sort(&row)
                for entry in row {
                    let placed = refs[entry.index].placed
                    if first == nil { first = placed.frame }
                    Self.append(placed.member, to: &list)
                }
            }
            rowStart = rowEnd
        }
        block.elements = list.build()
        block.version += 1
        block.first = first ?? .zero
        block.isDirty = false
    }

    private static func append(_ member: PlacedElements.Member, to list: inout ElementList.Builder) {
        switch member {
        case .element(let element): list.append(element)
        case .group(let elements): list.append(contentsOf: elements)
        }
    }

    /// Whether any subview's walk read a listed element or an untracked object.
    var readsComputedElements: Bool { !computed.isEmpty }
    var readsUntrackedGetters: Bool { !untracked.isEmpty }

    /// The elements in VoiceOver's order, and the frame of the first member; `nil` when there
    /// are none.
    func ordered() -> (elements: ElementList, first: CGRect)? {
        guard let firstBlock = blocks.first else { return nil }
        var list = ElementList.Builder()
        var kept: [Group] = []
        kept.reserveCapacity((blocks.count + Self.groupLength - 1) / Self.groupLength)
        for start in stride(from: 0, to: blocks.count, by: Self.groupLength) {
            let members = blocks[start..<min(start + Self.groupLength, blocks.count)]
            let group: Group
            if kept.count < groups.count, Self.group(groups[kept.count], isMadeOf: members) {
                group = groups[kept.count]
            } else {
                var groupList = ElementList.Builder()
                var made: [(block: Block, version: Int)] = []
                made.reserveCapacity(members.count)
                for block in members {
                    groupList.append(sharing: block.elements)
                    made.append((block, block.version))
                }
                group = Group(blocks: made, elements: groupList.build())
            }
            list.append(sharing: group.elements)
            kept.append(group)
        }
        groups = kept
        return (list.build(), firstBlock.first)
    }

    /// Whether a kept group was made from these blocks, each at its version now.
    private static func group(_ group: Group, isMadeOf members: ArraySlice<Block>) -> Bool {
        guard group.blocks.count == members.count else { return false }
        for (made, block) in zip(group.blocks, members)
        where made.block !== block || made.version != block.version {
            return false
        }
        return true
    }
}
