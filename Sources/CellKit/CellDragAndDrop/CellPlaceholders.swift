import Foundation

/// CellKit's own: the placeholders shown among a view's rows or items while their data loads,
/// kept apart from the data source's rows, which never count them.
@MainActor
struct CellPlaceholders {
    private(set) var entries: [PlaceholderEntry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The placeholders in a section.
    func count(inSection section: Int) -> Int {
        var count = 0
        for entry in entries where entry.indexPath.section == section { count += 1 }
        return count
    }

    /// The placeholder shown at an index path.
    func entry(at path: IndexPath) -> PlaceholderEntry? {
        entries.first { $0.indexPath == path }
    }

    /// Moves the placeholders at and after `item` in `section` by `delta`, as rows before them
    /// came or went.
    func shift(in section: Int, from item: Int, by delta: Int) {
        for entry in entries where entry.indexPath.section == section && entry.indexPath.item >= item {
            entry.indexPath.item += delta
        }
    }

    /// Moves the placeholders of the sections from `section` on by `delta`.
    func shiftSections(from section: Int, by delta: Int) {
        for entry in entries where entry.indexPath.section >= section {
            entry.indexPath.section += delta
        }
    }

    /// The data source's index path for a shown index path: placeholders before it don't count.
    func dataIndexPath(forDisplayed path: IndexPath) -> IndexPath {
        var before = 0
        for entry in entries where entry.indexPath.section == path.section && entry.indexPath.item < path.item {
            before += 1
        }
        return IndexPath(item: path.item - before, section: path.section)
    }

    /// Adds a placeholder at its index path; the rows from there on move down by one.
    mutating func insert(_ entry: PlaceholderEntry) {
        shift(in: entry.indexPath.section, from: entry.indexPath.item, by: 1)
        entries.append(entry)
    }

    /// Takes a placeholder away (committed or deleted); it is gone.
    mutating func remove(_ entry: PlaceholderEntry) {
        entry.isGone = true
        entries.removeAll { $0 === entry }
    }

    /// Discards every placeholder, as `reloadData()` does: each is gone.
    mutating func discardAll() {
        for entry in entries { entry.isGone = true }
        entries.removeAll()
    }
}
