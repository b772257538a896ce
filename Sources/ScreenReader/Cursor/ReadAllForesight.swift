import CellKit
import Foundation

/// What a read all can be seen to cost before it reads anything, so that one a limit cannot
/// allow is refused before its first word rather than stopped part-way ([sim]: VoiceOver's read
/// all has no limit). It counts only what is sure: the elements a swipe would visit from where
/// the read starts, as the screen is then, and for each table or collection view whose cells are
/// among them, the rows or items past its last cell, each read at least once (a table's row also
/// scrolls the table to it, and the screen is walked again: `ReadAllProgress.scrolledRowCost`).
/// What the app's code may add or hide as the read goes (a row whose cell is not an element, a
/// data source that changes), and what is said beyond one element's worth, are left to the
/// limit as it is reached.
@MainActor
struct ReadAllForesight {
    /// The elements in visiting order, and where the read starts.
    let elements: ElementList
    let first: Int

    /// The least the read all can cost, in elements read aloud (`ReadAllProgress.cost`), and how
    /// many tables' rows past their cells that counts at `ReadAllProgress.scrolledRowCost`. The
    /// elements are first counted as the list holds them (a bound from above, one pass of the
    /// list); only when that passes `limit` are they counted as read all counts them (passing
    /// over those whose frame is empty, and stopping at a place met before), so a refusal is
    /// never made on a count read all would not reach, and a read that fits costs one pass.
    func leastCost(within limit: Int) -> (cost: Int, rows: Int) {
        let rows = rowsPastCells()
        let (scrolled, overflow) = rows.tableRows.multipliedReportingOverflow(by: ReadAllProgress.scrolledRowCost)
        let rowCost = Self.adding(overflow ? Int.max : scrolled, rows.items)
        let listed = Self.adding(elements.endIndex - first, rowCost)
        guard listed > limit else { return (listed, rows.tableRows) }
        return (Self.adding(elementsVisited(), rowCost), rows.tableRows)
    }

    /// The elements from `first` on that read all reads, by its own rule (`ReadAllPath`), in the
    /// screen as it is now.
    private func elementsVisited() -> Int {
        var count = 0
        var path = ReadAllPath()
        var next = path.next(from: first, in: elements)
        while let index = next {
            count += 1
            next = path.next(from: index + 1, in: elements)
        }
        return count
    }

    /// The rows of the tables, and the items of the collection views, past the last cell each has
    /// made, for those whose cells are elements from `first` on: the rows read all reaches by
    /// scrolling, a walk each, and those it reaches with no walk known to be their own.
    private func rowsPastCells() -> (tableRows: Int, items: Int) {
        var tables: [ObjectIdentifier: (table: UITableView, last: IndexPath, cell: UITableViewCell)] = [:]
        var collections: [ObjectIdentifier: (view: UICollectionView, last: IndexPath)] = [:]
        // Only the elements that are cells, as each run keeps them: looking at every element
        // from `first` on made each read all cost the whole screen, 9,990 read alls over 5,000
        // empty labels 1 s.
        for element in elements.cells(from: first) {
            let object = element.object
            if let cell = object as? UITableViewCell, let table = Self.enclosing(UITableView.self, of: cell),
               let path = table.indexPath(for: cell) {
                let key = ObjectIdentifier(table)
                if let kept = tables[key], kept.last >= path { continue }
                tables[key] = (table, path, cell)
            } else if let cell = object as? UICollectionViewCell, let view = Self.enclosing(UICollectionView.self, of: cell),
                      let path = view.indexPath(for: cell) {
                let key = ObjectIdentifier(view)
                if let kept = collections[key], kept.last >= path { continue }
                collections[key] = (view, path)
            }
        }
        var tableRows = 0, items = 0
        for (table, last, cell) in tables.values {
            let past = Self.countPast(last, sections: table.numberOfSections, in: table.numberOfRows(inSection:))
            // A row at least a line tall is past the line the table keeps beyond its edge, so
            // each is a scroll of its own; rows shorter than that may come several to a scroll,
            // and count as items (an app's table: a scene's rows are a line each).
            let line = cell.window?.screen.cellMetrics.pointsPerRow ?? 1
            if cell.bounds.height >= line {
                tableRows = Self.adding(tableRows, past)
            } else {
                items = Self.adding(items, past)
            }
        }
        for (view, last) in collections.values {
            items = Self.adding(items, Self.countPast(last, sections: view.numberOfSections, in: view.numberOfItems(inSection:)))
        }
        return (tableRows, items)
    }

    /// The nearest view of a kind around a cell (a table's cells are its subviews, or inside a
    /// view of its own).
    private static func enclosing<Container: UIView>(_ kind: Container.Type, of cell: UIView) -> Container? {
        var view = cell.superview
        while let current = view {
            if let found = current as? Container { return found }
            view = current.superview
        }
        return nil
    }

    /// The rows after `last`, in its section and the sections after it.
    private static func countPast(_ last: IndexPath, sections: Int, in rows: (Int) -> Int) -> Int {
        guard last.count == 2 else { return 0 }
        var past = max(0, rows(last.section) - last.item - 1)
        var section = last.section + 1
        while section < sections {
            past = adding(past, max(0, rows(section)))
            section += 1
        }
        return past
    }

    /// A sum that stops at `Int.max` rather than trapping: an app's data source may say anything.
    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
