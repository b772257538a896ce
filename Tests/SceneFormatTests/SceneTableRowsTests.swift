import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// A scene table's rows: numbered rows are made only when asked for, and moving, inserting and
/// removing rows keeps the order a plain list would have.
@MainActor
@Suite("A scene table's rows", .cellsScreen)
struct SceneTableRowsTests {
    private func texts(_ rows: SceneTableRows) -> [String] {
        rows.map(\.text)
    }

    @Test func numberedRowsFollowListedOnesAndReadTheirNumbers() {
        var rows = SceneTableRows()
        rows.append(SceneTable.Row(text: "Top"))
        rows.append(numbered: 3, template: "Row {number}")
        #expect(rows.count == 4)
        #expect(texts(rows) == ["Top", "Row 1", "Row 2", "Row 3"])
    }

    @Test func editsKeepTheOrderAPlainListWouldHave() {
        var rows = SceneTableRows()
        rows.append(numbered: 50, template: "R{number}")
        var plain = (1...50).map { "R\($0)" }
        // A mix of moves (as a reorder does), inserts, removals and replacements, at the ends,
        // inside numbered runs and inside lists.
        let moves = [(0, 2), (1, 0), (49, 0), (10, 11), (20, 5), (0, 49), (25, 25), (3, 40)]
        for (from, to) in moves {
            let moved = rows.remove(at: from)
            rows.insert(moved, at: to)
            plain.insert(plain.remove(at: from), at: to)
        }
        rows.insert(SceneTable.Row(text: "New"), at: 7)
        plain.insert("New", at: 7)
        rows.insert(SceneTable.Row(text: "End"), at: rows.count)
        plain.append("End")
        rows.remove(at: 30)
        plain.remove(at: 30)
        rows[12] = SceneTable.Row(text: "Changed")
        plain[12] = "Changed"
        #expect(texts(rows) == plain)
        #expect(rows.count == plain.count)
        #expect(rows.firstIndex { $0.text == "R33" } == plain.firstIndex(of: "R33"))
    }

    @Test func removingEveryRowLeavesNone() {
        var rows = SceneTableRows()
        rows.append(numbered: 3, template: "{number}")
        rows.insert(SceneTable.Row(text: "x"), at: 1)
        while !rows.isEmpty { rows.remove(at: rows.count / 2) }
        #expect(rows.isEmpty && texts(rows).isEmpty)
    }

    @Test("rows appended one by one and then changed are never copied: listing rows is linear in the rows")
    func appendingAndChangingRowsCopiesNone() {
        var rows = SceneTableRows()
        for number in 1...20_000 { rows.append(SceneTable.Row(text: "Row \(number)")) }
        for position in stride(from: 0, to: rows.count, by: 7) { rows[position].detail = "changed" }
        #expect(rows.count == 20_000 && rows[19_999].text == "Row 20000" && rows[7].detail == "changed")
        // Appending to the list it ends in, or changing a row in its list, copies nothing; the
        // old way joined a one-row list to the rest for every row (200 million rows copied here).
        #expect(rows.rowsCopied == 0)
        // Listed rows after numbered ones go into one list of their own, which grows in place.
        rows.append(numbered: 10, template: "N{number}")
        for number in 1...1_000 { rows.insert(SceneTable.Row(text: "After \(number)"), at: rows.count) }
        #expect(rows.rowsCopied == 0 && rows.count == 21_010 && rows[20_010].text == "After 1")
    }

    @Test("a scene's listed rows, each with an action, load without copying the rows already read")
    func aSceneFilesListedRowsLoadInLinearWork() throws {
        let rows = (1...3_000).map { "            - { text: Row \($0), action: { push: detail } }" }.joined(separator: "\n")
        let yaml = """
            window: { size: [30, 10], navigation: [home] }
            screens:
              - name: home
                views:
                  - id: list
                    type: tableView
                    frame: [0, 0, 30, 8]
                    sections:
                    - rows:
            \(rows)
              - { name: detail, title: Detail }
            """
        let loaded = try SceneLoader.load(yaml: yaml, file: "t.yaml")
        let table = try #require(loaded.views["list"] as? UITableView)
        let model = try #require(table.dataSource as? SceneTable)
        #expect(table.numberOfRows(inSection: 0) == 3_000)
        #expect(model.sections[0].rows.rowsCopied == 0)
    }

    @Test func aSceneFileGivesHowManyNumberedRowsWithinTheLimit() throws {
        func scene(_ count: String) -> String {
            """
            window: { size: [30, 10] }
            views:
              - id: list
                type: tableView
                frame: [0, 0, 30, 10]
                sections: [{ rows: [Pinned], numberedRows: { count: \(count), text: "Task {number} of many" } }]
            """
        }
        let loaded = try SceneLoader.load(yaml: scene("250000"), file: "t.yaml")
        let table = try #require(loaded.views["list"] as? UITableView)
        #expect(table.numberOfRows(inSection: 0) == 250_001)
        #expect(table.visibleCells.compactMap(\.textLabel?.text).prefix(3) == ["Pinned", "Task 1 of many", "Task 2 of many"])
        do {
            _ = try SceneLoader.load(yaml: scene("1000001"), file: "t.yaml")
            Issue.record("a count over the limit was taken")
        } catch {
            #expect(error.description.hasPrefix("t.yaml:6:57:"), "\(error.description)")
            #expect(error.message.contains("1000001 is outside the range 0…1000000"), "\(error.message)")
        }
    }

    @Test("a row's own accessibility and swipe actions are its cell's while it shows, and a reused cell shows the next row's own")
    func aRowsAccessibilityStaysWithTheRow() throws {
        let scene = try SceneLoader.load(yaml: """
            window: { size: [30, 8] }
            views:
              - type: tableView
                frame: [0, 0, 30, 8]
                sections:
                  - rows:
                      - text: Milk
                        accessibility: { label: Oat milk, value: one carton, traits: [button],
                                         customActions: [{ name: Star, announce: Starred }] }
                        swipeActions: [{ name: Remove, announce: Removed }]
                    numberedRows: { count: 40 }
            """, file: "rows.yaml")
        let session = scene.makeSession()
        var said = [session.start().map(\.description).joined(separator: " / ")]
        let reader = session.screenReader
        #expect(reader.focusedElement.map { reader.actions(for: $0).map(\.name) } == ["Remove", "Star"])
        for _ in 0..<40 { said.append(session.step(.gesture(.swipeRight)).map(\.description).joined(separator: " / ")) }
        #expect(said.first == "Oat milk: one carton. Button. / Actions Available.")
        #expect(said.last == "Row 40")
        #expect(said.dropFirst().allSatisfy { !$0.contains("Oat milk") && !$0.contains("Actions Available") && !$0.contains("Button") },
                "\(said)")
        // Back to the top: the first row's cell is a reused one now, and says its row's own again.
        var back: [String] = []
        for _ in 0..<40 { back = session.step(.gesture(.swipeLeft)).map(\.description) }
        #expect(back == ["Oat milk: one carton. Button.", "Actions Available."])
        #expect(reader.focusedElement.map { reader.actions(for: $0).map(\.name) } == ["Remove", "Star"])
    }
}
