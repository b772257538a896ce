import Foundation

/// What a reorder by the user did to a diffable data source's data, given to its reordering
/// handlers (`UICollectionViewDiffableDataSource.ReorderingHandlers`): the snapshots before and
/// after, and the difference between them, to update the app's model with
/// (`model.applying(transaction.difference)`, or `transaction.finalSnapshot.itemIdentifiers`).
@preconcurrency
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The data before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions, among all the items (`itemIdentifiers`), that turn the
    /// first into the second: a moved item is removed at its old place and inserted at its new
    /// one, the two associated.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// What the reorder did to each section it touched, the source's first. Worked out when
    /// read, from the two snapshots.
    public var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
        var sections: [SectionIdentifierType] = []
        for change in difference {
            let item: ItemIdentifierType, snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
            switch change {
            case .remove(_, let element, _): (item, snapshot) = (element, initialSnapshot)
            case .insert(_, let element, _): (item, snapshot) = (element, finalSnapshot)
            }
            if let section = snapshot.sectionIdentifier(containingItem: item), !sections.contains(section) {
                sections.append(section)
            }
        }
        return sections.map { section in
            let before = initialSnapshot.itemIdentifiers(inSection: section)
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>(), final = initial
            initial.append(before)
            final.append(after)
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initial,
                                                          finalSnapshot: final,
                                                          difference: Self.moves(from: before, to: after))
        }
    }

    /// The difference of one move: built from where the item was and where it is, in constant
    /// time, rather than by comparing every item.
    static func move(of item: ItemIdentifierType, from source: Int, to destination: Int) -> CollectionDifference<ItemIdentifierType> {
        guard source != destination,
              let difference = CollectionDifference<ItemIdentifierType>([
                  .remove(offset: source, element: item, associatedWith: destination),
                  .insert(offset: destination, element: item, associatedWith: source),
              ]) else { return CollectionDifference<ItemIdentifierType>([]) ?? Self.none }
        return difference
    }

    /// No change.
    private static var none: CollectionDifference<ItemIdentifierType> {
        [ItemIdentifierType]().difference(from: [])
    }

    /// The difference between two orders of a section's items, moves inferred.
    static func moves(from before: [ItemIdentifierType], to after: [ItemIdentifierType]) -> CollectionDifference<ItemIdentifierType> {
        after.difference(from: before).inferringMoves()
    }
}
