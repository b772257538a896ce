import Foundation

/// What a reorder did to one section: the section, its items before and after (as section
/// snapshots), and the insertions and removals between them.
@preconcurrency
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The removals and insertions that turn the first into the second.
    public let difference: CollectionDifference<ItemIdentifierType>
}
