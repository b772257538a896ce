import CellKit
import Foundation
import RotorTestSupport
import Testing

@MainActor
@Suite("Table view", .cellsScreen)
struct TableViewTests {
    @Test("index paths have rows, as UIKit's do")
    func indexPathRows() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1)
        path.row += 1
        #expect(path == IndexPath(row: 4, section: 1))
        #expect(path.item == path.row)
    }

    @Test("10,000 rows make cells only for the rows on screen, reused as it scrolls")
    func onlyTheRowsOnScreenHaveCells() {
        let list = CountingList(rows: 10_000)
        let screen = ListScreen(list)
        let table = screen.tableView
        #expect(table.numberOfRows(inSection: 0) == 10_000)
        #expect(table.visibleCells.count == 10, "ten rows of one line fill the ten-line table")
        // And one more below, VoiceOver's next row.
        #expect(list.cellRequests == (0..<11).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize.height == 10_000)
        #expect(table.subviews.count == 11)
        table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 5_000)
        #expect(screen.shownTexts.first == "Row 5000")
        #expect(table.visibleCells.count == 10)
        #expect(list.cellRequests.count == 23, "only the rows now on screen, and one beyond each edge, were asked for")
        #expect(list.reuses == 11, "the cells that left the screen were reused")
        #expect(table.subviews.count == 12)
        #expect(list.countRequests == 1, "the count is asked when the data loads, not as it scrolls")
        // A touch finds the row under it after the scroll.
        #expect(table.indexPathForRow(at: table.convert(CGPoint(x: 3, y: 2), from: screen.window)) == IndexPath(row: 5_002, section: 0))
        // Scrolling one line makes one cell.
        table.contentOffset.y += 1
        #expect(screen.shownTexts.last == "Row 5010")
        #expect(list.cellRequests.count == 24)
    }

    @Test("scrolled by a line, a page or a jump, up or down, a table shows each row on screen in its own cell, once")
    func scrollingAnyWayShowsEachRowOnce() {
        let list = CountingList(sections: [(0..<300).map { "Row \($0)" }, (0..<5).map { "Low \($0)" }, (0..<300).map { "End \($0)" }])
        let screen = ListScreen(list)
        let table = screen.tableView
        var random = SplitMix64(seed: 7)
        for step in 0..<400 {
            let steps: [CGFloat] = [1, -1, 3, -3, 9, -9, 40, -40, 250]
            let move = steps[Int.random(in: 0..<steps.count, using: &random)]
            table.contentOffset.y = min(max(0, table.contentOffset.y + move), table.contentSize.height - table.bounds.height)
            if step % 7 == 3, let row = table.indexPathForRow(at: CGPoint(x: 1, y: table.contentOffset.y + 2)) {
                // A selection made between scrolls shows on the cells that stay.
                table.selectRow(at: row, animated: false, scrollPosition: .none)
            }
            table.layoutIfNeeded()
            let cells = table.subviews.compactMap { $0 as? UITableViewCell }
            let selected = Set(table.indexPathsForSelectedRows ?? [])
            #expect(cells.allSatisfy { cell in cell.isSelected == table.indexPath(for: cell).map { selected.contains($0) } },
                    "step \(step): each cell shows whether its row is selected")
            let paths = cells.compactMap { table.indexPath(for: $0) }
            let texts = cells.map { $0.textLabel?.text ?? "" }
            let expected = paths.map { list.sections[$0.section][$0.row] }
            #expect(paths.count == cells.count && Set(paths).count == paths.count, "step \(step): every cell has its own row")
            #expect(texts == expected, "step \(step): each cell shows its row")
            #expect(cells.allSatisfy { $0.frame == table.rectForRow(at: table.indexPath(for: $0) ?? IndexPath(row: 0, section: 0)) })
            let top = table.indexPathForRow(at: CGPoint(x: 1, y: table.contentOffset.y))
            #expect(top.map { paths.contains($0) } ?? false, "step \(step): the top row on screen has a cell")
            if texts != expected { return }
        }
    }

    @Test("a table a million rows tall makes cells for no more rows than a terminal shows, and counts them first")
    func aTallTableMakesCellsOnlyForWhatATerminalShows() {
        final class Numbers: UITableViewDataSource {
            var cellsMade = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                cellsMade += 1
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row + 1)"
                return cell
            }
        }
        let numbers = Numbers()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 9, height: 1_000_000), style: .plain)
        table.dataSource = numbers
        // Counted without a cell made: every row meets the bounds (UIKit would make them all).
        let most = UITableView.mostRowsShownAtOnce
        #expect(table.shownAtOnce.rows == 1_000_000 && table.shownAtOnce.sectionViews == 0)
        #expect(table.shownAtOnce.cells == most + 2)
        #expect(numbers.cellsMade == 0)
        table.layoutIfNeeded()
        // The first rows a terminal could show, and a line's more each side.
        #expect(numbers.cellsMade == most + 2, "cells for the first rows a terminal could show, not a million")
        #expect(table.subviews.count == most + 2)
        #expect(table.visibleCells.last?.textLabel?.text == "Row \(most + 2)")
        // Rows of no height are never shown, however many there are.
        table.rowHeight = 0
        #expect(table.shownAtOnce.rows == 0)
        table.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty && numbers.cellsMade == most + 2)
    }

    @Test("rows whose heights the delegate gives are placed by them, asked once per load")
    func rowHeightsFromTheDelegate() {
        let list = TallRowsList(heights: [1, 3, 2, 1])
        let screen = ListScreen(list)
        let table = screen.tableView
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 4, width: 30, height: 2))
        #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 3)) == IndexPath(row: 1, section: 0))
        #expect(table.contentSize.height == 7)
        let asked = list.heightRequests
        table.contentOffset.y = 1
        table.layoutIfNeeded()
        #expect(list.heightRequests == asked, "scrolling asks no heights")
    }

    @Test("a delegate that gives no heights leaves every row rowHeight high, with no row asked")
    func uniformRowsAskNoHeights() {
        let list = CountingList(rows: 500)
        let screen = ListScreen(list)
        screen.tableView.rowHeight = 2
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 100, section: 0)) == CGRect(x: 0, y: 200, width: 30, height: 2))
        #expect(screen.tableView.visibleCells.count == 5)
    }

    @Test("sections have headers and footers; a header is a heading to VoiceOver")
    func sectionsWithHeadersAndFooters() throws {
        let list = CountingList(sections: [["Milk", "Eggs"], ["Soap"]])
        list.headers = ["Food", "Home"]
        list.footers = [nil, "Done by Friday"]
        let screen = ListScreen(list, style: .grouped)
        let table = screen.tableView
        // Grouped: a blank line above each section, then its header.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 1, width: 30, height: 1))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 2)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 6)
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 7, width: 30, height: 1))
        let header = try #require(table.headerView(forSection: 0) as? UILabel)
        #expect(header.text == "Food")
        #expect(header.accessibilityTraits.contains(.header))
        #expect((table.footerView(forSection: 1) as? UILabel)?.text == "Done by Friday")
        #expect(table.footerView(forSection: 0) == nil)
    }

    @Test("a subtitle cell reads its text and detail as one element; a checked or selected cell is selected")
    func cellsAsVoiceOverReadsThem() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Milk"
        cell.detailTextLabel?.text = "2 litres"
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Milk, 2 litres")
        #expect(!cell.accessibilityTraits.contains(.selected))
        cell.accessoryType = .checkmark
        #expect(cell.accessibilityTraits.contains(.selected))
        cell.accessoryType = .disclosureIndicator
        #expect(cell.accessibilityTraits == [.button])
        cell.isSelected = true
        #expect(cell.accessibilityTraits.contains(.selected))
        cell.accessibilityLabel = "Whole milk"
        #expect(cell.accessibilityLabel == "Whole milk")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test("cells draw their content by style, with accessories as characters")
    func cellsDrawByStyle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.accessoryType = .disclosureIndicator
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 1, width: 20, height: 2)
        subtitle.textLabel?.text = "Milk"
        subtitle.detailTextLabel?.text = "2 litres"
        subtitle.accessoryType = .checkmark
        window.addSubview(value1)
        window.addSubview(subtitle)
        let context = CellContext(grid: CellGrid(width: 20, height: 3))
        window.render(in: context)
        #expect(context.grid.lines == ["Wi-Fi         Home ›", "Milk               ✓", "2 litres            "])
    }

    @Test("reuse gives a dequeued cell back prepared, and a cell stays with its row as others come and go")
    func reuseAndUpdates() throws {
        let list = CountingList(sections: [["A", "B", "C", "D"]])
        let screen = ListScreen(list)
        let table = screen.tableView
        let cellC = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        table.performBatchUpdates({
            list.sections[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            list.sections[0].insert("Z", at: 3)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        })
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellC)
        #expect(screen.shownTexts == ["B", "C", "D", "Z"])
        list.sections[0].swapAt(0, 3)
        table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        list.sections[0] = ["Z", "B", "C", "D"]
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(screen.shownTexts == ["Z", "B", "C", "D"])
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test("a tap selects the row under it, asking and telling the delegate in UIKit's order")
    func tapsSelect() {
        let list = CountingList(sections: [["A", "B", "C"]])
        let screen = ListScreen(list)
        #expect(screen.finger.tap(at: screen.centre(of: IndexPath(row: 1, section: 0))))
        #expect(screen.finger.tap(at: screen.centre(of: IndexPath(row: 2, section: 0))))
        #expect(list.told == ["willSelect [0, 1]", "didSelect [0, 1]", "willSelect [0, 2]", "didDeselect [0, 1]", "didSelect [0, 2]"])
        #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        screen.tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(screen.tableView.indexPathsForSelectedRows == nil)
    }

    @Test("while editing, a row's reorder control moves it, and the data source is told")
    func theReorderControlMovesARow() throws {
        let list = CountingList(sections: [["A", "B", "C", "D"]])
        let screen = ListScreen(list)
        let table = screen.tableView
        table.setEditing(true, animated: true)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.isEditing && cell.showsReorderControl)
        // A press in the middle of the row lifts nothing: there is no drag delegate.
        #expect(!screen.finger.longPress(at: screen.centre(of: IndexPath(row: 0, section: 0))))
        let control = table.screenPoint(for: CGPoint(x: 29, y: 0.5))
        #expect(screen.finger.longPress(at: control))
        screen.finger.move(to: table.screenPoint(for: CGPoint(x: 15, y: 2.9)))   // the last quarter of C
        #expect(screen.finger.release() == .move)
        #expect(list.moves.map { "\($0.0) → \($0.1)" } == ["[0, 0] → [0, 2]"])
        #expect(list.sections[0] == ["B", "C", "A", "D"])
        #expect(screen.shownTexts == ["B", "C", "A", "D"])
        #expect(screen.finger.log.lines == ["drop list moveRowAt → [0, 0] → [0, 2]"])
        table.isEditing = false
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == false)
    }

    @Test("a row dragged within the table is moved by the table, through the data source, in UIKit's order")
    func aDragWithinTheTableMovesTheRow() {
        let screen = GroceryListScreen()
        let finger = Finger(windows: screen.windows)
        let table = screen.tableView
        func centre(_ row: Int) -> CGPoint { table.screenPoint(for: CGPoint(x: 15, y: CGFloat(row) + 0.5)) }
        #expect(finger.longPress(at: centre(0)))
        finger.move(to: centre(0))
        #expect(table.hasActiveDrag)
        finger.move(to: centre(2))
        #expect(table.hasActiveDrop)
        #expect(finger.release() == .move)
        #expect(screen.list.items == ["Butter", "Eggs", "Milk", "Flour"], "Milk took Eggs' place, coming from above")
        #expect(screen.shownRows == ["Butter", "Eggs", "Milk", "Flour"])
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        Golden.assertMatches(finger.log.lines.joined(separator: "\n"), named: "table-reorder.log")
    }

    @Test("text dropped from another app is loaded and inserted by the drop delegate")
    func aDropFromAnotherAppInserts() {
        let screen = GroceryListScreen()
        let finger = Finger(windows: screen.windows)
        #expect(finger.longPress(at: screen.note.screenPoint(for: CGPoint(x: 1, y: 0))))
        finger.move(to: screen.tableView.screenPoint(for: CGPoint(x: 15, y: 1.9)))   // the last quarter of Butter
        #expect(finger.release() == .copy)
        finger.clock.runUntilIdle()
        #expect(screen.list.items == ["Milk", "Butter", "Bread", "Eggs", "Flour"])
        #expect(screen.shownRows == ["Milk", "Butter", "Bread", "Eggs", "Flour"])
        #expect(finger.log.lines.filter { $0.hasPrefix("drop groceries") } == [
            "drop groceries canHandle → true",
            "drop groceries dropSessionDidUpdate → at [0, 2] → copy insertAtDestinationIndexPath",
            "drop groceries performDropWith → at [0, 2]",
        ], "only the drop delegate's methods the list implements: not dropSessionDidEnter or dropSessionDidEnd")
    }

    @Test("a slow drop shows a placeholder row until its data arrives; reloadData discards it")
    func placeholderRows() throws {
        let list = PlaceholderList(items: ["A", "B"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5), applicationIdentifier: "list")
        let other = UIWindow(frame: CGRect(x: 20, y: 0, width: 20, height: 5), applicationIdentifier: "notes")
        let table = UITableView(frame: window.bounds, style: .plain)
        table.accessibilityIdentifier = "list"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = list
        table.dropDelegate = list
        window.addSubview(table)
        let note = DraggableNote(text: "Z", frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        other.addSubview(note)
        let finger = Finger(windows: [window, other])
        #expect(finger.longPress(at: note.screenPoint(for: CGPoint(x: 1, y: 0))))
        finger.session?.items.first?.itemProvider.simulatedLoadDelay = 2
        finger.move(to: table.screenPoint(for: CGPoint(x: 5, y: 1.5)))
        #expect(finger.release() == .copy)
        #expect(table.hasUncommittedUpdates)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["A", "Loading…", "B"])
        #expect(list.items == ["A", "B"], "the data source never hears of the placeholder")
        finger.clock.runUntilIdle()
        #expect(!table.hasUncommittedUpdates)
        #expect(list.items == ["A", "Z", "B"])
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["A", "Z", "B"])
        Golden.assertMatches(finger.log.lines.joined(separator: "\n"), named: "table-placeholder-commit.log")

        #expect(finger.longPress(at: note.screenPoint(for: CGPoint(x: 1, y: 0))))
        finger.session?.items.first?.itemProvider.simulatedLoadDelay = 2
        finger.move(to: table.screenPoint(for: CGPoint(x: 5, y: 0.5)))
        finger.release()
        let context = try #require(list.lastContext)
        table.reloadData()
        #expect(!context.commitInsertion { _ in Issue.record("the block runs only for a placeholder still there") })
        #expect(!context.deletePlaceholder())
        withExtendedLifetime(list) {}
    }

    @Test("performBatchUpdates takes UIKit's non-escaping block, and nil")
    func batchUpdatesTakeANonEscapingBlock() {
        let list = CountingList(sections: [["A"]])
        let screen = ListScreen(list)
        func update(_ change: () -> Void) {
            // A non-escaping closure passed on, as DeepDiff and many apps write it.
            screen.tableView.performBatchUpdates(change, completion: nil)
        }
        update {
            list.sections[0].append("B")
            screen.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        screen.tableView.performBatchUpdates(nil) { finished in #expect(finished) }
        #expect(screen.shownTexts == ["A", "B"])
    }

    @Test("header views of the app's are registered, dequeued and reused as cells are")
    func headerViewsAreReused() throws {
        let list = BannerList(sections: [["A"], ["B"]])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "Banner")
        table.dataSource = list
        table.delegate = list
        window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 2, width: 20, height: 1))
        let header = try #require(table.headerView(forSection: 1) as? BannerHeader)
        #expect(header.textLabel?.text == "Section 1")
        #expect(header.superview === table)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(list.headersMade.count == 2, "the reload dequeued the two headers again")
        #expect(list.headersMade.allSatisfy { $0.reuses == 1 })
    }

    @Test("a table header view sits above the first section and a footer view below the last")
    func tableHeaderAndFooterViews() {
        let list = CountingList(sections: [["A", "B"]])
        let screen = ListScreen(list)
        let table = screen.tableView
        table.tableHeaderView = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        table.tableFooterView = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 30, height: 2))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 2)
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 4, width: 30, height: 1))
        #expect(table.contentSize.height == 5)
    }

    @Test("a row moved within one of 1,000 sections asks the data source about that section again, and a reload about every one")
    func aMoveAsksAboutItsSection() throws {
        let list = CountingList(sections: (0..<1_000).map { section in (0..<4).map { "Row \(section).\($0)" } })
        list.headers = (0..<1_000).map { "Header \($0)" }
        let screen = ListScreen(list)
        let table = screen.tableView
        #expect(screen.shownTexts == ["Row 0.0", "Row 0.1", "Row 0.2", "Row 0.3", "Row 1.0", "Row 1.1", "Row 1.2", "Row 1.3"])
        let counts = list.countRequests, titles = list.titleRequests
        list.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        table.layoutIfNeeded()
        #expect(screen.shownTexts.prefix(2) == ["Row 0.1", "Row 0.0"])
        #expect(list.countRequests - counts == 1, "only the section the row moved in is counted again")
        #expect(list.titleRequests - titles == 2, "only its header and footer are asked for again")
        #expect(table.rectForHeader(inSection: 999).minY == 4_995, "every section below stays where it was")
        table.reloadData()
        table.layoutIfNeeded()
        #expect(list.countRequests - counts == 1 + 1_000)
        #expect(list.titleRequests - titles == 2 + 2_000)
    }

    @Test("rows inserted into a section move the sections below it, and a reloaded section takes its new header's height")
    func changedSectionsMoveTheOnesBelow() {
        let list = CountingList(sections: [["A1", "A2"], ["B1", "B2"], ["C1", "C2"]])
        list.headers = ["A", nil, "C"]
        let screen = ListScreen(list)
        let table = screen.tableView
        #expect(table.rectForHeader(inSection: 2).minY == 5)
        list.sections[0].append("A3")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(table.rectForHeader(inSection: 2).minY == 6, "the row added above moves the last section down")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 4)
        list.headers[1] = "B"
        table.reloadSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.rectForHeader(inSection: 1).height == 1, "the reloaded section has a header now")
        #expect(table.rectForHeader(inSection: 2).minY == 7)
        #expect(table.contentSize.height == 10)
        list.sections[2].removeFirst()
        table.deleteRows(at: [IndexPath(row: 0, section: 2)], with: .automatic)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 9)
        #expect(screen.shownTexts == ["A1", "A2", "A3", "B1", "B2", "C2"])
    }
}
