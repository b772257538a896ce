import Foundation

/// A scrolling grid of items from a data source, with drag and drop by index path.
///
/// Only the items on screen have cells, reused as the view scrolls. A `dragDelegate` and a
/// `dropDelegate` install the collection view's own drag and drop interactions, which turn the
/// system's callbacks into index-path ones; both together give reordering.
@MainActor
open class UICollectionView: UIScrollView {
    /// How quickly items move aside while reordering.
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow
    }

    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            invalidateCells()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    open weak var delegate: UICollectionViewDelegate?
    /// Set to make items draggable.
    open weak var dragDelegate: UICollectionViewDragDelegate? {
        didSet { installDragInteraction() }
    }
    /// Set to accept drops.
    open weak var dropDelegate: UICollectionViewDropDelegate? {
        didSet { installDropInteraction() }
    }
    /// Whether items can be dragged (true on iPad and, since iOS 15, on iPhone).
    open var dragInteractionEnabled = true {
        didSet { dragInteraction?.isEnabled = dragInteractionEnabled }
    }
    open var reorderingCadence: ReorderingCadence = .immediate
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    /// Whether a drag that started here is in flight.
    open internal(set) var hasActiveDrag = false
    /// Whether a drag is over the collection view.
    open internal(set) var hasActiveDrop = false
    /// Whether placeholders wait to be committed or deleted.
    open var hasUncommittedUpdates: Bool { !placeholders.isEmpty }

    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    /// Cells from before an update, by where their item is now: the next layout hands each back
    /// to the data source for the same item, so a cell (and VoiceOver's cursor on it) stays
    /// with its item while others are inserted and deleted around it.
    private var retained: [IndexPath: UICollectionViewCell] = [:]
    private var itemCounts: [Int] = []
    private var selected: Set<IndexPath> = []
    private var batchDepth = 0
    /// Placeholders in the items, by their current index path.
    private(set) var placeholders: [PlaceholderEntry] = []
    private var dragBridge: CollectionDragBridge?
    private var dropBridge: CollectionDropBridge?
    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    // MARK: Cells

    /// Registers the cell class to make for an identifier.
    open func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for the identifier: a reused one when one is free, else a new one of the
    /// registered class (a plain cell when none is registered).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = (registrations[identifier] ?? UICollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    // MARK: Items

    open var numberOfSections: Int { itemCounts.count }

    /// The items in a section, placeholders included.
    open func numberOfItems(inSection section: Int) -> Int {
        guard itemCounts.indices.contains(section) else { return 0 }
        return itemCounts[section] + placeholders.filter { $0.indexPath.section == section }.count
    }

    /// Forgets every cell and placeholder and asks the data source again.
    open func reloadData() {
        for entry in placeholders { entry.isGone = true }
        placeholders.removeAll()
        refreshCounts()
        invalidateCells()
        for (_, cell) in retained { recycle(cell) }
        retained.removeAll()
    }

    /// Runs updates as one, laying out once at the end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 {
            refreshCounts()
            invalidateCells()
        }
        completion?(true)
    }

    open func insertItems(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted(by: <) {
            shiftPlaceholders(in: path.section, from: path.item, by: 1)
            shiftSelection(in: path.section, from: path.item, by: 1)
            shiftCells(in: path.section, from: path.item, by: 1)
        }
        dataDidChange()
    }

    open func deleteItems(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted(by: >) {
            selected.remove(path)
            forgetCell(at: path)
            shiftPlaceholders(in: path.section, from: path.item + 1, by: -1)
            shiftSelection(in: path.section, from: path.item + 1, by: -1)
            shiftCells(in: path.section, from: path.item + 1, by: -1)
        }
        dataDidChange()
    }

    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        let wasSelected = selected.contains(indexPath)
        deleteItems(at: [indexPath])
        insertItems(at: [newIndexPath])
        if wasSelected { selected.insert(newIndexPath) }
    }

    open func reloadItems(at indexPaths: [IndexPath]) {
        dataDidChange()
    }

    private func dataDidChange() {
        guard batchDepth == 0 else { return }
        refreshCounts()
        invalidateCells()
    }

    private func refreshCounts() {
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    // MARK: Placeholders

    /// One placeholder among the items, and whether it has been committed or deleted.
    final class PlaceholderEntry {
        let placeholder: UICollectionViewPlaceholder
        var indexPath: IndexPath
        var isGone = false

        init(placeholder: UICollectionViewPlaceholder, indexPath: IndexPath) {
            self.placeholder = placeholder
            self.indexPath = indexPath
        }
    }

    func insertPlaceholder(_ placeholder: UICollectionViewPlaceholder) -> PlaceholderEntry {
        let path = placeholder.insertionIndexPath
        shiftPlaceholders(in: path.section, from: path.item, by: 1)
        shiftCells(in: path.section, from: path.item, by: 1)
        let entry = PlaceholderEntry(placeholder: placeholder, indexPath: path)
        placeholders.append(entry)
        invalidateCells()
        return entry
    }

    /// Replaces a placeholder with a data item: `updates` gets the item's index path among the
    /// data source's items. Returns false when the placeholder is gone.
    func commit(_ entry: PlaceholderEntry, updates: (IndexPath) -> Void) -> Bool {
        guard !entry.isGone else { return false }
        entry.isGone = true
        placeholders.removeAll { $0 === entry }
        updates(dataIndexPath(forDisplayed: entry.indexPath))
        refreshCounts()
        invalidateCells()
        return true
    }

    func delete(_ entry: PlaceholderEntry) -> Bool {
        guard !entry.isGone else { return false }
        entry.isGone = true
        placeholders.removeAll { $0 === entry }
        forgetCell(at: entry.indexPath)
        shiftPlaceholders(in: entry.indexPath.section, from: entry.indexPath.item + 1, by: -1)
        shiftCells(in: entry.indexPath.section, from: entry.indexPath.item + 1, by: -1)
        invalidateCells()
        return true
    }

    func refreshCell(for entry: PlaceholderEntry) {
        guard !entry.isGone, let cell = visible[entry.indexPath] else { return }
        entry.placeholder.cellUpdateHandler?(cell)
    }

    private func shiftPlaceholders(in section: Int, from item: Int, by delta: Int) {
        for entry in placeholders where entry.indexPath.section == section && entry.indexPath.item >= item {
            entry.indexPath.item += delta
        }
    }

    private func shiftSelection(in section: Int, from item: Int, by delta: Int) {
        selected = Set(selected.map { path in
            path.section == section && path.item >= item ? IndexPath(item: path.item + delta, section: section) : path
        })
    }

    /// The data source's index path for a shown index path: placeholders before it don't count.
    private func dataIndexPath(forDisplayed path: IndexPath) -> IndexPath {
        let before = placeholders.filter { $0.indexPath.section == path.section && $0.indexPath.item < path.item }.count
        return IndexPath(item: path.item - before, section: path.section)
    }

    private func placeholder(at path: IndexPath) -> PlaceholderEntry? {
        placeholders.first { $0.indexPath == path }
    }

    // MARK: Layout

    private func invalidateCells() {
        retained.merge(visible) { _, newer in newer }
        visible.removeAll()
        setNeedsLayout()
    }

    /// Moves the cells (shown and retained) of the items from `item` on by `delta`, as their
    /// items moved.
    private func shiftCells(in section: Int, from item: Int, by delta: Int) {
        func shifted(_ cells: [IndexPath: UICollectionViewCell]) -> [IndexPath: UICollectionViewCell] {
            Dictionary(cells.map { path, cell in
                (path.section == section && path.item >= item ? IndexPath(item: path.item + delta, section: section) : path, cell)
            }, uniquingKeysWith: { first, _ in first })
        }
        visible = shifted(visible)
        retained = shifted(retained)
    }

    /// The item at `path` is gone: its cell goes back to the queue.
    private func forgetCell(at path: IndexPath) {
        if let cell = visible.removeValue(forKey: path) { recycle(cell) }
        if let cell = retained.removeValue(forKey: path) { recycle(cell) }
    }

    private func recycle(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    /// Scrolling shows other items, whose cells the next layout makes.
    open override var relayoutsOnScroll: Bool { true }

    open override func layoutSubviews() {
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        let shown = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let wanted = Set(shown.map(\.indexPath))
        for (path, cell) in visible where !wanted.contains(path) {
            recycle(cell)
            visible[path] = nil
        }
        for attributes in shown {
            let path = attributes.indexPath
            let cell = visible[path] ?? makeCell(at: path)
            cell.frame = attributes.frame
            cell.isSelected = selected.contains(path)
            if cell.superview !== self { addSubview(cell) }
            visible[path] = cell
        }
        // Cells whose items have gone off screen or away.
        for (_, cell) in retained { recycle(cell) }
        retained.removeAll()
    }

    private func makeCell(at path: IndexPath) -> UICollectionViewCell {
        // The item's own cell from before the update is the next one dequeued.
        if let cell = retained.removeValue(forKey: path) { recycle(cell) }
        if let entry = placeholder(at: path) {
            let cell = dequeueReusableCell(withReuseIdentifier: entry.placeholder.reuseIdentifier, for: path)
            entry.placeholder.cellUpdateHandler?(cell)
            return cell
        }
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        return dataSource.collectionView(self, cellForItemAt: dataIndexPath(forDisplayed: path))
    }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return indexPathsForVisibleItems.compactMap { visible[$0] }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    /// The cell of an item on screen; `nil` for one off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visible.first { $0.value === cell }?.key
    }

    /// The item under a point in the collection view's coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return collectionViewLayout.indexPathForItem(at: point)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where a drop at a point would go, as the drop delegate is told.
    func destinationIndexPath(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return collectionViewLayout.destinationIndexPath(at: point)
    }

    /// Scrolls so the item is shown.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let top: CGFloat
        if scrollPosition.contains(.top) {
            top = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            top = (frame.midY - bounds.height / 2).rounded(.down)
        } else if scrollPosition.contains(.bottom) {
            top = frame.maxY - bounds.height
        } else {
            scrollRectToVisible(frame, animated: animated)
            layoutIfNeeded()
            return
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(0, top), maximumContentOffset.y)), animated: animated)
        layoutIfNeeded()
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selected.removeAll()
            setNeedsLayout()
            return
        }
        if !allowsMultipleSelection { selected.removeAll() }
        selected.insert(indexPath)
        setNeedsLayout()
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        setNeedsLayout()
    }

    func isSelected(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    /// A tap selects the item under it (toggles it with multiple selection), telling the
    /// delegate, as a collection view does.
    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard allowsSelection, let path = indexPathForItem(at: point), placeholder(at: path) == nil else { return false }
        if selected.contains(path) && allowsMultipleSelection {
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return false }
        if !allowsMultipleSelection {
            for old in selected where old != path {
                selected.remove(old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selected.insert(path)
        setNeedsLayout()
        delegate?.collectionView(self, didSelectItemAt: path)
        return true
    }

    // MARK: Drag and drop

    private func installDragInteraction() {
        if let old = dragInteraction { removeInteraction(old) }
        dragInteraction = nil
        dragBridge = nil
        guard dragDelegate != nil else { return }
        let bridge = CollectionDragBridge(collectionView: self)
        let interaction = UIDragInteraction(delegate: bridge)
        interaction.isEnabled = dragInteractionEnabled
        dragBridge = bridge
        dragInteraction = interaction
        addInteraction(interaction)
    }

    private func installDropInteraction() {
        if let old = dropInteraction { removeInteraction(old) }
        dropInteraction = nil
        dropBridge = nil
        guard dropDelegate != nil else { return }
        let bridge = CollectionDropBridge(collectionView: self)
        let interaction = UIDropInteraction(delegate: bridge)
        dropBridge = bridge
        dropInteraction = interaction
        addInteraction(interaction)
    }

    /// Where a dragged item came from, when it was dragged from this collection view.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        dragBridge?.sourceIndexPath(of: item)
    }
}
