import CellKit
import Foundation
import SceneCapture
import SceneFormat
import Testing
import RotorTestSupport

/// A long data table captured in time proportional to its positions: each row's headers were
/// compared with a filter of every cell, and each empty position looked through every cell
/// (5,000 rows took minutes).
@MainActor
@Suite("A long data table, captured", .cellsScreen)
struct CapturedLongDataTableTests {
    @Test func aLongTableWithRowHeadersSpansAndEmptyPositionsComesBackTheSame() throws {
        let count = 5_000
        let rows = (0..<count).map { row in
            row % 2 == 0 ? "      - [{ text: R\(row), rowSpan: 2, headsRow: true }, a\(row), ~, { text: S\(row), rowSpan: 2 }]"
                : "      - [b\(row), c\(row)]"
        }
        let yaml = """
            window: { size: [80, \(count + 1)] }
            views:
              - type: dataTable
                frame: [0, 0, 80, \(count + 1)]
                columns: [Name, A, B, C]
                rows:
            \(rows.joined(separator: "\n"))
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "long.yaml")
        let captured = SceneCapture.sceneFile(of: scene.windows[0])
        #expect(captured.contains("type: dataTable"))
        let again = try SceneLoader.load(yaml: captured, file: "captured.yaml")
        let table = try #require(again.windows[0].subviews.first as? UIAccessibilityContainerDataTable)
        #expect(table.accessibilityRowCount() == count + 1)
        for row in [1, 2, 3, 4_999, 5_000] {
            let headers = (table.accessibilityHeaderElements(forRow: row) ?? []).map { ($0 as? UIResponder)?.accessibilityLabel ?? "" }
            #expect(headers == ["R\((row - 1) / 2 * 2)"], "row \(row)")
        }
        #expect(table.accessibilityDataTableCellElement(forRow: 1, column: 2) == nil, "the empty position stays empty")
    }

    @Test("a data table too wide for a scene's dataTable is written as elements, and the file's header says what it lost")
    func aTableTooWideToWriteIsNoted() throws {
        // 20 cells each spanning 100 rows and 100 columns: 2,000 columns, past what a capture writes.
        var rows: [String] = []
        for _ in 0..<2 {
            rows.append("      - [" + Array(repeating: "{ text: c, rowSpan: 100, columnSpan: 100 }", count: 20).joined(separator: ", ") + "]")
            rows += Array(repeating: "      - []", count: 99)
        }
        let yaml = """
            window: { size: [60, 20] }
            views:
              - id: wide
                type: dataTable
                frame: [0, 0, 60, 200]
                rows:
            \(rows.joined(separator: "\n"))
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "wide.yaml")
        let captured = SceneCapture.sceneFile(of: scene.windows[0])
        #expect(!captured.contains("type: dataTable"))
        #expect(captured.contains("# - wide: a data table of 200 rows and 2000 columns that a scene's dataTable cannot write"),
                "\(captured.prefix(2_000))")
        // A table it can write has no such note.
        let small = try SceneLoader.load(yaml: "window: { size: [20, 2] }\nviews:\n  - { id: t, type: dataTable, frame: [0, 0, 20, 2], rows: [[a, b], [c, d]] }\n",
                                         file: "small.yaml")
        #expect(!SceneCapture.sceneFile(of: small.windows[0]).contains("cannot write"))
    }
}
