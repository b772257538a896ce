import CellKit
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// Scene data tables as `UIAccessibilityContainerDataTable` allows them, read as VoiceOver reads
/// them (after AccessibilitySnapshot's reference images of its example app's tables).
@MainActor
@Suite("Data tables in scenes", .cellsScreen)
struct DataTableSceneTests {
    /// What the scene says: the opening, then each swipe right up to the boundary.
    private func read(_ yaml: String, language: String = "en") throws -> [String] {
        let scene = try SceneLoader.load(yaml: "language: \(language)\n" + yaml, file: "t.yaml")
        let session = scene.makeSession()
        var said = [session.start().map(\.description).joined(separator: " / ")]
        for _ in 0..<60 {
            let next = session.step(.gesture(.swipeRight)).map(\.description).joined(separator: " / ")
            if next.contains("[boundary]") { break }
            said.append(next)
        }
        return said
    }

    /// AccessibilitySnapshot's basic table: no header row, cells spanning rows and columns,
    /// positions a span covers with no cell, and a last cell with a value, a hint and traits.
    static let basic = """
        window: { size: [40, 8] }
        views:
          - type: dataTable
            frame: [0, 0, 40, 5]
            rows:
              - [A1, B1, C1, D1]
              - [A2, { text: B2, columnSpan: 2 }, D2]
              - [A3, { text: B3, rowSpan: 2 }, C3, D3]
              - [{ text: A4, rowSpan: 2 }, { text: C4, rowSpan: 2, columnSpan: 2 }]
              - [{ text: B5, value: Value, hint: Hint, traits: [notEnabled, button, header, link, adjustable, image, searchField] }]
        """

    @Test func aTableWithoutAHeaderRowSaysSpansRowsAndColumnsAndACellsOwnValueHintAndTraits() throws {
        #expect(try read(Self.basic) == [
            "A1. Row 1. Column 1.", "B1. Column 2.", "C1. Column 3.", "D1. Column 4.",
            "A2. Row 2. Column 1.", "B2. Spans 2 columns. Column 2.", "D2. Column 4.",
            "A3. Row 3. Column 1.", "B3. Spans 2 rows. Column 2.", "C3. Column 3.", "D3. Column 4.",
            "A4. Spans 2 rows. Row 4. Column 1.", "C4. Spans 2 rows. Spans 2 columns. Column 3.",
            // No cell at the row's first position (A4 spans into it): B5 is the row's first.
            "B5. Row 5. Column 2. Value. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field. / Hint",
        ])
    }

    @Test(arguments: ["ko", "zh-Hans"])
    func spansRowsAndColumnsAreSaidInEachLanguage(language: String) throws {
        let said = try read(Self.basic, language: language)
        #expect(said[5] == (language == "ko" ? "B2. 2개 열에 걸침. 2열." : "B2。跨2列。第2列。"))
        #expect(said[11] == (language == "ko" ? "A4. 2개 행에 걸침. 4행. 1열." : "A4。跨2行。第4行。第1列。"))
    }

    /// Three rows and columns: the first two cells of each row head it, the first two of each
    /// column head it; each cell has a value.
    static func headers(definesRows: Bool = true) -> String {
        let rows = (1...3).map { row in
            "      - [" + ["A", "B", "C"].enumerated().map { column, name in
                "{ text: \(name)\(row), value: \(name)\(row) Value, headsRow: \(column < 2), headsColumn: \(row < 3) }"
            }.joined(separator: ", ") + "]"
        }.joined(separator: "\n")
        return """
            window: { size: [60, 8] }
            views:
              - type: dataTable
                frame: [0, 0, 60, 3]
                definesRows: \(definesRows)
                rows:

            """ + rows.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func severalHeadersPerRowAndColumnAreSaidBeforeTheCell() throws {
        let said = try read(Self.headers())
        // A row's first cell: the row's other headers, then the column's, not the one just above.
        #expect(said[0] == "B1: B1 Value. A2: A2 Value. A1. Row 1. Column 1. A1 Value")
        #expect(said[1] == "B2: B2 Value. B1. Column 2. B1 Value")
        #expect(said[3] == "B2: B2 Value. A2. Row 2. Column 1. A2 Value")
        #expect(said[4] == "B1: B1 Value. B2. Column 2. B2 Value")
        #expect(said[6] == "B3: B3 Value. A1: A1 Value. A3. Row 3. Column 1. A3 Value")
    }

    @Test func cellsThatGiveNoRowSayNeitherRowNorRowHeaders() throws {
        let said = try read(Self.headers(definesRows: false))
        #expect(said[0] == "A2: A2 Value. A1. Column 1. A1 Value")
        #expect(said[3] == "A1: A1 Value. A2. Column 1. A2 Value")
        #expect(said.allSatisfy { !$0.contains("Row") })
    }

    @Test func aHeaderRowAndRowHeadersKeepTheirShortForm() throws {
        let said = try read("""
            window: { size: [40, 4] }
            views:
              - { type: dataTable, frame: [0, 0, 40, 3], columns: [Name, Age], rows: [[Ann, "9"], [Bo, ~]], rowHeaders: true }
            """)
        #expect(said == ["Name. Row 1. Column 1.", "Age. Column 2.", "Ann. Row 2. Column 1.", "Age. 9. Column 2.",
                         "Name. Bo. Row 3. Column 1."])
    }

    /// A table of 200 header cells across 80 columns, then two rows of one cell in the first
    /// column: more columns than cells across.
    static let narrowColumns = """
        window: { size: [80, 24] }
        views:
          - { type: dataTable, frame: [0, 0, 80, 24], rows: [[\((0..<200).map { "{ text: h\($0), headsColumn: true }" }.joined(separator: ", "))], [b1], [b2]] }
        """

    /// Each column of a table with more columns than cells across has its share of the width:
    /// laid out a whole cell each, every column but the last had none, and a swipe passes over an
    /// empty frame, so 199 headers and the body under them could never be reached.
    @Test func everyCellOfATableWithMoreColumnsThanCellsAcrossIsReachedBothWays() throws {
        let scene = try SceneLoader.load(yaml: Self.narrowColumns, file: "t.yaml")
        let session = scene.makeSession()
        #expect(session.start().map(\.description) == ["h0. Row 1. Column 1."])
        var right: [String] = []
        while let said = session.step(.gesture(.swipeRight)).first?.description, said != "[boundary]", right.count < 300 {
            right.append(said)
        }
        #expect(right.count == 201, "199 headers after the first, then b1 and b2")
        #expect(right.first == "h1. Column 2.")
        #expect(right.suffix(2) == ["b1. Row 2. Column 1.", "h0. b2. Row 3. Column 1."])
        var left: [String] = []
        while let said = session.step(.gesture(.swipeLeft)).first?.description, said != "[boundary]", left.count < 300 {
            left.append(said)
        }
        #expect(left.count == 201)
        #expect(left.prefix(3) == ["b1. Row 2. Column 1.", "h199. Column 200.", "h198. Column 199."])
        #expect(left.last == "h0. Row 1. Column 1.")
    }

    /// The last element gesture lands on the table's last cell in visiting order (the scene's
    /// opening is said first, on the first cell), and a swipe left goes back from there.
    @Test func theLastElementOfATableIsItsLastCell() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [80, 24] }
            views:
              - { type: dataTable, frame: [0, 0, 40, 5], columns: [A, B], rows: [[a1, b1], [a2, b2]] }
            """, file: "t.yaml")
        let session = scene.makeSession()
        #expect(session.start().map(\.description) == ["A. Row 1. Column 1."])
        #expect(session.step(.gesture(.lastElement)).map(\.description) == ["B. b2. Column 2."])
        #expect(session.step(.gesture(.swipeLeft)).map(\.description) == ["A. a2. Row 3. Column 1."])
        let narrow = try SceneLoader.load(yaml: Self.narrowColumns, file: "t.yaml").makeSession()
        narrow.start()
        #expect(narrow.step(.gesture(.lastElement)).map(\.description) == ["h0. b2. Row 3. Column 1."])
    }
}
