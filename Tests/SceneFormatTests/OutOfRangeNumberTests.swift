import CellKit
@testable import SceneFormat
import Testing
import RotorTestSupport

/// Every number a scene or a script gives is checked where it is read: one out of its range is
/// refused with one line naming the file, line, column and key path, and the number as written,
/// never by a trap later.
@MainActor
@Suite("Numbers out of range", .cellsScreen)
struct OutOfRangeNumberTests {
    nonisolated static let cells = "-1000000…1000000"

    /// A scene whose 4th line is `view`, one view in flow style.
    nonisolated static func scene(_ view: String) -> String {
        "window:\n  size: [40, 10]\nviews:\n" + view + "\n"
    }

    /// The expected one-line error for `written` on `line`, at the column where it is written
    /// (its first appearance after `after` on that line).
    nonisolated static func error(_ yaml: String, line: Int, _ written: String, after: String = "", keyPath: String,
                      range: String = cells) -> String {
        let text = yaml.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let start = text.range(of: after).map { $0.upperBound } ?? text.startIndex
        let found = text[start...].range(of: written).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1
        let key = keyPath.isEmpty ? "" : keyPath + ": "
        return "bad.yaml:\(line):\(found + 1): \(key)\(written) is outside the range \(range)"
    }

    /// The same number in every numeric key of the schema.
    nonisolated static let everyKey: [(yaml: String, expected: String)] = {
        var cases: [(String, String)] = []
        func view(_ view: String, _ keyPath: String, after: String = "", written: String = "1e19", range: String = cells) {
            let yaml = scene(view)
            cases.append((yaml, error(yaml, line: 4, written, after: after, keyPath: keyPath, range: range)))
        }
        view("  - { type: label, text: Hi, frame: [1e19, 0, 3, 1] }", "views[0].frame[0]")
        view("  - { type: label, text: Hi, frame: [0, 1e19, 3, 1] }", "views[0].frame[1]")
        view("  - { type: label, text: Hi, frame: [0, 0, 1e19, 1] }", "views[0].frame[2]")
        view("  - { type: label, text: Hi, frame: [0, 0, 3, 1e19] }", "views[0].frame[3]")
        view("  - { type: view, frame: [0, 0, 9, 9], subviews: [{ type: label, text: Hi, frame: [0, -1e19, 1, 1] }] }",
             "views[0].subviews[0].frame[1]", written: "-1e19")
        view("  - { type: label, text: Hi, frame: [0, 0, 3, 1], drag: { text: x }, "
             + "accessibility: { dragSources: [{ name: D, point: [1e19, 0] }] } }",
             "views[0].accessibility.dragSources[0].point[0]")
        view("  - { type: well, title: W, frame: [0, 0, 9, 5], drop: { accepts: [public.text] }, "
             + "accessibility: { dropPoints: [{ name: D, point: [0, 1e19] }] } }",
             "views[0].accessibility.dropPoints[0].point[1]")
        view("  - { type: view, frame: [0, 0, 9, 5], accessibility: { elements: [{ label: E, frame: [0, 0, 1e19, 1] }] } }",
             "views[0].accessibility.elements[0].frame[2]")
        view("  - { type: label, text: Hi, frame: [0, 0, 9, 1], "
             + "drag: { items: region, text: x, regions: [{ frame: [1e19, 0, 1, 1], label: R }] } }",
             "views[0].drag.regions[0].frame[0]")
        view("  - { type: scrollView, frame: [0, 0, 9, 5], contentSize: [9, 1e19] }", "views[0].contentSize[1]")
        view("  - { type: scrollView, frame: [0, 0, 9, 5], contentOffset: [1e19, 0] }", "views[0].contentOffset[0]")
        view("  - { type: collectionView, frame: [0, 0, 20, 5], itemSize: [1e19, 1] }", "views[0].itemSize[0]")
        view("  - { type: collectionView, frame: [0, 0, 20, 5], itemSize: [3, 1e19] }", "views[0].itemSize[1]")
        view("  - { type: collectionView, frame: [0, 0, 20, 5], itemSize: [3, 1], spacing: 1e19 }", "views[0].spacing")
        let slider = "-10000000…10000000"
        view("  - { type: adjustable, frame: [0, 0, 9, 1], value: 1e19 }", "views[0].value", range: slider)
        view("  - { type: adjustable, frame: [0, 0, 9, 1], minimum: 1e19 }", "views[0].minimum", range: slider)
        view("  - { type: adjustable, frame: [0, 0, 9, 1], value: 1e39, maximum: 1e40 }", "views[0].maximum",
             written: "1e40", range: slider)
        view("  - { type: barGraph, frame: [0, 0, 30, 8], bars: [{ label: A, value: 1e19 }] }", "views[0].bars[0].value",
             range: "0…1000000000000")
        view("  - { type: label, text: Hi, frame: [0, 0, 3, 1], drag: { text: x, loadDelay: 1e19 } }",
             "views[0].drag.loadDelay", range: "0…1000000")
        view("  - { type: well, title: W, frame: [0, 0, 9, 5], drop: { accepts: [public.text], loadDelay: 1e19 } }",
             "views[0].drop.loadDelay", range: "0…1000000")
        view("  - { type: collectionView, frame: [0, 0, 20, 5], itemSize: [3, 1], "
             + "drop: { accepts: [public.text], loadDelay: 1e19 } }", "views[0].drop.loadDelay", range: "0…1000000")
        view("  - { type: view, frame: [0, 0, 3, 1], alpha: 1e19 }", "views[0].alpha", range: "0…1")

        let window = "window:\n  size: [1e19, 10]\nviews: []\n"
        cases.append((window, error(window, line: 2, "1e19", keyPath: "window.size[0]")))
        let windows = "windows:\n  - { app: a, frame: [0, 0, 1e19, 5], views: [] }\n"
        cases.append((windows, error(windows, line: 2, "1e19", keyPath: "windows[0].frame[2]")))
        let flat = "window:\n  size: [40, 10]\nviews:\n  - { id: a, type: view, frame: [0, 0, 9, 9] }\n"
            + "  - { parent: a, type: view, frame: [0, 0, 9, 1e19] }\n"
        cases.append((flat, error(flat, line: 5, "1e19", keyPath: "views[1].frame[3]")))

        func script(_ line: String, _ keyPath: String, written: String = "1e19", range: String = cells) {
            let yaml = scene("  - { type: label, text: Hi, frame: [0, 0, 3, 1] }") + "script: |\n  swipe right\n" + line + "\n"
            cases.append((yaml, error(yaml, line: 7, written, keyPath: keyPath, range: range)))
        }
        script("  touch 1e19 0", "touch x")
        script("  touch 0 1e19 = Hi.", "touch y")
        script("  wait 1e19", "wait", range: "0…1000000")
        return cases
    }()

    @Test(arguments: 0..<everyKey.count)
    func theSameNumberInEveryNumericKeyIsRefusedWhereItIsWritten(_ index: Int) {
        let (yaml, expected) = Self.everyKey[index]
        #expect(Self.loadError(yaml) == expected)
    }

    /// However the number is written, out of range it is refused as written.
    @Test(arguments: ["1e19", "-1e19", "1e999", "-1e999", "1000000.5", "9223372036854775808", "0x1p70"])
    func aNumberIsEchoedAsWritten(_ written: String) {
        let yaml = Self.scene("  - { type: label, text: Hi, frame: [\(written), 0, 3, 1] }")
        #expect(Self.loadError(yaml) == Self.error(yaml, line: 4, written, keyPath: "views[0].frame[0]"))
    }

    @Test func aLongNumberIsEchoedCut() {
        let written = "1" + String(repeating: "0", count: 200)
        let yaml = Self.scene("  - { type: label, text: Hi, frame: [0, \(written), 3, 1] }")
        let shown = String(written.prefix(Echo.maximumLength)) + "…"
        #expect(Self.loadError(yaml) == "bad.yaml:4:41: views[0].frame[1]: \(shown) is outside the range \(Self.cells)")
    }

    @Test(arguments: ["nan", "NaN", ".nan", "one"])
    func somethingThatIsNotANumberIsSaidToBeNone(_ written: String) {
        let yaml = Self.scene("  - { type: label, text: Hi, frame: [\(written), 0, 3, 1] }")
        #expect(Self.loadError(yaml) == "bad.yaml:4:38: views[0].frame[0]: expected a number, found \"\(written)\"")
    }

    @Test func aNegativeSpacingIsRefused() {
        let yaml = Self.scene("  - { type: collectionView, frame: [0, 0, 20, 5], itemSize: [3, 1], spacing: -3 }")
        #expect(Self.loadError(yaml) == "bad.yaml:4:78: views[0].spacing: -3 is outside the range 0…1000000: spacing cannot be negative")
    }

    /// The ranges take every legitimate scene: their ends are accepted.
    @Test func theEndsOfEachRangeAreAccepted() throws {
        let yaml = """
            window:
              size: [1000000, 1000000]
            views:
              - { type: view, frame: [-1000000, 1000000, 1000000, 1000000], alpha: 1 }
              - { type: scrollView, frame: [0, 0, 9, 5], contentSize: [1000000, 1000000], contentOffset: [-1000000, 1000000] }
              - { type: adjustable, frame: [0, 0, 9, 1], minimum: -10000000, maximum: 10000000, value: 10000000 }
              - { type: barGraph, frame: [0, 0, 30, 8], bars: [{ label: A, value: 1000000000000 }, { label: B, value: 0 }] }
              - { type: collectionView, frame: [0, 0, 1000000, 5], itemSize: [1000000, 1], spacing: 1000000, items: [a, b] }
              - { type: label, text: Hi, frame: [0, 0, 3, 1], drag: { text: x, loadDelay: 1000000 } }
            script: |
              touch -1000000 1000000
              wait 1000000
            """
        let scene = try SceneLoader.load(yaml: yaml, file: "ends.yaml")
        #expect(scene.windows[0].frame.width == 1_000_000)
        #expect(scene.script?.steps.map(\.actionText) == ["touch -1000000 1000000", "wait 1000000.0"])
        // It runs, and the bar of a trillion is spoken whole.
        let run = ScriptRunner(scene: scene).run()
        #expect(run.outcomes.count == 2)
        #expect(scene.windows[0].subviews.compactMap { $0 as? BarGraphView }.first?.valueText(at: 0) == "1000000000000")
    }

    /// A script file refuses the same numbers, at the number's column.
    @Test func aScriptFileRefusesTouchesAndWaitsOutOfRange() {
        let cases = [
            ("swipe right\n   touch 3 -1e300\n", "s.txt:2:12: touch y: -1e300 is outside the range \(Self.cells)"),
            ("wait   1e7 = done\n", "s.txt:1:8: wait: 1e7 is outside the range 0…1000000"),
            ("touch inf 0\n", "s.txt:1:7: touch x: inf is outside the range \(Self.cells)"),
            ("touch nan 0\n", "s.txt:1:1: expected 'touch X Y' with two numbers (screen cells), found 'touch nan 0'"),
        ]
        for (text, expected) in cases {
            #expect(throws: SceneError.self) { try Script.parse(text, file: "s.txt") }
            do {
                _ = try Script.parse(text, file: "s.txt")
            } catch {
                #expect(error.description == expected)
            }
        }
    }

    static func loadError(_ yaml: String) -> String? {
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "bad.yaml")
            return nil
        } catch {
            return error.description
        }
    }
}
