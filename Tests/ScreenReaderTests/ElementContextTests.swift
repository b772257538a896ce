import CellKit
import Foundation
import ScreenReader
import Testing

/// A table of labels in Swift, as an app writes one: cells by row, the first row heading the
/// columns and the first column heading the rows.
@MainActor
private final class Timetable: UIView, UIAccessibilityContainerDataTable {
    final class Cell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
        let row: Int, column: Int
        init(_ text: String, row: Int, column: Int, in table: UIView) {
            self.row = row
            self.column = column
            super.init(accessibilityContainer: table)
            accessibilityLabel = text
            accessibilityFrameInContainerSpace = CGRect(x: column * 8, y: row, width: 8, height: 1)
        }
        func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
        func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: 1) }
    }

    var cells: [[Cell]] = []

    init(_ rows: [[String]]) {
        super.init(frame: CGRect(x: 0, y: 0, width: 30, height: rows.count))
        accessibilityContainerType = .dataTable
        cells = rows.enumerated().map { row, texts in
            texts.enumerated().map { column, text in Cell(text, row: row, column: column, in: self) }
        }
        accessibilityElements = Array(cells.joined())
    }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        cells.indices.contains(row) && cells[row].indices.contains(column) ? cells[row][column] : nil
    }
    func accessibilityRowCount() -> Int { cells.count }
    func accessibilityColumnCount() -> Int { cells.first?.count ?? 0 }
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells.indices.contains(row) ? [cells[row][0]] : nil
    }
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells[0].indices.contains(column) ? [cells[0][column]] : nil
    }
}

@MainActor
@Suite("Where an element sits: tabs, series, lists, landmarks, tables")
struct ElementContextTests: ReaderSuite {
    let fixture = ReaderFixture(height: 30)

    /// Each element's context in visiting order, as words a test can compare.
    private func contexts() -> [String] {
        reader.elements.map { element in
            switch reader.context(of: element) {
            case nil: "-"
            case .tab(let index, let count)?: "tab \(index)/\(count)"
            case .series(let index, let count)?: "series \(index)/\(count)"
            case .listStart?: "list start"
            case .listEnd?: "list end"
            case .landmarkStart?: "landmark"
            case .landmarkEnd?: "end"
            case .dataTableCell(let row, let column, _, _, let first, let headers)?:
                "r\(row)c\(column)\(first ? " first" : "")"
                    + (headers.isEmpty ? "" : " [" + headers.compactMap(\.accessibilityLabel).joined(separator: ", ") + "]")
            }
        }
    }

    private func container(_ type: UIAccessibilityContainerType, _ names: [String], x: CGFloat = 0, y: CGFloat = 0) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: y, width: 20, height: 10))
        view.accessibilityContainerType = type
        for (index, name) in names.enumerated() {
            view.addSubview(labelledView(name, frame: CGRect(x: 0, y: index * 2, width: 10, height: 1)))
        }
        window.addSubview(view)
        return view
    }

    @Test func aTabBarsItemsAreTabsCountedAmongThemselves() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 20, width: 60, height: 1))
        let items = ["Mail", "Calendar", "Notes"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        bar.items = items
        bar.selectedItem = items[0]
        window.addSubview(labelledView("Inbox", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        window.addSubview(bar)
        #expect(contexts() == ["-", "tab 1/3", "tab 2/3", "tab 3/3"])
        reader.start()
        reader.perform(.lastElement)
        reader.perform(.doubleTap)
        #expect(bar.selectedItem === items[2], "a double tap selects the tab")
        #expect(reader.focusedElement?.object.accessibilityTraits.contains(.selected) == true)
    }

    @Test func aViewWithTheTabBarTraitMakesTabsOfWhatIsInIt() {
        let bar = container(.none, ["One", "Two"])
        bar.accessibilityTraits = .tabBar
        #expect(contexts() == ["tab 1/2", "tab 2/2"])
    }

    @Test func aSegmentedControlsSegmentsAreASeries() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
        window.addSubview(control)
        #expect(contexts() == ["series 1/3", "series 2/3", "series 3/3"])
        reader.start()
        reader.perform(.swipeRight)
        reader.perform(.doubleTap)
        #expect(control.selectedSegmentIndex == 1, "a double tap selects the segment")
    }

    @Test func aListSaysWhereItStartsAndEnds() {
        _ = container(.list, ["Inbox", "Drafts", "Sent"])
        _ = container(.list, ["Alone"], x: 30)
        #expect(contexts() == ["list start", "-", "list end", "list start"], "a lone element gets only the start")
    }

    @Test func aListThatListsItsElementsToo() {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        list.accessibilityContainerType = .list
        list.accessibilityElements = ["B", "A"].map { name in
            let element = UIAccessibilityElement(accessibilityContainer: list)
            element.accessibilityLabel = name
            return element
        }
        window.addSubview(list)
        #expect(reader.elements.map(\.label) == ["B", "A"])
        #expect(contexts() == ["list start", "list end"])
    }

    @Test func aLandmarkSaysWhereItStartsAndEnds() {
        _ = container(.landmark, ["Search", "Filters", "Results"])
        #expect(contexts() == ["landmark", "-", "end"])
    }

    @Test func theInnermostContainerGivesTheContextAndSemanticGroupsGiveNone() {
        let landmark = container(.landmark, ["Heading"])
        let list = UIView(frame: CGRect(x: 0, y: 3, width: 20, height: 5))
        list.accessibilityContainerType = .list
        list.addSubview(labelledView("First", frame: CGRect(x: 0, y: 0, width: 10, height: 1)))
        list.addSubview(labelledView("Last", frame: CGRect(x: 0, y: 2, width: 10, height: 1)))
        landmark.addSubview(list)
        landmark.addSubview(labelledView("Footer", frame: CGRect(x: 0, y: 9, width: 10, height: 1)))
        _ = container(.semanticGroup, ["Grouped"], x: 30)
        #expect(reader.elements.map(\.label) == ["Heading", "First", "Last", "Footer", "Grouped"])
        #expect(contexts() == ["landmark", "list start", "list end", "end", "-"])
    }

    @Test func aDataTablesCellsHaveTheirRowColumnAndHeaders() {
        window.addSubview(Timetable([["Time", "Mon", "Tue"], ["9:00", "Maths", "Art"], ["10:00", "Music", "Sport"]]))
        #expect(contexts() == [
            "r0c0 first", "r0c1", "r0c2",
            // The first cell of a row: its column's header right above it was just heard, and a
            // cell does not head itself.
            "r1c0 first", "r1c1 [Mon]", "r1c2 [Tue]",
            // Further down, the column's header is read; a row's header only on its first cell.
            "r2c0 first [Time]", "r2c1 [Mon]", "r2c2 [Tue]",
        ])
    }

    @Test func aTableWithoutTheProtocolGivesItsCellsNoPlace() {
        let table = container(.dataTable, ["A", "B"])
        #expect(table.accessibilityContainerType == .dataTable)
        #expect(contexts() == ["-", "-"])
    }
}
