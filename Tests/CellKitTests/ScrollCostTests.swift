import CellKit
import Foundation
import RotorTestSupport
import Testing

/// A table or list that only scrolled asks its layout for the strips that came into view,
/// recycles the cells of the rows that left and leaves the others alone: a scroll by a row costs
/// the same with 1,000 rows on screen as with 20. Its cost is counted in rows looked at and cells
/// placed (`layoutWork`), never timed.
@MainActor
@Suite("A scroll costs the rows that came and went", .cellsScreen)
struct ScrollCostTests {
    /// What a scroll by one row did: the work counted and what the data source and delegate heard.
    private struct OneRow: Equatable {
        var rowsLookedAt = 0
        var cellsPlaced = 0
        var heard: [String] = []
    }

    /// Scrolls a table of `height` rows on screen down by a row, twice (the first row leaves on
    /// the second), and reports the second.
    private func tableScroll(rowsOnScreen height: Int) -> (scroll: OneRow, selection: LayoutWork) {
        let rows = ChangingRows(sections: [(0..<100_000).map { "Row \($0)" }])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: height))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        table.contentOffset.y += 1
        table.layoutIfNeeded()
        rows.heard = []
        let before = table.layoutWork
        table.contentOffset.y += 1
        table.layoutIfNeeded()
        let after = table.layoutWork
        let scroll = OneRow(rowsLookedAt: after.rowsLookedAt - before.rowsLookedAt,
                            cellsPlaced: after.cellsPlaced - before.cellsPlaced, heard: rows.heard)
        // A selection is not a scroll: every row on screen is placed again.
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        var selection = table.layoutWork
        selection.rowsLookedAt -= after.rowsLookedAt
        selection.cellsPlaced -= after.cellsPlaced
        return (scroll, selection)
    }

    @Test("a table scrolled by a row with 1,000 rows on screen looks at a few rows and places one cell, as with 20")
    func aTableScrollCostsTheRowsThatCameAndWent() {
        let tall = tableScroll(rowsOnScreen: 1_000), short = tableScroll(rowsOnScreen: 20)
        // Rows 0…1,001 were shown with the line beyond each edge; row 0 leaves, row 1,002 comes.
        #expect(tall.scroll.heard == ["cell [0, 1002] reusing Row 0", "willDisplay [0, 1002]"],
                "the row that came takes the cell of the row that went, and is announced once")
        #expect(short.scroll.heard == ["cell [0, 22] reusing Row 0", "willDisplay [0, 22]"])
        #expect(tall.scroll.cellsPlaced == 1)
        #expect(tall.scroll.rowsLookedAt <= 6, "the row that went, the row that came, the rows at each end that stay")
        #expect(tall.scroll.rowsLookedAt == short.scroll.rowsLookedAt && tall.scroll.cellsPlaced == short.scroll.cellsPlaced)
        // What the counter counts when the layout is not a scroll: every row in the band.
        #expect(tall.selection.rowsLookedAt >= 2 * 1_002 && tall.selection.cellsPlaced == 1_002)
        #expect(short.selection.cellsPlaced == 22)
    }

    /// Scrolls a list of `height` rows on screen down by a row, twice, and reports the second.
    private func listScroll(rowsOnScreen height: Int) -> (scroll: OneRow, selection: LayoutWork) {
        let items = ChangingItems(sections: [(0..<20_000).map { "Item \($0)" }])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: height))
        let list = items.listView(in: window)
        list.contentOffset.y += 1
        list.layoutIfNeeded()
        items.heard = []
        let before = list.layoutWork
        list.contentOffset.y += 1
        list.layoutIfNeeded()
        let after = list.layoutWork
        let scroll = OneRow(rowsLookedAt: after.rowsLookedAt - before.rowsLookedAt,
                            cellsPlaced: after.cellsPlaced - before.cellsPlaced, heard: items.heard)
        list.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        list.layoutIfNeeded()
        var selection = list.layoutWork
        selection.rowsLookedAt -= after.rowsLookedAt
        selection.cellsPlaced -= after.cellsPlaced
        return (scroll, selection)
    }

    @Test("a list scrolled by a row with 1,000 rows on screen looks at a few rows and places one cell, as with 20")
    func aListScrollCostsTheRowsThatCameAndWent() {
        let tall = listScroll(rowsOnScreen: 1_000), short = listScroll(rowsOnScreen: 20)
        #expect(tall.scroll.heard == ["cell [0, 1002] reusing Item 0"], "the item that came takes the cell of the item that went")
        #expect(short.scroll.heard == ["cell [0, 22] reusing Item 0"])
        #expect(tall.scroll.cellsPlaced == 1)
        #expect(tall.scroll.rowsLookedAt <= 12, "the rows at the bounds' edges and the band's, and those that came and went")
        #expect(tall.scroll.rowsLookedAt == short.scroll.rowsLookedAt && tall.scroll.cellsPlaced == short.scroll.cellsPlaced)
        #expect(tall.selection.rowsLookedAt >= 2 * 1_002 && tall.selection.cellsPlaced == 1_002)
    }

    @Test("a reorder accessory given to a cell kept on screen is found at the list's next scroll")
    func aReorderAccessoryOnAKeptCellIsFound() {
        let items = ChangingItems(sections: [(0..<200).map { "Item \($0)" }])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let list = items.listView(in: window)
        list.contentOffset.y += 1
        list.layoutIfNeeded()
        #expect(!list.interactions.contains { $0 is UIDragInteraction })
        let cell = list.cellForItem(at: IndexPath(item: 4, section: 0)) as? UICollectionViewListCell
        cell?.accessories = [.reorder(displayed: .always)]
        let before = list.layoutWork
        list.contentOffset.y += 1
        list.layoutIfNeeded()
        #expect(list.layoutWork.cellsPlaced - before.cellsPlaced == 1, "the layout was a scroll")
        #expect(list.interactions.contains { $0 is UIDragInteraction }, "the reorder accessories' drag is installed")
    }
}

/// Sections of rows a test changes as it goes, for a table view, with what the table asked and
/// told, in order ("cell [0, 3]", "cell [0, 4] reusing Row 1", "willDisplay [0, 3]").
@MainActor
final class ChangingRows: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    /// Whether sections have titles: a header above each, a footer below every other.
    var titled = false
    /// Whether cells' text takes as many lines as it has, so rows sized by their cells are as
    /// tall as their text.
    var multiline = false
    var heard: [String] = []

    init(sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        heard.append("cell \(indexPath)" + (cell.textLabel?.text.map { " reusing \($0)" } ?? ""))
        cell.textLabel?.numberOfLines = multiline ? 0 : 1
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        heard.append("willDisplay \(indexPath)")
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titled ? "Header \(section)" : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        titled && section % 2 == 1 ? "Footer \(section)" : nil
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row % 3 != 0 }
}

/// Sections of items a test changes as it goes, for a list, with the cells the list asked for.
@MainActor
final class ChangingItems: UICollectionViewDataSource {
    var sections: [[String]]
    var heard: [String] = []

    init(sections: [[String]]) {
        self.sections = sections
    }

    /// A list of the items filling `window`, laid out once `setUp` has run on it: plain, or
    /// grouped with a header above each section.
    func listView(in window: UIWindow, headers: Bool = false, setUp: (UICollectionView) -> Void = { _ in }) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: headers ? .grouped : .plain)
        if headers { configuration.headerMode = .supplementary }
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Item")
        list.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "Header")
        list.dataSource = self
        window.addSubview(list)
        setUp(list)
        list.layoutIfNeeded()
        return list
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        heard.append("cell \(indexPath)" + (cell.accessibilityLabel.map { " reusing \($0)" } ?? ""))
        cell.accessibilityLabel = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        view.accessibilityLabel = "Header \(indexPath.section)"
        return view
    }
}

/// A table's delegate that gives each row a height of its own, and tells `rows` what the table
/// tells it.
@MainActor
final class ChangingRowHeights: UITableViewDelegate {
    let rows: ChangingRows
    /// Each row's height, by section.
    var heights: [[CGFloat]]

    init(rows: ChangingRows, heights: [[CGFloat]]) {
        self.rows = rows
        self.heights = heights
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.section][indexPath.row]
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        rows.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
}
