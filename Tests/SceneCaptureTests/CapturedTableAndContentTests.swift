import Accessibility
import CellKit
import Foundation
import SceneCapture
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// A cell as apps write one: a view with its place in the table, perhaps no row of its own.
@MainActor
private final class GridCell: UIView, UIAccessibilityContainerDataTableCell {
    let row: Int, column: Int, rowSpan: Int, columnSpan: Int
    let givesRow: Bool

    init(_ label: String, value: String? = nil, row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, givesRow: Bool) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.givesRow = givesRow
        super.init(frame: CGRect(x: column * 8, y: row, width: columnSpan * 8, height: rowSpan))
        isAccessibilityElement = true
        accessibilityLabel = label
        accessibilityValue = value
    }

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    func accessibilityRowRange() -> NSRange { NSRange(location: givesRow ? row : NSNotFound, length: rowSpan) }
    func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: columnSpan) }
}

/// A table as AccessibilitySnapshot's example app writes one: cells found only at their first
/// position, the cells of the first two columns heading the rows they cover and the cells of
/// the first two rows heading the columns they cover.
@MainActor
private final class Grid: UIView, UIAccessibilityContainerDataTable {
    let cells: [GridCell]

    init(givesRows: Bool) {
        cells = [
            GridCell("Name", row: 0, column: 0, givesRow: givesRows), GridCell("Kind", row: 0, column: 1, givesRow: givesRows),
            GridCell("Weeks", row: 0, column: 2, columnSpan: 2, givesRow: givesRows),
            GridCell("Ann", value: "new", row: 1, column: 0, givesRow: givesRows),
            GridCell("Cat", row: 1, column: 1, rowSpan: 2, givesRow: givesRows),
            GridCell("3", row: 1, column: 2, givesRow: givesRows),
            GridCell("Bo", row: 2, column: 0, givesRow: givesRows), GridCell("5", row: 2, column: 3, givesRow: givesRows),
        ]
        super.init(frame: CGRect(x: 0, y: 3, width: 32, height: 3))
        accessibilityContainerType = .dataTable
        cells.forEach(addSubview)
    }

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        cells.first { $0.row == row && $0.column == column }
    }
    func accessibilityRowCount() -> Int { 3 }
    func accessibilityColumnCount() -> Int { 4 }
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells.filter { ($0.row..<$0.row + $0.rowSpan).contains(row) && $0.column < 2 }
    }
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        cells.filter { ($0.column..<$0.column + $0.columnSpan).contains(column) && $0.row < 2 }
    }
}

/// A view with custom content, as apps adopt `AXCustomContentProvider`.
@MainActor
private final class Profile: UIView, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = {
        let age = AXCustomContent(label: "Age", value: "3 years")
        age.importance = .high
        return [AXCustomContent(label: "Breed", value: "Beagle"), age]
    }()
}

/// Data tables and custom content as apps write them, captured: the scene says what the screen said.
@MainActor
@Suite("Captured tables and custom content", .cellsScreen)
struct CapturedTableAndContentTests {
    /// The opening, then what each swipe right says, to the boundary.
    private static func speech(of reader: ScreenReader) -> [String] {
        var said = [reader.start().map(\.description).joined(separator: " / ")]
        for _ in 0..<40 {
            let next = reader.perform(.swipeRight).map(\.description).joined(separator: " / ")
            said.append(next)
            if next.contains("[boundary]") { break }
        }
        return said
    }

    @Test("a table with spans, headers per row and column and an empty position, and custom content, say the same once captured",
          arguments: [true, false])
    func tableAndContentComeBack(givesRows: Bool) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
        let profile = Profile(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        profile.isAccessibilityElement = true
        profile.accessibilityLabel = "Bailey"
        window.addSubview(profile)
        window.addSubview(Grid(givesRows: givesRows))
        let live = Self.speech(of: ScreenReader(finger: Finger(windows: [window])))
        #expect(live.count > 8 && live.contains { $0.contains("Spans 2 columns") })
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(yaml.contains("type: dataTable") && yaml.contains("customContent"), "\(yaml)")
        #expect(yaml.contains("definesRows: false") == !givesRows)
        let scene = try SceneLoader.load(yaml: yaml, file: "grid.yaml")
        let session = scene.makeSession()
        #expect(Self.speech(of: session.screenReader) == live, "\(yaml)")
    }

    @Test("a header that is not a cell of the table keeps the table as a view with elements")
    func aForeignHeaderIsNotASceneTable() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
        let grid = ForeignHeaderGrid()
        window.addSubview(grid)
        let yaml = SceneCapture.sceneFile(of: window)
        #expect(!yaml.contains("type: dataTable"), "\(yaml)")
    }
}

/// A table whose column header is a cell of another table.
@MainActor
private final class ForeignHeaderGrid: UIView, UIAccessibilityContainerDataTable {
    let cell = GridCell("Only", row: 0, column: 0, givesRow: true)
    let stranger = GridCell("Stranger", row: 0, column: 0, givesRow: true)

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        accessibilityContainerType = .dataTable
        addSubview(cell)
    }

    /// Never decoded: CellKit loads no archives (UIKit requires this initializer).
    required init?(coder: NSCoder) {
        nil
    }

    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        row == 0 && column == 0 ? cell : nil
    }
    func accessibilityRowCount() -> Int { 1 }
    func accessibilityColumnCount() -> Int { 1 }
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? { [stranger] }
}
