import CellKit
import Foundation
@testable import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// Data table spans placed as rectangles: a table costs what its cells are, not the positions
/// their spans cover; a span that cannot fit is refused at once, where it is written; and a
/// cell's headers are found without looking at every cell.
@MainActor
@Suite("Data table spans and headers", .cellsScreen)
struct DataTableSpanTests {
    private func refusal(_ yaml: String, limits: SceneLoader.Limits = .standard) -> String? {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "t.yaml", limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    /// 145 bytes that took 10 s and 1.3 GB (minutes in a debug build) to be refused: every
    /// position of the span was marked before the rows were counted.
    @Test func aSpanFarBelowTheTableIsRefusedAtOnceWhereItIsWritten() {
        #expect(refusal("""
            window: { size: [40, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 40, 5]
                rows:
                  - [{ text: A, rowSpan: 10000, columnSpan: 10000 }]
            """) == "t.yaml:6:10: views[0].rows[0][0]: the cell spans down to row 10000; the table has 1 row")
        #expect(refusal("""
            window: { size: [40, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 40, 5]
                rows:
                  - [a, { text: A, rowSpan: 10000, columnSpan: 10000 }, { text: B, rowSpan: 10000, columnSpan: 10000 }]
                  - [b]
            """) == "t.yaml:6:13: views[0].rows[0][1]: the cell spans down to row 10000; the table has 2 rows")
    }

    @Test func aFrameTooShortIsRefusedBeforeAnyCellIsPlaced() {
        // The span would be refused too; the frame, known first, is what is said.
        #expect(refusal("""
            window: { size: [40, 8] }
            views:
              - { type: dataTable, frame: [0, 0, 40, 1], rows: [[{ text: A, rowSpan: 10000 }], [b]] }
            """) == "t.yaml:3:31: views[0].frame: a table of 2 rows needs a frame 2 rows high")
    }

    /// A table of 10,000 rows and 10,000 columns whose one cell covers them all: a hundred
    /// million positions, placed as one rectangle.
    @Test func aCellCoveringTenThousandRowsAndColumnsIsPlacedAsOneRectangle() throws {
        let yaml = """
            window: { size: [40, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 40, 10000]
                rows:
                  - [{ text: A, rowSpan: 10000, columnSpan: 10000 }]
            """ + String(repeating: "\n      - []", count: 9_999) + "\n"
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let session = scene.makeSession()
        #expect(session.start().map(\.description) == ["A. Spans 10000 rows. Spans 10000 columns. Row 1. Column 1."])
    }

    /// Many cells spanning down from the first row, each ending on another row, and a cell on
    /// every row after: each is placed past the spans still over its row.
    @Test func cellsArePlacedPastTheSpansStillOverTheirRow() throws {
        let count = 300
        let first = (0..<count).map { "{ text: s\($0), rowSpan: \(count - $0) }" }.joined(separator: ", ")
        let later = (1..<count).map { "      - [r\($0)]" }.joined(separator: "\n")
        let yaml = """
            window: { size: [40, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 40, \(count)]
                rows:
                  - [\(first)]
            \(later)
            """
        let table = try #require(try SceneLoader.load(yaml: yaml, file: "t.yaml").windows[0].subviews.first)
        let cells = try #require(table.accessibilityElements as? [any UIAccessibilityContainerDataTableCell])
        // Row r's cell goes after the spans still over it: s0 to s(count - 1 - r).
        for row in 1..<count {
            #expect(cells[count - 1 + row].accessibilityColumnRange().location == count - row, "row \(row + 1)")
        }
    }

    @Test func aDataTablesCellsCountTowardTheScenesViewLimit() {
        #expect(refusal("""
            window: { size: [40, 8] }
            views:
              - { type: dataTable, frame: [0, 0, 40, 3], columns: [A, B], rows: [[a, b], [c, ~, d]] }
            """, limits: SceneLoader.Limits(viewCount: 5)) ==
            "t.yaml:3:78: views[0].rows[1]: the scene has more than 5 views with its data table cells, which count as views")
    }

    // MARK: The same places as a table of positions

    /// A small generator that gives the same tables each run.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private enum Entry {
        case cell(rows: Int, columns: Int)
        case empty
    }

    /// Where each cell goes, or the first refusal, worked out position by position as an HTML
    /// table is: the reference the rectangles must agree with.
    private struct Placed: Hashable {
        let row: Int, column: Int, rowSpan: Int, columnSpan: Int
    }

    private static func referencePlaces(_ rows: [[Entry]], columnLimit: Int?) -> Result<Set<Placed>, ReferenceError> {
        var taken: Set<[Int]> = []
        var places: Set<Placed> = []
        for (row, entries) in rows.enumerated() {
            var column = 0
            for (index, entry) in entries.enumerated() {
                while taken.contains([row, column]) { column += 1 }
                switch entry {
                case .empty:
                    if let limit = columnLimit, column >= limit { return .failure(ReferenceError(row: row, item: index, kind: "empty")) }
                    taken.insert([row, column])
                    column += 1
                case .cell(let rowSpan, let columnSpan):
                    if let limit = columnLimit, column + columnSpan > limit {
                        return .failure(ReferenceError(row: row, item: index, kind: "reaches"))
                    }
                    for covered in row..<row + rowSpan {
                        for across in column..<column + columnSpan where taken.contains([covered, across]) {
                            return .failure(ReferenceError(row: row, item: index, kind: "cover row \(covered + 1), column \(across + 1)"))
                        }
                    }
                    if row + rowSpan > rows.count { return .failure(ReferenceError(row: row, item: index, kind: "spans down")) }
                    for covered in row..<row + rowSpan {
                        for across in column..<column + columnSpan { taken.insert([covered, across]) }
                    }
                    places.insert(Placed(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan))
                    column += columnSpan
                }
            }
        }
        return .success(places)
    }

    private struct ReferenceError: Error, Equatable {
        let row: Int, item: Int, kind: String
    }

    @Test(arguments: 0..<200)
    func cellsGoWhereATableOfPositionsPutsThem(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &+ 99)
        let rowCount = 1 + generator.next(6)
        let columnLimit = generator.next(3) == 0 ? 2 + generator.next(5) : nil
        let rows: [[Entry]] = (0..<rowCount).map { _ in
            (0..<generator.next(6)).map { _ in
                generator.next(5) == 0 ? .empty : .cell(rows: 1 + generator.next(generator.next(3) == 0 ? 4 : 1),
                                                       columns: 1 + generator.next(generator.next(3) == 0 ? 3 : 1))
            }
        }
        let written = rows.map { entries in
            "[" + entries.map { entry in
                switch entry {
                case .empty: "~"
                case .cell(let rowSpan, let columnSpan): "{ text: c, rowSpan: \(rowSpan), columnSpan: \(columnSpan) }"
                }
            }.joined(separator: ", ") + "]"
        }
        // With a header row its titles take row 1; the reference sees it as a row of plain cells.
        let header = columnLimit.map { Array(repeating: Entry.cell(rows: 1, columns: 1), count: $0) }
        let yaml = """
            window: { size: [40, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 40, 10]
            \(columnLimit.map { "    columns: [" + Array(repeating: "T", count: $0).joined(separator: ", ") + "]\n" } ?? "")\
                rows:
            \(written.map { "      - " + $0 }.joined(separator: "\n"))
            """
        let expected = Self.referencePlaces((header.map { [$0] } ?? []) + rows, columnLimit: columnLimit)
        let loaded = Result { try SceneLoader.load(yaml: yaml, file: "t.yaml") }
        switch (expected, loaded) {
        case (.success(let places), .success(let scene)):
            let table = try #require(scene.windows[0].subviews.first)
            let cells = try #require(table.accessibilityElements as? [any UIAccessibilityContainerDataTableCell])
            let found = Set(cells.map { cell in
                let rowRange = cell.accessibilityRowRange(), columnRange = cell.accessibilityColumnRange()
                return Placed(row: rowRange.location, column: columnRange.location, rowSpan: rowRange.length, columnSpan: columnRange.length)
            })
            #expect(found == places, "\(yaml)")
        case (.failure(let reference), .failure(let error)):
            let message = try #require(error as? SceneError).description
            let itemPath = "views[0].rows[\(reference.row - (columnLimit == nil ? 0 : 1))][\(reference.item)]"
            #expect(message.contains(itemPath), "\(message) / \(reference)\n\(yaml)")
            switch reference.kind {
            case "empty": #expect(message.contains("the empty position is column"))
            case "reaches": #expect(message.contains("the cell reaches column"))
            case "spans down": #expect(message.contains("the cell spans down to row"))
            default: #expect(message.contains("the cell would " + reference.kind + ","), "\(message) / \(reference)")
            }
        default:
            Issue.record("reference \(expected), loaded \(loaded)\n\(yaml)")
        }
    }

    // MARK: The kept runs and the header index, counted

    @Test func columnRunsAgreeWithASetOfColumns() {
        var generator = Generator(state: 7)
        var runs = ColumnRuns()
        var set: Set<Int> = []
        var spans: [Range<Int>] = []
        for _ in 0..<3_000 {
            if !spans.isEmpty, generator.next(3) == 0 {
                let span = spans.remove(at: generator.next(spans.count))
                runs.uncover(span)
                set.subtract(span)
            } else {
                let start = generator.next(2_000), length = 1 + generator.next(6)
                let span = start..<start + length
                guard set.isDisjoint(with: span) else { continue }
                runs.cover(span)
                set.formUnion(span)
                spans.append(span)
            }
            let probe = generator.next(2_010)
            let covering = runs.run(covering: probe)
            #expect(covering.map { $0.contains(probe) && set.isSuperset(of: $0) } ?? !set.contains(probe))
            // Runs are maximal: the columns either side of one are free.
            if let covering {
                #expect(!set.contains(covering.upperBound) && !set.contains(covering.lowerBound - 1))
            }
            #expect(runs.firstCovered(from: probe) == set.filter { $0 >= probe }.min())
        }
    }

    @Test func theHeadersOfARowAreFoundByLookingAtTheSpansOverItOnly() {
        // 100,000 header cells, each spanning 1 to 3 rows in one of four columns.
        var generator = Generator(state: 11)
        var spans: [(range: Range<Int>, number: Int)] = []
        for number in 0..<100_000 {
            let start = generator.next(200_000)
            spans.append((start..<start + 1 + generator.next(3), number))
        }
        let index = SpanIndex(spans)
        for _ in 0..<200 {
            let row = generator.next(200_005)
            var visits = 0
            let found = index.numbers(covering: row, visits: &visits)
            #expect(found == spans.filter { $0.range.contains(row) }.map(\.number))
            // The tree's depth (17) for each span found and the way down: far fewer than the
            // 100,000 a scan looks at.
            #expect(visits <= 2 * 18 * (found.count + 2), "\(visits) nodes for \(found.count) headers")
        }
    }

    /// A table of 2,000 rows, each heading its row, under a header row, and a column header
    /// spanning every column: each cell's headers as the table gives them.
    @Test func aLongTablesHeadersAreThoseThatSpanTheCell() throws {
        let rows = (0..<2_000).map { "      - [{ text: R\($0), headsRow: true, rowSpan: \($0 % 3 == 0 && $0 < 1_998 ? 2 : 1) }, x]" }
        // A span of two rows takes the next row's first position: those rows list one cell.
        var written: [String] = []
        var skipNext = false
        for (number, row) in rows.enumerated() {
            written.append(skipNext ? "      - [y\(number)]" : row)
            skipNext = !skipNext && number % 3 == 0 && number < 1_998
        }
        let yaml = """
            window: { size: [40, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 40, 2001]
                columns: [Name, Value]
                rows:
            \(written.joined(separator: "\n"))
            """
        let table = try #require(try SceneLoader.load(yaml: yaml, file: "t.yaml").windows[0].subviews.first as? UIAccessibilityContainerDataTable)
        let cells = try #require((table as? UIView)?.accessibilityElements as? [UIResponder & UIAccessibilityContainerDataTableCell])
        for row in [1, 2, 3, 4, 500, 1_999, 2_000] {
            let expected = cells.filter { cell in
                let range = cell.accessibilityRowRange()
                return (range.location..<range.location + range.length).contains(row) && (cell.accessibilityLabel ?? "").hasPrefix("R")
            }.map { $0.accessibilityLabel ?? "" }
            let headers = (table.accessibilityHeaderElements(forRow: row) ?? []).map { ($0 as? UIResponder)?.accessibilityLabel ?? "" }
            #expect(headers == expected, "row \(row)")
        }
        #expect((table.accessibilityHeaderElements(forColumn: 1) ?? []).map { ($0 as? UIResponder)?.accessibilityLabel } == ["Value"])
    }
}
