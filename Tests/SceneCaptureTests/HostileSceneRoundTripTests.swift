import CellKit
import Foundation
import SceneCapture
import SceneExport
import SceneFormat
import ScreenReader
import Testing
import RotorTestSupport

/// Scenes that load but push the export where it is weakest, exported as `rotor export`
/// exports them: each writes a scene that loads, passes its own script, says what the original
/// says, leaves nothing out, and exports to the same file again (export → load → export is a
/// fixed point). The shipped scenes' round trip is `ShippedSceneRoundTripTests`.
@MainActor
@Suite("Exporting hostile but valid scenes", .cellsScreen)
struct HostileSceneRoundTripTests {
    /// A scene as `rotor export` captures it.
    static func exported(_ yaml: String, file: String) throws -> CapturedScene {
        try SceneExport.capture(yaml: yaml, file: file)
    }

    /// Bar buttons of every system item a scene names, two to a screen, on a stack.
    nonisolated static var systemItemScreens: String {
        let names = ["done", "cancel", "save", "add", "edit", "close", "compose", "reply", "trash", "search", "refresh",
                     "action", "organize", "bookmarks", "stop", "camera", "play", "pause", "rewind", "fastForward",
                     "undo", "redo", "pageCurl"]
        var screens: [String] = []
        var stack: [String] = []
        for start in stride(from: 0, to: names.count, by: 2) {
            let name = "s\(start)"
            stack.append(name)
            var keys = "name: \(name), title: Items \(start), leftBarButton: { systemItem: \(names[start]) }"
            if start + 1 < names.count { keys += ", rightBarButton: { systemItem: \(names[start + 1]), title: Own \(start) }" }
            screens.append("  - { \(keys), views: [{ type: label, frame: [0, 0, 20, 1], text: On \(name) }] }")
        }
        return """
            title: System items
            window: { size: [40, 12], navigation: [\(stack.joined(separator: ", "))], presented: sheet }
            screens:
            \(screens.joined(separator: "\n"))
              - name: sheet
                title: Sheet
                navigationBar: true
                leftBarButton: { systemItem: cancel, action: { dismiss: true } }
                rightBarButton: { systemItem: done }
                views: [{ type: label, frame: [0, 0, 20, 1], text: In the sheet }]
            """
    }

    /// A navigation stack 300 screens deep, every screen of one title.
    nonisolated static var deepNavigation: String {
        let depth = 300
        let screens = (1...depth).map { "  - { name: s\($0), title: Step, views: [{ type: label, frame: [0, 0, 20, 1], text: Step \($0) }] }" }
        return """
            title: Deep
            window: { size: [40, 12], navigation: [\((1...depth).map { "s\($0)" }.joined(separator: ", "))] }
            screens:
            \(screens.joined(separator: "\n"))
            """
    }

    /// A chain of plain views `depth` deep, each inside the one before (the flat form, as
    /// deeper trees than YAML nests are written), with a label beside the chain every 100 views
    /// and one inside the deepest: the lines of a window's or a screen's `views`.
    nonisolated static func chain(depth: Int, prefix: String) -> [String] {
        var lines = ["  - { id: \(prefix)1, type: view, frame: [0, 0, 40, 12] }"]
        for level in 2...depth {
            if level % 100 == 0 {
                lines.append("  - { parent: \(prefix)\(level - 1), type: label, frame: [0, \(level / 100 % 12), 30, 1], text: Level \(level) }")
            }
            lines.append("  - { id: \(prefix)\(level), parent: \(prefix)\(level - 1), type: view, frame: [0, 0, 40, 12] }")
        }
        lines.append("  - { parent: \(prefix)\(depth), type: label, frame: [0, 11, 30, 1], text: The bottom }")
        return lines
    }

    /// A chain 3,000 views deep in a window.
    nonisolated static var deepWindow: String {
        "title: Deep window\nwindow: { size: [40, 12] }\nviews:\n" + chain(depth: 3_000, prefix: "w").joined(separator: "\n") + "\n"
    }

    /// A chain 3,000 views deep in a pushed screen, its views unnamed but the chain's.
    nonisolated static var deepScreen: String {
        """
        title: Deep screen
        window: { size: [40, 12], navigation: [home, deep] }
        screens:
          - name: home
            title: Home
            views: [{ type: label, frame: [0, 0, 20, 1], text: At home }]
          - name: deep
            title: Deep
            views:
        """ + "\n" + chain(depth: 3_000, prefix: "s").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    /// Views nested `depth` deep in YAML, three subviews at the bottom, no ids.
    nonisolated static func nested(depth: Int) -> String {
        var text = "title: Nested\nwindow: { size: [40, 12] }\nviews:\n"
        for level in 1..<depth {
            let indent = String(repeating: "    ", count: level - 1)
            text += indent + "  - type: view\n" + indent + "    frame: [0, 0, 40, 12]\n" + indent + "    subviews:\n"
        }
        let indent = String(repeating: "    ", count: depth - 1)
        for number in 1...3 { text += indent + "  - { type: label, frame: [0, \(number), 20, 1], text: Leaf \(number) }\n" }
        return text
    }

    nonisolated static let scenes: [String: String] = [
        "numbered-table": """
            title: Numbered
            window: { size: [40, 20] }
            views:
              - type: tableView
                frame: [0, 0, 40, 20]
                style: grouped
                sections:
                  - header: "Inbox #1"
                    footer: A million tasks
                    rows: [Pinned, { text: Flagged, detail: "2", accessory: checkmark }]
                    numberedRows: { count: 1000000, text: "Task {number}: \\"quoted\\" ~ = # {number}" }
                  - { numberedRows: { count: 5 } }
                  - { rows: [Last] }
                drag: { allowsMove: true }
                drop: { accepts: [public.plain-text] }
            """,
        "tall-table": """
            title: Tall
            window: { size: [20, 1000] }
            views:
              - { type: tableView, frame: [0, 0, 20, 1000], sections: [{ numberedRows: { count: 1000 } }] }
            """,
        "listed-rows": """
            title: Listed
            window: { size: [40, 20] }
            views:
              - type: tableView
                frame: [0, 0, 40, 20]
                sections:
                  - rows:
            \((1...3_000).map { "          - { text: \"Row \($0)\", detail: \"\($0 % 7)\"\($0 % 3 == 0 ? ", accessory: disclosureIndicator" : "") }" }.joined(separator: "\n"))
            """,
        "modal-and-hidden": """
            title: Modal
            window: { size: [40, 12] }
            views:
              - { type: label, frame: [0, 0, 20, 1], text: Behind }
              - type: view
                frame: [0, 2, 30, 6]
                accessibility: { viewIsModal: true }
                subviews:
                  - { type: label, frame: [0, 0, 20, 1], text: In the dialog }
                  - { type: view, frame: [0, 2, 20, 2], accessibility: { elementsHidden: true }, subviews: [{ type: label, frame: [0, 0, 10, 1], text: Hidden }] }
                  - { type: button, frame: [0, 4, 10, 1], title: OK }
            """,
        "points": """
            title: In points
            unit: points
            device: { idiom: phone }
            window: { size: [393, 852], navigation: [list] }
            screens:
              - name: list
                title: To Do
                views:
                  - type: tableView
                    frame: [0, 0, 393, 600]
                    sections: [{ header: Today, rows: [Milk, { text: Eggs, detail: "12" }] }]
                    drag: { allowsMove: true }
                  - { type: label, frame: [16.5, 620, 200, 22], text: "Half a point in" }
                  - { type: button, frame: [16, 660, 120, 44], title: Done }
            """,
        // A window a hair tall (what the export fuzzer found): written as it is, not as 1 row,
        // which would move the screen's first element.
        "hairline-window": """
            title: Hairline
            window: { size: [40, 1e-300], navigation: [lists] }
            screens:
              - name: lists
                title: Lists
                views:
                  - type: tableView
                    frame: [0, 0, 40, 10]
                    sections: [{ rows: [{ text: Groceries, detail: "3" }, { text: Hardware, detail: "2" }] }]
                  - { type: button, frame: [0, 11, 12, 1], title: About }
            """,
        "system-items": systemItemScreens,
        "deep-navigation": deepNavigation,
        "deep-window": deepWindow,
        "deep-screen": deepScreen,
    ]

    /// How deep an export nests views before it writes them flat (`SceneWalker.nestingDepth`).
    static let nesting = 16

    /// Each view of a tree, in order, with how deep it is and what it is called or says.
    static func outline(of views: [UIView]) -> [String] {
        var lines: [String] = []
        var pending = views.reversed().map { ($0, 1) }
        while let (view, depth) = pending.popLast() {
            let name = view.accessibilityIdentifier ?? (view as? UILabel)?.text ?? "\(type(of: view))"
            lines.append("\(depth) \(name)")
            pending += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return lines
    }

    @Test("a chain thousands deep, in a window or a pushed screen, is written flat past 16 deep and loads as the same tree",
          arguments: ["deep-window", "deep-screen"])
    func aDeepTreeIsWrittenFlat(name: String) throws {
        let yaml = try #require(Self.scenes[name])
        let text = try Self.exported(yaml, file: "\(name).yaml").text
        // A view 16 deep holds its subviews by `parent:`; none is nested deeper.
        let deepest = String(repeating: "    ", count: Self.nesting + (name == "deep-screen" ? 1 : 0)) + "  - "
        #expect(!text.contains("\n" + deepest), "nested past 16 deep")
        let prefix = name == "deep-window" ? "w" : "s"
        #expect(text.contains("- { id: \(prefix)18, parent: \(prefix)17, type: view, frame: [0, 0, 40, 12] }\n"),
                "each view past 16 deep on a line of its own")
        #expect(text.utf8.count < yaml.utf8.count * 2, "\(text.utf8.count) bytes")
        let original = try SceneLoader.load(yaml: yaml, file: "\(name).yaml")
        let again = try SceneLoader.load(yaml: text, file: "\(name).exported.yaml")
        let views: (Scene) -> [UIView] = { scene in
            scene.screens["deep"]?.view.subviews ?? scene.windows.flatMap(\.subviews)
        }
        let outline = Self.outline(of: views(original))
        #expect(outline.count == 3_031 && outline.last == "3001 The bottom")
        #expect(Self.outline(of: views(again)) == outline)
    }

    @Test("a tree of ordinary depth is written nested, as it always was, and one past 16 deep is cut at 16")
    func anOrdinaryTreeIsWrittenNested() throws {
        let ordinary = try Self.exported(Self.nested(depth: Self.nesting), file: "n.yaml").text
        #expect(!ordinary.contains("parent:"))
        #expect(ordinary.contains("\n" + String(repeating: "    ", count: Self.nesting - 1) + "  - type: label"))
        let deeper = try Self.exported(Self.nested(depth: Self.nesting + 1), file: "d.yaml").text
        // The view 16 deep gets a made-up id, and its three labels follow it, in order, flat,
        // one a line, their plain text plain.
        let flat = deeper.components(separatedBy: "\n").filter { $0.hasPrefix("  - ") }
        #expect(flat == ["  - type: view"] + (1...3).map { "  - { parent: view1, type: label, frame: [0, \($0), 20, 1], text: Leaf \($0) }" },
                "\(flat)")
        #expect(deeper.contains("- id: \"view1\"\n"))
        let loaded = try SceneLoader.load(yaml: deeper, file: "d.exported.yaml")
        let original = try SceneLoader.load(yaml: Self.nested(depth: Self.nesting + 1), file: "d.yaml")
        let labels: (Scene) -> [String] = { scene in
            Self.outline(of: scene.windows.flatMap(\.subviews)).filter { $0.contains("Leaf") }
        }
        #expect(labels(loaded) == ["17 Leaf 1", "17 Leaf 2", "17 Leaf 3"])
        #expect(labels(loaded) == labels(original))
    }

    @Test("an export loads, tests clean, says what the original says, leaves nothing out and exports the same again",
          arguments: scenes.keys.sorted())
    func anExportIsAFixedPoint(name: String) throws {
        let yaml = try #require(Self.scenes[name])
        let first = try Self.exported(yaml, file: "\(name).yaml")
        #expect(first.notes.isEmpty, "\(first.notes)")
        let captured = try SceneLoader.load(yaml: first.text, file: "\(name).exported.yaml")
        let script = try #require(captured.script)
        let run = ScriptRunner(scene: captured).run()
        #expect(run.passed, "\(ScriptReport.text(for: run, scene: name, script: script.file))")
        let original = try ScreenReading { try SceneLoader.load(yaml: yaml, file: "\(name).yaml") }
        let again = try ScreenReading { try SceneLoader.load(yaml: first.text, file: "\(name).exported.yaml") }
        #expect(again.speech == original.speech)
        #expect(again.actions == original.actions)
        let second = try Self.exported(first.text, file: "\(name).exported.yaml")
        #expect(second.text == first.text)
    }

    @Test("a million numbered rows are written as their count, with the rows listed before them, not as 200,000 rows")
    func numberedRowsAreWrittenAsTheirCount() throws {
        let text = try Self.exported(try #require(Self.scenes["numbered-table"]), file: "n.yaml").text
        #expect(text.contains("numberedRows: { count: 1000000, text: \"Task {number}: \\\"quoted\\\" ~ = # {number}\" }"),
                "\(text.prefix(3_000))")
        #expect(text.contains("- numberedRows: { count: 5 }"))
        #expect(text.contains("rows:\n          - \"Pinned\"\n          - { text: \"Flagged\", detail: \"2\", accessory: checkmark }"))
        // The scene is a few lines; the script, what VoiceOver says on its first 200 elements, is the rest.
        let scene = try #require(text.components(separatedBy: "\nscript:").first)
        #expect(scene.utf8.count < 3_000, "a count, not a list: \(scene)")
        let loaded = try SceneLoader.load(yaml: text, file: "n.exported.yaml")
        let table = try #require(loaded.windows.first?.subviews.first as? UITableView)
        #expect(table.numberOfRows(inSection: 0) == 1_000_002)
        #expect(table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: 1_000_001, section: 0)).textLabel?.text
            == "Task 1000000: \"quoted\" ~ = # 1000000")
    }

    @Test("a scene in points is exported in points and draws the same")
    func pointsAreExportedAsPoints() throws {
        let yaml = try #require(Self.scenes["points"])
        let exported = try Self.exported(yaml, file: "points.yaml").text
        #expect(exported.contains("\nunit: points\n"))
        #expect(exported.contains("frame: [16.5, 620, 200, 22]"), "\(exported.prefix(2_000))")
        let original = try SceneLoader.load(yaml: yaml, file: "points.yaml")
        let again = try SceneLoader.load(yaml: exported, file: "points.exported.yaml")
        let before = try #require(original.windows.first).renderGrid()
        let after = try #require(again.windows.first).renderGrid()
        #expect(before.width == 49)
        #expect(after.lines == before.lines)
    }

    @Test("the export's script visits the first 200 elements of a million-row table and says where it stops")
    func theWalkStopsAtItsElementLimit() throws {
        let text = try Self.exported(try #require(Self.scenes["numbered-table"]), file: "n.yaml").text
        let script = try #require(text.components(separatedBy: "\nscript:").last)
        let swipes = script.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("swipe right") }
        #expect(swipes.count == SpokenScript.elementLimit - 1)
        #expect(script.contains("# The walk stops here: it visits at most 200 elements."))
        let last = script.components(separatedBy: "\n").last { !$0.isEmpty }
        #expect(last?.trimmingCharacters(in: .whitespaces).hasPrefix("first element = ") == true, "\(last ?? "")")
    }

    @Test("the export's script lists the first 50 of an element's 2,000 actions, says where it stops, and passes")
    func theActionsStopAtTheirLimit() throws {
        let actions = (1...2_000).map { "{ name: A\($0) }" }.joined(separator: ", ")
        let yaml = "window: { size: [20, 4] }\nviews:\n  - { type: button, title: Go, frame: [0, 0, 10, 1], "
            + "accessibility: { customActions: [\(actions)] } }\n"
        let text = try Self.exported(yaml, file: "a.yaml").text
        let script = try #require(text.components(separatedBy: "\nscript:").last)
        let downs = script.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("swipe down") }
        #expect(downs.count == SpokenScript.actionLimit)
        #expect(downs.last?.hasSuffix("= A50") == true, "\(downs.last ?? "")")
        #expect(script.contains("# The actions stop here: the walk lists at most 50 of an element's 2000."))
        let again = try SceneLoader.load(yaml: text, file: "a.exported.yaml")
        #expect(ScriptRunner(scene: again).run().passed)
    }

    @Test("a bar button made as a system item is written as that item, so the export's script finds it")
    func systemItemsAreWritten() throws {
        let text = try Self.exported(Self.systemItemScreens, file: "b.yaml").text
        #expect(text.contains("leftBarButton: { systemItem: cancel }") && text.contains("rightBarButton: { systemItem: done }"))
        #expect(text.contains("rightBarButton: { title: \"Own 20\", systemItem: redo }"))
        #expect(text.contains("first element = Cancel. Button."), "the script still expects the button it finds")
    }
}

/// A data source that says its rows as runs, as a scene's table does, in orders a scene's
/// `rows` and `numberedRows` can say and orders they cannot.
@MainActor
private final class RunsList: UITableViewDataSource, NumberedRowsDataSource {
    let sections: [[TableRowRun]]
    private(set) var cellsMade = 0

    init(_ sections: [[TableRowRun]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].reduce(0) { $0 + $1.count }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsMade += 1
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var start = 0
        for run in sections[indexPath.section] {
            defer { start += run.count }
            guard indexPath.row < start + run.count else { continue }
            switch run {
            case .listed: cell.textLabel?.text = "Listed \(indexPath.row - start + 1)"
            case .numbered(let template, let numbers):
                let number = numbers.lowerBound + indexPath.row - start
                cell.textLabel?.text = template.replacingOccurrences(of: "{number}", with: String(number))
            }
            break
        }
        return cell
    }

    func rowRuns(inSection section: Int) -> [TableRowRun] { sections[section] }
}

@MainActor
@Suite("Capturing a table's numbered rows", .cellsScreen)
struct CapturedNumberedRowsTests {
    @Test("rows numbered from 1 after listed ones are written as a count; rows in any other order are listed, as they show")
    func onlyTheOrderASceneSaysIsWrittenAsACount() throws {
        let list = RunsList([
            [.listed(count: 2), .numbered(template: "Item {number}", numbers: 1..<50_001)],
            [.numbered(template: "N{number}", numbers: 1..<4), .listed(count: 1)],
            [.listed(count: 1), .numbered(template: "From {number}", numbers: 2..<4)],
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 30, height: 10), style: .plain)
        table.dataSource = list
        window.addSubview(table)
        let capture = SceneCapture.capture(of: [window])
        let text = capture.text
        #expect(text.contains("rows:\n          - \"Listed 1\"\n          - \"Listed 2\"\n        numberedRows: { count: 50000, text: \"Item {number}\" }"),
                "\(text)")
        #expect(text.contains("rows:\n          - \"N1\"\n          - \"N2\"\n          - \"N3\"\n          - \"Listed 1\"\n"), "\(text)")
        #expect(text.contains("rows:\n          - \"Listed 1\"\n          - \"From 2\"\n          - \"From 3\"\n"), "\(text)")
        #expect(capture.notes.isEmpty, "\(capture.notes)")
        // Fifty thousand rows, and a cell made only for each row listed (and those on screen).
        #expect(list.cellsMade < 40, "\(list.cellsMade) cells made")
        let loaded = try SceneLoader.load(yaml: text, file: "runs.yaml")
        let reloaded = try #require(loaded.windows.first?.subviews.first as? UITableView)
        #expect((0..<3).map { reloaded.numberOfRows(inSection: $0) } == [50_002, 4, 3])
    }
}
