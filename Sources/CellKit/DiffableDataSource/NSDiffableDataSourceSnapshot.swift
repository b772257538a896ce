import Foundation
import RotorOutput

/// The state of a diffable data source's data at one moment: its sections and their items, in
/// order, each by a unique identifier. Make one, fill it (`appendSections(_:)`,
/// `appendItems(_:toSection:)`, …) and apply it (`UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)`);
/// or take the one shown (`snapshot()`), change it and apply it again.
///
/// Finding an item is constant time: the snapshot keeps each item's section and place, so
/// `indexOfItem(_:)`, `sectionIdentifier(containingItem:)` and a data source's
/// `indexPath(for:)` and `itemIdentifier(for:)` cost the same for 100,000 items as for ten.
/// An insertion, deletion or move renumbers only the items after it (a move, those between).
///
/// Misuse UIKit raises an exception for (an identifier that is not unique, an item or section
/// that is not in the snapshot, items with no section to go in) changes nothing and is kept as
/// the snapshot's problem; a data source refuses to apply a snapshot with problems and writes
/// them to the screen's log (`UIView.layoutMessageLog`), so Rotor never stops on a trap.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item is: its section, by identifier (so a section inserted before it changes
    /// nothing here), and its index in that section.
    struct Location: Sendable {
        var section: Section
        var index: Int
    }

    private var sections: [Section] = []
    private var itemsBySection: [[Item]] = []
    private var sectionIndexes: [Section: Int] = [:]
    private var locations: [Item: Location] = [:]
    private var reloadedItems: [Item] = []
    private var reconfiguredItems: [Item] = []
    private var reloadedSections: [Section] = []
    /// What UIKit would have raised an exception for, in order (at most `problemLimit`).
    private(set) var problems: [String] = []
    private static var problemLimit: Int { 20 }

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items there are, in every section.
    public var numberOfItems: Int { locations.count }
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The items of a section; none for a section not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndexes[identifier].map { itemsBySection[$0] } ?? []
    }

    /// How many items a section has; 0 for a section not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndexes[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The section an item is in; `nil` for an item not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locations[identifier]?.section
    }

    /// An item's place among all the items (`itemIdentifiers`); `nil` for one not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = locations[identifier], let section = sectionIndexes[location.section] else { return nil }
        return itemsBySection[..<section].reduce(location.index) { $0 + $1.count }
    }

    /// A section's place; `nil` for one not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The items marked to be reloaded when the snapshot is applied.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked to be reconfigured when the snapshot is applied.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// The sections marked to be reloaded when the snapshot is applied.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: Items

    /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is
    /// `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            return note("There are currently no sections in the data source. Please add a section first.")
        }
        guard let index = sectionIndexes[section] else {
            return note("Invalid section identifier \(Self.describe(section)): it is not in the snapshot.")
        }
        guard areNew(identifiers) else { return }
        place(identifiers, inSectionAt: index, at: itemsBySection[index].count)
    }

    /// Adds items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let location = existing(beforeIdentifier, for: "insert"), areNew(identifiers),
              let section = sectionIndexes[location.section] else { return }
        place(identifiers, inSectionAt: section, at: location.index)
    }

    /// Adds items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let location = existing(afterIdentifier, for: "insert"), areNew(identifiers),
              let section = sectionIndexes[location.section] else { return }
        place(identifiers, inSectionAt: section, at: location.index + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where locations[identifier] == nil {
            return note("Invalid item identifier specified for delete: \(Self.describe(identifier)) is not in the snapshot.")
        }
        remove(Set(identifiers))
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = []
        sectionIndexes = [:]
        locations = [:]
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    /// Moves an item to just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves an item to just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (their cells asked for again) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existing($0, for: "reload") != nil }) else { return }
        reloadedItems += identifiers
    }

    /// Marks items to be reconfigured (their cells asked for again, in place) when the snapshot
    /// is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existing($0, for: "reconfigure") != nil }) else { return }
        reconfiguredItems += identifiers
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard areNewSections(identifiers) else { return }
        placeSections(identifiers, at: sections.count)
    }

    /// Adds sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier, for: "insert"), areNewSections(identifiers) else { return }
        placeSections(identifiers, at: index)
    }

    /// Adds sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSection(toIdentifier, for: "insert"), areNewSections(identifiers) else { return }
        placeSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ existingSection($0, for: "delete") != nil }) else { return }
        let gone = Set(identifiers)
        for section in gone {
            guard let index = sectionIndexes[section] else { continue }
            for item in itemsBySection[index] { locations[item] = nil }
        }
        var kept: [Section] = [], keptItems: [[Item]] = []
        for (index, section) in sections.enumerated() where !gone.contains(section) {
            kept.append(section)
            keptItems.append(itemsBySection[index])
        }
        sections = kept
        itemsBySection = keptItems
        for section in gone { sectionIndexes[section] = nil }
        renumberSections()
    }

    /// Moves a section to just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves a section to just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ existingSection($0, for: "reload") != nil }) else { return }
        reloadedSections += identifiers
    }

    // MARK: CellKit's own, for the data sources

    /// The item at an index path, in constant time.
    func item(at indexPath: IndexPath) -> Item? {
        guard itemsBySection.indices.contains(indexPath.section) else { return nil }
        let items = itemsBySection[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// An item's index path, in constant time.
    func indexPath(of item: Item) -> IndexPath? {
        guard let location = locations[item], let section = sectionIndexes[location.section] else { return nil }
        return IndexPath(item: location.index, section: section)
    }

    /// The items of the section at an index.
    func items(inSectionAt index: Int) -> [Item] {
        itemsBySection.indices.contains(index) ? itemsBySection[index] : []
    }

    /// The section at an index.
    func section(at index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The snapshot as shown once applied: without the marks of what to reload.
    var withoutMarks: NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    /// Moves the item at one index path so that it ends at another (a table's or collection
    /// view's move: the destination is where the item is once moved). Returns false, changing
    /// nothing, when there is no item at the source or no such destination section.
    @discardableResult
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard let item = item(at: source), itemsBySection.indices.contains(destination.section) else { return false }
        if source.section == destination.section {
            var items = itemsBySection[source.section]
            let target = max(0, min(destination.item, items.count - 1))
            guard target != source.item else { return true }
            items.remove(at: source.item)
            items.insert(item, at: target)
            itemsBySection[source.section] = items
            renumber(sectionAt: source.section, from: min(source.item, target), through: max(source.item, target))
            return true
        }
        itemsBySection[source.section].remove(at: source.item)
        renumber(sectionAt: source.section, from: source.item)
        let target = max(0, min(destination.item, itemsBySection[destination.section].count))
        itemsBySection[destination.section].insert(item, at: target)
        renumber(sectionAt: destination.section, from: target)
        return true
    }

    // MARK: Bookkeeping

    private mutating func note(_ problem: String) {
        guard problems.count < Self.problemLimit else { return }
        problems.append(problem)
    }

    /// Whether every identifier is new: neither in the snapshot nor given twice. Notes UIKit's
    /// message when not.
    private mutating func areNew(_ identifiers: [Item]) -> Bool {
        var seen = Set<Item>(minimumCapacity: identifiers.count)
        var duplicates: [Item] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || locations[identifier] != nil {
            duplicates.append(identifier)
            if duplicates.count == 5 { break }
        }
        guard duplicates.isEmpty else {
            note("Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
                 + "{(\(duplicates.map(Self.describe).joined(separator: ", ")))}")
            return false
        }
        return true
    }

    private mutating func areNewSections(_ identifiers: [Section]) -> Bool {
        var seen = Set<Section>(minimumCapacity: identifiers.count)
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndexes[$0] != nil }
        guard duplicates.isEmpty else {
            note("Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
                 + "{(\(duplicates.prefix(5).map(Self.describe).joined(separator: ", ")))}")
            return false
        }
        return true
    }

    private mutating func existing(_ identifier: Item, for operation: String) -> Location? {
        guard let location = locations[identifier] else {
            note("Invalid item identifier specified for \(operation): \(Self.describe(identifier)) is not in the snapshot.")
            return nil
        }
        return location
    }

    private mutating func existingSection(_ identifier: Section, for operation: String) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            note("Invalid section identifier specified for \(operation): \(Self.describe(identifier)) is not in the snapshot.")
            return nil
        }
        return index
    }

    /// An identifier as a message shows it: one line, visible characters only, at most 40.
    static func describe(_ value: some Any) -> String {
        let text = VisibleText.sanitize(String(describing: value))
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    private mutating func place(_ identifiers: [Item], inSectionAt section: Int, at index: Int) {
        itemsBySection[section].insert(contentsOf: identifiers, at: index)
        renumber(sectionAt: section, from: index)
    }

    /// Writes the locations of a section's items from `start` (through `end`, or to the end).
    private mutating func renumber(sectionAt section: Int, from start: Int, through end: Int? = nil) {
        let items = itemsBySection[section]
        let last = min(end ?? items.count - 1, items.count - 1)
        guard start <= last else { return }
        let identifier = sections[section]
        for index in start...last {
            locations[items[index]] = Location(section: identifier, index: index)
        }
    }

    /// Removes items, each section once: its kept items renumbered from the first removed.
    private mutating func remove(_ gone: Set<Item>) {
        guard !gone.isEmpty else { return }
        var firstRemoved: [Int: Int] = [:]
        for item in gone {
            guard let location = locations[item], let section = sectionIndexes[location.section] else { continue }
            firstRemoved[section] = min(firstRemoved[section] ?? Int.max, location.index)
            locations[item] = nil
        }
        for (section, first) in firstRemoved {
            itemsBySection[section].removeAll { gone.contains($0) }
            renumber(sectionAt: section, from: first)
        }
        reloadedItems.removeAll { gone.contains($0) }
        reconfiguredItems.removeAll { gone.contains($0) }
    }

    private mutating func move(_ identifier: Item, nextTo other: Item, after: Bool) {
        guard identifier != other else {
            return note("Invalid move: \(Self.describe(identifier)) cannot be moved relative to itself.")
        }
        guard let from = existing(identifier, for: "move"), existing(other, for: "move") != nil,
              let fromSection = sectionIndexes[from.section] else { return }
        itemsBySection[fromSection].remove(at: from.index)
        renumber(sectionAt: fromSection, from: from.index)
        locations[identifier] = nil
        guard let to = locations[other], let toSection = sectionIndexes[to.section] else { return }
        place([identifier], inSectionAt: toSection, at: to.index + (after ? 1 : 0))
    }

    private mutating func placeSections(_ identifiers: [Section], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        renumberSections(from: index)
    }

    private mutating func moveSection(_ identifier: Section, nextTo other: Section, after: Bool) {
        guard identifier != other else {
            return note("Invalid move: section \(Self.describe(identifier)) cannot be moved relative to itself.")
        }
        guard let from = existingSection(identifier, for: "move"), existingSection(other, for: "move") != nil else { return }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        sectionIndexes[identifier] = nil
        renumberSections(from: from)
        guard let to = sectionIndexes[other] else { return }
        let target = to + (after ? 1 : 0)
        sections.insert(identifier, at: target)
        itemsBySection.insert(items, at: target)
        renumberSections(from: min(from, target))
    }

    /// Writes the indexes of the sections from `start` on (those before it have not moved).
    private mutating func renumberSections(from start: Int = 0) {
        guard start < sections.count else { return }
        for index in start..<sections.count { sectionIndexes[sections[index]] = index }
    }
}
