import Foundation

/// The items of one section, as a tree: items at the root, children under a parent, each
/// parent expanded or collapsed. A collection view's diffable data source shows a section's
/// visible items (`visibleItems`: the root items and the children of expanded parents) when one
/// is applied to it (`UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`).
///
/// Misuse UIKit raises an exception for (an identifier given twice or already in the snapshot,
/// a parent or neighbour that is not in it) changes nothing.
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    private var roots: [Item] = []
    private var children: [Item: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    /// Every item, for constant-time membership.
    private var members: Set<Item> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent, then its children.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    /// The items shown: the root items, and the children of expanded parents.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }
    /// The items at the top of the tree.
    public var rootItems: [ItemIdentifierType] { roots }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// An item's place in `items`; `nil` for one not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep an item is: 0 at the root. 0 for an item not in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// An item's parent; `nil` at the root.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether an item has children. Constant time.
    func hasChildren(_ item: ItemIdentifierType) -> Bool { children[item]?.isEmpty == false }

    /// Whether an item shows: at the root, or under parents that are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The children of a parent (and their children), as a snapshot of their own, with the
    /// parent at its root when `includingParent` is true.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else { return result }
        if includingParent {
            result.append([parent])
            copyChildren(of: parent, into: &result, under: parent)
        } else {
            result.append(children[parent] ?? [])
            for child in children[parent] ?? [] { copyChildren(of: child, into: &result, under: child) }
        }
        return result
    }

    /// The tree drawn as text, one item a line, indented by level: "- Item", "+ Parent" for a
    /// collapsed parent, "- Parent" for an expanded one, as UIKit draws it for debugging.
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item]?.isEmpty == false && !expanded.contains(item) ? "+" : "-"
            return String(repeating: "  ", count: level(of: item)) + "\(mark) \(NSDiffableDataSourceSnapshot<Int, Item>.describe(item))"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds items at the end of a parent's children, or of the root.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard areNew(items) else { return }
        if let parent {
            guard members.contains(parent) else { return }
            children[parent, default: []] += items
            for item in items { parents[item] = parent }
        } else {
            roots += items
        }
        members.formUnion(items)
    }

    /// Adds a snapshot's items (with their tree) at the end of a parent's children, or of the root.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        guard areNew(snapshot.items) else { return }
        append(snapshot.rootItems, to: parent)
        adopt(snapshot)
    }

    /// Adds items just before an item, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, nextTo: item, after: false)
    }

    /// Adds items just after an item, under the same parent.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, nextTo: item, after: true)
    }

    /// Adds a snapshot's items just before an item.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        guard areNew(snapshot.items), members.contains(item) else { return }
        insert(snapshot.rootItems, nextTo: item, after: false)
        adopt(snapshot)
    }

    /// Adds a snapshot's items just after an item.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        guard areNew(snapshot.items), members.contains(item) else { return }
        insert(snapshot.rootItems, nextTo: item, after: true)
        adopt(snapshot)
    }

    /// Removes items and their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var gone = Set<Item>()
        var pending = items.filter(members.contains)
        while let next = pending.popLast() {
            guard gone.insert(next).inserted else { continue }
            pending += children[next] ?? []
        }
        guard !gone.isEmpty else { return }
        roots.removeAll { gone.contains($0) }
        for item in gone {
            if let parent = parents[item], !gone.contains(parent) { children[parent]?.removeAll { gone.contains($0) } }
            parents[item] = nil
            children[item] = nil
            expanded.remove(item)
        }
        members.subtract(gone)
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Shows the children of parents.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(members.contains))
    }

    /// Hides the children of parents.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// Replaces a parent's children with a snapshot's items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else { return }
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    // MARK: Bookkeeping

    private func areNew(_ items: [Item]) -> Bool {
        var seen = Set<Item>(minimumCapacity: items.count)
        return items.allSatisfy { seen.insert($0).inserted && !members.contains($0) }
    }

    private mutating func insert(_ items: [Item], nextTo item: Item, after: Bool) {
        guard areNew(items), members.contains(item) else { return }
        if let parent = parents[item] {
            var siblings = children[parent] ?? []
            guard let index = siblings.firstIndex(of: item) else { return }
            siblings.insert(contentsOf: items, at: index + (after ? 1 : 0))
            children[parent] = siblings
            for new in items { parents[new] = parent }
        } else {
            guard let index = roots.firstIndex(of: item) else { return }
            roots.insert(contentsOf: items, at: index + (after ? 1 : 0))
        }
        members.formUnion(items)
    }

    /// Takes the children and expansion of a snapshot whose root items were just added.
    private mutating func adopt(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
        for (parent, kids) in snapshot.children {
            children[parent] = kids
            for kid in kids { parents[kid] = parent }
            members.formUnion(kids)
        }
        expanded.formUnion(snapshot.expanded)
    }

    private func copyChildren(of parent: Item, into result: inout NSDiffableDataSourceSectionSnapshot<Item>, under newParent: Item) {
        let kids = children[parent] ?? []
        guard !kids.isEmpty else { return }
        result.append(kids, to: newParent)
        if expanded.contains(parent) { result.expand([newParent]) }
        for kid in kids { copyChildren(of: kid, into: &result, under: kid) }
    }

    private func flatten(_ level: [Item], onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(members.count)
        // Depth first without recursion, so a deep tree cannot exhaust the stack.
        var pending: [Item] = level.reversed()
        while let next = pending.popLast() {
            result.append(next)
            guard !onlyVisible || expanded.contains(next), let kids = children[next] else { continue }
            pending += kids.reversed()
        }
        return result
    }
}
