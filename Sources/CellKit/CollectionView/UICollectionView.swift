import Foundation

/// A scrolling grid of items from a data source, with drag and drop by index path.
///
/// Only the items on screen have cells, reused as the view scrolls. A `dragDelegate` and a
/// `dropDelegate` install the collection view's own drag and drop interactions, which turn the
/// system's callbacks into index-path ones; both together give reordering.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// CellKit's own: which optional methods this one's delegates implement, as calls have shown
    /// (`ImplementedMethods`); made on the first optional call.
    package lazy var implementedMethods = ImplementedMethods()

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
    /// Changes the layout; `animated` changes nothing in cells, which move at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Changes the layout, then calls `completion` with `true` (the change has finished).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    open weak var dataSource: UICollectionViewDataSource? {
        didSet {
            reloadData()
        }
    }
    /// Its size and inset answers (a flow layout's delegate) place the items: a new one lays the
    /// items out again.
    open weak var delegate: UICollectionViewDelegate? {
        didSet { if delegate !== oldValue { invalidateCells() } }
    }
    /// Set to make items draggable.
    open weak var dragDelegate: UICollectionViewDragDelegate? {
        didSet { installDragInteraction() }
    }
    /// Set to accept drops.
    open weak var dropDelegate: UICollectionViewDropDelegate? {
        didSet { installDropInteraction() }
    }
    /// Whether items can be dragged: true by default; in iOS 14 and earlier, true on iPad and
    /// false on iPhone (the device is `UIDevice.current` when the collection view is made).
    open var dragInteractionEnabled = UIDevice.current.listDragsEnabledByDefault {
        didSet {
            dragInteraction?.isEnabled = dragInteractionEnabled
            // What the cells offer VoiceOver depends on it.
            noteChange(.content)
        }
    }
    open var reorderingCadence: ReorderingCadence = .immediate
    /// Whether items can be selected; what an item offers VoiceOver follows it, as a table's rows.
    open var allowsSelection = true {
        didSet { if allowsSelection != oldValue { noteChange(.content) } }
    }
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection != oldValue { noteChange(.content) } }
    }

    /// Whether a drag that started here is in flight.
    open internal(set) var hasActiveDrag = false
    /// Whether a drag is over the collection view.
    open internal(set) var hasActiveDrop = false
    /// Whether placeholders wait to be committed or deleted.
    open var hasUncommittedUpdates: Bool { !placeholders.isEmpty }

    private let cells = CellReuse<UICollectionViewCell>(identifier: { $0.reuseIdentifier },
                                                        prepareForReuse: { $0.prepareForReuse() })
    /// The supplementary views on screen and free for reuse, by kind.
    private var supplementaries: [String: CellReuse<UICollectionReusableView>] = [:]
    private var itemCounts: [Int] = []
    private var selected: Set<IndexPath> = [] {
        didSet { cells.cellStateDidChange() }
    }
    private var batchDepth = 0
    /// The width the shown cells were last asked for their preferred sizes at.
    private var measuredWidth: CGFloat?
    /// Placeholders in the items, by their current index path.
    private(set) var placeholders = CellPlaceholders()
    private var dragBridge: IndexedDragBridge?
    private(set) var dropBridge: IndexedDropBridge?
    private(set) var dragInteraction: UIDragInteraction?
    private(set) var dropInteraction: UIDropInteraction?
    /// Whether the data source's `moveItemAt` is known to be the default (`ImplementedMethods`,
    /// learned at the first move): the data source moves no items, so a drag within the view
    /// goes to the drop delegate.
    var dataSourceMovesNoItems: Bool {
        dataSource.map { implementedMethods.knows(Self.moveItemMethod, by: $0) == false } ?? true
    }
    /// `collectionView(_:moveItemAt:to:)` as `OptionalMethods` names it.
    static let moveItemMethod = "collectionView(_:moveItemAt:to:)"
    /// The drag behind list cells' reorder accessories, made when a cell first shows one.
    private var reorderBridge: ReorderBridge?
    private var reorderInteraction: UIDragInteraction?
    /// The bridge of a drop interaction taken away while a reorder may still end on it.
    private var retiredDropBridge: IndexedDropBridge?

    /// Whether the view is being edited: list cells show the accessories displayed while
    /// editing (delete, reorder, selection circles) and hide those displayed while not.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            // The items are laid out again, as a table's rows are when it starts editing.
            cells.cellStateDidChange()
            setNeedsLayout()
            for cell in cells.visiblePaths.compactMap({ cells.cell(at: $0) }) {
                cell.setNeedsUpdateConfiguration()
                // Which accessories show changes what the cell offers VoiceOver.
                cell.noteChange(.elementContext)
            }
            setNeedsLayout()
        }
    }

    /// CellKit loads no archives (there are no storyboards): this always fails, decoding nothing.
    public required init?(coder: NSCoder) {
        nil
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    // MARK: Cells

    /// Registers the cell class to make for an identifier.
    open func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cells.register({ [unowned self] identifier in
            cellClass.init(registeredWith: identifier, frame: frameForNewCell)
        }, for: identifier)
    }

    /// A cell for the identifier: a reused one when one is free, else a new one of the
    /// registered class (a plain cell when none is registered), made with the item's frame as
    /// UIKit makes it.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        frameForNewCell = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        defer { frameForNewCell = .zero }
        if let cell = cells.dequeue(identifier) { return cell }
        return UICollectionViewCell(registeredWith: identifier, frame: frameForNewCell)
    }

    /// The frame a cell made now is made with: the item's being dequeued.
    private var frameForNewCell = CGRect.zero

    // MARK: Supplementary views

    /// Registers the class of supplementary view to make for a kind and an identifier.
    open func register(_ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let frame = { [unowned self] in frameForNewSupplementary }
        supplementaryReuse(elementKind).register({ identifier in viewClass.init(registeredWith: identifier, frame: frame()) },
                                                 for: identifier)
    }

    /// A supplementary view of a kind for the identifier: a reused one when one is free, else a
    /// new one of the registered class (a plain view when none is registered).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        let view = dequeueSupplementary(kind: elementKind, identifier: identifier, frame: frame) {
            UICollectionReusableView(registeredWith: identifier, frame: frame)
        }
        view.supplementaryKind = elementKind
        return view
    }

    /// A free or registered view of a kind and identifier, else the one `make` makes.
    func dequeueSupplementary(kind: String, identifier: String, frame: CGRect,
                              make: () -> UICollectionReusableView) -> UICollectionReusableView {
        frameForNewSupplementary = frame
        defer { frameForNewSupplementary = .zero }
        return supplementaryReuse(kind).dequeue(identifier) ?? make()
    }

    /// The frame a supplementary view made now is made with.
    private var frameForNewSupplementary = CGRect.zero

    private func supplementaryReuse(_ kind: String) -> CellReuse<UICollectionReusableView> {
        if let reuse = supplementaries[kind] { return reuse }
        // Layouts find supplementary views by their frames' `intersects`, which takes a view
        // that only touches the band as in it.
        let reuse = CellReuse<UICollectionReusableView>(identifier: { $0.reuseIdentifier }, prepareForReuse: { $0.prepareForReuse() },
                                                        touchingMeets: true)
        supplementaries[kind] = reuse
        return reuse
    }

    /// The supplementary view of a kind on screen at an index path; `nil` when none is shown.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return supplementaries[elementKind]?.cell(at: indexPath)
    }

    /// Shows the supplementary views the layout places on screen, asking the data source for
    /// those not shown already; the others go back to their queues.
    private func layOutSupplementaries(_ shown: [UICollectionViewLayoutAttributes], band: CGRect?) {
        var byKind: [String: [(path: IndexPath, frame: CGRect)]] = [:]
        for attributes in shown {
            guard let kind = attributes.representedElementKind else { continue }
            byKind[kind, default: []].append((attributes.indexPath, attributes.frame))
        }
        let layout = collectionViewLayout
        for kind in Set(byKind.keys).union(supplementaries.keys).sorted() {
            supplementaryReuse(kind).layOut(byKind[kind] ?? [], band: band, horizontally: layout.scrollsHorizontally,
                                            arrangement: layout.arrangementRevision, in: self, make: { path in
                supplementaryView(ofKind: kind, at: path)
            }, place: { view, _, frame in
                view.frame = frame
            })
        }
    }

    /// The data source's supplementary view of a kind for an index path coming on screen.
    private func supplementaryView(ofKind kind: String, at path: IndexPath) -> UICollectionReusableView {
        dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path) ?? UICollectionReusableView(frame: .zero)
    }

    // MARK: Items

    open var numberOfSections: Int { itemCounts.count }

    /// The items in a section, placeholders included.
    open func numberOfItems(inSection section: Int) -> Int {
        guard itemCounts.indices.contains(section) else { return 0 }
        return itemCounts[section] + placeholders.count(inSection: section)
    }

    /// Forgets every cell and placeholder and asks the data source again.
    open func reloadData() {
        placeholders.discardAll()
        refreshCounts()
        cells.recycleAll()
        for reuse in supplementaries.values { reuse.recycleAll() }
        setNeedsLayout()
    }

    /// CellKit's own overload: runs updates as one, laying out once at the end, then calls
    /// `completion` with `true`. UIKit's Objective-C block does not escape (`NS_NOESCAPE`), so
    /// iOS code refers to its own properties in it without `self.`; this overload, which Swift
    /// picks for a block written in place, accepts that code as iOS does.
    open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates()
        batchDepth -= 1
        if batchDepth == 0 {
            refreshCounts()
            invalidateCells()
        }
        completion?(true)
    }

    /// UIKit's signature: runs updates as one, laying out once at the end, then calls
    /// `completion` with `true` (no animation in cells); `nil` updates only lay out again.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    open func insertItems(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted(by: <) {
            placeholders.shift(in: path.section, from: path.item, by: 1)
            shiftSelection(in: path.section, from: path.item, by: 1)
            cells.shift(in: path.section, from: path.item, by: 1)
        }
        dataDidChange()
    }

    open func deleteItems(at indexPaths: [IndexPath]) {
        for path in indexPaths.sorted(by: >) {
            selected.remove(path)
            cells.forget(at: path)
            placeholders.shift(in: path.section, from: path.item + 1, by: -1)
            shiftSelection(in: path.section, from: path.item + 1, by: -1)
            cells.shift(in: path.section, from: path.item + 1, by: -1)
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
        collectionViewLayout.dataDidChange()
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

    func insertPlaceholder(_ placeholder: UICollectionViewPlaceholder) -> PlaceholderEntry {
        let path = placeholder.insertionIndexPath
        cells.shift(in: path.section, from: path.item, by: 1)
        let entry = PlaceholderEntry(reuseIdentifier: placeholder.reuseIdentifier, indexPath: path) { cell in
            if let cell = cell as? UICollectionViewCell { placeholder.cellUpdateHandler?(cell) }
        }
        placeholders.insert(entry)
        invalidateCells()
        return entry
    }

    /// Replaces a placeholder with a data item: `updates` gets the item's index path among the
    /// data source's items. Returns false when the placeholder is gone.
    func commit(_ entry: PlaceholderEntry, updates: (IndexPath) -> Void) -> Bool {
        guard !entry.isGone else { return false }
        placeholders.remove(entry)
        updates(placeholders.dataIndexPath(forDisplayed: entry.indexPath))
        refreshCounts()
        invalidateCells()
        return true
    }

    func delete(_ entry: PlaceholderEntry) -> Bool {
        guard !entry.isGone else { return false }
        placeholders.remove(entry)
        cells.forget(at: entry.indexPath)
        placeholders.shift(in: entry.indexPath.section, from: entry.indexPath.item + 1, by: -1)
        cells.shift(in: entry.indexPath.section, from: entry.indexPath.item + 1, by: -1)
        invalidateCells()
        return true
    }

    func refreshCell(for entry: PlaceholderEntry) {
        guard !entry.isGone, let cell = cells.cell(at: entry.indexPath) else { return }
        entry.configure(cell)
    }

    private func shiftSelection(in section: Int, from item: Int, by delta: Int) {
        selected = Set(selected.map { path in
            path.section == section && path.item >= item ? IndexPath(item: path.item + delta, section: section) : path
        })
    }

    // MARK: Layout

    private func invalidateCells() {
        cells.invalidate()
        // Headers and footers are asked for again: what they show may have changed with the data.
        for reuse in supplementaries.values { reuse.invalidate() }
        setNeedsLayout()
    }

    /// Scrolling shows other items, whose cells the next layout makes.
    open override var relayoutsOnScroll: Bool { true }

    /// A view behind the items, filling the collection view and not scrolling with them (an
    /// empty list's message, say), as UIKit places it. VoiceOver reads it with the items.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    open override func layoutSubviews() {
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        // Each round asks the cells it made (every shown cell when the width changed) for their
        // preferred attributes; a layout that takes one (a list's self-sizing rows) is prepared
        // again, which may bring more rows on screen.
        var shown: [UICollectionViewLayoutAttributes] = []
        // The supplementary views' part of the last round, when it was a scroll.
        var scrolledSupplementaries: [(kind: String, plan: CellReuse<UICollectionReusableView>.ScrollPlan)]?
        var shownBand: CGRect?
        // The cells a reorder accessory may have come with: those made, while every round scrolled.
        var madeByScrolls: [IndexPath]? = []
        for round in 0..<Self.selfSizingRounds {
            collectionViewLayout.prepare()
            contentSize = collectionViewLayout.collectionViewContentSize
            var made: [UICollectionViewLayoutAttributes] = []
            var items: [UICollectionViewLayoutAttributes] = []
            let hasSelection = !selected.isEmpty
            func place(_ cell: UICollectionViewCell, _ path: IndexPath, _ frame: CGRect) {
                cell.frame = frame
                let isSelected = hasSelection && selected.contains(path)
                if cell.isSelected != isSelected { cell.isSelected = isSelected }
            }
            // Cells are made in the order of the rows wanted: a cursor finds each one's
            // attributes without a table of every row's.
            var cursor = 0
            func makeCell(_ path: IndexPath) -> UICollectionViewCell {
                var look = cursor
                while look < items.count, items[look].indexPath != path { look += 1 }
                if look < items.count {
                    made.append(items[look])
                    cursor = look + 1
                }
                return self.makeCell(at: path)
            }
            // A scroll asks the layout only for the strips that came into the band; anything
            // else lays out every item in it.
            if let scroll = scrollPlans() {
                items = scroll.items
                let madePaths = cells.scroll(scroll.cells, in: self, make: makeCell, place: place)
                scrolledSupplementaries = scroll.supplementaries
                shown = []
                madeByScrolls?.append(contentsOf: madePaths)
            } else {
                let found = bandAndElements()
                shown = found?.elements ?? []
                shownBand = found?.band
                scrolledSupplementaries = nil
                // Loops, not `filter` and `map`: a closure isolated to the main actor checks the
                // executor each time it is called, for every item on screen at every layout.
                var wanted: [(path: IndexPath, frame: CGRect)] = []
                items.reserveCapacity(shown.count)
                wanted.reserveCapacity(shown.count)
                for attributes in shown where attributes.representedElementCategory == .cell {
                    items.append(attributes)
                    wanted.append((attributes.indexPath, attributes.frame))
                }
                cells.layOut(wanted, band: found?.band, horizontally: collectionViewLayout.scrollsHorizontally,
                             arrangement: collectionViewLayout.arrangementRevision, in: self, make: makeCell, place: place)
                madeByScrolls = nil
            }
            let widthChanged = round == 0 && measuredWidth != bounds.width
            measuredWidth = bounds.width
            guard takePreferredAttributes(of: widthChanged ? items : made) else { break }
        }
        if let scrolledSupplementaries {
            for (kind, plan) in scrolledSupplementaries {
                _ = supplementaryReuse(kind).scroll(plan, in: self, make: { path in
                    supplementaryView(ofKind: kind, at: path)
                }, place: { view, _, frame in
                    view.frame = frame
                })
            }
        } else {
            var showsSupplementaries = !supplementaries.isEmpty
            for attributes in shown where !showsSupplementaries && attributes.representedElementCategory != .cell {
                showsSupplementaries = true
            }
            if showsSupplementaries { layOutSupplementaries(shown, band: shownBand) }
        }
        installReorderInteractionIfShown(among: madeByScrolls)
    }

    /// CellKit's own, for tests that count work: what the layouts of the items have done so far.
    package var layoutWork: LayoutWork { cells.work }

    /// What a layout that only scrolled does, planned before anything changes: the band, found
    /// from the items at the bounds' edges among the cells kept and the strips of the bounds
    /// the last band did not reach; the items and views in the strips of the band it did not
    /// reach, in order; the cells' plan and each kind of supplementary view's. `nil` when the
    /// layout is not a scroll (the layout keeps no promise of its arrangement, or anything but
    /// the band's place changed: `CellReuse.kept`), and when any kind's views cannot scroll.
    private func scrollPlans() -> (items: [UICollectionViewLayoutAttributes], cells: CellReuse<UICollectionViewCell>.ScrollPlan,
                                   supplementaries: [(kind: String, plan: CellReuse<UICollectionReusableView>.ScrollPlan)])? {
        let layout = collectionViewLayout, horizontal = layout.scrollsHorizontally
        guard let arrangement = layout.arrangementRevision, cellBand(scrollsHorizontally: horizontal) != nil,
              let boundsStrips = cells.scrollStrips(to: bounds, horizontally: horizontal, arrangement: arrangement) else { return nil }
        // The first and last items on screen: kept, or in a strip of the bounds the last band
        // did not reach.
        var first: IndexPath?, last: IndexPath?
        switch cells.keptEdges(meeting: bounds) {
        case .unsure: return nil
        case .none: break
        case .rows(let keptFirst, let keptLast):
            first = keptFirst
            last = keptLast
        }
        for strip in [boundsStrips.before, boundsStrips.after] {
            guard let strip else { continue }
            for attributes in layout.layoutAttributesForElements(in: strip) ?? [] where attributes.representedElementCategory == .cell {
                let path = attributes.indexPath
                if let shownFirst = first { if path < shownFirst { first = path } } else { first = path }
                if let shownLast = last { if path > shownLast { last = path } } else { last = path }
            }
        }
        let band = band(first: first, last: last)
        guard let strips = cells.scrollStrips(to: band, horizontally: horizontal, arrangement: arrangement) else { return nil }
        var items: [UICollectionViewLayoutAttributes] = []
        var itemRows: [CellReuse<UICollectionViewCell>.Row] = []
        var viewRows: [String: [CellReuse<UICollectionReusableView>.Row]] = [:]
        for strip in [strips.before, strips.after] {
            guard let strip, strip.width > 0, strip.height > 0 else { continue }
            for attributes in layout.layoutAttributesForElements(in: strip) ?? [] {
                if attributes.representedElementCategory == .cell {
                    items.append(attributes)
                    itemRows.append((attributes.indexPath, attributes.frame))
                } else if let kind = attributes.representedElementKind {
                    viewRows[kind, default: []].append((attributes.indexPath, attributes.frame))
                }
            }
        }
        guard let cellPlan = cells.planScroll(to: band, horizontally: horizontal, arrangement: arrangement, arriving: itemRows)
        else { return nil }
        var viewPlans: [(kind: String, plan: CellReuse<UICollectionReusableView>.ScrollPlan)] = []
        for kind in Set(viewRows.keys).union(supplementaries.keys).sorted() {
            guard let reuse = supplementaries[kind],
                  let plan = reuse.planScroll(to: band, horizontally: horizontal, arrangement: arrangement, arriving: viewRows[kind] ?? [])
            else { return nil }
            viewPlans.append((kind, plan))
        }
        return (items, cellPlan, viewPlans)
    }

    /// How many times one layout pass asks newly made cells for their preferred attributes and
    /// lays out again.
    private static let selfSizingRounds = 4

    /// Asks the cells of `attributes` for their preferred attributes and gives the layout those
    /// it wants. Returns whether it took any.
    private func takePreferredAttributes(of attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        var took = false
        for original in attributes where placeholders.entry(at: original.indexPath) == nil {
            guard let cell = cells.cell(at: original.indexPath) else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(original)
            guard preferred !== original, preferred.frame.height.isFinite,
                  collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            collectionViewLayout.takePreferredAttributes(preferred)
            took = true
        }
        return took
    }

    private func makeCell(at path: IndexPath) -> UICollectionViewCell {
        if let entry = placeholders.entry(at: path) {
            let cell = dequeueReusableCell(withReuseIdentifier: entry.reuseIdentifier, for: path)
            entry.configure(cell)
            return cell
        }
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        return dataSource.collectionView(self, cellForItemAt: placeholders.dataIndexPath(forDisplayed: path))
    }

    /// CellKit's own: the band whose items have cells: the bounds and a line beyond each edge
    /// the way the layout scrolls (`cellBand`, as a table's), so VoiceOver's next item is there
    /// to move to and moving to it scrolls the collection view on. `nil` when it has no extent.
    /// Items need not touch, so the line beyond an edge is the one holding the item before the
    /// first on screen, or after the last, in the layout's order: a few questions to the layout.
    package var shownBand: CGRect? {
        bandAndElements()?.band
    }

    /// The band (`shownBand`) and what the layout places in it: the bounds asked once, and the
    /// strips beyond each edge after (a scroll's layout asks about the screen once, not twice).
    private func bandAndElements() -> (band: CGRect, elements: [UICollectionViewLayoutAttributes])? {
        let layout = collectionViewLayout, horizontal = layout.scrollsHorizontally
        guard cellBand(scrollsHorizontally: horizontal) != nil else { return nil }
        let inBounds = layout.layoutAttributesForElements(in: bounds) ?? []
        var first: IndexPath?, last: IndexPath?
        // Plain comparisons, not closures: a closure isolated to the main actor checks the
        // executor each time it is called, for every item on screen at every layout.
        for attributes in inBounds where attributes.representedElementCategory == .cell {
            let path = attributes.indexPath
            if let shownFirst = first { if path < shownFirst { first = path } } else { first = path }
            if let shownLast = last { if path > shownLast { last = path } } else { last = path }
        }
        let band = band(first: first, last: last)
        // What meets the strips beyond each edge and not the bounds, before and after them.
        struct Key: Hashable { let category: UICollectionView.ElementCategory; let kind: String?; let path: IndexPath }
        func key(_ attributes: UICollectionViewLayoutAttributes) -> Key {
            Key(category: attributes.representedElementCategory, kind: attributes.representedElementKind, path: attributes.indexPath)
        }
        var seen = Set<Key>(minimumCapacity: inBounds.count)
        for attributes in inBounds { seen.insert(key(attributes)) }
        func strip(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
            guard rect.width > 0, rect.height > 0 else { return [] }
            var found: [UICollectionViewLayoutAttributes] = []
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] where seen.insert(key(attributes)).inserted {
                found.append(attributes)
            }
            return found
        }
        let leading = horizontal ? CGRect(x: band.minX, y: band.minY, width: bounds.minX - band.minX, height: band.height)
            : CGRect(x: band.minX, y: band.minY, width: band.width, height: bounds.minY - band.minY)
        let trailing = horizontal ? CGRect(x: bounds.maxX, y: band.minY, width: band.maxX - bounds.maxX, height: band.height)
            : CGRect(x: band.minX, y: bounds.maxY, width: band.width, height: band.maxY - bounds.maxY)
        return (band, strip(leading) + inBounds + strip(trailing))
    }

    /// The band (`shownBand`) for the first and last items on screen: the line beyond each edge
    /// reaches the item before the first and the item after the last.
    private func band(first: IndexPath?, last: IndexPath?) -> CGRect {
        let layout = collectionViewLayout, horizontal = layout.scrollsHorizontally
        let plain = cellBand(scrollsHorizontally: horizontal) ?? bounds
        func lead(_ frame: CGRect) -> CGFloat { horizontal ? frame.minX : frame.minY }
        func trail(_ frame: CGRect) -> CGFloat { horizontal ? frame.maxX : frame.maxY }
        var before: CGFloat = 1, after: CGFloat = 1
        if let first, let previous = neighbour(of: first, step: -1),
           let frame = layout.layoutAttributesForItem(at: previous)?.frame, trail(frame) <= lead(bounds) {
            before = lead(bounds) - trail(frame) + 1
        }
        if let last, let next = neighbour(of: last, step: 1),
           let frame = layout.layoutAttributesForItem(at: next)?.frame, lead(frame) >= trail(bounds) {
            after = lead(frame) - trail(bounds) + 1
        }
        return first == nil ? plain : cellBand(scrollsHorizontally: horizontal, before: before, after: after) ?? plain
    }

    /// The item before or after one in the layout's order, across sections (empty ones skipped).
    private func neighbour(of path: IndexPath, step: Int) -> IndexPath? {
        guard path.count == 2 else { return nil }
        var section = path.section, item = path.item + step
        while section >= 0, section < numberOfSections {
            let count = numberOfItems(inSection: section)
            if item >= 0, item < count { return IndexPath(item: item, section: section) }
            section += step
            item = step > 0 ? 0 : numberOfItems(inSection: max(0, section)) - 1
        }
        return nil
    }

    /// The cells on screen (not the line kept beyond each edge).
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cells.cell(at: $0) }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return cells.paths(showingIn: bounds, horizontally: collectionViewLayout.scrollsHorizontally)
    }

    /// The cell of an item on screen; `nil` for one off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return cells.cell(at: indexPath)
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return cells.indexPath(of: cell)
    }

    /// The item a cell shows now, without laying out first: what a cell asks of its own item
    /// while it is configured or drawn.
    func shownIndexPath(of cell: UICollectionViewCell) -> IndexPath? {
        cells.indexPath(of: cell)
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

    /// Where a drop at a point would go, as the drop delegate is told (`DropPlacement`): over an
    /// item, before it, after it, in its place or into it; elsewhere, where the layout says (the
    /// end of a section, or nothing over empty space).
    func destinationIndexPath(at point: CGPoint, intent: DropPlacement.Intent?, movingFrom source: IndexPath?) -> IndexPath? {
        layoutIfNeeded()
        if let item = collectionViewLayout.indexPathForItem(at: point),
           let frame = collectionViewLayout.layoutAttributesForItem(at: item)?.frame {
            let zone = DropPlacement.zone(of: point, in: frame, vertical: collectionViewLayout.itemsRunDown)
            return DropPlacement.destination(over: item, zone: zone, intent: intent, movingFrom: source)
        }
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
        // A tap on a list cell's accessory that acts (an outline disclosure, an accessory with a
        // handler) does that, and selects nothing.
        if let path = indexPathForItem(at: point), placeholders.entry(at: path) == nil,
           let cell = cells.cell(at: path) as? UICollectionViewListCell, cell.handleAccessoryTap(at: convert(point, to: cell)) {
            return true
        }
        guard allowsSelection, let path = indexPathForItem(at: point), placeholders.entry(at: path) == nil else { return false }
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
        (dragBridge, dragInteraction) = replaceDragInteraction(dragInteraction, installing: dragDelegate != nil,
                                                               enabled: dragInteractionEnabled)
    }

    /// The drop interaction is there while the view has a drop delegate, or an item is being
    /// moved by its reorder accessory.
    private func installDropInteraction() {
        let wanted = dropDelegate != nil || isReordering
        guard wanted != (dropInteraction != nil) else { return }
        retiredDropBridge = dropBridge
        (dropBridge, dropInteraction) = replaceDropInteraction(dropInteraction, installing: wanted)
    }

    /// Where a dragged item came from, when it was dragged from this collection view (by a drag
    /// or by its reorder accessory).
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        dragBridge?.sourceIndexPath(of: item) ?? reorderBridge?.sourceIndexPath(of: item)
    }

    /// Whether an item's data is in a drag from this collection view now.
    func isDraggingItem(at indexPath: IndexPath) -> Bool {
        (dragBridge?.isDragging(indexPath) ?? false) || (reorderBridge?.isMoving(indexPath) ?? false)
    }

    // MARK: Reordering by accessory

    /// Whether a list cell on screen changed its accessories since the last layout looked for
    /// a reorder accessory (`installReorderInteractionIfShown`).
    private var keptCellAccessoriesChanged = false

    /// A list cell on screen changed its accessories: the next layout looks at every cell for a
    /// reorder accessory, not only those it makes.
    func cellAccessoriesDidChange() {
        keptCellAccessoriesChanged = true
    }

    /// Whether an item is being moved by its reorder accessory.
    var isReordering: Bool { reorderBridge?.isActive ?? false }

    /// The drag interaction of the reorder accessories, once a cell has shown one.
    var reorderInteractionForDescriptors: UIDragInteraction? { reorderInteraction }

    /// Whether a drop session is an item lifted by one of this view's reorder accessories.
    func isOwnReorder(_ session: UIDropSession) -> Bool {
        reorderBridge?.owns(session.items.first) ?? false
    }

    /// A reorder began or ended: the view takes the drop itself while it lasts.
    func reorderDidChange() {
        installDropInteraction()
    }

    /// The item whose displayed reorder accessory is under a point.
    func reorderControlItem(at point: CGPoint) -> IndexPath? {
        guard let path = indexPathForItem(at: point), placeholders.entry(at: path) == nil,
              let cell = cellForItem(at: path) as? UICollectionViewListCell, let control = cell.reorderControlFrame,
              control.contains(cell.convert(point, from: self)) else { return nil }
        return path
    }

    /// Installs the reorder accessories' drag interaction once a cell on screen shows one (it
    /// stays: the accessories come and go with editing). A layout that scrolled looks at the
    /// cells it made (`among`), unless a cell kept on screen changed its accessories since the
    /// last look; any other looks at every cell on screen.
    private func installReorderInteractionIfShown(among madePaths: [IndexPath]?) {
        guard reorderInteraction == nil else {
            keptCellAccessoriesChanged = false
            return
        }
        var shown = false
        func look(at cell: UICollectionViewCell?) {
            if let listCell = cell as? UICollectionViewListCell, listCell.showsReorderControl { shown = true }
        }
        // Loops, not `contains(where:)`: a closure isolated to the main actor checks the
        // executor each time it is called, once for every cell on screen at every layout.
        if let madePaths, !keptCellAccessoriesChanged {
            for path in madePaths where !shown { look(at: cells.cell(at: path)) }
        } else {
            for cell in cells.visible.values where !shown { look(at: cell) }
        }
        keptCellAccessoriesChanged = false
        guard shown else { return }
        let bridge = ReorderBridge(host: self)
        let interaction = UIDragInteraction(delegate: bridge)
        // The accessory works on every device, whatever a new interaction's default.
        interaction.isEnabled = true
        reorderBridge = bridge
        reorderInteraction = interaction
        addInteraction(interaction)
    }
}
