import Foundation

/// CellKit's own: the cells of a view that shows many rows or items from a data source (a
/// collection view, a table view). Only the rows on screen have cells; a cell whose row leaves
/// the screen goes back to a queue for its reuse identifier, and the data source dequeues it for
/// another row.
///
/// Cells are kept by index path. An update (an insert, a delete, a move) shifts the cells of the
/// rows it moves, and `invalidate()` keeps the shown cells aside until the next layout, which
/// hands each back to the data source for the same row: so a cell (and VoiceOver's cursor on
/// it) stays with its row while others come and go around it.
@MainActor
final class CellReuse<Cell: UIView> {
    /// Makes a cell of a registered class for a reuse identifier.
    typealias Make = @MainActor (String) -> Cell

    private var registrations: [String: Make] = [:]
    private var reusable: [String: [Cell]] = [:]
    /// A row to show: its index path and its frame in the view's content.
    typealias Row = (path: IndexPath, frame: CGRect)

    /// The cells on screen, by the index path of their row. Any change to them but a layout's
    /// forgets what the last layout kept of them (`kept`).
    private(set) var visible: [IndexPath: Cell] = [:] {
        didSet { kept = nil }
    }

    /// What the last layout showed, while no update has changed the cells since. What it
    /// depends on is said here, and each dependency is reported where it changes:
    /// - the cells: any change to `visible` but a layout's forgets it;
    /// - where the rows are: a layout gives an `arrangement`, a number the view changes
    ///   whenever its rows' frames may have changed (its layout's revision), and the band's
    ///   breadth (the view's width, for rows that run down) is compared with the kept band's;
    /// - what `place` gives a cell besides its frame (selection, editing, placeholders): the
    ///   view reports it from those properties' observers (`cellStateDidChange()`).
    /// While all three stand, a layout whose band moved is a scroll (`planScroll`): it costs
    /// the rows that came and went, not the rows on screen.
    private var kept: Kept?

    private struct Kept {
        /// The rows shown, in their order, with their cells and frames.
        var order: KeptOrder<Shown>
        /// The band whose rows are exactly those of `order`: every row the view wants there,
        /// none left out by a cap. `nil` when they may not be, or the view's rows may not stay
        /// where they are as it scrolls: the next layout is then not a scroll.
        var band: CGRect?
        /// Whether the view scrolls sideways: the band runs across, and rows leave and come at
        /// its left and right.
        var horizontally: Bool
        /// The view's arrangement when the order was laid out (see `kept`).
        var arrangement: Int?
    }

    /// A row the last layout showed: its cell and the frame it gave it, kept beside the cell so
    /// that telling whether a cell stays where it was reads no cell (each read of a cell
    /// retains and releases it, slowly for a view something holds weakly).
    private struct Shown {
        let path: IndexPath
        let cell: Cell
        var frame: CGRect
    }
    /// Whether what `place` gives a cell besides its frame (selection, editing) may have
    /// changed since the last layout: until it does, a cell that stays where it was is not
    /// placed again, as UIKit leaves the cells on screen alone while a view scrolls.
    private var cellStateChanged = true

    /// The view's state that `place` gives its cells (selection, editing, placeholders)
    /// changed: the next layout places every shown cell again. The view calls it from those
    /// properties' observers, the one place that says what this cache depends on.
    func cellStateDidChange() {
        cellStateChanged = true
    }

    /// CellKit's own, for tests that count work rather than time it: the rows the layouts so far
    /// have looked at (each row handed to a layout, and each row of the last layout's order
    /// compared with them) and the cells they placed.
    private(set) var work = LayoutWork()

    /// Cells from before an update, by where their row is now.
    private var retained: [IndexPath: Cell] = [:]
    private let identifierOf: @MainActor (Cell) -> String?
    private let prepare: @MainActor (Cell) -> Void
    /// Whether a row that only touches the band is in it, as the view's layout finds them.
    private let touchingMeets: Bool

    /// - Parameters:
    ///   - identifier: a cell's reuse identifier, which queue it goes back to.
    ///   - prepareForReuse: called on a cell taken from a queue (UIKit's `prepareForReuse()`).
    ///   - touchingMeets: whether the view's layout finds a row whose frame only touches a
    ///     rectangle as one in it (a frame's `intersects`, as a list finds its headers), so a
    ///     scroll keeps such a row; else a row must reach into the rectangle (as cells must).
    init(identifier: @escaping @MainActor (Cell) -> String?, prepareForReuse: @escaping @MainActor (Cell) -> Void,
         touchingMeets: Bool = false) {
        identifierOf = identifier
        prepare = prepareForReuse
        self.touchingMeets = touchingMeets
    }

    /// Registers how to make cells for an identifier; `nil` forgets the registration.
    func register(_ make: Make?, for identifier: String) {
        registrations[identifier] = make
    }

    func isRegistered(_ identifier: String) -> Bool {
        registrations[identifier] != nil
    }

    /// A cell for the identifier: a free one, prepared for reuse, or a new one of the registered
    /// class; `nil` when none is free and none is registered.
    func dequeue(_ identifier: String) -> Cell? {
        if let cell = reusable[identifier]?.popLast() {
            prepare(cell)
            return cell
        }
        return registrations[identifier]?(identifier)
    }

    /// The cell of a row on screen.
    func cell(at path: IndexPath) -> Cell? {
        visible[path]
    }

    /// The row a cell on screen shows.
    func indexPath(of cell: UIView) -> IndexPath? {
        for (path, shown) in visible where shown === cell { return path }
        return nil
    }

    /// The index paths of the rows on screen, in order.
    var visiblePaths: [IndexPath] {
        visible.keys.sorted()
    }

    /// The rows whose cells show inside `bounds`, in order: the view keeps cells a line beyond
    /// each edge the way it scrolls (`UIScrollView.cellBand`), which are not on screen. Frames
    /// that only touch an edge are not inside.
    func paths(showingIn bounds: CGRect, horizontally: Bool) -> [IndexPath] {
        visiblePaths.filter { path in
            guard let frame = visible[path]?.frame else { return false }
            return horizontally ? frame.maxX > bounds.minX && frame.minX < bounds.maxX
                : frame.maxY > bounds.minY && frame.minY < bounds.maxY
        }
    }

    /// The data changed: the shown cells wait aside, by row, for the next layout.
    func invalidate() {
        retained.merge(visible) { _, newer in newer }
        visible.removeAll()
    }

    /// Moves the cells (shown and retained) of the rows from `item` on in `section` by `delta`,
    /// as their rows moved.
    func shift(in section: Int, from item: Int, by delta: Int) {
        func shifted(_ cells: [IndexPath: Cell]) -> [IndexPath: Cell] {
            Dictionary(cells.map { path, cell in
                (path.section == section && path.item >= item ? IndexPath(item: path.item + delta, section: section) : path, cell)
            }, uniquingKeysWith: { first, _ in first })
        }
        visible = shifted(visible)
        retained = shifted(retained)
    }

    /// Moves the cells of whole sections from `section` on by `delta`, as the sections moved.
    func shiftSections(from section: Int, by delta: Int) {
        func shifted(_ cells: [IndexPath: Cell]) -> [IndexPath: Cell] {
            Dictionary(cells.map { path, cell in
                (path.section >= section ? IndexPath(item: path.item, section: path.section + delta) : path, cell)
            }, uniquingKeysWith: { first, _ in first })
        }
        visible = shifted(visible)
        retained = shifted(retained)
    }

    /// The row at `path` is gone: its cell goes back to the queue.
    func forget(at path: IndexPath) {
        if let cell = visible.removeValue(forKey: path) { recycle(cell) }
        if let cell = retained.removeValue(forKey: path) { recycle(cell) }
    }

    /// The rows of a section are gone: their cells go back to the queue.
    func forgetSection(_ section: Int) {
        for path in visible.keys where path.section == section { forget(at: path) }
        for path in retained.keys where path.section == section { forget(at: path) }
    }

    /// Every cell goes back to the queue (the data was reloaded: no cell keeps its row).
    func recycleAll() {
        invalidate()
        for (_, cell) in retained { recycle(cell) }
        retained.removeAll()
    }

    /// Puts a cell back in its queue, out of the view.
    func recycle(_ cell: Cell) {
        cell.removeFromSuperview()
        if let identifier = identifierOf(cell) { reusable[identifier, default: []].append(cell) }
    }

    /// Shows the cells of `wanted` rows, in order, in `container`: a row already shown keeps its
    /// cell; another gets one from `make`, which is handed the row's retained cell first, if it
    /// has one (as the next one its identifier dequeues). `place` gives each cell its frame and
    /// state. Cells of rows no longer wanted, shown or retained, go back to their queues.
    ///
    /// - Parameters:
    ///   - band: the band `wanted` holds every row of, along the way the view scrolls, when it
    ///     does (no row left out by a cap) and the rows' frames stay as they are while the view
    ///     scrolls; else `nil`, and the next layout is not a scroll.
    ///   - arrangement: the view's arrangement number (see `kept`).
    func layOut(_ wanted: [Row], band: CGRect?, horizontally: Bool, arrangement: Int?, in container: UIView,
                make: (IndexPath) -> Cell, place: (Cell, IndexPath, CGRect) -> Void) {
        work.rowsLookedAt += wanted.count
        let keeps = { (order: KeptOrder<Shown>) in
            Kept(order: order, band: band, horizontally: horizontally, arrangement: arrangement)
        }
        // The cells of rows no longer wanted go back to their queues before any cell is made, so
        // a row coming on screen takes the cell of one that went (a scroll reuses one cell).
        if retained.isEmpty, var order = kept?.order, let places = Self.keptPlaces(of: order, in: wanted) {
            work.rowsLookedAt += order.count
            // The order is edited in place (no other reference holds it), so the cells that stay
            // are moved, not copied.
            kept = nil
            // A row coming on screen: its cell, not yet placed (a null frame).
            func arriving(_ path: IndexPath) -> Shown {
                let cell = make(path)
                visible[path] = cell
                return Shown(path: path, cell: cell, frame: .null)
            }
            for oldPlace in places.leaving {
                recycle(order[oldPlace].cell)
                visible[order[oldPlace].path] = nil
            }
            if let run = places.run {
                for _ in run.upperBound..<order.count { _ = order.popLast() }
                for _ in 0..<run.lowerBound { _ = order.popFirst() }
                let before = places.firstKept
                var front: [Shown] = []
                for entry in wanted[..<before] { front.append(arriving(entry.path)) }
                var back: [Shown] = []
                for entry in wanted[(before + run.count)...] { back.append(arriving(entry.path)) }
                order.prepend(contentsOf: front)
                order.append(contentsOf: back)
            } else {
                var made: [Shown] = []
                made.reserveCapacity(wanted.count)
                for (index, entry) in wanted.enumerated() {
                    if let oldPlace = places.oldPlaces[index] { made.append(order[oldPlace]) } else { made.append(arriving(entry.path)) }
                }
                order = KeptOrder(made)
            }
            let placesAll = cellStateChanged
            cellStateChanged = false
            for index in order.indices {
                // A cell that stays where it was, with nothing else changed, is left alone (a
                // cell just made has a null frame here).
                guard placesAll || order[index].frame != wanted[index].frame else { continue }
                let cell = order[index].cell
                place(cell, wanted[index].path, wanted[index].frame)
                work.cellsPlaced += 1
                if !cell.isSubview(of: container) { container.addSubview(cell) }
                order[index].frame = wanted[index].frame
            }
            kept = keeps(order)
            return
        }
        var shown: [Shown] = []
        shown.reserveCapacity(wanted.count)
        var stillShown: [IndexPath: Cell] = [:]
        stillShown.reserveCapacity(wanted.count)
        for entry in wanted {
            if let cell = visible.removeValue(forKey: entry.path) { stillShown[entry.path] = cell }
        }
        for (_, cell) in visible { recycle(cell) }
        visible = stillShown
        for entry in wanted {
            let cell: Cell
            if let keptCell = visible[entry.path] {
                cell = keptCell
            } else {
                // The row's own cell from before the update is the next one dequeued.
                if let retainedCell = retained.removeValue(forKey: entry.path) { recycle(retainedCell) }
                cell = make(entry.path)
                visible[entry.path] = cell
            }
            place(cell, entry.path, entry.frame)
            work.cellsPlaced += 1
            if !cell.isSubview(of: container) { container.addSubview(cell) }
            shown.append(Shown(path: entry.path, cell: cell, frame: entry.frame))
        }
        // Cells whose rows have gone off screen or away.
        for (_, cell) in retained { recycle(cell) }
        retained.removeAll()
        kept = keeps(KeptOrder(shown))
        cellStateChanged = false
    }

    // MARK: Scrolling

    /// Where a scroll's layout asks for rows: the parts of `rect` (the new band, or the bounds)
    /// outside the band the last layout showed every row of, before it and after it along the
    /// way the view scrolls (either may be `nil`). `nil` when the next layout is not a scroll:
    /// nothing but the band's place may have changed since the last layout (see `kept`).
    func scrollStrips(to rect: CGRect, horizontally: Bool, arrangement: Int?)
        -> (before: CGRect?, after: CGRect?)? {
        guard let keptBand = scrollableBand(for: rect, horizontally: horizontally, arrangement: arrangement) else { return nil }
        let axis = Axis(horizontally: horizontally, touchingMeets: touchingMeets)
        var before: CGRect?, after: CGRect?
        if axis.lead(rect) < axis.lead(keptBand) {
            before = axis.strip(of: rect, from: axis.lead(rect), to: min(axis.lead(keptBand), axis.trail(rect)))
        }
        if axis.trail(rect) > axis.trail(keptBand) {
            after = axis.strip(of: rect, from: max(axis.trail(keptBand), axis.lead(rect)), to: axis.trail(rect))
        }
        return (before, after)
    }

    /// The kept band, when a layout for `rect` may be a scroll: the cells and their state are as
    /// the last layout left them, it showed every row of its band, the view's arrangement is the
    /// same, and `rect` has the kept band's breadth.
    private func scrollableBand(for rect: CGRect, horizontally: Bool, arrangement: Int?) -> CGRect? {
        guard retained.isEmpty, !cellStateChanged, let kept, let band = kept.band, let arrangement,
              kept.arrangement == arrangement, kept.horizontally == horizontally else { return nil }
        let sameBreadth = horizontally ? rect.minY == band.minY && rect.height == band.height
            : rect.minX == band.minX && rect.width == band.width
        return sameBreadth ? band : nil
    }

    /// Which of the rows the last layout showed meet a rectangle (`keptEdges(meeting:)`).
    enum KeptEdges {
        /// None does.
        case none
        /// The first and the last that do, in order.
        case rows(first: IndexPath, last: IndexPath)
        /// A row of no extent along the way the view scrolls was met: whether it meets the
        /// rectangle is the view's layout's to say, so the view lays out as it does when it
        /// has not scrolled.
        case unsure
    }

    /// Which of the rows the last layout showed meet `rect` along the way the view scrolls,
    /// found from each end of its order: a few steps when the view scrolled by a few rows.
    /// Asked after `scrollStrips` said the next layout may be a scroll.
    func keptEdges(meeting rect: CGRect) -> KeptEdges {
        guard let kept else { return .unsure }
        let axis = Axis(horizontally: kept.horizontally, touchingMeets: touchingMeets), order = kept.order
        var first = 0
        while first < order.count {
            guard axis.extent(order[first].frame) > 0 else { return .unsure }
            if axis.meets(order[first].frame, rect) { break }
            first += 1
        }
        var last = order.count - 1
        while last > first {
            guard axis.extent(order[last].frame) > 0 else { return .unsure }
            if axis.meets(order[last].frame, rect) { break }
            last -= 1
        }
        work.rowsLookedAt += min(order.count, first + 1) + (order.count - last)
        guard first < order.count else { return .none }
        return .rows(first: order[first].path, last: order[last].path)
    }

    /// What a scroll's layout will do: the rows it takes away from each end of the last
    /// layout's order, and the rows it adds before and after the rows it keeps.
    struct ScrollPlan {
        fileprivate let band: CGRect
        fileprivate let dropFront: Int
        fileprivate let dropBack: Int
        fileprivate let before: [Row]
        fileprivate let after: [Row]
    }

    /// Plans a scroll's layout, changing nothing: the rows whose frames no longer meet `band`
    /// leave from the ends of the last layout's order (the rows of a view that scrolls follow
    /// one another along the way it scrolls, so those that leave are at its ends); the rows
    /// `arriving` (those the view wants in the strips `scrollStrips` gave, in order, strip by
    /// strip) that come before or after the rows that stay are added. Rows that stay are left
    /// alone: a scroll does not move them in the content.
    ///
    /// `nil` when the next layout is not a scroll (`scrollStrips`), or when a row it would
    /// look at has no extent along the way the view scrolls, or `arriving` is out of order or
    /// reaches outside `band`: the view then lays out with `layOut`.
    func planScroll(to band: CGRect, horizontally: Bool, arrangement: Int?, arriving: [Row]) -> ScrollPlan? {
        guard scrollableBand(for: band, horizontally: horizontally, arrangement: arrangement) != nil,
              let order = kept?.order else { return nil }
        let axis = Axis(horizontally: horizontally, touchingMeets: touchingMeets)
        var dropFront = 0
        while dropFront < order.count {
            let frame = order[dropFront].frame
            guard axis.extent(frame) > 0 else { return nil }
            if axis.meets(frame, band) { break }
            dropFront += 1
        }
        var dropBack = 0
        while dropFront + dropBack < order.count {
            let frame = order[order.count - 1 - dropBack].frame
            guard axis.extent(frame) > 0 else { return nil }
            if axis.meets(frame, band) { break }
            dropBack += 1
        }
        let keptCount = order.count - dropFront - dropBack
        work.rowsLookedAt += dropFront + dropBack + min(keptCount, 2) + arriving.count
        let firstKept = keptCount > 0 ? order[dropFront].path : nil
        let lastKept = keptCount > 0 ? order[order.count - 1 - dropBack].path : nil
        var before: [Row] = [], after: [Row] = []
        var previous: IndexPath?
        for row in arriving {
            guard axis.extent(row.frame) > 0, axis.meets(row.frame, band) else { return nil }
            if let previous, !Self.precedes(previous, row.path) {
                // A tall row in both strips is handed twice.
                guard previous == row.path else { return nil }
                continue
            }
            previous = row.path
            if let firstKept, Self.precedes(row.path, firstKept) {
                before.append(row)
            } else if let lastKept, !Self.precedes(lastKept, row.path) {
                // A row that reaches into a strip from the band kept: it stays.
                continue
            } else {
                after.append(row)
            }
        }
        return ScrollPlan(band: band, dropFront: dropFront, dropBack: dropBack, before: before, after: after)
    }

    /// Carries out a scroll's plan: the cells of the rows that left go back to their queues,
    /// then the rows that came get cells from `make` (in order, so a row coming takes the cell
    /// of one that went) and `place` gives each its frame and state. Returns the rows whose
    /// cells it made, in order.
    func scroll(_ plan: ScrollPlan, in container: UIView,
                make: (IndexPath) -> Cell, place: (Cell, IndexPath, CGRect) -> Void) -> [IndexPath] {
        guard var keeping = kept else { return [] }
        kept = nil
        for _ in 0..<plan.dropFront {
            guard let gone = keeping.order.popFirst() else { break }
            recycle(gone.cell)
            visible[gone.path] = nil
        }
        for _ in 0..<plan.dropBack {
            guard let gone = keeping.order.popLast() else { break }
            recycle(gone.cell)
            visible[gone.path] = nil
        }
        func arrive(_ rows: [Row]) -> [Shown] {
            var made: [Shown] = []
            made.reserveCapacity(rows.count)
            for row in rows {
                let cell = make(row.path)
                visible[row.path] = cell
                made.append(Shown(path: row.path, cell: cell, frame: row.frame))
            }
            return made
        }
        let front = arrive(plan.before), back = arrive(plan.after)
        var madePaths: [IndexPath] = []
        madePaths.reserveCapacity(front.count + back.count)
        for shown in front + back {
            place(shown.cell, shown.path, shown.frame)
            work.cellsPlaced += 1
            if !shown.cell.isSubview(of: container) { container.addSubview(shown.cell) }
            madePaths.append(shown.path)
        }
        keeping.order.prepend(contentsOf: front)
        keeping.order.append(contentsOf: back)
        keeping.band = plan.band
        kept = keeping
        return madePaths
    }

    /// The way a view scrolls: which edges of a frame lead and trail.
    private struct Axis {
        let horizontally: Bool
        let touchingMeets: Bool

        func lead(_ rect: CGRect) -> CGFloat { horizontally ? rect.minX : rect.minY }
        func trail(_ rect: CGRect) -> CGFloat { horizontally ? rect.maxX : rect.maxY }
        func extent(_ rect: CGRect) -> CGFloat { horizontally ? rect.width : rect.height }

        /// Whether a frame reaches into a rectangle along the way (or touches it, for rows
        /// found by `intersects`).
        func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
            touchingMeets ? lead(frame) <= trail(rect) && trail(frame) >= lead(rect)
                : lead(frame) < trail(rect) && trail(frame) > lead(rect)
        }

        /// The part of `rect` from `low` to `high` along the way.
        func strip(of rect: CGRect, from low: CGFloat, to high: CGFloat) -> CGRect {
            horizontally ? CGRect(x: low, y: rect.minY, width: high - low, height: rect.height)
                : CGRect(x: rect.minX, y: low, width: rect.width, height: high - low)
        }
    }

    /// Where each wanted row was in the last layout's order (`nil` for a row coming), the
    /// places of the rows that go, and, when the rows that stay are one run of that order kept
    /// in one run of `wanted`, that run: found in one pass over both in order, with no look-up.
    /// `nil` when `wanted` is not in index path order.
    private static func keptPlaces(of old: KeptOrder<Shown>, in wanted: [Row])
        -> (oldPlaces: [Int?], leaving: [Int], run: Range<Int>?, firstKept: Int)? {
        var oldPlaces: [Int?] = []
        oldPlaces.reserveCapacity(wanted.count)
        var leaving: [Int] = []
        var next = 0
        var previous: IndexPath?
        var firstKept: Int?, lastKept = -1, keptCount = 0, keptRunIsWhole = true
        for (index, entry) in wanted.enumerated() {
            if let previous, !precedes(previous, entry.path) { return nil }
            previous = entry.path
            while next < old.count, precedes(old[next].path, entry.path) {
                leaving.append(next)
                next += 1
            }
            if next < old.count, !precedes(entry.path, old[next].path) {
                oldPlaces.append(next)
                if firstKept == nil { firstKept = index } else if lastKept != index - 1 { keptRunIsWhole = false }
                lastKept = index
                keptCount += 1
                next += 1
            } else {
                oldPlaces.append(nil)
            }
        }
        leaving += next..<old.count
        // The kept rows are one run in `wanted`; they are one run of the old order when no row
        // left from between them.
        var run: Range<Int>?
        if keptRunIsWhole, let firstKept, let start = oldPlaces[firstKept], let end = oldPlaces[lastKept],
           end - start + 1 == keptCount {
            run = start..<(end + 1)
        }
        return (oldPlaces, leaving, run, firstKept ?? 0)
    }

    /// Whether one index path comes before another: a row's two numbers compared directly
    /// (the general comparison goes through the path's storage), others as Foundation orders
    /// them.
    private static func precedes(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
        guard lhs.count == 2, rhs.count == 2 else { return lhs < rhs }
        return (lhs[0], lhs[1]) < (rhs[0], rhs[1])
    }
}
