import Foundation

/// The data source of a collection view whose data is a snapshot of identifiers: it answers the
/// collection view's questions from the snapshot applied last and makes each item's cell with
/// the cell provider. Make one with the collection view (it becomes the view's `dataSource`,
/// held weakly, as in UIKit, so keep it), then `apply(_:animatingDifferences:completion:)` a
/// snapshot, or a section snapshot to one section (`apply(_:to:animatingDifferences:completion:)`).
///
/// Reordering goes through `reorderingHandlers`: when `canReorderItem` allows an item, a drag of
/// it dropped in the view with `.move` at an index path moves it (the view moves it itself, as
/// a reorder); the data source calls `willReorder`, updates its snapshot, then calls
/// `didReorder` with the transaction, to update the model from. Without the handlers, such a
/// drop goes to the drop delegate's `performDropWith`.
///
/// Applying works out the items that changed by identity (`DiffableChanges`); a snapshot UIKit
/// would raise an exception for is refused and logged (`UIView.layoutMessageLog`).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell of an item: the collection view, the item's index path and its identifier.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view: the collection view, the view's kind and its index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied to sections, as they were applied (their trees).
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What happens when the user reorders items: which items may move, and what to tell the
    /// app before and after.
    public var reorderingHandlers = ReorderingHandlers()

    /// Makes the layout's supplementary views (a section's header or footer); without it the
    /// layout's supplementary views are left empty.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What happens when the user expands or collapses an item of an outline: which items may,
    /// what to tell the app before, and the children an item shows when it expands.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView`, whose cells `cellProvider` makes; it becomes the
    /// view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// The data shown now, as a snapshot to change and apply again.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows a snapshot: the items that changed are deleted, inserted or reloaded, and the view
    /// asks again for the cells on screen. `animatingDifferences` changes nothing in cells;
    /// `completion` is called once the view shows the new data. A snapshot with problems is
    /// refused: logged, nothing changed, `completion` still called.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        defer { completion?() }
        guard accepts(snapshot) else { return }
        show(snapshot)
        sectionSnapshots = sectionSnapshots.filter { current.indexOfSection($0.key) != nil }
    }

    /// Shows a snapshot, awaited.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows a snapshot by reloading the view's data, with no diffing.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        defer { completion?() }
        guard accepts(snapshot) else { return }
        current = snapshot.withoutMarks
        sectionSnapshots = sectionSnapshots.filter { current.indexOfSection($0.key) != nil }
        guard let collectionView, collectionView.dataSource === self else { return }
        collectionView.reloadData()
    }

    /// Shows a snapshot by reloading the view's data, awaited.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows a section snapshot in one section: the section's items become the snapshot's
    /// visible items (the section is added at the end when it is not shown). An item already in
    /// another section is refused, as UIKit refuses identifiers that are not unique.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        defer { completion?() }
        guard accepts(whole) else { return }
        let before = sectionSnapshots[section]
        sectionSnapshots[section] = snapshot
        show(whole)
        refreshOutlineCells(in: section, from: before, to: snapshot)
    }

    /// The section snapshot applied to a section, if one was (and no reorder has since moved
    /// its items).
    func appliedSectionSnapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>? {
        sectionSnapshots[section]
    }

    /// Items that stay on screen keep their cells; those whose expansion changed are told, so
    /// their outline disclosure is drawn and read in its new state (UIKit updates a cell's
    /// configuration state when its item expands).
    private func refreshOutlineCells(in section: SectionIdentifierType, from old: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>?,
                                     to new: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let collectionView, collectionView.dataSource === self else { return }
        for item in new.visibleItems where new.isExpanded(item) != (old?.isExpanded(item) ?? false) {
            guard let path = current.indexPath(of: item), let cell = collectionView.cellForItem(at: path) else { continue }
            cell.outlineStateDidChange()
        }
    }

    /// Shows a section snapshot in one section, awaited.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// A section's items as a section snapshot: the one applied to it, or its items at the root.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = sectionSnapshots[section] { return applied }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The item at an index path; `nil` for one that is not there. Constant time.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of an item; `nil` for one not shown. Constant time.
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

    private func accepts(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> Bool {
        DiffableRefusal.accepts(snapshot.problems, in: collectionView, by: "UICollectionViewDiffableDataSource")
    }

    /// Makes `snapshot` the data shown and updates the view by the items that changed.
    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let old = current
        current = snapshot.withoutMarks
        guard let collectionView, collectionView.dataSource === self else { return }
        let changes = DiffableChanges(from: old, to: snapshot)
        if changes.reloadsAll {
            collectionView.reloadData()
            return
        }
        collectionView.performBatchUpdates({
            if !changes.deletions.isEmpty { collectionView.deleteItems(at: changes.deletions) }
            if !changes.insertions.isEmpty { collectionView.insertItems(at: changes.insertions) }
            if !changes.reloads.isEmpty { collectionView.reloadItems(at: changes.reloads) }
        }, completion: nil)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The cell the cell provider makes for the item. UIKit raises an exception when there is
    /// none; CellKit logs it and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        DiffableRefusal.log("UICollectionViewDiffableDataSource: the cell provider returned no cell for the item at \(indexPath).",
                            in: collectionView)
        return UICollectionViewCell(frame: .zero)
    }

    /// The view the supplementary view provider makes. UIKit raises an exception when there is
    /// none; CellKit logs it and shows an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        DiffableRefusal.log("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for \(indexPath).",
                            in: collectionView)
        return UICollectionReusableView(frame: .zero)
    }

    /// The titles of an index beside the items; none unless a subclass gives them. Kept for
    /// subclasses that override it: CellKit's collection views show no index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        nil
    }

    /// The item an index title leads to; the first item unless a subclass says otherwise.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }

    /// Whether the item may be reordered: `reorderingHandlers.canReorderItem`'s answer; false
    /// without one.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// Moves the item in the snapshot, as the view has moved it, telling the reordering
    /// handlers before (`willReorder`) and after (`didReorder`), with the transaction.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = current.item(at: sourceIndexPath), let from = current.indexOfItem(item) else { return }
        var final = current
        guard final.moveItem(at: sourceIndexPath, to: destinationIndexPath), let to = final.indexOfItem(item) else { return }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: current, finalSnapshot: final,
            difference: NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>.move(of: item, from: from, to: to))
        reorderingHandlers.willReorder?(transaction)
        current = final
        for section in [current.section(at: sourceIndexPath.section), current.section(at: destinationIndexPath.section)] {
            if let section { sectionSnapshots[section] = nil }
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
