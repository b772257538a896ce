import Foundation

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source does when the user expands or collapses an item (a tap on
    /// its outline disclosure, or VoiceOver's double tap on its row).
    ///
    /// UIKit names the generic parameter `ItemIdentifierType`, as the class's; Swift 6 refuses
    /// that shadowing in source, so it is `Item` here. Code that sets the handlers is the same.
    @preconcurrency
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand; without it, every item may.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse; without it, every item may.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children an item shows when it expands, given its children now: load them here.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
            -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    package func outlineState(at indexPath: IndexPath) -> OutlineItemState? {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              let tree = appliedSectionSnapshot(for: section), tree.contains(item) else { return nil }
        return OutlineItemState(isExpanded: tree.isExpanded(item), hasChildren: tree.hasChildren(item))
    }

    package func toggleOutlineItem(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              var tree = appliedSectionSnapshot(for: section), tree.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }
}
