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
    /// The cells on screen, by the index path of their row. Any change to them but a layout's
    /// forgets the layout's order of them (`shownInOrder`).
    private(set) var visible: [IndexPath: Cell] = [:] {
        didSet { shownInOrder = nil }
    }
    /// The rows the last layout showed, in its order, with their cells, while no update has
    /// changed the cells since: a layout that follows (a scroll) compares its rows with these
    /// in one pass, without a look-up for every row on screen.
    private var shownInOrder: [Shown]?

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
    /// Cells from before an update, by where their row is now.
    private var retained: [IndexPath: Cell] = [:]
    private let identifierOf: @MainActor (Cell) -> String?
    private let prepare: @MainActor (Cell) -> Void

    /// - Parameters:
    ///   - identifier: a cell's reuse identifier, which queue it goes back to.
    ///   - prepareForReuse: called on a cell taken from a queue (UIKit's `prepareForReuse()`).
    init(identifier: @escaping @MainActor (Cell) -> String?, prepareForReuse: @escaping @MainActor (Cell) -> Void) {
        identifierOf = identifier
        prepare = prepareForReuse
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
    func layOut(_ wanted: [(path: IndexPath, frame: CGRect)], in container: UIView,
                make: (IndexPath) -> Cell, place: (Cell, IndexPath, CGRect) -> Void) {
        // The cells of rows no longer wanted go back to their queues before any cell is made, so
        // a row coming on screen takes the cell of one that went (a scroll reuses one cell).
        if retained.isEmpty, var order = shownInOrder, let kept = Self.keptPlaces(of: order, in: wanted) {
            // The order is edited in place (no other reference holds it), so the cells that stay
            // are moved, not copied: a scroll costs the rows that came and went, and one pass.
            shownInOrder = nil
            // A row coming on screen: its cell, not yet placed (a null frame).
            func arriving(_ path: IndexPath) -> Shown {
                let cell = make(path)
                visible[path] = cell
                return Shown(path: path, cell: cell, frame: .null)
            }
            for oldPlace in kept.leaving {
                recycle(order[oldPlace].cell)
                visible[order[oldPlace].path] = nil
            }
            if let run = kept.run {
                order.removeSubrange(run.upperBound...)
                order.removeSubrange(..<run.lowerBound)
                let before = kept.firstKept
                var front: [Shown] = []
                for entry in wanted[..<before] { front.append(arriving(entry.path)) }
                order.insert(contentsOf: front, at: 0)
                for entry in wanted[(before + run.count)...] { order.append(arriving(entry.path)) }
            } else {
                var made: [Shown] = []
                made.reserveCapacity(wanted.count)
                for (index, entry) in wanted.enumerated() {
                    if let oldPlace = kept.oldPlaces[index] { made.append(order[oldPlace]) } else { made.append(arriving(entry.path)) }
                }
                order = made
            }
            let placesAll = cellStateChanged
            cellStateChanged = false
            for index in order.indices {
                // A cell that stays where it was, with nothing else changed, is left alone (a
                // cell just made has a null frame here).
                guard placesAll || order[index].frame != wanted[index].frame else { continue }
                let cell = order[index].cell
                place(cell, wanted[index].path, wanted[index].frame)
                if !cell.isSubview(of: container) { container.addSubview(cell) }
                order[index].frame = wanted[index].frame
            }
            shownInOrder = order
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
            if !cell.isSubview(of: container) { container.addSubview(cell) }
            shown.append(Shown(path: entry.path, cell: cell, frame: entry.frame))
        }
        // Cells whose rows have gone off screen or away.
        for (_, cell) in retained { recycle(cell) }
        retained.removeAll()
        shownInOrder = shown
        cellStateChanged = false
    }

    /// Where each wanted row was in the last layout's order (`nil` for a row coming), the
    /// places of the rows that go, and, when the rows that stay are one run of that order kept
    /// in one run of `wanted` (a scroll), that run: found in one pass over both in order, with
    /// no look-up. `nil` when `wanted` is not in index path order.
    private static func keptPlaces(of old: [Shown], in wanted: [(path: IndexPath, frame: CGRect)])
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
