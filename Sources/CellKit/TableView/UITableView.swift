import Foundation

/// A scrolling list of rows in sections, from a data source, with drag and drop by index path.
///
/// Only the rows on screen have cells, made as the table scrolls and reused (`register` and
/// `dequeueReusableCell(withIdentifier:for:)`); the data source is asked for the row counts,
/// and for a cell only when its row comes into view, so scrolling a table of 100,000 rows costs
/// what the rows on screen cost. Rows are UIKit's 44 points high by default (`rowHeight`; one
/// line on a screen of cells); heights, like every length in CellKit, are in points. A
/// delegate's `heightForRowAt` is asked for every row when the data is loaded, as UIKit asks it.
///
/// A `dragDelegate` and a `dropDelegate` install the table view's own drag and drop
/// interactions, which turn the system's callbacks into index-path ones; both together give
/// reordering. `dragInteractionEnabled` is true by default, as it is on every device since
/// iOS 15; in iOS 14 and earlier it is true on iPad and false on iPhone (`UIDevice.current`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// CellKit's own: which optional methods this one's delegates implement, as calls have shown
    /// (`ImplementedMethods`); made on the first optional call.
    package lazy var implementedMethods = ImplementedMethods()

    /// How sections look: `.plain` rows run on; `.grouped` and `.insetGrouped` leave a blank
    /// line above each section, and `.insetGrouped` insets the rows two columns from each side.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow` and `selectRow` put the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows animate. Cells have no animation: every one
    /// changes the rows at once.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Asks for the default height: for a row, `rowHeight`.
    public static let automaticDimension: CGFloat = -1

    /// CellKit's own: the most rows a table view makes cells for at once [sim]. UIKit makes a
    /// cell for every row that meets the table's bounds, however tall they are; a terminal
    /// shows a few hundred lines at most, so a table makes cells only for the rows that meet
    /// its bounds and the line beyond each edge (VoiceOver's next row), and for no more than
    /// this many rows and those two, from the top. A table taller than that shows no more rows than a terminal
    /// could; a scene file whose table would show more is refused when it loads (`shownAtOnce`
    /// counts them first).
    package static let mostRowsShownAtOnce = 1_000

    private let storedStyle: Style
    /// The table's style, chosen when it is made.
    open var style: Style { storedStyle }

    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    open weak var delegate: UITableViewDelegate? {
        didSet { dataDidChange(keepingCells: true) }
    }
    /// Set to make rows draggable.
    open weak var dragDelegate: UITableViewDragDelegate? {
        didSet { installDragInteraction() }
    }
    /// Set to accept drops.
    open weak var dropDelegate: UITableViewDropDelegate? {
        didSet { installDropInteraction() }
    }
    /// Whether rows can be dragged: true by default; in iOS 14 and earlier, true on iPad and
    /// false on iPhone (the device is `UIDevice.current` when the table view is made).
    open var dragInteractionEnabled = UIDevice.current.listDragsEnabledByDefault {
        didSet {
            dragInteraction?.isEnabled = dragInteractionEnabled
            // What the cells offer VoiceOver depends on it.
            noteChange(.content)
        }
    }

    /// The height in points of every row the delegate gives none. The default is
    /// `automaticDimension`, as in UIKit: a row is then as tall as its cell's content needs,
    /// measured when the cell is made for it (its content's constraints, its content
    /// configuration, or its built-in labels: the system's 44 points for a line of text, one
    /// line on a screen of cells); a row not yet shown is `estimatedRowHeight` tall.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { dataDidChange(keepingCells: true) } }
    }
    /// The height of a section header with a title or a view, when the delegate gives none.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { dataDidChange(keepingCells: true) } }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { dataDidChange(keepingCells: true) } }
    }
    /// The height of a row whose height is `automaticDimension` until its cell is made and
    /// measured: the default, `automaticDimension`, is the system's row height (as is 0, which
    /// UIKit takes as no estimate). It places the rows not yet shown and sizes the content.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { dataDidChange(keepingCells: true) } }
    }
    /// Kept for code that sets it: CellKit's rows have no room for separators.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { noteChange(.content) }
    }

    /// Kept for code that sets it: CellKit's rows have no separators to inset.
    /// A view behind the rows, filling the table view (an empty list's message, say), as UIKit
    /// places it. VoiceOver reads it with the rows.
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

    open var separatorInset: UIEdgeInsets = .zero {
        didSet { noteChange(.content) }
    }

    /// A view above the first section, as wide as the table, as high as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    open var allowsSelection = true {
        didSet { noteChange(.content) }
    }
    open var allowsMultipleSelection = false {
        didSet { noteChange(.content) }
    }
    open var allowsSelectionDuringEditing = false {
        didSet { noteChange(.content) }
    }
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { noteChange(.content) }
    }

    /// Whether the table is being edited: rows show their editing controls and reorder controls.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedIsEditing = false {
        didSet { cells.cellStateDidChange() }
    }

    /// Whether a drag that started here is in flight.
    open internal(set) var hasActiveDrag = false

    /// CellKit's own, for capture: runs `body` as if a drag from the table were active, so a drop
    /// delegate that proposes a move only while `hasActiveDrag` (as Apple's samples do) says what
    /// it would say for a drag of one of its rows. Restores the flag afterwards.
    package func asIfDragging<Result>(_ body: () -> Result) -> Result {
        let was = hasActiveDrag
        hasActiveDrag = true
        defer { hasActiveDrag = was }
        return body()
    }
    /// Whether a drag is over the table view.
    open internal(set) var hasActiveDrop = false
    /// Whether placeholders wait to be committed or deleted.
    open var hasUncommittedUpdates: Bool { !placeholders.isEmpty }

    private let cells = CellReuse<UITableViewCell>(identifier: { $0.reuseIdentifier },
                                                   prepareForReuse: { $0.prepareForReuse() })
    /// Placeholders among the rows, by their current index path.
    private(set) var placeholders = CellPlaceholders() {
        didSet { cells.cellStateDidChange() }
    }
    /// The data source's rows per section, as of the last load.
    private var rowCounts: [Int] = []
    /// Where everything is, as of the last load. Any change to it (a load, rows measured by
    /// their cells) may move the rows: the kept cells' frames are no longer known to hold, and
    /// the next layout is not a scroll (`CellReuse.kept`).
    private var tableLayout = TableLayout() {
        didSet { arrangement &+= 1 }
    }
    /// The revision of where the rows are, `tableLayout`'s, for the cell table (`CellReuse`):
    /// the width is compared by the cell table itself, as its band's breadth.
    private var arrangement = 0
    /// Whether the counts and the layout must be loaded again before they are read.
    private var isStale = true
    /// Which sections the next load asks about again; the others keep their counts, heights and
    /// views, so a row moved within one section of 20,000 asks about one.
    private var sectionChanges = TableSectionChanges()
    /// The sections whose rows were measured since the last load, as that load placed them: the
    /// next load puts them back so, as it would have asked again for every section.
    private var measuredSections: [Int: TableLayout.Section] = [:]
    /// What every section's placing depended on at the last load: when it differs, every
    /// section is asked again.
    private var loadBasis: LoadBasis?
    private var selected: Set<IndexPath> = [] {
        didSet { cells.cellStateDidChange() }
    }
    private var batchDepth = 0
    /// The section headers and footers on screen, and the title labels free for reuse.
    private var sectionViews: [SectionViewKey: UIView] = [:]
    private var spareTitleLabels: [UILabel] = []
    /// The delegate's header and footer views, asked for when the data was loaded.
    private var providedSectionViews: [SectionViewKey: UIView] = [:]
    /// Header and footer views by reuse identifier, as cells are.
    private let sectionViewReuse = CellReuse<UITableViewHeaderFooterView>(identifier: { $0.reuseIdentifier },
                                                                         prepareForReuse: { $0.prepareForReuse() })
    private var dragBridge: IndexedDragBridge?
    private var dropBridge: IndexedDropBridge?
    /// The bridge of a drop interaction taken away while a drag may still end on it (a
    /// reorder's, taken away as the reorder ends): the system still tells it the session ended.
    private var retiredDropBridge: IndexedDropBridge?
    private var reorderBridge: ReorderBridge?
    private(set) var dragInteraction: UIDragInteraction?
    private(set) var dropInteraction: UIDropInteraction?
    private var reorderInteraction: UIDragInteraction?

    /// Whether the data source's `moveRowAt` is known to be the default (`ImplementedMethods`,
    /// learned at the first move): the data source moves no rows, so the table shows no reorder
    /// control and leaves drops of its rows to the drop delegate.
    var dataSourceMovesNoRows: Bool {
        dataSource.map { implementedMethods.knows(Self.moveRowMethod, by: $0) == false } ?? true
    }
    /// `tableView(_:moveRowAt:to:)` as `OptionalMethods` names it.
    static let moveRowMethod = "tableView(_:moveRowAt:to:)"
    /// Set by the delegate's default `heightForRowAt`: every row is `rowHeight` high.
    var delegateLeavesRowHeights = false
    /// Whether the delegate gave the rows' heights at the last load (else `rowHeight` did).
    private var delegateGivesRowHeights = false
    /// The width the shown rows were measured at: rows whose height is `automaticDimension`
    /// are measured again when the table's width changes.
    private var measuredWidth: CGFloat?
    /// How many times one layout pass measures the rows that came on screen and places them
    /// again: measured rows move the ones below, which may bring more rows on screen.
    private static let selfSizingRounds = 4

    /// What the last load placed every section by, beside the sections' own answers.
    private struct LoadBasis: Equatable {
        let uniformHeight: CGFloat
        let variesByRow: Bool
        let gap: CGFloat
        let line: CGFloat
        let column: CGFloat
        let sectionCount: Int
    }

    /// A section's header or footer.
    struct SectionViewKey: Hashable {
        let section: Int
        let isFooter: Bool
    }

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// CellKit loads no archives (there are no storyboards): this always fails.
    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: Cells

    /// Registers the cell class to make for an identifier (a `UITableViewCell` subclass, made
    /// with the `.default` style); `nil` forgets the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellType = cellClass as? UITableViewCell.Type else {
            cells.register(nil, for: identifier)
            return
        }
        cells.register({ identifier in cellType.init(registeredWith: identifier) }, for: identifier)
    }

    /// Registers the class of header and footer views to make for an identifier (a
    /// `UITableViewHeaderFooterView` subclass); `nil` forgets the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            sectionViewReuse.register(nil, for: identifier)
            return
        }
        sectionViewReuse.register({ identifier in viewType.init(registeredWith: identifier) }, for: identifier)
    }

    /// A free header or footer view for the identifier, or a new one of its registered class;
    /// `nil` when none is free and none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        sectionViewReuse.dequeue(identifier)
    }

    /// A free cell for the identifier, or a new one of its registered class; `nil` when none is
    /// free and none is registered (the data source then makes one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cells.dequeue(identifier)
    }

    /// A cell for the identifier: a reused one when one is free, else a new one of the
    /// registered class. UIKit requires a registration; CellKit makes a `.default` cell without
    /// one rather than stop.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        cells.dequeue(identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Sections and rows

    open var numberOfSections: Int {
        refreshIfNeeded()
        return rowCounts.count
    }

    /// The rows in a section, placeholders included.
    open func numberOfRows(inSection section: Int) -> Int {
        refreshIfNeeded()
        guard rowCounts.indices.contains(section) else { return 0 }
        return rowCounts[section] + placeholders.count(inSection: section)
    }

    /// Forgets every cell and placeholder and asks the data source again.
    open func reloadData() {
        placeholders.discardAll()
        cells.recycleAll()
        sectionChanges.touchEverySection()
        isStale = true
        setNeedsLayout()
    }

    /// Runs updates as one, laying out once at the end. UIKit's block does not escape.
    open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates()
        endUpdates()
        completion?(true)
    }

    /// Runs updates as one; `nil` updates only lay out again.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    /// Starts a group of updates that lay out once, at `endUpdates()`. Groups nest.
    open func beginUpdates() {
        batchDepth += 1
    }

    open func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        if batchDepth == 0 { dataDidChange(keepingCells: true) }
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths.sorted(by: <) { shiftRows(in: path.section, from: path.row, by: 1) }
        dataDidChange(keepingCells: true, inSections: indexPaths.lazy.map(\.section))
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths.sorted(by: >) {
            selected.remove(path)
            cells.forget(at: path)
            shiftRows(in: path.section, from: path.row + 1, by: -1)
        }
        dataDidChange(keepingCells: true, inSections: indexPaths.lazy.map(\.section))
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        let wasSelected = selected.contains(indexPath)
        deleteRows(at: [indexPath], with: .none)
        insertRows(at: [newIndexPath], with: .none)
        if wasSelected { selected.insert(newIndexPath) }
    }

    /// Asks the data source again for the rows' cells.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths { cells.forget(at: path) }
        dataDidChange(keepingCells: true, inSections: indexPaths.lazy.map(\.section))
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections.sorted() { shiftSections(from: section, by: 1) }
        dataDidChange(keepingCells: true)
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections.sorted(by: >) {
            selected = selected.filter { $0.section != section }
            cells.forgetSection(section)
            shiftSections(from: section + 1, by: -1)
        }
        dataDidChange(keepingCells: true)
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections { cells.forgetSection(section) }
        dataDidChange(keepingCells: true, inSections: sections)
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        deleteSections(IndexSet(integer: section), with: .none)
        insertSections(IndexSet(integer: newSection), with: .none)
    }

    /// The rows from `row` on in `section` moved by `delta`: their cells, placeholders and
    /// selection move with them.
    private func shiftRows(in section: Int, from row: Int, by delta: Int) {
        placeholders.shift(in: section, from: row, by: delta)
        cells.shift(in: section, from: row, by: delta)
        selected = Set(selected.map { path in
            path.section == section && path.row >= row ? IndexPath(row: path.row + delta, section: section) : path
        })
    }

    private func shiftSections(from section: Int, by delta: Int) {
        placeholders.shiftSections(from: section, by: delta)
        cells.shiftSections(from: section, by: delta)
        selected = Set(selected.map { path in
            path.section >= section ? IndexPath(row: path.row, section: path.section + delta) : path
        })
    }

    /// The data or the heights changed: the next read loads them again (every section); the
    /// cells on screen wait aside for their rows (`CellReuse`).
    func dataDidChange(keepingCells: Bool) {
        sectionChanges.touchEverySection()
        loadAgain(keepingCells: keepingCells)
    }

    /// Rows of `sections` changed outside a batch: the next read asks about those sections
    /// again, and keeps what it knows of the others (a batch's end asks about every one).
    private func dataDidChange<Sections: Sequence<Int>>(keepingCells: Bool, inSections sections: Sections) {
        sectionChanges.touch(sections)
        loadAgain(keepingCells: keepingCells)
    }

    private func loadAgain(keepingCells: Bool) {
        guard batchDepth == 0 else { return }
        isStale = true
        if keepingCells { cells.invalidate() } else { cells.recycleAll() }
        setNeedsLayout()
    }

    // MARK: Loading

    /// Lays the table out if it waits to be (rows sized by their cells take their heights when
    /// their cells are made), then loads what changed: what the row and section readers read.
    private func layOutRows() {
        layoutIfNeeded()
        refreshIfNeeded()
    }

    /// Loads the counts and places everything, if anything changed since the last time.
    private func refreshIfNeeded() {
        guard isStale else { return }
        isStale = false
        let changes = sectionChanges.take()
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        // A change to the number of sections asks about every one, as a reload would.
        if changes.everySection || sectionCount != rowCounts.count {
            refreshCounts(sectionCount)
            refreshLayout(only: nil)
        } else {
            let touched = changes.sections.filter { $0 < sectionCount }.sorted()
            if let dataSource {
                for section in touched { rowCounts[section] = max(0, dataSource.tableView(self, numberOfRowsInSection: section)) }
            }
            refreshLayout(only: touched)
        }
    }

    private func refreshCounts(_ sections: Int) {
        guard let dataSource else {
            rowCounts = []
            return
        }
        rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    /// Places the sections, headers, rows and footers: by arithmetic when every row is one
    /// height, with a running total per row when the delegate gives heights. With `touched`, only
    /// those sections are asked about again (and those whose rows were measured are put back
    /// as loaded); the sections below them move when their heights changed, and no further.
    private func refreshLayout(only touched: [Int]?) {
        let headerHeight = tableHeaderView.map { max(0, $0.frame.height) } ?? 0
        let footerHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
        let system = systemMetrics
        // A row whose height is `automaticDimension` starts at the estimate, and takes its
        // measured height when its cell is made (`measureRows`).
        let estimate = estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : system.tableRowHeight
        let uniformHeight = Self.height(rowHeight, otherwise: estimate)
        // Asks the first row's height: the default answer says every row is `rowHeight` high.
        delegateLeavesRowHeights = false
        var firstAnswer: (path: IndexPath, height: CGFloat)?
        if let delegate, let section = rowCounts.firstIndex(where: { $0 > 0 }) {
            let path = IndexPath(row: 0, section: section)
            firstAnswer = (path, delegate.tableView(self, heightForRowAt: path))
        }
        let variesByRow = delegate != nil && firstAnswer != nil && !delegateLeavesRowHeights
        delegateGivesRowHeights = variesByRow
        measuredWidth = nil
        let basis = LoadBasis(uniformHeight: uniformHeight, variesByRow: variesByRow, gap: style == .plain ? 0 : system.line,
                              line: system.line, column: system.column, sectionCount: rowCounts.count)
        let measured = measuredSections
        measuredSections = [:]
        var layout: TableLayout
        var changed: [Int]
        if let touched, basis == loadBasis, tableLayout.sections.count == rowCounts.count {
            layout = tableLayout
            for section in touched {
                forgetProvidedViews(of: section)
                layout.sections[section] = placedSection(section, basis: basis, firstAnswer: firstAnswer)
            }
            for (section, loaded) in measured where !touched.contains(section) && layout.sections.indices.contains(section) {
                layout.sections[section] = loaded
            }
            changed = touched + measured.keys.filter { !touched.contains($0) }
            if headerHeight != layout.tableHeaderHeight { changed.append(0) }
        } else {
            // The delegate gives its header and footer views again for this load: the last
            // load's go back to their queues, to be dequeued for it.
            for key in Array(providedSectionViews.keys) { forgetProvidedView(key) }
            layout = TableLayout()
            layout.sideInset = style == .insetGrouped ? 2 * system.column : 0
            layout.sections.reserveCapacity(rowCounts.count)
            for section in rowCounts.indices { layout.sections.append(placedSection(section, basis: basis, firstAnswer: firstAnswer)) }
            changed = rowCounts.isEmpty ? [] : [0]
        }
        loadBasis = basis
        layout.tableHeaderHeight = headerHeight
        layout.tableFooterHeight = footerHeight
        // The sections from the first that changed take their places; past the last that
        // changed, a section already where it belongs leaves every one below it there too.
        if let first = changed.min(), let last = changed.max() {
            var top = first == 0 ? layout.tableHeaderHeight : layout.sections[first - 1].bottom
            for index in first..<layout.sections.count {
                if index > last, layout.sections[index].top == top { break }
                layout.sections[index].top = top
                top = layout.sections[index].bottom
            }
        }
        tableLayout = layout
    }

    /// A section as the data source and the delegate place it now, its top left for its caller.
    private func placedSection(_ section: Int, basis: LoadBasis, firstAnswer: (path: IndexPath, height: CGFloat)?) -> TableLayout.Section {
        let uniformHeight = basis.uniformHeight
        var entry = TableLayout.Section()
        entry.gap = basis.gap
        entry.headerHeight = sectionViewHeight(SectionViewKey(section: section, isFooter: false))
        entry.rowCount = rowCounts[section] + placeholders.count(inSection: section)
        entry.rowHeight = uniformHeight
        let placeholdersDiffer = placeholders.entries.contains {
            $0.indexPath.section == section && Self.height($0.height ?? rowHeight, otherwise: uniformHeight) != uniformHeight
        }
        if basis.variesByRow || placeholdersDiffer {
            var heights: [CGFloat] = []
            heights.reserveCapacity(entry.rowCount)
            for row in 0..<entry.rowCount {
                let shown = IndexPath(row: row, section: section)
                let height: CGFloat
                if let placeholder = placeholders.entry(at: shown) {
                    height = Self.height(placeholder.height ?? rowHeight, otherwise: uniformHeight)
                } else if basis.variesByRow, let delegate {
                    let path = placeholders.dataIndexPath(forDisplayed: shown)
                    let asked = firstAnswer?.path == path ? firstAnswer?.height : nil
                    height = Self.height(asked ?? delegate.tableView(self, heightForRowAt: path), otherwise: uniformHeight)
                } else {
                    height = uniformHeight
                }
                heights.append(height)
            }
            entry.rowHeights = RowHeights(heights)
        }
        entry.footerHeight = sectionViewHeight(SectionViewKey(section: section, isFooter: true))
        return entry
    }

    /// The delegate's header and footer views of a section asked about again go back to their
    /// queues, to be dequeued for it.
    private func forgetProvidedViews(of section: Int) {
        forgetProvidedView(SectionViewKey(section: section, isFooter: false))
        forgetProvidedView(SectionViewKey(section: section, isFooter: true))
    }

    private func forgetProvidedView(_ key: SectionViewKey) {
        guard let view = providedSectionViews.removeValue(forKey: key) else { return }
        if sectionViews[key] === view {
            view.removeFromSuperview()
            sectionViews[key] = nil
        }
        if let reusable = view as? UITableViewHeaderFooterView, reusable.reuseIdentifier != nil {
            sectionViewReuse.recycle(reusable)
        }
    }

    /// A usable height: `value` in cells, or `otherwise` for `automaticDimension`, negative or
    /// not finite.
    private static func height(_ value: CGFloat, otherwise: CGFloat) -> CGFloat {
        value.isFinite && value >= 0 ? value : otherwise
    }

    /// The height of a section's header or footer: the delegate's, else one line for a title,
    /// the view's own height for a view, nothing without either.
    private func sectionViewHeight(_ key: SectionViewKey) -> CGFloat {
        let asked = key.isFooter ? delegate?.tableView(self, heightForFooterInSection: key.section)
            : delegate?.tableView(self, heightForHeaderInSection: key.section)
        let view = key.isFooter ? delegate?.tableView(self, viewForFooterInSection: key.section)
            : delegate?.tableView(self, viewForHeaderInSection: key.section)
        if let view { providedSectionViews[key] = view }
        let fixed = key.isFooter ? sectionFooterHeight : sectionHeaderHeight
        if let asked, asked.isFinite, asked >= 0 { return asked }
        if fixed.isFinite, fixed >= 0, view != nil || title(for: key) != nil { return fixed }
        if let view { return max(systemMetrics.line, view.frame.height) }
        return title(for: key) == nil ? 0 : systemMetrics.line
    }

    private func title(for key: SectionViewKey) -> String? {
        key.isFooter ? dataSource?.tableView(self, titleForFooterInSection: key.section)
            : dataSource?.tableView(self, titleForHeaderInSection: key.section)
    }

    // MARK: Layout

    /// Scrolling shows other rows, whose cells the next layout makes.
    open override var relayoutsOnScroll: Bool { true }

    open override func layoutSubviews() {
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        refreshIfNeeded()
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: tableLayout.tableHeaderHeight)
        }
        // The rows on screen, and a line beyond each edge: the row VoiceOver moves to next is
        // there to move to, and moving to it scrolls it on screen, which brings the next. No
        // more rows than a terminal could show are looked at (`mostRowsShownAtOnce`).
        // Each round measures the rows whose cells it made (all the shown rows when the width
        // changed) and places them again if a height changed.
        let band = shownBand
        var wantedViews: [(key: SectionViewKey, frame: CGRect)] = []
        for round in 0..<Self.selfSizingRounds {
            wantedViews = band.map { wantedSectionViews(in: $0, layout: tableLayout) } ?? []
            var made: [IndexPath] = []
            func makeCell(_ path: IndexPath) -> UITableViewCell {
                made.append(path)
                return self.makeCell(at: path)
            }
            func place(_ cell: UITableViewCell, _ path: IndexPath, _ frame: CGRect) {
                self.place(cell, at: path, in: frame)
            }
            // A scroll asks the layout only for the strips that came into the band; anything
            // else lays out every row in it.
            if let band, let plan = scrollPlan(to: band) {
                _ = cells.scroll(plan, in: self, make: makeCell, place: place)
            } else {
                let shown = band.map { wantedRows(in: $0, layout: tableLayout) } ?? (rows: [], capped: false)
                cells.layOut(shown.rows, band: shown.capped ? nil : band, horizontally: false, arrangement: arrangement,
                             in: self, make: makeCell, place: place)
            }
            let widthChanged = round == 0 && measuredWidth != width
            measuredWidth = width
            guard measureRows(widthChanged ? cells.visiblePaths : made) else { break }
        }
        contentSize = CGSize(width: width, height: tableLayout.contentHeight)
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: tableLayout.sectionsBottom, width: width, height: tableLayout.tableFooterHeight)
        }
        layOutSectionViews(wantedViews)
    }

    /// CellKit's own, for tests that count work: what the layouts of the rows have done so far.
    package var layoutWork: LayoutWork { cells.work }

    /// The plan of a layout that only scrolled: the rows that meet the strips of `band` the
    /// last layout's did not reach, unless this layout is not a scroll (`CellReuse.kept`) or
    /// the band holds more rows than the table makes cells for (`mostRowsShownAtOnce`).
    private func scrollPlan(to band: CGRect) -> CellReuse<UITableViewCell>.ScrollPlan? {
        guard let strips = cells.scrollStrips(to: band, horizontally: false, arrangement: arrangement),
              rowsReaching(band, layout: tableLayout) <= Self.mostRowsShownAtOnce + 2 else { return nil }
        var arriving: [CellReuse<UITableViewCell>.Row] = []
        for strip in [strips.before, strips.after] {
            guard let strip else { continue }
            arriving += rows(in: strip, shownIn: band, layout: tableLayout, limit: .max)
        }
        return cells.planScroll(to: band, horizontally: false, arrangement: arrangement, arriving: arriving)
    }

    /// Measures the cells of `paths` whose rows are `automaticDimension` tall and gives the
    /// rows the heights their content needs. Returns whether a row's height changed.
    private func measureRows(_ paths: [IndexPath]) -> Bool {
        let system = systemMetrics
        var changed: [Int: [(row: Int, height: CGFloat)]] = [:]
        for path in paths {
            guard let cell = cells.cell(at: path), selfSizes(displayed: path),
                  tableLayout.sections.indices.contains(path.section),
                  path.row < tableLayout.sections[path.section].rowCount else { continue }
            let asked = cell.selfSizingHeight(rowHeight: system.tableRowHeight, lineHeight: system.line)
                ?? system.tableRowHeight
            // Compared as the row would take it, so a height past the bound is not taken again.
            let needed = RowHeights.measured(asked)
            guard asked.isFinite, needed != tableLayout.sections[path.section].row(path.row).height else { continue }
            changed[path.section, default: []].append((path.row, needed))
        }
        for (section, heights) in changed {
            // As loaded, for the next load to put back (`refreshLayout(only:)`).
            if measuredSections[section] == nil { measuredSections[section] = tableLayout.sections[section] }
            tableLayout.setRowHeights(heights, inSection: section)
        }
        return !changed.isEmpty
    }

    /// Whether a shown row is sized by its cell: not a placeholder, and its height is
    /// `automaticDimension` (the delegate's answer for it, or `rowHeight`).
    private func selfSizes(displayed path: IndexPath) -> Bool {
        guard placeholders.entry(at: path) == nil else { return false }
        func isAutomatic(_ height: CGFloat) -> Bool { !(height.isFinite && height >= 0) }
        if delegateGivesRowHeights, let delegate {
            return isAutomatic(delegate.tableView(self, heightForRowAt: placeholders.dataIndexPath(forDisplayed: path)))
        }
        return isAutomatic(rowHeight)
    }

    /// The rows that meet a band (`shownBand`), with their frames, no more than the table makes
    /// cells for (`mostRowsShownAtOnce` and the line beyond each edge), from the top; and
    /// whether some were left out.
    private func wantedRows(in band: CGRect, layout: TableLayout) -> (rows: [CellReuse<UITableViewCell>.Row], capped: Bool) {
        let most = Self.mostRowsShownAtOnce + 2
        return (rows(in: band, shownIn: band, layout: layout, limit: most), rowsReaching(band, layout: layout) > most)
    }

    /// The rows that reach into `rect`, with their frames, of those that meet `band` (rows of
    /// no height never do), at most `limit` of them looked at, from the top.
    private func rows(in rect: CGRect, shownIn band: CGRect, layout: TableLayout, limit: Int) -> [CellReuse<UITableViewCell>.Row] {
        let width = bounds.width, inset = layout.sideInset
        var found: [CellReuse<UITableViewCell>.Row] = []
        var rowsLeft = limit
        for section in layout.sections(from: rect.minY, to: rect.maxY) {
            let entry = layout.sections[section]
            let rows = entry.rows(from: rect.minY, to: rect.maxY).prefix(rowsLeft)
            rowsLeft -= rows.count
            for row in rows {
                let place = entry.row(row)
                let frame = CGRect(x: inset, y: place.top, width: max(0, width - 2 * inset), height: place.height)
                guard frame.height > 0, frame.minY < band.maxY, frame.maxY > band.minY else { continue }
                found.append((IndexPath(row: row, section: section), frame))
            }
        }
        return found
    }

    /// How many rows reach into a band, rows of no height included: a few steps a section.
    private func rowsReaching(_ band: CGRect, layout: TableLayout) -> Int {
        var count = 0
        for section in layout.sections(from: band.minY, to: band.maxY) {
            count += layout.sections[section].rows(from: band.minY, to: band.maxY).count
        }
        return count
    }

    /// The section headers and footers that meet a band, with their frames.
    private func wantedSectionViews(in band: CGRect, layout: TableLayout) -> [(key: SectionViewKey, frame: CGRect)] {
        let width = bounds.width, inset = layout.sideInset
        var wantedViews: [(key: SectionViewKey, frame: CGRect)] = []
        for section in layout.sections(from: band.minY, to: band.maxY) {
            let entry = layout.sections[section]
            let header = CGRect(x: inset, y: entry.headerTop, width: max(0, width - 2 * inset), height: entry.headerHeight)
            if header.height > 0, header.intersects(band) { wantedViews.append((SectionViewKey(section: section, isFooter: false), header)) }
            let footer = CGRect(x: inset, y: entry.footerTop, width: max(0, width - 2 * inset), height: entry.footerHeight)
            if footer.height > 0, footer.intersects(band) { wantedViews.append((SectionViewKey(section: section, isFooter: true), footer)) }
        }
        return wantedViews
    }

    /// The band whose rows have cells: the bounds and a line beyond each edge (`cellBand`, as
    /// a collection view's); none when the table has no height.
    private var shownBand: CGRect? {
        cellBand(scrollsHorizontally: false)
    }

    /// CellKit's own: what the table shows for its bounds, counted without making any of it:
    /// the rows that meet the bounds, not capped by `mostRowsShownAtOnce`; the cells it makes
    /// for them and the line beyond each edge; and the section headers and footers there. A few
    /// steps a section, however many rows, so a loader can refuse a table before it makes a cell.
    package var shownAtOnce: (rows: Int, cells: Int, sectionViews: Int) {
        refreshIfNeeded()
        guard let band = shownBand else { return (0, 0, 0) }
        let layout = tableLayout
        var rows = 0, cells = 0, sectionViews = 0
        for section in layout.sections(from: band.minY, to: band.maxY) {
            let entry = layout.sections[section]
            rows += entry.rows(from: bounds.minY, to: bounds.maxY).count
            cells += entry.rows(from: band.minY, to: band.maxY).count
            if entry.headerHeight > 0, entry.headerTop < band.maxY, entry.headerTop + entry.headerHeight > band.minY { sectionViews += 1 }
            if entry.footerHeight > 0, entry.footerTop < band.maxY, entry.bottom > band.minY { sectionViews += 1 }
        }
        return (rows, min(cells, Self.mostRowsShownAtOnce + 2), sectionViews)
    }

    /// Gives a cell its row's frame and state; a cell coming on screen is announced to the
    /// delegate (`willDisplay`).
    private func place(_ cell: UITableViewCell, at path: IndexPath, in frame: CGRect) {
        cell.frame = frame
        let isSelected = !selected.isEmpty && selected.contains(path)
        if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
        if cell.isEditing != storedIsEditing { cell.setEditing(storedIsEditing, animated: false) }
        let isPlaceholder = placeholders.entry(at: path) != nil
        if storedIsEditing && !isPlaceholder {
            let dataPath = placeholders.dataIndexPath(forDisplayed: path)
            let canEdit = dataSource?.tableView(self, canEditRowAt: dataPath) ?? false
            cell.editingControl = canEdit ? delegate?.tableView(self, editingStyleForRowAt: dataPath) ?? .delete : .none
            cell.showsReorderControl = canMoveRow(at: dataPath)
        } else {
            cell.editingControl = .none
            cell.showsReorderControl = false
        }
        if !cell.isSubview(of: self), !isPlaceholder {
            delegate?.tableView(self, willDisplay: cell, forRowAt: placeholders.dataIndexPath(forDisplayed: path))
        }
    }

    private func makeCell(at path: IndexPath) -> UITableViewCell {
        if let entry = placeholders.entry(at: path) {
            let cell = dequeueReusableCell(withIdentifier: entry.reuseIdentifier, for: path)
            entry.configure(cell)
            return cell
        }
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return dataSource.tableView(self, cellForRowAt: placeholders.dataIndexPath(forDisplayed: path))
    }

    /// Shows the headers and footers on screen: the delegate's views, or labels with the data
    /// source's titles (a header's a heading to VoiceOver, as UIKit's section headers are).
    private func layOutSectionViews(_ wanted: [(key: SectionViewKey, frame: CGRect)]) {
        var wantedKeys = Set<SectionViewKey>()
        for entry in wanted { wantedKeys.insert(entry.key) }
        for (key, view) in sectionViews where !wantedKeys.contains(key) {
            view.removeFromSuperview()
            if let label = view as? UILabel, providedSectionViews[key] !== view { spareTitleLabels.append(label) }
            sectionViews[key] = nil
        }
        // The delegate's views of the last load that are not shown go back to their queues.
        for (key, view) in providedSectionViews where sectionViews[key] !== view && !wantedKeys.contains(key) {
            if let reusable = view as? UITableViewHeaderFooterView, reusable.reuseIdentifier != nil {
                sectionViewReuse.recycle(reusable)
                providedSectionViews[key] = nil
            }
        }
        for entry in wanted {
            let view: UIView
            if let shown = sectionViews[entry.key] {
                view = shown
            } else if let provided = providedSectionViews[entry.key] {
                view = provided
            } else {
                let label = spareTitleLabels.popLast() ?? UILabel(frame: .zero)
                label.text = title(for: entry.key)
                label.accessibilityTraits = entry.key.isFooter ? .staticText : [.staticText, .header]
                view = label
            }
            let indent: CGFloat = style == .plain ? 0 : systemMetrics.column
            view.frame = CGRect(x: entry.frame.minX + indent, y: entry.frame.minY,
                                width: max(0, entry.frame.width - indent), height: entry.frame.height)
            if view.superview !== self { addSubview(view) }
            sectionViews[entry.key] = view
        }
    }

    /// Puts a table header or footer view in place of the old one.
    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        dataDidChange(keepingCells: true)
    }

    // MARK: Finding rows

    /// The cells on screen, in order.
    open var visibleCells: [UITableViewCell] {
        shownPaths.compactMap { cells.cell(at: $0) }
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        shownPaths
    }

    /// The rows whose cells show inside the bounds (the table keeps a line more each side).
    private var shownPaths: [IndexPath] {
        layoutIfNeeded()
        return cells.paths(showingIn: bounds, horizontally: false)
    }

    /// The cell of a row on screen; `nil` for one off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return cells.cell(at: indexPath)
    }

    /// The row a cell on screen shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        layoutIfNeeded()
        return cells.indexPath(of: cell)
    }

    /// The row under a point in the table view's coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layOutRows()
        let layout = tableLayout
        guard point.x >= layout.sideInset, point.x < bounds.width - layout.sideInset,
              let section = layout.section(at: point.y), let row = layout.sections[section].index(at: point.y) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows whose frames meet a rectangle.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layOutRows()
        var found: [IndexPath] = []
        for section in tableLayout.sections(from: rect.minY, to: rect.maxY) {
            for row in tableLayout.sections[section].rows(from: rect.minY, to: rect.maxY) {
                found.append(IndexPath(row: row, section: section))
            }
        }
        return found
    }

    /// A row's frame in the table view's coordinates; `.zero` for a row that is not there.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        layOutRows()
        guard tableLayout.sections.indices.contains(indexPath.section) else { return .zero }
        let section = tableLayout.sections[indexPath.section]
        guard (0..<section.rowCount).contains(indexPath.row) else { return .zero }
        let place = section.row(indexPath.row), inset = tableLayout.sideInset
        return CGRect(x: inset, y: place.top, width: max(0, bounds.width - 2 * inset), height: place.height)
    }

    /// A section's frame, header to footer.
    open func rect(forSection section: Int) -> CGRect {
        layOutRows()
        guard tableLayout.sections.indices.contains(section) else { return .zero }
        let entry = tableLayout.sections[section]
        return CGRect(x: 0, y: entry.top, width: bounds.width, height: entry.bottom - entry.top)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        layOutRows()
        guard tableLayout.sections.indices.contains(section) else { return .zero }
        let entry = tableLayout.sections[section]
        return CGRect(x: 0, y: entry.headerTop, width: bounds.width, height: entry.headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        layOutRows()
        guard tableLayout.sections.indices.contains(section) else { return .zero }
        let entry = tableLayout.sections[section]
        return CGRect(x: 0, y: entry.footerTop, width: bounds.width, height: entry.footerHeight)
    }

    /// A section's header view on screen: the delegate's, or the label of its title.
    open func headerView(forSection section: Int) -> UIView? {
        layoutIfNeeded()
        return sectionViews[SectionViewKey(section: section, isFooter: false)]
    }

    open func footerView(forSection section: Int) -> UIView? {
        layoutIfNeeded()
        return sectionViews[SectionViewKey(section: section, isFooter: true)]
    }

    /// Scrolls so the row is shown where `scrollPosition` says (`.none`: as little as shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        // Rows sized by their cells are measured only once on screen, which may move the row:
        // scrolling again to where it is now settles it, as UIKit corrects a scroll made with
        // estimates.
        for _ in 0..<Self.selfSizingRounds {
            let frame = rectForRow(at: indexPath)
            guard frame != .zero else { return }
            let top: CGFloat
            switch scrollPosition {
            case .top: top = frame.minY
            case .middle: top = (frame.midY - bounds.height / 2).rounded(.down)
            case .bottom: top = frame.maxY - bounds.height
            case .none:
                scrollRectToVisible(frame, animated: animated)
                layoutIfNeeded()
                guard rectForRow(at: indexPath) != frame else { return }
                continue
            }
            setContentOffset(CGPoint(x: contentOffset.x, y: min(max(0, top), maximumContentOffset.y)), animated: animated)
            layoutIfNeeded()
            guard rectForRow(at: indexPath) != frame else { return }
        }
    }

    // MARK: Selection

    /// The selected row (the first, with several); `nil` when none is.
    open var indexPathForSelectedRow: IndexPath? { selected.min() }

    /// The selected rows in order; `nil` when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects a row (or, for `nil`, deselects every row) without telling the delegate.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selected.removeAll()
            setNeedsLayout()
            return
        }
        if !allowsMultipleSelectionNow { selected.removeAll() }
        selected.insert(indexPath)
        setNeedsLayout()
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        setNeedsLayout()
    }

    private var allowsMultipleSelectionNow: Bool {
        storedIsEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// A tap on a row: the detail button of its accessory tells the delegate; elsewhere it
    /// selects the row (toggles it with multiple selection), asking and telling the delegate in
    /// UIKit's order (`willSelect`, `didDeselect` of the old row, `didSelect`).
    override func handleSimulatedTap(at point: CGPoint) -> Bool {
        guard let path = indexPathForRow(at: point), placeholders.entry(at: path) == nil else { return false }
        let dataPath = placeholders.dataIndexPath(forDisplayed: path)
        if let cell = cells.cell(at: path), !storedIsEditing,
           cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton,
           cell.convert(point, from: self).x >= cell.bounds.maxX - 2 {
            delegate?.tableView(self, accessoryButtonTappedForRowWith: dataPath)
            return true
        }
        guard storedIsEditing ? allowsSelectionDuringEditing : allowsSelection else { return false }
        guard delegate?.tableView(self, shouldHighlightRowAt: dataPath) ?? true else { return false }
        if selected.contains(path) && allowsMultipleSelectionNow {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: dataPath) }) ?? dataPath else { return true }
            selected.remove(target)
            setNeedsLayout()
            delegate?.tableView(self, didDeselectRowAt: target)
            return true
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: dataPath) }) ?? dataPath else { return true }
        if !allowsMultipleSelectionNow {
            for old in selected.sorted() where old != target {
                selected.remove(old)
                delegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        selected.insert(target)
        setNeedsLayout()
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    // MARK: Editing

    /// Starts or ends editing: rows show their editing controls, and rows that can move their
    /// reorder control, which a finger or VoiceOver drags (`ReorderBridge`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedIsEditing else { return }
        storedIsEditing = editing
        if editing {
            let bridge = ReorderBridge(host: self)
            let interaction = UIDragInteraction(delegate: bridge)
            // The reorder control works on every device, whatever a new interaction's default.
            interaction.isEnabled = true
            reorderBridge = bridge
            reorderInteraction = interaction
            addInteraction(interaction)
        } else {
            if let old = reorderInteraction { removeInteraction(old) }
            reorderInteraction = nil
            reorderBridge = nil
            if !storedIsEditing && !allowsMultipleSelection && selected.count > 1, let first = selected.min() {
                selected = [first]
            }
        }
        setNeedsLayout()
    }

    /// Whether a row shows the reorder control while the table is edited.
    func canMoveRow(at dataPath: IndexPath) -> Bool {
        guard let dataSource, !dataSourceMovesNoRows else { return false }
        return dataSource.tableView(self, canMoveRowAt: dataPath)
    }

    /// The row whose reorder control is under a point, while the table is edited.
    func reorderControlRow(at point: CGPoint) -> IndexPath? {
        guard storedIsEditing, let path = indexPathForRow(at: point), placeholders.entry(at: path) == nil,
              let cell = cellForRow(at: path), let control = cell.reorderControlFrame,
              control.contains(cell.convert(point, from: self)) else { return nil }
        return path
    }

    // MARK: Drag and drop

    private func installDragInteraction() {
        (dragBridge, dragInteraction) = replaceDragInteraction(dragInteraction, installing: dragDelegate != nil,
                                                               enabled: dragInteractionEnabled)
    }

    /// The drop interaction is there while the table has a drop delegate, or a row is being
    /// reordered by its control.
    private func installDropInteraction() {
        let wanted = dropDelegate != nil || (reorderBridge?.isActive ?? false)
        guard wanted != (dropInteraction != nil) else { return }
        retiredDropBridge = dropBridge
        (dropBridge, dropInteraction) = replaceDropInteraction(dropInteraction, installing: wanted)
    }

    /// A reorder control lifted a row: the table takes the drop itself.
    func reorderDidStart() {
        installDropInteraction()
    }

    func reorderDidEnd() {
        installDropInteraction()
    }

    /// The last intent of the drop delegate (`IndexedDropBridge.lastIntent`).
    var lastDropIntent: DropPlacement.Intent? { dropBridge?.lastIntent }

    var isReordering: Bool { reorderBridge?.isActive ?? false }

    /// The drag interaction of the reorder controls, while the table is edited.
    var reorderInteractionForDescriptors: UIDragInteraction? { reorderInteraction }

    /// Where a dragged item came from, when it was dragged from this table view (by a drag or
    /// by its reorder control).
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        dragBridge?.sourceIndexPath(of: item) ?? reorderBridge?.sourceIndexPath(of: item)
    }

    /// Whether a row's data is in a drag from this table view now.
    func isDraggingRow(at indexPath: IndexPath) -> Bool {
        (dragBridge?.isDragging(indexPath) ?? false) || (reorderBridge?.isMoving(indexPath) ?? false)
    }

    /// Whether a drop session is a row lifted by one of this table's reorder controls.
    func isOwnReorder(_ session: UIDropSession) -> Bool {
        reorderBridge?.owns(session.items.first) ?? false
    }

    // MARK: Placeholders

    func insertPlaceholder(_ placeholder: UITableViewPlaceholder) -> PlaceholderEntry {
        let path = placeholder.insertionIndexPath
        cells.shift(in: path.section, from: path.row, by: 1)
        let entry = PlaceholderEntry(reuseIdentifier: placeholder.reuseIdentifier, indexPath: path,
                                     height: placeholder.rowHeight) { cell in
            if let cell = cell as? UITableViewCell { placeholder.cellUpdateHandler?(cell) }
        }
        placeholders.insert(entry)
        selected = Set(selected.map { $0.section == path.section && $0.row >= path.row ? IndexPath(row: $0.row + 1, section: $0.section) : $0 })
        dataDidChange(keepingCells: true, inSections: [path.section])
        return entry
    }

    /// Replaces a placeholder with a data row: `updates` gets the row's index path among the
    /// data source's rows. Returns false when the placeholder is gone.
    func commit(_ entry: PlaceholderEntry, updates: (IndexPath) -> Void) -> Bool {
        guard !entry.isGone else { return false }
        placeholders.remove(entry)
        updates(placeholders.dataIndexPath(forDisplayed: entry.indexPath))
        dataDidChange(keepingCells: true, inSections: [entry.indexPath.section])
        return true
    }

    /// Configures a placeholder's row again (`setNeedsCellUpdate`), if it is shown.
    func refreshCell(for entry: PlaceholderEntry) {
        guard !entry.isGone, let cell = cells.cell(at: entry.indexPath) else { return }
        entry.configure(cell)
    }

    func delete(_ entry: PlaceholderEntry) -> Bool {
        guard !entry.isGone else { return false }
        placeholders.remove(entry)
        cells.forget(at: entry.indexPath)
        shiftRows(in: entry.indexPath.section, from: entry.indexPath.row + 1, by: -1)
        dataDidChange(keepingCells: true, inSections: [entry.indexPath.section])
        return true
    }
}
