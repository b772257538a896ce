import Foundation

/// The data source of a table view whose data is a snapshot of identifiers: it answers the
/// table's questions from the snapshot applied last and makes each row's cell with the cell
/// provider. Make one with the table view (it becomes the table's `dataSource`, held weakly by
/// the table, as in UIKit, so keep it), then `apply(_:animatingDifferences:completion:)` a
/// snapshot.
///
/// It is the table's `UITableViewDataSource` and implements every method of it, `open` as in
/// UIKit: subclass it to give section titles, or to let rows move (`tableView(_:canMoveRowAt:)`
/// returns false unless overridden [inf: UIKit's diffable data source shows no reorder
/// controls unless a subclass allows them]). A row moved by its reorder control, or by a drag
/// of one row dropped in the table with `.move` at an index path, updates the snapshot
/// (`tableView(_:moveRowAt:to:)`; an override calls `super` to keep that, then updates the
/// model).
///
/// Applying works out the rows that changed by identity (`DiffableChanges`); the table asks
/// for the cells of the rows on screen only, so a table of 100,000 rows makes a dozen cells.
/// A snapshot UIKit would raise an exception for is refused: the table keeps its rows, and the
/// problem is written to the screen's log (`UIView.layoutMessageLog`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell of a row: the table, the row's index path and its item's identifier.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted and deleted rows animate when a snapshot is applied; `.automatic` by default.
    /// Cells have no animation: it is passed to the table's updates, which change the rows at once.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, whose cells `cellProvider` makes; it becomes the table's
    /// data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// The data shown now, as a snapshot to change and apply again.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows a snapshot: the rows that changed are deleted, inserted or reloaded, and the table
    /// asks again for the cells on screen. Cells have no animation, so `animatingDifferences`
    /// changes nothing; `completion` is called once the table shows the new data. A snapshot
    /// with problems (`NSDiffableDataSourceSnapshot`) is refused: logged, nothing changed,
    /// `completion` still called.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        defer { completion?() }
        guard accepts(snapshot) else { return }
        let old = current
        current = snapshot.withoutMarks
        guard let tableView, tableView.dataSource === self else { return }
        let changes = DiffableChanges(from: old, to: snapshot)
        if changes.reloadsAll {
            tableView.reloadData()
            return
        }
        tableView.performBatchUpdates({
            if !changes.deletions.isEmpty { tableView.deleteRows(at: changes.deletions, with: defaultRowAnimation) }
            if !changes.insertions.isEmpty { tableView.insertRows(at: changes.insertions, with: defaultRowAnimation) }
            if !changes.reloads.isEmpty { tableView.reloadRows(at: changes.reloads, with: defaultRowAnimation) }
            if !changes.reloadedSections.isEmpty { tableView.reloadSections(changes.reloadedSections, with: defaultRowAnimation) }
        }, completion: nil)
    }

    /// Shows a snapshot: as `apply(_:animatingDifferences:completion:)`, awaited.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a snapshot by reloading the table's data, with no diffing.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        defer { completion?() }
        guard accepts(snapshot) else { return }
        current = snapshot.withoutMarks
        guard let tableView, tableView.dataSource === self else { return }
        tableView.reloadData()
    }

    /// Shows a snapshot by reloading the table's data, awaited.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// The item of a row; `nil` for a row that is not there. Constant time.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The row of an item; `nil` for an item that is not shown. Constant time.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at an index; `nil` past the last.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// A section's index; `nil` for a section not shown.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// Whether a snapshot can be applied; logs its problems when it cannot.
    private func accepts(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> Bool {
        DiffableRefusal.accepts(snapshot.problems, in: tableView, by: "UITableViewDiffableDataSource")
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The cell the cell provider makes for the row's item. UIKit raises an exception when
    /// there is none; CellKit logs it and shows an empty row.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        DiffableRefusal.log("UITableViewDiffableDataSource: the cell provider returned no cell for the row at \(indexPath).",
                            in: tableView)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// False: rows show no editing controls unless a subclass allows them.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        // Not overridden: no default swipe-to-delete (`OptionalMethods`).
        OptionalMethods.defaultRan(#function, by: tableView)
    }

    /// False: rows show no reorder control, and a drag within the table goes to the drop
    /// delegate, unless a subclass allows them to move.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Moves the row's item in the snapshot, as the table has moved the row.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        nil
    }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
