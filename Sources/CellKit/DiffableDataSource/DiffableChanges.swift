import Foundation

/// CellKit's own: the row updates that take a table or collection view from one snapshot to
/// another, worked out by identity (identifiers are unique): the rows whose item left its
/// section or moved out of order are deleted at their old index paths, the rows whose item came
/// into the section or moved are inserted at their new ones, the rows marked for reloading are
/// reloaded. An item whose neighbours moved around it keeps its row, and its cell: VoiceOver's
/// cursor stays on it. The view then asks the data source again for the cells on screen.
///
/// Linear in the items of the sections that changed (sections equal in both are compared and
/// left), plus `n log n` in a changed section's kept items to find which of them moved (the
/// longest run kept in order stays). A change of the sections themselves reloads the view.
struct DiffableChanges<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The sections changed: the view reloads its data.
    var reloadsAll = false
    var deletions: [IndexPath] = []
    var insertions: [IndexPath] = []
    var reloads: [IndexPath] = []
    var reloadedSections = IndexSet()

    init(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        guard old.sectionIdentifiers == new.sectionIdentifiers else {
            reloadsAll = true
            return
        }
        for section in 0..<new.numberOfSections {
            let before = old.items(inSectionAt: section), after = new.items(inSectionAt: section)
            guard before != after else { continue }
            compare(before, after, in: section, old: old, new: new)
        }
        var marked = Set<IndexPath>()
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            if let path = new.indexPath(of: item), marked.insert(path).inserted { reloads.append(path) }
        }
        for section in new.reloadedSectionIdentifiers {
            if let index = new.indexOfSection(section) { reloadedSections.insert(index) }
        }
    }

    private mutating func compare(_ before: [Item], _ after: [Item], in section: Int,
                                  old: NSDiffableDataSourceSnapshot<Section, Item>,
                                  new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // The new places of the items kept in the section, in their old order.
        var keptOldIndexes: [Int] = [], keptNewIndexes: [Int] = []
        for (oldIndex, item) in before.enumerated() {
            if let path = new.indexPath(of: item), path.section == section {
                keptOldIndexes.append(oldIndex)
                keptNewIndexes.append(path.item)
            } else {
                deletions.append(IndexPath(item: oldIndex, section: section))
            }
        }
        let staying = LongestIncreasingRun.positions(in: keptNewIndexes)
        var stays = Set<Int>()
        for position in staying { stays.insert(keptNewIndexes[position]) }
        for (position, oldIndex) in keptOldIndexes.enumerated() where !stays.contains(keptNewIndexes[position]) {
            deletions.append(IndexPath(item: oldIndex, section: section))
        }
        for newIndex in after.indices where !stays.contains(newIndex) {
            insertions.append(IndexPath(item: newIndex, section: section))
        }
    }
}
