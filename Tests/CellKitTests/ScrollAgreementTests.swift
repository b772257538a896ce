@testable import CellKit
import Foundation
import RotorTestSupport
import Testing

/// A table or list that scrolls lays out only the rows that came and went; whatever it went
/// through, it shows what one laid out afresh at the same place, with the same data, selection
/// and editing, shows: each row in its own cell, with its frame, text and state.
@MainActor
@Suite("A scrolled table or list shows what a fresh one shows", .cellsScreen)
struct ScrollAgreementTests {
    /// A move of the offset: by a line, two, a page, a page and a line, either way, or a jump.
    private static func scroll(_ view: UIScrollView, using random: inout SplitMix64) -> Bool {
        let page = view.bounds.height
        let moves: [CGFloat] = [1, -1, 1, -1, 2, -2, page, -page, page + 1, -page - 1]
        let most = max(0, view.contentSize.height - view.bounds.height)
        let pick = Int.random(in: 0...moves.count, using: &random)
        let target = pick == moves.count ? CGFloat(Int.random(in: 0...Int(most), using: &random)) : view.contentOffset.y + moves[pick]
        view.contentOffset.y = min(max(0, target), most)
        return pick < 4
    }

    /// What a table shows, each line a row's cell (its row, frame, text and state) or a
    /// section's title, sorted.
    private static func picture(of table: UITableView) -> [String] {
        var lines: [String] = []
        for view in table.subviews {
            if let cell = view as? UITableViewCell {
                let row = table.indexPath(for: cell).map { "\($0)" } ?? "no row"
                lines.append("\(row) \(cell.frame) \(cell.textLabel?.text ?? "-") selected \(cell.isSelected) "
                    + "editing \(cell.isEditing) \(cell.editingControl) reorder \(cell.showsReorderControl)")
            } else if let label = view as? UILabel {
                lines.append("title \(label.frame) \(label.text ?? "-")")
            }
        }
        return lines.sorted()
    }

    /// A table of `rows` filling `window`, laid out once `setUp` has run on it: a table set up
    /// before its first layout has never scrolled.
    private static func table(_ rows: ChangingRows, delegate: UITableViewDelegate, in window: UIWindow,
                              setUp: (UITableView) -> Void = { _ in }) -> UITableView {
        let table = UITableView(frame: window.bounds, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.delegate = delegate
        window.addSubview(table)
        setUp(table)
        table.layoutIfNeeded()
        return table
    }

    @Test("a table scrolled by lines, pages and jumps, with rows inserted, deleted, selected and edited between, shows what a fresh one shows",
          arguments: [false, true])
    func aScrolledTableShowsWhatAFreshOneShows(heightsVary: Bool) {
        var random = SplitMix64(seed: heightsVary ? 42 : 7)
        let rows = ChangingRows(sections: [(0..<120).map { "A\($0)" }, (0..<4).map { "B\($0)" }, [], (0..<150).map { "C\($0)" }])
        rows.titled = true
        let heights = ChangingRowHeights(rows: rows, heights: rows.sections.map { section in
            section.map { _ in heightsVary ? CGFloat(Int.random(in: 1...3, using: &random)) : 1 }
        })
        let delegate: UITableViewDelegate = heightsVary ? heights : rows
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let table = Self.table(rows, delegate: delegate, in: window)
        var made = 0, lineScrolls = 0
        for step in 0..<400 {
            var scrolledALine = false
            switch Int.random(in: 0..<24, using: &random) {
            case 0, 1:
                let section = Int.random(in: 0..<rows.sections.count, using: &random)
                let row = Int.random(in: 0...rows.sections[section].count, using: &random)
                made += 1
                rows.sections[section].insert("N\(made)", at: row)
                heights.heights[section].insert(CGFloat(Int.random(in: 1...3, using: &random)), at: row)
                table.insertRows(at: [IndexPath(row: row, section: section)], with: .automatic)
            case 2:
                let section = Int.random(in: 0..<rows.sections.count, using: &random)
                guard !rows.sections[section].isEmpty else { continue }
                let row = Int.random(in: 0..<rows.sections[section].count, using: &random)
                rows.sections[section].remove(at: row)
                heights.heights[section].remove(at: row)
                table.deleteRows(at: [IndexPath(row: row, section: section)], with: .automatic)
            case 3, 4:
                let point = CGPoint(x: 3, y: table.contentOffset.y + CGFloat(Int.random(in: 0..<12, using: &random)))
                if let row = table.indexPathForRow(at: point) { table.selectRow(at: row, animated: false, scrollPosition: .none) }
            case 5:
                table.selectRow(at: nil, animated: false, scrollPosition: .none)
            case 6:
                table.isEditing.toggle()
            case 7:
                table.reloadData()
            default:
                scrolledALine = Self.scroll(table, using: &random)
            }
            let before = table.layoutWork
            table.layoutIfNeeded()
            if scrolledALine {
                lineScrolls += 1
                #expect(table.layoutWork.rowsLookedAt - before.rowsLookedAt <= 8, "step \(step): a scroll by a line looks at a few rows")
            }
            let freshWindow = UIWindow(frame: window.frame)
            let fresh = Self.table(rows, delegate: delegate, in: freshWindow) { fresh in
                fresh.isEditing = table.isEditing
                for row in table.indexPathsForSelectedRows ?? [] { fresh.selectRow(at: row, animated: false, scrollPosition: .none) }
                fresh.contentOffset = table.contentOffset
            }
            let shown = Self.picture(of: table), expected = Self.picture(of: fresh)
            #expect(shown == expected, "step \(step): the scrolled table shows what a fresh one shows")
            #expect(table.indexPathsForVisibleRows == fresh.indexPathsForVisibleRows)
            #expect(table.visibleCells.map { $0.textLabel?.text } == fresh.visibleCells.map { $0.textLabel?.text })
            if shown != expected { return }
        }
        #expect(lineScrolls > 50)
    }

    @Test("a table whose rows are sized by their cells shows, at each scroll, every row of its band in its own cell at the row's frame")
    func selfSizingRowsStayWhereTheirRowsAre() {
        var random = SplitMix64(seed: 3)
        // Every fifth row takes two lines once its cell measures it.
        let rows = ChangingRows(sections: [(0..<300).map { $0 % 5 == 2 ? "Row \($0)\nsecond line" : "Row \($0)" }])
        rows.multiline = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let table = Self.table(rows, delegate: rows, in: window)
        for step in 0..<300 {
            if step % 17 == 5, let row = table.indexPathForRow(at: CGPoint(x: 3, y: table.contentOffset.y + 4)) {
                table.selectRow(at: row, animated: false, scrollPosition: .none)
            } else {
                _ = Self.scroll(table, using: &random)
            }
            table.layoutIfNeeded()
            let band = table.bounds.insetBy(dx: 0, dy: -1)
            let wanted = (0..<table.numberOfRows(inSection: 0)).map { IndexPath(row: $0, section: 0) }.filter { path in
                let frame = table.rectForRow(at: path)
                return frame.height > 0 && frame.minY < band.maxY && frame.maxY > band.minY
            }
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            let paths = cells.compactMap { table.indexPath(for: $0) }
            #expect(paths.sorted() == wanted, "step \(step): every row of the band has a cell, and no other")
            #expect(cells.allSatisfy { cell in
                guard let path = table.indexPath(for: cell) else { return false }
                return cell.frame == table.rectForRow(at: path) && cell.textLabel?.text == rows.sections[0][path.row]
                    && cell.isSelected == (table.indexPathsForSelectedRows ?? []).contains(path)
            }, "step \(step): each cell is at its row's frame, with its text and selection")
            if paths.sorted() != wanted { return }
        }
    }

    /// What a list shows, each line an item's cell or a header, sorted.
    private static func picture(of list: UICollectionView) -> [String] {
        var lines: [String] = []
        for view in list.subviews {
            if let cell = view as? UICollectionViewCell {
                let item = list.indexPath(for: cell).map { "\($0)" } ?? "no item"
                lines.append("\(item) \(cell.frame) \(cell.accessibilityLabel ?? "-") selected \(cell.isSelected)")
            } else if let header = view as? UICollectionReusableView {
                lines.append("header \(header.frame) \(header.accessibilityLabel ?? "-")")
            }
        }
        return lines.sorted()
    }

    @Test("a list scrolled by lines, pages and jumps, with items inserted, deleted, selected and edited between, shows what a fresh one shows",
          arguments: [false, true])
    func aScrolledListShowsWhatAFreshOneShows(headers: Bool) {
        var random = SplitMix64(seed: headers ? 9 : 4)
        let items = ChangingItems(sections: [(0..<120).map { "A\($0)" }, (0..<4).map { "B\($0)" }, [], (0..<150).map { "C\($0)" }])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        let list = items.listView(in: window, headers: headers)
        var made = 0, lineScrolls = 0
        for step in 0..<400 {
            var scrolledALine = false
            switch Int.random(in: 0..<24, using: &random) {
            case 0, 1:
                let section = Int.random(in: 0..<items.sections.count, using: &random)
                let item = Int.random(in: 0...items.sections[section].count, using: &random)
                made += 1
                items.sections[section].insert("N\(made)", at: item)
                list.insertItems(at: [IndexPath(item: item, section: section)])
            case 2:
                let section = Int.random(in: 0..<items.sections.count, using: &random)
                guard !items.sections[section].isEmpty else { continue }
                let item = Int.random(in: 0..<items.sections[section].count, using: &random)
                items.sections[section].remove(at: item)
                list.deleteItems(at: [IndexPath(item: item, section: section)])
            case 3, 4:
                let point = CGPoint(x: 3, y: list.contentOffset.y + CGFloat(Int.random(in: 0..<12, using: &random)))
                if let item = list.indexPathForItem(at: point) { list.selectItem(at: item, animated: false, scrollPosition: []) }
            case 5:
                list.selectItem(at: nil, animated: false, scrollPosition: [])
            case 6:
                list.isEditing.toggle()
            case 7:
                list.reloadData()
            default:
                scrolledALine = Self.scroll(list, using: &random)
            }
            let before = list.layoutWork
            list.layoutIfNeeded()
            if scrolledALine {
                lineScrolls += 1
                #expect(list.layoutWork.rowsLookedAt - before.rowsLookedAt <= 14, "step \(step): a scroll by a line looks at a few rows")
            }
            let freshWindow = UIWindow(frame: window.frame)
            let fresh = items.listView(in: freshWindow, headers: headers) { fresh in
                fresh.isEditing = list.isEditing
                for item in list.indexPathsForSelectedItems ?? [] { fresh.selectItem(at: item, animated: false, scrollPosition: []) }
                fresh.contentOffset = list.contentOffset
            }
            let shown = Self.picture(of: list), expected = Self.picture(of: fresh)
            #expect(shown == expected, "step \(step): the scrolled list shows what a fresh one shows")
            #expect(list.indexPathsForVisibleItems == fresh.indexPathsForVisibleItems)
            if shown != expected { return }
        }
        #expect(lineScrolls > 50)
    }
}
