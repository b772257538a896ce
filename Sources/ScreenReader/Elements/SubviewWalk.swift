import CellKit

/// What a walk found in each subview of a view with many that keeps its elements together (a
/// long table's scroll view), and all their members sorted top to bottom: when a few subviews
/// change, only theirs are replaced, and the order is worked out again from the sorted members
/// without visiting or sorting the others.
///
/// The order is exactly `ElementCollector`'s: members sorted by their tops (ties in the order
/// they were found: subview by subview, then within each subview), grouped into rows of tops
/// less than the row tolerance from the row's first, each row leading to trailing.
@MainActor
final class SubviewWalk {
    /// One member, by the subview it came from and its place among that subview's members,
    /// with the member itself, so the order is read off in one pass.
    private struct Ref {
        let top: CGFloat
        let child: Int
        let member: Int
        let placed: PlacedElements.Placed

        /// Sorted by top, then in the order found.
        func precedes(_ other: Ref) -> Bool {
            (top, child, member) < (other.top, other.child, other.member)
        }
    }

    weak var view: UIView?
    /// The view's subviews as walked, and their version then.
    let subviews: [UIView]
    let subviewsVersion: Int
    let rowTolerance: CGFloat
    /// The generation the walk saw.
    private(set) var generation: UInt64

    /// Each subview's members, in the view's coordinates.
    private var found: [[PlacedElements.Placed]]
    /// Subviews whose walk read a listed (maybe computed) element, or an object whose getters
    /// are not tracked.
    private var computed: Set<Int> = []
    private var untracked: Set<Int> = []
    /// Every member, sorted by top and then in the order found.
    private var byTop: [Ref] = []
    private var elementCount = 0
    /// Where each subview is among `subviews`, worked out when first needed.
    private var places: [ObjectIdentifier: Int]?

    /// Whether `subviews` holds a shown modal view (then only it is visited, and this walk is
    /// not kept).
    static func hasShownModal(_ views: some Sequence<UIView>) -> Bool {
        views.contains { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha > 0.01 }
    }

    init(view: UIView, subviews: [UIView], rowTolerance: CGFloat, found results: [PlacedElements]) {
        self.view = view
        self.subviews = subviews
        subviewsVersion = view.subviewsVersion
        self.rowTolerance = rowTolerance
        generation = ViewTreeGeneration.current
        found = results.map(\.members)
        for (child, result) in results.enumerated() {
            if result.readsComputedElements { computed.insert(child) }
            if result.readsUntrackedGetters { untracked.insert(child) }
            elementCount += result.elementCount
            for (member, placed) in result.members.enumerated() {
                byTop.append(Ref(top: placed.frame.minY, child: child, member: member, placed: placed))
            }
        }
        // Rows laid out top to bottom in order (a table) are sorted already: look before sorting.
        if !Self.isSorted(byTop) { byTop.sort { $0.precedes($1) } }
    }

    private static func isSorted(_ refs: [Ref]) -> Bool {
        refs.indices.dropFirst().allSatisfy { refs[$0 - 1].precedes(refs[$0]) }
    }

    /// The subviews to walk again: those changed since this walk, and those whose walk read
    /// what may have changed without a place in the tree; `nil` when the view cannot tell (its
    /// subviews changed, or it forgot).
    func subviewsToWalkAgain() -> [Int]? {
        guard let view, view.subviewsVersion == subviewsVersion, view.subviews.count == subviews.count,
              let changed = view.subviewsChanged(after: generation) else { return nil }
        var again = Set<Int>()
        if generation < ViewTreeGeneration.lastChangeAnywhere { again.formUnion(untracked); again.formUnion(computed) }
        if generation < ViewTreeGeneration.lastListedElementsChange { again.formUnion(computed) }
        if !changed.isEmpty {
            let places = self.places ?? Dictionary(subviews.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
                                                   uniquingKeysWith: { first, _ in first })
            self.places = places
            for subview in changed {
                guard let place = places[ObjectIdentifier(subview)] else { return nil }
                again.insert(place)
            }
        }
        return again.sorted()
    }

    /// Replaces what some subviews hold (in the view's coordinates), and takes the generation
    /// of this walk.
    func replace(_ results: [(child: Int, found: PlacedElements)]) {
        defer { generation = ViewTreeGeneration.current }
        guard !results.isEmpty else { return }
        var old: [Ref] = []
        for (child, _) in results {
            for (member, placed) in found[child].enumerated() {
                old.append(Ref(top: placed.frame.minY, child: child, member: member, placed: placed))
            }
        }
        var new: [Ref] = []
        for (child, result) in results {
            elementCount -= PlacedElements(members: found[child], readsComputedElements: false).elementCount
            elementCount += result.elementCount
            found[child] = result.members
            if result.readsComputedElements { computed.insert(child) } else { computed.remove(child) }
            if result.readsUntrackedGetters { untracked.insert(child) } else { untracked.remove(child) }
            for (member, placed) in result.members.enumerated() {
                new.append(Ref(top: placed.frame.minY, child: child, member: member, placed: placed))
            }
        }
        if old.count + new.count <= 32 {
            // A few: each found by halving, moving the rest along once per member.
            for ref in old {
                let place = lowerBound(of: ref)
                if byTop.indices.contains(place), !byTop[place].precedes(ref), !ref.precedes(byTop[place]) {
                    byTop.remove(at: place)
                }
            }
            for ref in new { byTop.insert(ref, at: lowerBound(of: ref)) }
        } else {
            var changed = [Bool](repeating: false, count: subviews.count)
            for (child, _) in results { changed[child] = true }
            byTop.removeAll { changed[$0.child] }
            new.sort { $0.precedes($1) }
            byTop = Self.merge(byTop, new)
        }
    }

    private func lowerBound(of ref: Ref) -> Int {
        var low = 0, high = byTop.count
        while low < high {
            let middle = (low + high) / 2
            if byTop[middle].precedes(ref) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func merge(_ first: [Ref], _ second: [Ref]) -> [Ref] {
        var merged: [Ref] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count, j < second.count {
            if second[j].precedes(first[i]) { merged.append(second[j]); j += 1 } else { merged.append(first[i]); i += 1 }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }

    /// Whether any subview's walk read a listed element or an untracked object.
    var readsComputedElements: Bool { !computed.isEmpty }
    var readsUntrackedGetters: Bool { !untracked.isEmpty }

    /// The elements in VoiceOver's order, and the frame of the first member; `nil` when there
    /// are none.
    func ordered() -> (elements: [AccessibleElement], first: CGRect)? {
        let byTop = self.byTop
        guard !byTop.isEmpty else { return nil }
        var result: [AccessibleElement] = []
        result.reserveCapacity(elementCount)
        var first: CGRect?
        var rowStart = 0
        while rowStart < byTop.count {
            let top = byTop[rowStart].top
            var rowEnd = rowStart + 1
            while rowEnd < byTop.count, byTop[rowEnd].top - top < rowTolerance { rowEnd += 1 }
            if rowEnd - rowStart == 1 {
                // A row of one (a table's row): nothing to order across, and nothing copied but
                // the element.
                if first == nil { first = byTop[rowStart].placed.frame }
                switch byTop[rowStart].placed.member {
                case .element(let element): result.append(element)
                case .group(let elements): result += elements
                }
            } else {
                let row = byTop[rowStart..<rowEnd].sorted { lhs, rhs in
                    (lhs.placed.frame.minX, lhs.child, lhs.member) < (rhs.placed.frame.minX, rhs.child, rhs.member)
                }
                for ref in row {
                    if first == nil { first = ref.placed.frame }
                    switch ref.placed.member {
                    case .element(let element): result.append(element)
                    case .group(let elements): result += elements
                    }
                }
            }
            rowStart = rowEnd
        }
        return (result, first ?? byTop[0].placed.frame)
    }
}
