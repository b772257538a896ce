import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// A long table's rows past the first are read only as their views are built (and checked
/// then, when loading): they must be checked as closely as the first, and a mistake in one must
/// be placed as exactly as anywhere else.
@MainActor
@Suite("Long scenes", .cellsScreen)
struct LongSceneReadingTests {
    /// A table of `rows` one-line rows, in flow style as `rotor bench` writes them, with `row`
    /// (0-based) replaced by `replacement`; `header` goes first (an anchor there makes Yams
    /// read the file).
    static func table(rows: Int = 200, row: Int, replacement: String, title: String = "Rows") -> String {
        var lines = ["title: \(title)", "window:", "  size: [40, 10]", "views:", "  - id: table", "    type: scrollView",
                     "    frame: [0, 0, 40, 10]", "    contentSize: [40, \(rows)]", "    subviews:"]
        for index in 0..<rows {
            lines.append(index == row ? replacement
                : "      - { type: label, frame: [0, \(index), 30, 1], text: Row \(index), drag: { text: Row \(index), movesAway: true } }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func error(_ yaml: String) -> String {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "t.yaml")
            return "loaded"
        } catch {
            return error.description
        }
    }

    /// Mistakes in a row far down the table, each with its message.
    nonisolated static let mistakes: [(row: String, error: String)] = [
        ("      - { type: label, frame: [0, 150, 30], text: Row }",
         "t.yaml:160:31: views[0].subviews[150].frame: expected 4 numbers (x, y, width, height), found 3"),
        ("      - { type: label, frame: [0, 150, 30, 1], txt: Row }",
         "t.yaml:160:48: views[0].subviews[150]: unknown key 'txt'; did you mean 'text'?"),
        ("      - { type: label, frame: [0, 150, 30, 1], text: Row, drag: { txt: Row } }",
         "t.yaml:160:67: views[0].subviews[150].drag: unknown key 'txt'; did you mean 'text'?"),
        ("      - { type: label, frame: [0, 150, 30, 1], text: Row, drag: { text: Row, movesAway: maybe } }",
         "t.yaml:160:89: views[0].subviews[150].drag.movesAway: expected true or false, found \"maybe\""),
        ("      - { type: label, frame: [0, 150, 30, 1], text: Row, bars: [1] }",
         "t.yaml:160:59: views[0].subviews[150]: unknown key 'bars'; expected one of: id, type, frame, hidden, alpha, "
             + "interactive, enabled, background, border, layers, accessibility, drag, drop, subviews, text, color"),
        ("      - { type: lable, frame: [0, 150, 30, 1], text: Row }",
         "t.yaml:160:17: views[0].subviews[150].type: expected one of view, label, button, switch, adjustable, "
            + "progress, textField, image, well, list, barGraph, scrollView, collectionView, tabBar, segmentedControl, "
            + "backButton, keyboardKey, secureTextField, dataTable, tableView, stepper, pageControl, textView, found \"lable\"; did you mean 'label'?"),
    ]

    @Test(arguments: mistakes)
    func aMistakeFarDownATableIsPlacedExactly(row: String, error: String) {
        #expect(Self.error(Self.table(row: 150, replacement: row)) == error)
    }

    @Test(arguments: mistakes)
    func aMistakeFarDownATableReadsTheSameWhenYamsReadsTheFile(row: String, error: String) {
        // The anchor is YAML the scene reader leaves to Yams: Yams reads the whole file.
        let yaml = Self.table(row: 150, replacement: row, title: "&title Rows")
        #expect(SubsetYAMLReader(yaml: yaml).document() == nil)
        #expect(Self.error(yaml) == error)
    }

    @Test func everyRowOfALongTableBecomesItsView() throws {
        let scene = try SceneLoader.load(yaml: Self.table(row: -1, replacement: ""), file: "t.yaml")
        let rows = try #require(scene.view("table")).subviews.compactMap { $0 as? UILabel }
        #expect(rows.count == 200)
        #expect(rows.last?.text == "Row 199")
        #expect(rows.last?.frame == CGRect(x: 0, y: 199, width: 30, height: 1))
        #expect(rows.last?.interactions.count == 1)
        #expect(scene.location(of: try #require(rows.last)) == SourceLocation(line: 209, column: 9, keyPath: "views[0].subviews[199]"))
    }

    /// YAML the scene reader leaves to Yams, in a row far down a table: each row past the first
    /// is checked as closely as the first, though nothing of it is kept until it is built.
    nonisolated static let leftToYams: [String] = [
        "      - { type: label, frame: [0, 1, 30, 1], text: Row, text: Again }",
        "      - { type: label, frame: [0, 1, 30, 1], text: &a Row }",
        "      - { type: label, frame: [0, 1, 30, 1,], text: Row }",
        "      - { type: label, frame: [0, 1, 30, 1], text: 'open }",
        "      - { type: label, frame: [0, 1, 30, 1], text: \"\\x41\" }",
        "      - { type: label, frame: [0, 1, 30, 1], text: a:b }",
        "      - type: label\n        frame: [0, 1, 30, 1]\n        frame: [0, 1, 30, 1]\n        text: Row",
        "      - type: label\n        frame: [0, 1, 30, 1]\n        text: >\n          folded",
        "      - type: label\n        frame: [0, 1, 30, 1]\n        text:\n      - type: label",
        "      - subviews:\n        - { type: label, frame: [0, 1, 30, 1], text: !!str Row }",
        "      - type: label\n        frame: [0, 1, 30, 1]\n        text: |\n          a\n         \tb",
    ]

    @Test(arguments: leftToYams)
    func aRowFarDownATableIsCheckedAsTheFirstIs(row: String) {
        #expect(SubsetYAMLReader(yaml: Self.table(row: 150, replacement: row)).document() == nil)
        #expect(SubsetYAMLReader(yaml: Self.table(row: 3, replacement: row)).document() == nil)
    }

    /// Loading checks a long list's later rows as it builds them (`defersChecks`): a row far
    /// down that needs Yams is found while building, and the file is read again by Yams, so it
    /// loads (or fails) exactly as when Yams reads the whole file.
    @Test(arguments: leftToYams)
    func aRowFarDownThatNeedsYamsLoadsAsYamsReadsIt(row: String) {
        let deferring = SubsetYAMLReader(yaml: Self.table(row: 150, replacement: row), defersChecks: true)
        // Told apart from its neighbours by indentation alone, it is checked when read.
        if deferring.document() != nil { #expect(!deferring.readsEveryItem()) }
        let byYams = Self.error(Self.table(row: 150, replacement: row, title: "&title Rows"))
        #expect(Self.error(Self.table(row: 150, replacement: row)) == byYams)
    }

    @Test("a row far down nested past libyaml's limit is refused as Yams refuses it, counting the levels above it")
    func aDeepRowFarDownIsRefusedAsYamsRefusesIt() {
        // Each level is a list item holding a mapping: two levels of YAML.
        var lines: [String] = []
        for level in 0..<498 {
            let pad = String(repeating: " ", count: 6 + 4 * level)
            lines.append(pad + "- type: view")
            lines.append(pad + "  subviews:")
        }
        lines.append(String(repeating: " ", count: 6 + 4 * 498) + "- { type: label, frame: [0, 0, 1, 1], text: Deep }")
        let deep = lines.joined(separator: "\n")
        let error = Self.error(Self.table(row: 150, replacement: deep))
        #expect(error.contains("nests more than 1000 levels deep"), "\(error)")
        #expect(error == Self.error(Self.table(row: 150, replacement: deep, title: "&title Rows")))
    }

    @Test("a long list's rows that the builder never reads are still checked")
    func unreadRowsAreChecked() {
        let yaml = Self.table(row: 150, replacement: "      - { type: label, frame: [0, 1, 30, 1], text: &a Row }")
        let reader = SubsetYAMLReader(yaml: yaml, defersChecks: true)
        #expect(reader.document() != nil, "the first reading passes over row 150")
        #expect(!reader.readsEveryItem())
        let clean = SubsetYAMLReader(yaml: Self.table(row: -1, replacement: ""), defersChecks: true)
        #expect(clean.document() != nil)
        #expect(clean.readsEveryItem())
    }
}
