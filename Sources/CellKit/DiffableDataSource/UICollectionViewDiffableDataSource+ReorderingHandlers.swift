import Foundation

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source does when the user reorders its items.
    public struct ReorderingHandlers {
        /// Whether an item may be reordered; without it, none may.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source updates its snapshot for a reorder.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source updated its snapshot: update the model from the
        /// transaction (its `difference`, or its `finalSnapshot`).
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}
