@testable import SceneFormat
import Testing
import RotorTestSupport

/// `valueFrom` chains as long as a file can hold are checked and spoken in bounded time and
/// stack; whole numbers read with `int(in:)` are checked like every other number.
@MainActor
@Suite("valueFrom chains and whole numbers", .cellsScreen)
struct ValueFromLimitsTests {
    /// Views `v1`…`vN`, each made of the next (`next(i)` lists the ids it is made of).
    static func chain(_ count: Int, next: (Int) -> String, last: String) -> String {
        var lines = ["window: { size: [9, 9] }", "views:"]
        for index in 1..<count {
            lines.append("  - { id: v\(index), type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [\(next(index))] } }")
        }
        lines.append("  - { id: v\(count), \(last) }")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aLongCycleIsNamedByItsEnds() {
        let yaml = Self.chain(5_000, next: { "v\($0 + 1)" },
                              last: "type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [v1] }")
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "cycle.yaml")
            Issue.record("the cycle was not refused")
        } catch {
            #expect(error.description == "cycle.yaml:3:76: views[0].accessibility.valueFrom: valueFrom forms a cycle: "
                + "v1 → v2 → v3 → v4 → …(4994 more) → v4999 → v5000 → v1")
        }
    }

    @Test func aCycleFurtherOnIsNamedAtItsFirstView() {
        let yaml = """
            window: { size: [9, 9] }
            views:
              - { id: a, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [b] } }
              - { id: b, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [c, w] } }
              - { id: c, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [b] } }
              - { id: w, type: well, title: W, frame: [0, 0, 3, 3] }
            """
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "cycle.yaml")
            Issue.record("the cycle was not refused")
        } catch {
            #expect(error.description == "cycle.yaml:4:75: views[1].accessibility.valueFrom: valueFrom forms a cycle: b → c → b")
        }
    }

    /// Of a view's cycles, the shortest is named; a view that leads into a cycle without being on
    /// it is not where the cycle is named.
    @Test func theShortestCycleIsNamedAtTheFirstViewOnOne() {
        let yaml = """
            window: { size: [9, 9] }
            views:
              - { id: x, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [y] } }
              - { id: y, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [b, y2] } }
              - { id: b, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [c, d] } }
              - { id: c, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [e] } }
              - { id: e, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [b] } }
              - { id: d, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [b] } }
              - { id: y2, type: label, text: Y, frame: [0, 0, 1, 1] }
            """
        do {
            _ = try SceneLoader.load(yaml: yaml, file: "cycle.yaml")
            Issue.record("the cycle was not refused")
        } catch {
            #expect(error.description == "cycle.yaml:5:75: views[2].accessibility.valueFrom: valueFrom forms a cycle: b → d → b")
        }
    }

    /// A `valueFrom` naming no view is refused in its place among the scene's other references:
    /// the first of them in the file is the one reported.
    @Test func aMissingSourceIsReportedInFileOrderAmongOtherReferences() {
        func firstError(_ yaml: String) -> String {
            do {
                _ = try SceneLoader.load(yaml: yaml, file: "refs.yaml")
                return "loaded"
            } catch {
                return error.description
            }
        }
        let drag = "{ id: d, type: view, frame: [0, 0, 1, 1], accessibility: { dragSources: [{ name: x, view: zz }] } }"
        let value = "{ id: a, type: view, frame: [0, 0, 1, 1], accessibility: { valueFrom: [nope] } }"
        #expect(firstError("window: { size: [9, 9] }\nviews:\n  - \(value)\n  - \(drag)\n")
            == "refs.yaml:3:76: views[0].accessibility.valueFrom[0]: no view has the id 'nope'")
        #expect(firstError("window: { size: [9, 9] }\nviews:\n  - \(drag)\n  - \(value)\n")
            == "refs.yaml:3:95: views[0].accessibility.dragSources[0].view: no view has the id 'zz'; did you mean 'a'?")
    }

    /// A chain longer than `SceneView.maximumDepth` speaks what is within reach.
    @Test func aLongChainLoadsAndSpeaksWhatIsWithinReach() throws {
        let yaml = Self.chain(5_000, next: { "v\($0 + 1)" }, last: "type: well, title: W, content: deep, frame: [0, 0, 3, 3]")
        let scene = try SceneLoader.load(yaml: yaml, file: "chain.yaml")
        #expect(scene.view("v4990")?.accessibilityValue == "W, deep")
        #expect(scene.view("v1")?.accessibilityValue == nil)
    }

    /// The scene's views are freed with it, not one inside the release of the view made of it:
    /// a chain of 100,000 views (a 12 MB file, within the view limit) overflowed the stack when the
    /// scene was let go.
    @Test func aLongChainIsFreedWithItsScene() throws {
        let yaml = Self.chain(100_000, next: { "v\($0 + 1)" }, last: "type: well, title: W, content: deep, frame: [0, 0, 3, 3]")
        var scene: Scene? = try SceneLoader.load(yaml: yaml, file: "chain.yaml")
        weak let first = scene?.view("v1")
        #expect(scene?.view("v99990")?.accessibilityValue == "W, deep")
        scene = nil
        #expect(first == nil)
    }

    /// Each view made of the next one twice: the value would double at every level, to 2^29
    /// copies of the well's.
    @Test func aValueThatWouldDoubleAtEveryLevelStaysBounded() throws {
        let yaml = Self.chain(30, next: { "v\($0 + 1), v\($0 + 1)" }, last: "type: well, title: W, content: deep, frame: [0, 0, 3, 3]")
        let scene = try SceneLoader.load(yaml: yaml, file: "double.yaml")
        #expect(scene.view("v29")?.accessibilityValue == "W, deep; W, deep")
        #expect(scene.view("v28")?.accessibilityValue == "W, deep; W, deep; W, deep; W, deep")
        let value = try #require(scene.view("v1")?.accessibilityValue)
        #expect(value.utf8.count < 400_000)
    }

    @Test(arguments: [
        ("12", 0...100, "12"),
        ("-3", -5...5, "-3"),
        ("101", 0...100, "f.yaml:2:7: count: 101 is outside the range 0…100"),
        ("99999999999999999999", 0...100, "f.yaml:2:7: count: 99999999999999999999 is outside the range 0…100"),
        ("1.5", 0...100, "f.yaml:2:7: count: expected a whole number, found \"1.5\""),
    ])
    func wholeNumbersAreCheckedAgainstTheirRange(written: String, range: ClosedRange<Int>, expected: String) {
        let reader = NodeReader(node: .scalar(written, line: 2, column: 7), path: "count", file: "f.yaml")
        do {
            #expect(String(try reader.int(in: range)) == expected)
        } catch {
            #expect(error.description == expected)
        }
    }
}
