import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// `type: tableView`: what a VoiceOver user meets in a table view a scene describes, with no
/// accessibility keys, and the mistakes the format refuses with their place.
@MainActor
@Suite("Table views in scene files", .cellsScreen)
struct TableViewSceneTests {
    private func run(_ yaml: String) throws -> ScriptRun {
        let scene = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        return ScriptRunner(scene: scene).run()
    }

    @Test func sectionsReadAsUIKitShowsThemTitlesRowsAndDetails() throws {
        let run = try run("""
            window: { size: [40, 12] }
            views:
              - type: tableView
                frame: [0, 0, 30, 10]
                style: grouped
                sections:
                  - { header: Fruit, footer: Two kinds, rows: [Apples, { text: Pears, detail: "3", accessory: checkmark }] }
                  - { header: Bread, rows: [{ text: Rye, accessory: disclosureIndicator }] }
            script: |
              swipe right = Apples
              swipe right = Selected: Pears, 3
              swipe right = Two kinds
              swipe right = Bread. Heading.
              swipe right = Rye. Button.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "t.yaml", script: "t.yaml"))")
    }

    @Test func aDropIntoARowAddsToItsDetail() throws {
        let run = try run("""
            window: { size: [60, 12] }
            views:
              - type: tableView
                frame: [0, 0, 30, 10]
                sections: [{ header: Folders, rows: [Work, Home] }]
                drop: { accepts: [public.plain-text], intent: insertIntoDestinationIndexPath, announce: "{text} filed" }
              - { id: note, type: label, frame: [32, 0, 20, 1], text: Invoice, drag: { text: "{label}" } }
            script: |
              last element = Invoice / Actions Available.
              rotor clockwise = Actions
              swipe down = Drag Invoice
              double tap = Drag started, Drag Invoice
              first element = Folders. Heading.
              swipe right = Work / Actions Available.
              # The first offer comes before the drop delegate has proposed "into" there.
              swipe down
              swipe down = Drop into Work
              double tap = Dropped, Drop into Work / Invoice filed
              swipe right = Home
              swipe left = Work, Invoice
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "t.yaml", script: "t.yaml"))")
    }

    /// While Tea is dragged, Jam offers no "Add Jam to drag": a scene's table cannot say what a
    /// tap adds, so its drag delegate does not implement `itemsForAddingTo`.
    @Test func aRowDraggedToAnotherAppsTableIsCopiedAndStaysWhereItWas() throws {
        let run = try run("""
            windows:
              - app: com.example.one
                frame: [0, 0, 30, 10]
                views:
                  - { type: tableView, frame: [0, 0, 30, 10], sections: [{ header: Mine, rows: [Tea, Jam] }],
                      drag: { allowsMove: true } }
              - app: com.example.two
                frame: [30, 0, 30, 10]
                views:
                  - { type: tableView, frame: [0, 0, 30, 10], sections: [{ header: Theirs, rows: [Salt] }],
                      drop: { accepts: [public.plain-text], operation: move, announce: "{text} copied" } }
            script: |
              swipe right = Tea / Actions Available.
              rotor clockwise = Actions
              swipe down = Drag Tea
              double tap = Drag started, Drag Tea
              swipe right = Jam
              swipe right = Theirs. Heading.
              swipe right = Salt / Actions Available.
              swipe down = Drop before Salt
              double tap = Dropped, Drop before Salt / Tea copied
              swipe left = Tea
              first element = Mine. Heading.
              swipe right = Tea / Actions Available.
              swipe right = Jam / Actions Available.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "t.yaml", script: "t.yaml"))")
    }

    @Test func whileEditingEachRowOffersItsReorderControl() throws {
        let run = try run("""
            window: { size: [40, 12] }
            views:
              - { id: list, type: tableView, frame: [0, 0, 30, 10], editing: true, sections: [{ rows: [One, Two, Three] }] }
            script: |
              rotor clockwise = Actions
              swipe down = Reorder One
              double tap = Drag started, Reorder One
              swipe right = Two / Actions Available.
              swipe right = Three / Actions Available.
              swipe down = Drop before Three
              swipe down = Drop after Three
              double tap = Dropped, Drop after Three
              first element = Two / Actions Available.
              swipe right = Three / Actions Available.
              swipe right = One / Actions Available.
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "t.yaml", script: "t.yaml"))")
    }

    nonisolated static let refused: [(String, String)] = [
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tableView, frame: [0, 0, 40, 5], style: fancy }
        """,
         "t.yaml:3:53: views[0].style: expected one of plain, grouped, found \"fancy\""),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tableView, frame: [0, 0, 40, 5], sections: [{ rows: [{ detail: x }] }] }
        """,
         "t.yaml:3:66: views[0].sections[0].rows[0]: missing required key 'text'"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tableView, frame: [0, 0, 40, 5], sections: [{ rows: [{ text: A, accessory: tick }] }] }
        """,
         "t.yaml:3:88: views[0].sections[0].rows[0].accessory: expected one of none, disclosureIndicator, "
             + "detailDisclosureButton, checkmark, detailButton, found \"tick\""),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tableView, frame: [0, 0, 40, 5], drop: { intent: into } }
        """,
         "t.yaml:3:52: views[0].drop: missing required key 'accepts'"),
        ("""
        window: { size: [40, 12] }
        views:
          - { type: tableView, frame: [0, 0, 40, 5], section: [] }
        """,
         "t.yaml:3:46: views[0]: unknown key 'section'; did you mean 'sections'?"),
    ]

    @Test("read all goes on past the last row on screen to the table's last, then to what follows, as VoiceOver scrolls")
    func readAllScrollsThroughTheTable() throws {
        let run = try run("""
            window: { size: [30, 8] }
            views:
              - { type: label, frame: [0, 0, 20, 1], text: Top }
              - type: tableView
                frame: [0, 1, 30, 5]
                sections: [{ header: Tasks, rows: [Pinned], numberedRows: { count: 12 }, footer: End of tasks }]
              - { type: label, frame: [0, 7, 20, 1], text: Bottom }
            script: |
              read from top = Top / Tasks. Heading. / Pinned / Row 1 / Row 2 / Row 3 / Row 4 / Row 5 / Row 6 / Row 7 / Row 8 / Row 9 / Row 10 / Row 11 / Row 12 / End of tasks / Bottom
              # The cursor ends on the last element; read all from a row reads from there.
              swipe left = End of tasks
              swipe left = Row 12
              swipe left = Row 11
              read all = Row 11 / Row 12 / End of tasks / Bottom
            """)
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: "t.yaml", script: "t.yaml"))")
    }

    @Test("a table a million rows tall, of a million rows, is refused at once at its frame, with the limit")
    func aTableTallerThanATerminalShowsIsRefusedAtOnce() throws {
        let tall = """
            window: { size: [9, 1000000] }
            views:
              - { type: tableView, frame: [0, 0, 9, 1000000], sections: [{ numberedRows: { count: 1000000 } }] }
            """
        do {
            _ = try SceneLoader.load(yaml: tall, file: "t.yaml")
            Issue.record("a table of a million rows on screen loaded")
        } catch {
            #expect(error.description.hasPrefix("t.yaml:3:31: views[0].frame: the table view would show 1000000 rows at "
                + "once, past the limit of 1000 rows"), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
        // As tall, with as many rows as it may show, it loads; so does a short one of a million rows.
        let most = UITableView.mostRowsShownAtOnce
        let fits = try SceneLoader.load(yaml: tall.replacingOccurrences(of: "count: 1000000", with: "count: \(most)"), file: "t.yaml")
        #expect(try #require(fits.windows.first?.subviews.first as? UITableView).visibleCells.count == most)
        _ = try SceneLoader.load(yaml: tall.replacingOccurrences(of: "[0, 0, 9, 1000000]", with: "[0, 0, 9, 20]"), file: "t.yaml")
    }

    @Test("the cells of the rows a table shows count with the scene's other views against the view limit")
    func aTablesCellsCountAsViews() throws {
        let table = "  - { type: tableView, frame: [0, 0, 9, 1000], sections: [{ numberedRows: { count: 5000 } }] }"
        let yaml = (["window: { size: [9, 1000] }", "views:"] + Array(repeating: table, count: 3)).joined(separator: "\n")
        // A thousand rows on screen and the one below: 1,001 cells.
        let perTable = 1_001 * SceneTable.viewsPerCell + 1
        // Two tables' cells fit; the third's pass the limit, at its frame, before any cell is made.
        let limits = SceneLoader.Limits(viewCount: 2 * perTable + 1)
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "t.yaml", limits: limits)
            Issue.record("three tables' cells were taken under a limit of two's")
        } catch {
            #expect(error.description == "t.yaml:5:31: views[2].frame: the table view's 1001 cells "
                + "(\(1_001 * SceneTable.viewsPerCell) views) takes the scene past its limit of \(2 * perTable + 1) views")
        }
        let two = (["window: { size: [9, 1000] }", "views:"] + Array(repeating: table, count: 2)).joined(separator: "\n")
        _ = try SceneLoader.load(yaml: two, file: "t.yaml", limits: limits)
        #expect(SceneTable.viewsPerCell == 5, "a value1 cell, its content view, two labels and an image view")
    }

    @Test(arguments: 0..<refused.count)
    func aTableThatCannotBeIsRefusedWithItsPlace(_ index: Int) {
        let (yaml, expected) = Self.refused[index]
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "t.yaml")
            Issue.record("loaded: \(expected)")
        } catch {
            #expect(error.description == expected)
        }
    }
}
